/**
 * Grid grader for `arc-agi-2` (docs/grading.md "Grids"). The visible `final` is parsed with the
 * lexeme-preserving parser, so `1.0` stays a float and is not a valid cell (Python's
 * `type(x) is int`); booleans are never cells either.
 */
import { parseJson, PyFloat } from '../hashing/json-lexeme.ts';
import type { PyJsonValue } from '../hashing/json-lexeme.ts';

export type Grid = number[][];

// A type alias (not an interface) so it fits `Record<string, unknown>` slots.
export type GridDetails = {
  valid_grid: boolean;
};

export interface GridGrade {
  /** The parsed value (valid or not); null when `final` is not JSON. */
  answer: PyJsonValue | null;
  correct: boolean;
  score: 0 | 1;
  details: GridDetails;
}

const MAX_COLOR = 9;

function isCell(value: unknown): boolean {
  // Ints parse to integral `number`s; floats to non-integral numbers or `PyFloat`; big ints to `bigint`.
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COLOR;
}

/** A non-empty list of non-empty rows of equal length whose cells are ints 0..9. */
export function isValidGrid(value: unknown): value is Grid {
  if (!Array.isArray(value) || value.length === 0) return false;
  const first: unknown = value[0];
  if (!Array.isArray(first) || first.length === 0) return false;
  return value.every((row: unknown) => Array.isArray(row) && row.length === first.length && row.every(isCell));
}

/** `metadata.output_format == "grids"`: a non-empty list of valid grids, one per test input. */
export function isValidGridList(value: unknown): value is Grid[] {
  return Array.isArray(value) && value.length > 0 && value.every(isValidGrid);
}

function numeric(value: unknown): number | bigint | null {
  if (value instanceof PyFloat) return value.value;
  return typeof value === 'number' || typeof value === 'bigint' ? value : null;
}

/**
 * Python `==` on JSON values: numbers compare by value (`1 == 1.0`), lists element-wise,
 * objects by key set and values. Booleans compare only with booleans (a reference grid
 * never holds one).
 */
export function pythonEqual(a: unknown, b: unknown): boolean {
  const x = numeric(a);
  const y = numeric(b);
  // biome-ignore lint/suspicious/noDoubleEquals: loose on purpose, so a bigint equals a number of the same value
  if (x !== null || y !== null) return x !== null && y !== null && x == y;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item: unknown, i) => pythonEqual(item, b[i]));
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    const rb = b as Record<string, unknown>;
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && pythonEqual((a as Record<string, unknown>)[k], rb[k]));
  }
  return a === b;
}

/**
 * Grades `final` against the reference (one grid, or a list of grids when `outputFormat`
 * is `"grids"`). `correct` = valid and equal to the reference.
 */
export function gradeGrid(final: string, reference: unknown, outputFormat: unknown): GridGrade {
  let answer: PyJsonValue | null;
  try {
    answer = parseJson(final);
  } catch {
    return { answer: null, correct: false, score: 0, details: { valid_grid: false } };
  }
  const valid = outputFormat === 'grids' ? isValidGridList(answer) : isValidGrid(answer);
  const correct = valid && pythonEqual(answer, reference);
  return { answer, correct, score: correct ? 1 : 0, details: { valid_grid: valid } };
}
