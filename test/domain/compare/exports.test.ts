/** Comparison exports (docs/comparison.md "Exports"): CSV (RFC 4180) and JSON holding every selected comparison. */
import { describe, expect, it } from 'vitest';
import { comparisonCsv, comparisonJson, CSV_COLUMNS, csvField } from '../../../src/domain/compare/exports.ts';
import { compareSeveral } from '../../../src/domain/compare/several.ts';
import type { CandidateEntry } from '../../../src/domain/compare/several.ts';
import { gRun, gRunId } from './g-fixtures.ts';

/** A strict RFC 4180 reader for the test: every field quoted, CRLF record ends. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let i = 0;
  while (i < text.length) {
    const record: string[] = [];
    for (;;) {
      expect(text[i]).toBe('"');
      i += 1;
      let field = '';
      for (;;) {
        const ch = text[i];
        if (ch === undefined) throw new Error('unterminated field');
        if (ch === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += ch;
        i += 1;
      }
      record.push(field);
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      expect(text.slice(i, i + 2)).toBe('\r\n');
      i += 2;
      break;
    }
    records.push(record);
  }
  return records;
}

const entry = (label: string): CandidateEntry => ({ runId: gRunId(label), run: gRun(gRunId(label)) });

describe('CSV export', () => {
  const set = compareSeveral(gRun(gRunId('B1')), [entry('C1'), entry('X'), entry('C5'), entry('C4'), entry('B2')]);
  const csv = comparisonCsv(set.results);
  const [header, ...rows] = parseCsv(csv);

  it('has the documented header', () => {
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(header!.join(',')).toBe(
      'run,target,baseline,paired_cases,quality_delta,ci95_low,ci95_high,baseline_subject_cost_usd,candidate_subject_cost_usd,baseline_evaluation_cost_usd,candidate_evaluation_cost_usd,baseline_total_cost_usd,candidate_total_cost_usd,subject_cost_saving_percent,total_cost_saving_percent',
    );
  });

  it('has one row per item of every compared candidate; rejected candidates are left out', () => {
    const items = set.results.flatMap((r) => (r.status === 'compared' ? r.document.comparisons.map((item) => ({ run: r.candidate_run_id, item })) : []));
    expect(rows.length).toBe(items.length);
    expect(items.length).toBe(1 + 2 + 1 + 2);
    expect(rows.map((r) => r[0])).not.toContain(gRunId('X'));
    rows.forEach((row, index) => {
      const { run, item } = items[index]!;
      const back = (k: number): number | null => (row[k] === '' ? null : Number(row[k]));
      expect(row.slice(0, 3)).toEqual([run, item.candidate_target_id, item.baseline_target_id]);
      expect([back(3), back(4), back(5), back(6)]).toEqual([item.paired_cases, item.quality_delta, item.quality_delta_ci95[0], item.quality_delta_ci95[1]]);
      expect([back(7), back(8), back(9), back(10), back(11), back(12), back(13), back(14)]).toEqual([
        item.baseline_subject_cost_usd,
        item.candidate_subject_cost_usd,
        item.baseline_evaluation_cost_usd,
        item.candidate_evaluation_cost_usd,
        item.baseline_total_cost_usd,
        item.candidate_total_cost_usd,
        item.subject_cost_saving_percent,
        item.total_cost_saving_percent,
      ]);
    });
  });

  it('null values are empty and some are present in these fixtures', () => {
    expect(rows.some((row) => row.includes(''))).toBe(true);
  });

  it('quotes every field and doubles inner quotes', () => {
    expect(csvField('a"b,c')).toBe('"a""b,c"');
    expect(csvField(null)).toBe('""');
    expect(csvField(0.1)).toBe('"0.1"');
    expect(csvField(-150.76939181408983)).toBe('"-150.76939181408983"');
    expect(parseCsv(`${csvField('x"\r\ny')},${csvField(null)}\r\n`)).toEqual([['x"\r\ny', '']]);
  });

  it('is just the header when nothing was compared', () => {
    expect(comparisonCsv([])).toBe(`${CSV_COLUMNS.map((c) => `"${c}"`).join(',')}\r\n`);
  });
});

describe('JSON export', () => {
  it('holds the baseline report and every selected comparison, rejected ones as errors', () => {
    const set = compareSeveral(gRun(gRunId('B1')), [entry('C1'), entry('X'), { runId: 'run-none', run: null }]);
    const exported = comparisonJson(set.baseline.runId, set.baseline.report, set.results, '2026-09-18T00:00:00.123456+00:00');
    expect(Object.keys(exported)).toEqual(['baseline_run_id', 'baseline_report', 'comparisons', 'exported_at']);
    expect(exported.baseline_run_id).toBe(gRunId('B1'));
    expect(exported.baseline_report.run_id).toBe(gRunId('B1'));
    expect(exported.exported_at).toBe('2026-09-18T00:00:00.123456+00:00');
    const [c1, x, none] = exported.comparisons;
    expect(c1).toEqual({ candidate_run_id: gRunId('C1'), comparison: (set.results[0] as { document: unknown }).document });
    expect(x).toEqual({
      candidate_run_id: gRunId('X'),
      error: { code: 'COMPARISON_INVALID', message: 'Cannot compare different case_sha256' },
    });
    expect(none).toEqual({ candidate_run_id: 'run-none', error: { code: 'NOT_FOUND', message: 'Run run-none not found' } });
    // Serialisable as plain JSON.
    expect(JSON.parse(JSON.stringify(exported)).comparisons.length).toBe(3);
  });
});
