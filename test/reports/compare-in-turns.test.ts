// A cold comparison draws its bootstrap table between turns of the loop, and answers exactly as
// the comparison that draws it at once.
import { describe, expect, it } from 'vitest';
import { compareSeveral, prepareBaseline } from '../../src/domain/compare/index.ts';
import { buildReport } from '../../src/domain/report/document.ts';
import { keepPicks } from '../../src/domain/stats/bootstrap.ts';
import { compareInTurns } from '../../src/services/compare-in-turns.ts';
import { gRun, gRunId } from '../domain/compare/g-fixtures.ts';

describe('compareInTurns', () => {
  it('gives the same comparisons as compareSeveral, with turns of the loop while it draws', async () => {
    const baselineInput = gRun(gRunId('B1')).input;
    const baseline = () => prepareBaseline({ input: baselineInput, report: buildReport(baselineInput) });
    const candidates = ['C1', 'C2', 'C3', 'B2'].map((label) => ({ runId: gRunId(label), run: gRun(gRunId(label)) }));
    // The process keeps the last two pick tables, and an earlier test file in this worker may
    // have drawn these: two tables of no case take both places, so this comparison draws.
    keepPicks([0], new Uint16Array(0));
    keepPicks([0, 0], new Uint16Array(0));
    let turns = 0;
    let counting = true;
    const count = () =>
      setImmediate(() => {
        turns += 1;
        if (counting) count();
      });
    count();
    const inTurns = await compareInTurns(baseline(), candidates);
    counting = false;
    // Drawing one table takes 2,000 / 100 steps with a turn between each.
    expect(turns).toBeGreaterThanOrEqual(19);
    expect(JSON.stringify(inTurns.results)).toBe(JSON.stringify(compareSeveral(baseline(), candidates).results));
    expect(inTurns.results.filter((r) => r.status === 'compared').length).toBeGreaterThan(1);
  });
});
