/** Grid grader for arc-agi-2 (docs/grading.md "Grids"). */
import { describe, expect, it } from 'vitest';
import { gradeGrid, isValidGrid, isValidGridList } from '../../../src/domain/grading/grid.ts';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';

describe('single grid (no output_format)', () => {
  it('is correct when valid and equal to the reference', () => {
    expect(
      gradeGrid(
        '[[1, 0], [0, 2]]',
        [
          [1, 0],
          [0, 2],
        ],
        undefined,
      ),
    ).toEqual({
      answer: [
        [1, 0],
        [0, 2],
      ],
      correct: true,
      score: 1,
      details: { valid_grid: true },
    });
    expect(
      gradeGrid(
        ' [[1,0],[0,2]]\n',
        [
          [1, 0],
          [0, 2],
        ],
        undefined,
      ).correct,
    ).toBe(true);
  });

  it('keeps a valid but different grid as the answer, incorrect', () => {
    expect(
      gradeGrid(
        '[[9, 9], [9, 9]]',
        [
          [1, 0],
          [0, 2],
        ],
        undefined,
      ),
    ).toEqual({
      answer: [
        [9, 9],
        [9, 9],
      ],
      correct: false,
      score: 0,
      details: { valid_grid: true },
    });
  });

  it('non-JSON → answer null, invalid', () => {
    for (const final of ['', 'the grid is [[1]]', '```json\n[[1]]\n```', '[[1],]', '[[NaN]]']) {
      expect(gradeGrid(final, [[1]], undefined)).toEqual({ answer: null, correct: false, score: 0, details: { valid_grid: false } });
    }
  });

  it('only ints 0..9 are cells: 1.0, booleans, 10, -1, strings and nulls are not', () => {
    const floats = gradeGrid('[[1.0]]', [[1]], undefined);
    expect(floats.details.valid_grid).toBe(false);
    expect(floats.correct).toBe(false);
    expect(floats.answer).toEqual([[new PyFloat(1)]]); // the parsed value is kept, float and all
    for (const final of ['[[true]]', '[[false, 0]]', '[[10]]', '[[-1]]', '[["1"]]', '[[null]]', '[[1e0]]', '[[0.5]]']) {
      expect([final, gradeGrid(final, [[1]], undefined).details.valid_grid]).toEqual([final, false]);
    }
    expect(gradeGrid('[[-0]]', [[0]], undefined).correct).toBe(true); // `-0` is the int 0
  });

  it('rejects empty grids, empty rows, ragged rows and non-grid shapes', () => {
    for (const final of ['[]', '[[]]', '[[1, 2], [3]]', '[[1], [2, 3]]', '[1, 2]', '{"a": 1}', '5', '[[[1]]]']) {
      expect([final, gradeGrid(final, [[1]], undefined).details.valid_grid]).toEqual([final, false]);
    }
  });

  it('compares with the reference by value (a reference float 1.0 equals the int 1)', () => {
    expect(gradeGrid('[[1]]', [[new PyFloat(1)]], undefined).correct).toBe(true);
    expect(gradeGrid('[[1, 2]]', [[1, 2, 3]], undefined).correct).toBe(false);
  });
});

describe('"grids" output format: a list of grids, one per test input', () => {
  const reference = [[[1, 0]], [[2], [3]]];

  it('is correct when every grid matches, in order', () => {
    expect(gradeGrid('[[[1, 0]], [[2], [3]]]', reference, 'grids')).toEqual({
      answer: reference,
      correct: true,
      score: 1,
      details: { valid_grid: true },
    });
    expect(gradeGrid('[[[2], [3]], [[1, 0]]]', reference, 'grids')).toMatchObject({ correct: false, details: { valid_grid: true } });
  });

  it('a bare grid, an empty list or one invalid grid is invalid', () => {
    for (const final of ['[[1, 0]]', '[]', '[[[1, 0]], [[2], [3, 4]]]', '[[[1.0, 0]]]']) {
      expect([final, gradeGrid(final, reference, 'grids').details.valid_grid]).toEqual([final, false]);
    }
  });

  it('predicates', () => {
    expect(isValidGrid([[0, 9]])).toBe(true);
    expect(isValidGridList([[[0, 9]]])).toBe(true);
    expect(isValidGridList([[0, 9]])).toBe(false);
  });
});
