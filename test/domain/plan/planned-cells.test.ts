import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_CELLS_MESSAGE,
  ExecutionCellsError,
  INVALID_CELLS_MESSAGE,
  normalizeExecutionCells,
  plannedCaseIds,
  plannedCells,
  TARGET_WITHOUT_CELLS_MESSAGE,
} from '../../../src/domain/plan/planned-cells.ts';
import type { PlannedCell, PlannedCellsManifest } from '../../../src/domain/plan/planned-cells.ts';
import { plain, unitVectors } from '../hashing/unit-vectors.ts';

describe('contracts.planned_cells vectors', () => {
  it.each(unitVectors('contracts.planned_cells'))('vector %#', ({ args, result }) => {
    expect(plannedCells(plain<PlannedCellsManifest>(args[0]!))).toEqual(plain<PlannedCell[]>(result ?? null));
  });
});

const cases = [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }];
const targets = [{ id: 't1' }, { id: 't2' }];

describe('planned cells: execution_cells if non-empty, else case-major matrix', () => {
  it('matrix order is case-major in manifest order', () => {
    expect(plannedCells({ cases: [{ id: 'b' }, { id: 'a' }], targets: [{ id: 'y' }, { id: 'x' }] })).toEqual([
      { case_id: 'b', target_id: 'y' },
      { case_id: 'b', target_id: 'x' },
      { case_id: 'a', target_id: 'y' },
      { case_id: 'a', target_id: 'x' },
    ]);
  });

  it('an empty or null execution_cells falls back to the matrix', () => {
    expect(plannedCells({ cases, targets, execution_cells: [] })).toHaveLength(6);
    expect(plannedCells({ cases, targets, execution_cells: null })).toHaveLength(6);
  });

  it('explicit cells are returned as stored, as plain pairs', () => {
    const cells = [
      { case_id: 'c3', target_id: 't2' },
      { case_id: 'c1', target_id: 't1' },
    ];
    expect(plannedCells({ cases, targets, execution_cells: cells })).toEqual(cells);
  });

  it("a target's planned case set", () => {
    const cells = plannedCells({
      cases,
      targets,
      execution_cells: [
        { case_id: 'c1', target_id: 't1' },
        { case_id: 'c2', target_id: 't2' },
        { case_id: 'c3', target_id: 't1' },
      ],
    });
    expect(plannedCaseIds(cells, 't1')).toEqual(['c1', 'c3']);
    expect(plannedCaseIds(cells, 't2')).toEqual(['c2']);
  });
});

describe('execution_cells validation and order', () => {
  it('re-orders a valid subset to matrix order', () => {
    expect(
      normalizeExecutionCells(cases, targets, [
        { case_id: 'c3', target_id: 't1' },
        { case_id: 'c1', target_id: 't2' },
        { case_id: 'c1', target_id: 't1' },
      ]),
    ).toEqual([
      { case_id: 'c1', target_id: 't1' },
      { case_id: 'c1', target_id: 't2' },
      { case_id: 'c3', target_id: 't1' },
    ]);
  });

  it.each([
    ['not a list', { case_id: 'c1', target_id: 't1' }, INVALID_CELLS_MESSAGE],
    ['an empty list', [], INVALID_CELLS_MESSAGE],
    ['an unknown case', [{ case_id: 'c9', target_id: 't1' }], INVALID_CELLS_MESSAGE],
    ['an unknown target', [{ case_id: 'c1', target_id: 't9' }], INVALID_CELLS_MESSAGE],
    ['an extra key', [{ case_id: 'c1', target_id: 't1', note: 'x' }], INVALID_CELLS_MESSAGE],
    ['a non-string id', [{ case_id: 1, target_id: 't1' }], INVALID_CELLS_MESSAGE],
    ['a non-object cell', [['c1', 't1']], INVALID_CELLS_MESSAGE],
    [
      'a duplicate pair',
      [
        { case_id: 'c1', target_id: 't1' },
        { case_id: 'c2', target_id: 't2' },
        { case_id: 'c1', target_id: 't1' },
      ],
      DUPLICATE_CELLS_MESSAGE,
    ],
    ['a target left without cells', [{ case_id: 'c1', target_id: 't1' }], TARGET_WITHOUT_CELLS_MESSAGE],
  ])('rejects %s', (_name, cells, message) => {
    expect(() => normalizeExecutionCells(cases, targets, cells)).toThrow(new ExecutionCellsError(message));
  });
});
