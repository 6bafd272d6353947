/**
 * LiveCodeBench's test cases (docs/harness.md): the public list is JSON text; the private list
 * is JSON text or base64 of zlib-compressed data, which upstream fills with a pickled JSON
 * string. Only a pickle that holds one string is read (by hand: unpickling data would run it).
 */
import { inflateSync } from 'node:zlib';

export interface LcbTest {
  readonly input: string;
  readonly output: string;
  readonly testtype: 'stdin' | 'functional';
}

export type PrivateTests =
  | { readonly status: 'absent'; readonly tests: readonly LcbTest[] }
  | { readonly status: 'decoded'; readonly tests: readonly LcbTest[] }
  | { readonly status: 'undecodable'; readonly tests: readonly LcbTest[]; readonly reason: string };

/** A JSON text list of tests; throws when it is not one. */
export function parseTestList(text: string): LcbTest[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) throw new Error('test list is not a JSON array');
  return value.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) throw new Error(`test ${index} is not an object`);
    const { input, output, testtype } = item as Record<string, unknown>; // an object, checked above
    if (typeof input !== 'string' || typeof output !== 'string') throw new Error(`test ${index} lacks input or output text`);
    if (testtype !== 'stdin' && testtype !== 'functional') throw new Error(`test ${index} has an unknown testtype`);
    return { input, output, testtype };
  });
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The private tests: absent (empty), decoded, or undecodable with the reason. */
export function decodePrivateTests(raw: unknown): PrivateTests {
  if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) return { status: 'absent', tests: [] };
  if (typeof raw !== 'string') return { status: 'undecodable', tests: [], reason: 'private_test_cases is not text' };
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      return { status: 'decoded', tests: parseTestList(text) };
    } catch (error) {
      return { status: 'undecodable', tests: [], reason: `JSON text: ${errorText(error)}` };
    }
  }
  if (!BASE64.test(text) || text.length % 4 !== 0) return { status: 'undecodable', tests: [], reason: 'not JSON and not base64' };
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.from(text, 'base64'));
  } catch (error) {
    return { status: 'undecodable', tests: [], reason: `zlib: ${errorText(error)}` };
  }
  const json = inflated[0] === 0x80 ? pickledString(inflated) : inflated.toString('utf8');
  if (json === null) return { status: 'undecodable', tests: [], reason: 'pickle holds something other than one string' };
  try {
    return { status: 'decoded', tests: parseTestList(json) };
  } catch (error) {
    return { status: 'undecodable', tests: [], reason: `decoded text: ${errorText(error)}` };
  }
}

/** The string of a protocol 2–5 pickle that holds exactly one str, else null. */
export function pickledString(bytes: Buffer): string | null {
  let at = 0;
  const need = (n: number): boolean => at + n <= bytes.length;
  if (!need(2) || bytes[at] !== 0x80) return null;
  at += 2; // PROTO <version>
  if (bytes[at] === 0x95) {
    if (!need(9)) return null;
    at += 9; // FRAME <8-byte length>
  }
  let length: number;
  const opcode = bytes[at];
  at += 1;
  if (opcode === 0x8c && need(1)) {
    length = bytes.readUInt8(at); // SHORT_BINUNICODE
    at += 1;
  } else if (opcode === 0x58 && need(4)) {
    length = bytes.readUInt32LE(at); // BINUNICODE
    at += 4;
  } else if (opcode === 0x8d && need(8)) {
    const big = bytes.readBigUInt64LE(at); // BINUNICODE8
    if (big > BigInt(bytes.length)) return null;
    length = Number(big);
    at += 8;
  } else {
    return null;
  }
  if (!need(length)) return null;
  const value = bytes.subarray(at, at + length).toString('utf8');
  at += length;
  if (bytes[at] === 0x94)
    at += 1; // MEMOIZE
  else if (bytes[at] === 0x71)
    at += 2; // BINPUT <1 byte>
  else if (bytes[at] === 0x72) at += 5; // LONG_BINPUT <4 bytes>
  return bytes[at] === 0x2e && at + 1 === bytes.length ? value : null; // STOP, and nothing after it
}

/** Lines with surrounding whitespace stripped, trailing blank lines dropped. */
function outputLines(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function sameToken(a: string, b: string): boolean {
  if (a === b) return true;
  // "1.0" and "1", "2.50" and "2.5": the same number spelled differently.
  return NUMBER.test(a) && NUMBER.test(b) && Number(a) === Number(b);
}

/** LiveCodeBench's stdin rule: line by line after stripping, each line compared token by token. */
export function sameStdout(actual: string, expected: string): boolean {
  const got = outputLines(actual);
  const want = outputLines(expected);
  if (got.length !== want.length) return false;
  return got.every((line, i) => {
    const wanted = want[i] as string; // same length, checked above
    if (line === wanted) return true;
    const a = line.split(/\s+/);
    const b = wanted.split(/\s+/);
    return a.length === b.length && a.every((token, j) => sameToken(token, b[j] as string)); // same length
  });
}

/** JSON equality of a functional test's result and its expected output text. */
export function sameJson(actualText: string, expectedText: string): boolean {
  let actual: unknown;
  let expected: unknown;
  try {
    actual = JSON.parse(actualText);
    expected = JSON.parse(expectedText);
  } catch {
    return false;
  }
  return deepEqual(actual, expected);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const ra = a as Record<string, unknown>; // a plain JSON object, checked above
  const rb = b as Record<string, unknown>;
  return ka.length === kb.length && ka.every((key) => Object.hasOwn(rb, key) && deepEqual(ra[key], rb[key]));
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
