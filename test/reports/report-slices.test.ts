// A report built in slices gives the event loop turns while it computes, and the same document.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/domain/report/index.ts';
import { buildReportInSlices } from '../../src/services/report-slices.ts';
import { readReportInput } from '../domain/report/journal-input.ts';

const ROOT = join(import.meta.dirname, '../fixtures/srbench');

describe('buildReportInSlices', () => {
  it.each([
    ['f_full_suite', 'journal.sqlite3', 'run-04fd582aaa17454391d3'],
    // An accounting correction in force: the calls are the effective ones.
    ['h_reconciliation', 'journal.reconciled.sqlite3', 'run-255784be866c4954bb59'],
  ])('%s: the full rebuild document, with turns of the event loop during the build', async (scenario, journal, runId) => {
    const input = readReportInput(join(ROOT, scenario, journal), runId);
    let immediate = false;
    setImmediate(() => (immediate = true));
    const document = await buildReportInSlices(input);
    // Work scheduled before the build ran before the build ended: the build gave the loop turns.
    expect(immediate).toBe(true);
    expect(JSON.stringify(document)).toBe(JSON.stringify(buildReport(input)));
  });
});
