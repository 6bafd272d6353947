import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../src/domain/report/document.ts';
import { allowReportAddition, firstDifference } from '../../helpers/by-value.ts';
import { readReportInput } from './journal-input.ts';

const ROOT = join(import.meta.dirname, '../../fixtures/srbench');

interface FixtureReport {
  scenario: string;
  file: string;
  journal: string;
  runId: string;
}

function fixtureReports(): FixtureReport[] {
  const out: FixtureReport[] = [];
  for (const scenario of readdirSync(ROOT).sort()) {
    const folder = join(ROOT, scenario);
    if (!existsSync(join(folder, 'journal.sqlite3'))) continue;
    for (const file of readdirSync(folder).sort()) {
      const match = /^report-(run-[0-9a-f]{20})(?:\.(inflight|reconciled))?\.json$/.exec(file);
      if (match === null) continue;
      const [, runId, variant] = match;
      const journal = join(folder, variant === undefined ? 'journal.sqlite3' : `journal.${variant}.sqlite3`);
      out.push({ scenario, file, journal, runId: runId as string });
    }
  }
  return out;
}

const reports = fixtureReports();

describe('buildReport matches every fixture report by value', () => {
  it('finds the fixture reports', () => {
    expect(reports.length).toBeGreaterThanOrEqual(31);
  });
  it.each(reports.map((r) => [`${r.scenario}/${r.file}`, r] as const))('%s', (_name, report) => {
    const expected: unknown = JSON.parse(readFileSync(join(ROOT, report.scenario, report.file), 'utf8'));
    const actual = buildReport(readReportInput(report.journal, report.runId));
    // Round-trip through JSON: the document must be plain JSON.
    const json: unknown = JSON.parse(JSON.stringify(actual));
    expect(firstDifference(json, expected, { allowExtra: allowReportAddition })).toBeNull();
  });
});
