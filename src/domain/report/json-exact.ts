/**
 * Whether `JSON.parse(JSON.stringify(value))` gives back an equal value (only such
 * documents are materialised as text). JSON drops `undefined` and turns -0, NaN and ±Infinity
 * into 0 or null, which a comparison reading the parsed copy could tell apart.
 */
export function jsonExact(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) return value.every(jsonExact);
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key of Object.keys(value)) if (!jsonExact((value as Record<string, unknown>)[key])) return false;
      return true;
    }
    default:
      return false;
  }
}
