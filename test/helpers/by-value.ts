/**
 * Conformance comparison "by value" (README "Tests"): every key of the fixture
 * present with the same nesting, numbers equal (ints and floats by value, floats exact or
 * within 1e-12 relative), strings exact. Extra keys in `actual` are allowed only where
 * `allowExtra(path, key)` says so (docs/reports.md: this project's additions).
 */

export interface ByValueOptions {
  /** Whether `key` may appear in `actual` at the object found at `path` without being in the fixture. */
  allowExtra?: (path: string, key: string) => boolean;
  /** Relative tolerance for floats (default 1e-12). */
  relativeTolerance?: number;
}

const describe = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function numbersEqual(a: number, b: number, tolerance: number): boolean {
  if (a === b) return true;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b));
}

/** The JSON path and description of the first difference, or null when equal by value. */
export function firstDifference(actual: unknown, expected: unknown, options: ByValueOptions = {}, path = '$'): string | null {
  const tolerance = options.relativeTolerance ?? 1e-12;
  if (typeof expected === 'number') {
    if (typeof actual !== 'number') return `${path}: expected number ${expected}, got ${describe(actual)}`;
    return numbersEqual(actual, expected, tolerance) ? null : `${path}: expected ${expected}, got ${actual}`;
  }
  if (expected === null || typeof expected !== 'object') {
    return actual === expected ? null : `${path}: expected ${describe(expected)}, got ${describe(actual)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${describe(actual)}`;
    if (actual.length !== expected.length) {
      return `${path}: expected ${expected.length} items, got ${actual.length} (${describe(actual)})`;
    }
    for (let i = 0; i < expected.length; i += 1) {
      const diff = firstDifference(actual[i], expected[i], options, `${path}[${i}]`);
      if (diff !== null) return diff;
    }
    return null;
  }
  if (!isPlainObject(actual)) return `${path}: expected an object, got ${describe(actual)}`;
  for (const key of Object.keys(expected)) {
    const child = `${path}.${key}`;
    if (!Object.hasOwn(actual, key) || actual[key] === undefined) return `${child}: missing`;
    const diff = firstDifference(actual[key], (expected as Record<string, unknown>)[key], options, child);
    if (diff !== null) return diff;
  }
  for (const key of Object.keys(actual)) {
    if (Object.hasOwn(expected, key) || actual[key] === undefined) continue;
    if (options.allowExtra?.(path, key) !== true) return `${path}.${key}: unexpected extra key (${describe(actual[key])})`;
  }
  return null;
}

/** Throws with the JSON path of the first difference. */
export function expectSameByValue(actual: unknown, expected: unknown, options: ByValueOptions = {}): void {
  const diff = firstDifference(actual, expected, options);
  if (diff !== null) throw new Error(`Not equal by value: ${diff}`);
}

// This server's additions (docs/reports.md): the only keys a report may carry beyond the fixtures, by where they go.
const METRIC_ADDITIONS = new Set(['cache_read_ratio', 'cache_read_call_count', 'cache_read_reported', 'fault_summary']);
const CONTINUITY_ADDITIONS = new Set(['session_mode', 'model_switches_by_phase']);

/** `allowExtra` for report documents (and bare continuity objects at `$`). */
export function allowReportAddition(path: string, key: string): boolean {
  if (path === '$' || /\.continuity$/.test(path)) {
    if (CONTINUITY_ADDITIONS.has(key)) return true;
  }
  if (/^\$\.summary\.targets\[\d+\]$/.test(path) || /^\$\.benchmarks\[\d+\]$/.test(path)) return METRIC_ADDITIONS.has(key);
  if (path === '$' || path === '$.summary') return key === 'fault_summary';
  return false;
}
