// A kept or materialised report keeps only the comparison facts and a JSON copy of the report
// (docs/reports.md "Ended runs: stored snapshots"): comparing from those must give exactly the documents the full inputs give.
import { describe, expect, it } from 'vitest';
import { compareRuns, type ComparisonFactsInput } from '../../src/domain/compare/document.ts';
import { comparisonFacts, decodeFacts, encodeFacts, type EncodedFacts } from '../../src/domain/compare/facts.ts';
import { buildReport, type ReportDocument } from '../../src/domain/report/index.ts';
import { jsonExact } from '../../src/domain/report/json-exact.ts';
import { gPairs, gRun, gRunId } from '../domain/compare/g-fixtures.ts';
import type { ComparisonError } from '../../src/domain/compare/errors.ts';

/** What ReportService keeps after a round trip through the database. */
function materialised(label: string): ComparisonFactsInput {
  const { input } = gRun(gRunId(label));
  const report = buildReport(input);
  expect(jsonExact(report)).toBe(true);
  const facts = decodeFacts(JSON.parse(JSON.stringify(encodeFacts(comparisonFacts(input)))) as EncodedFacts);
  return { input: facts, report: JSON.parse(JSON.stringify(report)) as ReportDocument };
}

function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return { rejected: (error as ComparisonError).message };
  }
}

describe('comparisons from materialised facts', () => {
  for (const prefix of ['compare', 'validator'] as const) {
    it.each(gPairs(prefix))(`${prefix}: $name`, ({ baselineLabel, candidateLabel }) => {
      const full = outcome(() => compareRuns(gRun(gRunId(baselineLabel)), gRun(gRunId(candidateLabel))));
      const kept = outcome(() => compareRuns(materialised(baselineLabel), materialised(candidateLabel)));
      expect(kept).toEqual(full);
    });
  }
});

describe('jsonExact', () => {
  it('accepts plain JSON and refuses what a JSON round trip changes', () => {
    expect(jsonExact({ a: [1, 'x', null, true, { b: 0.5 }] })).toBe(true);
    expect(jsonExact({ a: -0 })).toBe(false);
    expect(jsonExact([Number.NaN])).toBe(false);
    expect(jsonExact({ a: undefined })).toBe(false);
    expect(jsonExact([Infinity])).toBe(false);
    expect(jsonExact(new Date(0))).toBe(false);
  });
});
