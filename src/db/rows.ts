/** Rows of a raw `execute`: postgres.js returns them as the result, PGlite wraps them in `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
