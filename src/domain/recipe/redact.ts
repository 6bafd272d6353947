// Redaction of a captured router recipe (docs/runs.md "Runner provenance and recipe snapshots"): secrets, deployment wiring and
// private-looking strings become "<redacted>", and every redacted path is listed.
const REDACTED = '<redacted>';

/** Keys whose values are credentials or deployment wiring, whatever they hold. */
const SECRET_KEY = /(api[_-]?key|secret|token|password|passwd|credential|authorization|private[_-]?key|access[_-]?key|endpoint|base[_-]?url|address|host)/i;

/** Values that look like credentials or internal addresses even under an innocent key. */
function privateLooking(text: string): boolean {
  if (/^bearer\s+\S+/i.test(text)) return true;
  if (/^(sk|pk|rk|api|key)[-_][A-Za-z0-9_-]{8,}$/.test(text)) return true;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      if (url.username || url.password) return true;
      return /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[?::1\]?|0\.0\.0\.0)/.test(url.hostname);
    } catch {
      return false;
    }
  }
  return false;
}

export interface Redacted<T> {
  value: T;
  redactions: string[];
}

export function redactRecipe(value: unknown, path = '$'): Redacted<unknown> {
  const redactions: string[] = [];
  const walk = (node: unknown, at: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${at}[${i}]`));
    if (node !== null && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) {
        const child = `${at}.${key}`;
        if (SECRET_KEY.test(key) && item !== null && typeof item !== 'object') {
          out[key] = REDACTED;
          redactions.push(child);
        } else {
          out[key] = walk(item, child);
        }
      }
      return out;
    }
    if (typeof node === 'string' && privateLooking(node)) {
      redactions.push(at);
      return REDACTED;
    }
    return node;
  };
  return { value: walk(value, path), redactions };
}
