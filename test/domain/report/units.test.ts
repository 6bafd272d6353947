import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { percentile } from '../../../src/domain/stats/percentile.ts';
import { wilson } from '../../../src/domain/stats/wilson.ts';
import { continuity, type ContinuityCall, type ContinuityRow } from '../../../src/domain/report/continuity.ts';
import { outputDiagnostics, type DiagnosticsCall, type DiagnosticsRow } from '../../../src/domain/report/output-diagnostics.ts';
import { parseIsoMicros, secondsBetween } from '../../../src/domain/time/iso-micros.ts';
import { allowReportAddition, firstDifference } from '../../helpers/by-value.ts';

interface VectorCase {
  args: unknown[];
  kwargs: Record<string, unknown>;
  result?: unknown;
}
const vectors = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/srbench/units/vectors.json'), 'utf8')) as {
    functions: Record<string, VectorCase[]>;
  }
).functions;
const cases = (name: string): VectorCase[] => {
  const list = vectors[name];
  if (list === undefined || list.length === 0) throw new Error(`no vectors for ${name}`);
  return list;
};

describe('percentile', () => {
  it.each(cases('report.percentile').map((c) => [JSON.stringify(c.args), c] as const))('%s', (_n, c) => {
    const [values, q] = c.args as [number[], number];
    expect(percentile(values, q)).toBe(c.result);
  });
  it('reproduces the worked examples', () => {
    expect(percentile([1, 2, 3, 4, 5], 0.95)).toBe(4.8);
    expect(percentile([1, 2, 3, 4], 0.95)).toBe(3.8499999999999996);
    expect(percentile([0.1, 0.7, 0.2, 1.9, 0.4], 0.95)).toBe(1.6599999999999997);
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe('wilson', () => {
  it.each(cases('report.wilson').map((c) => [JSON.stringify(c.args), c] as const))('%s', (_n, c) => {
    const [correct, total] = c.args as [number, number];
    expect(wilson(correct, total)).toEqual(c.result);
  });
  it('reproduces the worked examples', () => {
    expect(wilson(7, 10)).toEqual([0.39677814746114537, 0.8922087325936989]);
    expect(wilson(9, 14)).toEqual([0.38764423103907397, 0.8365526824644587]);
  });
});

describe('continuity', () => {
  it.each(cases('report.continuity').map((c, i) => [i, c] as const))('vector %i', (_i, c) => {
    const [rows, calls] = c.args as [ContinuityRow[], ContinuityCall[]];
    const actual = continuity(rows, calls);
    expect(firstDifference(actual, c.result, { allowExtra: allowReportAddition })).toBeNull();
    expect(actual.session_mode).toBe('stateless');
  });

  it('reproduces the worked example and attributes switches to the later request phase', () => {
    const calls: ContinuityCall[] = [
      { case_id: 't1', status: 'completed', selected_model: 'A', decision: 'd1', phase: 'user_turn' },
      { case_id: 't1', status: 'failed', model: 'alias', phase: 'tool_loop' },
      { case_id: 't1', status: 'completed', selected_model: 'B', decision: 'd1', phase: 'tool_loop' },
      { case_id: 't1', status: 'completed', selected_model: 'A', decision: 'd2' },
      { case_id: 't2', status: 'completed', model: 'A' },
      { case_id: 't2', status: 'completed', model: 'A' },
      { case_id: 't3', status: 'completed', selected_model: 'A', inference_call_count: 3 },
      { case_id: 't3', status: 'completed', selected_model: 'B' },
      { case_id: 't4', status: 'completed', selected_model: 'C' },
    ];
    const rows: ContinuityRow[] = [
      { case_id: 't1', status: 'completed', correct: true },
      { case_id: 't2', status: 'completed', correct: false },
    ];
    expect(continuity(rows, calls, 'session_aware')).toEqual({
      multi_request_tasks: 2,
      switched_tasks: 1,
      switched_accuracy: 1,
      unswitched_tasks: 1,
      unswitched_accuracy: 0,
      model_switches: 2,
      mean_switches_per_task: 1,
      max_switches_per_task: 2,
      decision_changed_tasks: 1,
      unknown_model_requests: 1,
      multi_inference_tasks: 1,
      session_mode: 'session_aware',
      model_switches_by_phase: { tool_loop: 1, unknown: 1 },
    });
  });
});

describe('output_diagnostics', () => {
  it.each(cases('report.output_diagnostics').map((c, i) => [i, c] as const))('vector %i', (_i, c) => {
    const [rows, calls, total] = c.args as [DiagnosticsRow[], DiagnosticsCall[], number];
    expect(firstDifference(outputDiagnostics(rows, calls, total), c.result)).toBeNull();
  });
});

describe('ISO timestamps with microseconds', () => {
  it('parses the fraction exactly and omits it when zero', () => {
    expect(parseIsoMicros('2026-09-18T00:00:00+00:00')).toBe(Date.UTC(2026, 8, 18) * 1000);
    expect(parseIsoMicros('2026-09-18T00:00:04.007001+00:00') - parseIsoMicros('2026-09-18T00:00:04+00:00')).toBe(7001);
    expect(secondsBetween('2026-09-18T00:00:00+00:00', '2026-09-18T00:01:28.996000+00:00')).toBe(88.996);
    expect(parseIsoMicros('2026-09-18T02:00:00+02:00')).toBe(parseIsoMicros('2026-09-18T00:00:00Z'));
  });
});
