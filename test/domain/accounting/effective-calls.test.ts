import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALL_SUMMARY_DROPPED_KEYS, callSummary } from '../../../src/domain/accounting/call-summary.ts';
import { effectiveCalls } from '../../../src/domain/accounting/effective-calls.ts';
import { FIXTURES, readJournalRun } from './journal.ts';

const H = new URL('h_reconciliation/', FIXTURES);
const RECONCILED = new URL('journal.reconciled.sqlite3', H);
const BEFORE = new URL('journal.sqlite3', H);

describe('effective calls: h_reconciliation fixtures', () => {
  it.each(['run-255784be866c4954bb59', 'run-97c51e0d4c66482c9b40'])('accounting.effective_calls(store, %s, summary=True) after reconciliation', (runId) => {
    const { calls, correction } = readJournalRun(RECONCILED, runId);
    expect(correction).not.toBeNull();
    const expected = JSON.parse(readFileSync(new URL(`effective-calls-${runId}.reconciled.json`, H), 'utf8')) as unknown[];
    expect(effectiveCalls(calls, correction)).toStrictEqual(expected);
  });

  it('without a correction the stored calls are returned unchanged', () => {
    const { calls, correction } = readJournalRun(BEFORE, 'run-255784be866c4954bb59');
    expect(correction).toBeNull();
    const result = effectiveCalls(calls, correction);
    expect(result).toStrictEqual(calls);
    expect(result).not.toBe(calls);
  });

  it('unverified rows make a known cost unknown; model_usage keeps the original receipt', () => {
    const { calls, correction } = readJournalRun(RECONCILED, 'run-255784be866c4954bb59');
    const byId = new Map(effectiveCalls(calls, correction).map((call) => [call.id, call]));
    for (const row of correction?.calls ?? []) {
      const call = byId.get(row.call_id);
      expect(call?.cost_complete).toBe(row.verified);
      if (!row.verified) expect([call?.usage, call?.cost_usd]).toEqual([null, null]);
    }
    const stored = calls.find((call) => Array.isArray(call.model_usage));
    expect(byId.get(stored?.id ?? '')?.model_usage).toStrictEqual(stored?.model_usage);
  });
});

describe('effective calls: overlay rules', () => {
  const usage = { input_tokens: 1, cached_input_tokens: 2, cache_write_tokens: 3, output_tokens: 4 };
  const calls = [
    { id: 'call-a', usage, cost_usd: 0.5, cost_complete: true, model: 'm' },
    { id: 'call-b', usage, cost_usd: 0.25, cost_complete: true, model: 'm' },
    { id: 'call-c', usage, cost_usd: 0.125, cost_complete: true, model: 'm' },
  ];
  const corrected = { ...usage, input_tokens: 9 };
  const correction = {
    id: 'accounting-000000000000000000000000',
    calls: [
      { call_id: 'call-a', usage: corrected, cost_usd: 0.75, verified: true },
      { call_id: 'call-b', usage: null, cost_usd: null, verified: false },
    ],
  };

  it('overlays verified rows, unknowns the rest (a call missing from the correction too)', () => {
    expect(effectiveCalls(calls, correction)).toStrictEqual([
      { id: 'call-a', usage: corrected, cost_usd: 0.75, cost_complete: true, model: 'm', accounting_correction_id: correction.id },
      { id: 'call-b', usage: null, cost_usd: null, cost_complete: false, model: 'm', accounting_correction_id: correction.id },
      { id: 'call-c', usage: null, cost_usd: null, cost_complete: false, model: 'm', accounting_correction_id: correction.id },
    ]);
  });

  it('never mutates the stored calls', () => {
    effectiveCalls(calls, correction);
    expect(calls[0]?.cost_usd).toBe(0.5);
  });
});

describe('call summary projection', () => {
  it('drops request, final, reasoning, raw_usage and tool_calls only', () => {
    const record = { id: 'c', request: {}, final: 'x', reasoning: 'r', raw_usage: {}, tool_calls: [], model: 'm', usage: null };
    expect(callSummary(record)).toStrictEqual({ id: 'c', model: 'm', usage: null });
    expect(CALL_SUMMARY_DROPPED_KEYS).toEqual(['request', 'final', 'reasoning', 'raw_usage', 'tool_calls']);
  });
});
