// Opaque global ids and versioned keyset cursors (docs/api.md "Identity", "Pagination").
import { badUserInput } from '../domain/errors.ts';

/** Natural ids are accepted wherever a global id is (docs/api.md "Identity"). */
const NATURAL_IDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^run-[0-9a-f]{20}$/, 'Run'],
  [/^(?:call|cached)-[0-9a-f]{32}$/, 'Call'],
  [/^exp-[0-9a-f]{32}$/, 'Experiment'],
  [/^prep-[0-9a-f]{32}$/, 'Preparation'],
  [/^[0-9a-f]{64}$/, 'Dataset'],
];
/** Types that implement Node; an id naming any other type is malformed, not an internal error. */
export const NODE_TYPENAMES: ReadonlySet<string> = new Set(['Run', 'Call', 'CaseResult', 'RunEvent', 'Experiment', 'Dataset', 'Preparation', 'Target']);
const MAX_ID_LENGTH = 2048;

const toBase64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  // Reject strings that do not round-trip (padding tricks, invalid UTF-8).
  return toBase64Url(decoded) === text ? decoded : null;
}

export function encodeGlobalId(typename: string, id: string | number | bigint): string {
  return toBase64Url(`${typename}:${String(id)}`);
}

export function decodeGlobalId(globalId: string): { typename: string; id: string } {
  for (const [pattern, typename] of NATURAL_IDS) {
    if (pattern.test(globalId)) return { typename, id: globalId };
  }
  const decoded = globalId.length <= MAX_ID_LENGTH ? fromBase64Url(globalId) : null;
  const colon = decoded?.indexOf(':') ?? -1;
  if (!decoded || colon <= 0) throw badUserInput(`Malformed id: ${truncate(globalId)}`);
  const typename = decoded.slice(0, colon);
  const id = decoded.slice(colon + 1);
  // KEY_TEXT: Postgres text cannot hold NUL, so such an id could never name a row.
  if (!NODE_TYPENAMES.has(typename) || id.length === 0 || !KEY_TEXT.test(id)) throw badUserInput(`Malformed id: ${truncate(globalId)}`);
  return { typename, id };
}

/** An id argument that names one entity of `typename`, global or natural. */
export function entityId(typename: string, value: string): string {
  const decoded = decodeGlobalId(value);
  if (decoded.typename !== typename) throw badUserInput(`Expected a ${typename} id, got a ${decoded.typename} id`);
  return decoded.id;
}

/**
 * The natural id behind `value` when it is a global id of `typename`; any other text is returned
 * unchanged, so the service's own check of a natural id (and its message) still applies.
 */
export function naturalIdOf(typename: string, value: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(value) || value.length > MAX_ID_LENGTH) return value;
  const decoded = fromBase64Url(value);
  const prefix = `${typename}:`;
  return decoded?.startsWith(prefix) && decoded.length > prefix.length ? decoded.slice(prefix.length) : value;
}

export type CursorKey = ReadonlyArray<string | number>;
const CURSOR_VERSION = 'v1';

/**
 * A cursor names its list (`kind`), the list's scope (e.g. the run it belongs to) and the row's
 * keyset key, so a cursor from another list is refused instead of silently misread.
 */
export function encodeCursor(kind: string, scope: string, key: CursorKey): string {
  return `${CURSOR_VERSION}.${toBase64Url(JSON.stringify([kind, scope, key]))}`;
}

/** Key strings a cursor may carry: what our own keys look like, so a forged one cannot reach SQL as something Postgres rejects. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL, which Postgres text cannot hold, is refused
const KEY_TEXT = /^[^\u0000\ud800-\udfff]{0,512}$/u;
/** A timestamp key as Postgres writes timestamptz text (`2026-11-30 14:05:00.123456+00`). */
const KEY_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** A real calendar date and time (Postgres refuses 2026-02-30 with an error, not an empty page). */
function isTimestampKey(value: unknown): boolean {
  const match = typeof value === 'string' ? KEY_TIMESTAMP.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * `timestamps`: positions of the key that are timestamps (checked for shape, since they are
 * cast in SQL). Any failed check is BAD_USER_INPUT "Malformed cursor".
 */
export function decodeCursor(cursor: string, kind: string, scope: string, arity: number, timestamps: readonly number[] = []): CursorKey {
  const malformed = () => badUserInput(`Malformed cursor: ${truncate(cursor)}`);
  if (cursor.length > MAX_ID_LENGTH || !cursor.startsWith(`${CURSOR_VERSION}.`)) throw malformed();
  const text = fromBase64Url(cursor.slice(CURSOR_VERSION.length + 1));
  if (text === null) throw malformed();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformed();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw malformed();
  const [cursorKind, cursorScope, key] = parsed as unknown[];
  if (cursorKind !== kind || cursorScope !== scope) {
    throw badUserInput('This cursor belongs to another list; pass a cursor this connection returned');
  }
  if (!Array.isArray(key) || key.length !== arity || !key.every((k) => (typeof k === 'string' && KEY_TEXT.test(k)) || Number.isSafeInteger(k))) {
    throw malformed();
  }
  if (timestamps.some((i) => !isTimestampKey(key[i]))) throw malformed();
  return key as CursorKey;
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
