import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { effectiveCalls } from '../../../src/domain/accounting/effective-calls.ts';
import {
  accountingReconciledEvent,
  correctionMetadata,
  EVIDENCE_REASON,
  evidenceByteLimit,
  evidenceSha256,
  RECONCILIATION_REFUSAL,
  ReconciliationError,
  reconcileRows,
  reconcileUsage,
  reconciliationRefusal,
} from '../../../src/domain/accounting/reconcile.ts';
import type { CorrectionArtifact, ReconcileInput } from '../../../src/domain/accounting/reconcile.ts';
import { canonical, digest } from '../../../src/domain/hashing/canonical.ts';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import { buildReport } from '../../../src/domain/report/document.ts';
import { allowReportAddition, expectSameByValue } from '../../helpers/by-value.ts';
import { readReportInput } from '../report/journal-input.ts';
import { readJournalRun } from './journal.ts';
import { H, H_AFTER, H_BEFORE, H_RUNS, readReconcileInput } from './reconcile-fixtures.ts';

const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, H), 'utf8'));

function expected(runId: string): CorrectionArtifact {
  return readJson(`reconcile-${runId}.json`) as CorrectionArtifact;
}

function fixtureInput(runId: string) {
  return readReconcileInput(runId, expected(runId).created_at);
}

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

describe('reconcileUsage on h_reconciliation', () => {
  it.each(H_RUNS)('accounting.reconcile_usage(store, %s)', (runId) => {
    const artifact = reconcileUsage(fixtureInput(runId));
    expectSameByValue(artifact, expected(runId));
    // Rows and artifact keys exactly as the fixture, none missing or extra.
    expect(Object.keys(artifact).sort()).toEqual(Object.keys(expected(runId)).sort());
    // The plain artifact is JSON (no PyFloat / bigint wrappers leak out).
    expect(JSON.parse(JSON.stringify(artifact))).toStrictEqual(artifact);
  });

  it.each(H_RUNS)('%s equals the correction stored in journal.reconciled.sqlite3', (runId) => {
    const stored = readJournalRun(H_AFTER, runId).correction;
    expectSameByValue(reconcileUsage(fixtureInput(runId)), stored);
  });

  it.each(H_RUNS)('%s: the overlay reproduces effective-calls-*.reconciled.json', (runId) => {
    const artifact = reconcileUsage(fixtureInput(runId));
    const { calls } = readJournalRun(H_BEFORE, runId);
    const want = readJson(`effective-calls-${runId}.reconciled.json`);
    expectSameByValue(effectiveCalls(calls, artifact), want);
    expect(effectiveCalls(calls, artifact)).toStrictEqual(want);
  });

  it.each(H_RUNS)('%s: buildReport on the after state reproduces report-*.reconciled.json', (runId) => {
    const artifact = reconcileUsage(fixtureInput(runId));
    const input = { ...readReportInput(H_BEFORE.pathname, runId), accountingCorrection: artifact };
    const report: unknown = JSON.parse(JSON.stringify(buildReport(input)));
    expectSameByValue(report, readJson(`report-${runId}.reconciled.json`), { allowExtra: allowReportAddition });
  });

  it('the same evidence gives the same artifact whatever created_at is', () => {
    const runId = H_RUNS[0];
    const first = reconcileUsage(fixtureInput(runId));
    const again = reconcileUsage({ ...fixtureInput(runId), createdAt: '2030-01-01T00:00:00+00:00' });
    expect(again.evidence_sha256).toBe(first.evidence_sha256);
    expect(again.id).toBe(first.id);
    expect({ ...again, created_at: first.created_at }).toStrictEqual(first);
  });

  it('the id is "accounting-" + the first 24 hex of evidence_sha256, and the digest rule holds', () => {
    const input = fixtureInput(H_RUNS[1]);
    const artifact = reconcileUsage(input);
    expect(artifact.id).toBe(`accounting-${artifact.evidence_sha256.slice(0, 24)}`);
    const rows = reconcileRows(input);
    expect(evidenceSha256(input.run.planSha256 ?? null, rows)).toBe(artifact.evidence_sha256);
    expect(digest({ version: 'sr-bench-accounting-v1', plan_sha256: artifact.plan_sha256, calls: rows })).toBe(artifact.evidence_sha256);
  });

  it('metadata and event data', () => {
    const artifact = reconcileUsage(fixtureInput(H_RUNS[0]));
    const metadata = correctionMetadata(artifact);
    expect('calls' in metadata).toBe(false);
    expect(metadata).toMatchObject({ id: artifact.id, created_at: artifact.created_at, model_requests: 0 });
    expect(accountingReconciledEvent(artifact)).toStrictEqual({
      id: artifact.id,
      evidence_sha256: artifact.evidence_sha256,
      model_requests: 0,
    });
  });
});

describe('evidence problems make a call unverifiable, never free', () => {
  const runId = H_RUNS[1];
  const callId = 'call-14f28695800843f48c3e7f71573519d1';

  function withEvidence(bytes: Uint8Array | null): ReconcileInput {
    const input = fixtureInput(runId);
    input.evidence.set(callId, bytes);
    return input;
  }

  function rowOf(artifact: CorrectionArtifact) {
    const row = artifact.calls.find((r) => r.call_id === callId);
    if (row === undefined) throw new Error('row missing');
    return row;
  }

  it('a missing evidence file: generic reason, null usage and cost, no stream hash', () => {
    const input = fixtureInput(runId);
    input.evidence.delete(callId);
    const artifact = reconcileUsage(input);
    const row = rowOf(artifact);
    expect(row).toStrictEqual({
      call_id: callId,
      original_receipt_sha256: rowOf(reconcileUsage(fixtureInput(runId))).original_receipt_sha256,
      original_usage: { cache_write_tokens: 0, cached_input_tokens: 0, input_tokens: 1200, output_tokens: 100 },
      original_cost_usd: 0.00032,
      usage: null,
      cost_usd: null,
      verified: false,
      unknown_reason: 'Saved stream evidence could not be verified',
    });
    expect(artifact).toMatchObject({ qualified: false, verified_call_count: 2, unverifiable_call_count: 1 });
    // The report's view: that call's cost is unknown (null), not 0.
    const { calls } = readJournalRun(H_BEFORE, runId);
    const effective = effectiveCalls(calls, artifact).find((c) => c.id === callId);
    expect(effective).toMatchObject({ usage: null, cost_usd: null, cost_complete: false });
    // A null map entry reads the same as an absent one.
    expect(reconcileUsage(withEvidence(null))).toStrictEqual(artifact);
  });

  it('tampered evidence bytes change stream_sha256 and evidence_sha256', () => {
    const original = reconcileUsage(fixtureInput(runId));
    const bytes = fixtureInput(runId).evidence.get(callId) as Uint8Array;
    // A comment line changes the bytes but not what the stream says: still verified.
    const commented = reconcileUsage(withEvidence(encode(`: keep-alive\n${decode(bytes)}`)));
    expect(rowOf(commented).verified).toBe(true);
    expect(rowOf(commented).stream_sha256).not.toBe(rowOf(original).stream_sha256);
    expect(commented.evidence_sha256).not.toBe(original.evidence_sha256);
    expect(commented.id).not.toBe(original.id);
    // Changed usage no longer agrees with the receipt's raw usage.
    const tampered = reconcileUsage(withEvidence(encode(decode(bytes).replace('"cached_tokens": 640', '"cached_tokens": 641'))));
    expect(rowOf(tampered)).toMatchObject({ verified: false, usage: null, cost_usd: null, unknown_reason: EVIDENCE_REASON.disagree });
    expect(tampered.evidence_sha256).not.toBe(original.evidence_sha256);
  });

  it('evidence beyond max(max_output_chars · 30, 1048576) bytes is refused unread', () => {
    const input = fixtureInput(runId);
    expect(evidenceByteLimit(input.run.manifest)).toBe(131072 * 30);
    const limit = evidenceByteLimit(input.run.manifest);
    const bytes = fixtureInput(runId).evidence.get(callId) as Uint8Array;
    const padded = new Uint8Array(limit + 1);
    padded.fill(0x20); // a trailing line of spaces: an event without data, ignored
    padded.set(bytes, 0);
    const row = rowOf(reconcileUsage(withEvidence(padded)));
    expect(row).toMatchObject({ verified: false, unknown_reason: EVIDENCE_REASON.bound });
    expect('stream_sha256' in row).toBe(false);
    // Exactly at the bound is read.
    const atLimit = padded.subarray(0, limit);
    expect(rowOf(reconcileUsage(withEvidence(atLimit))).verified).toBe(true);
  });

  // A stream that cannot be read to its end leaves stream_sha256 out (the diff/f044 and f059 cases).
  it('invalid UTF-8 and JSON syntax errors are generic, with no stream hash', () => {
    const bad = rowOf(reconcileUsage(withEvidence(Uint8Array.from([...encode('data: {"model": "'), 0xff, ...encode('"}\n\n')]))));
    expect(bad).toMatchObject({ verified: false, unknown_reason: EVIDENCE_REASON.generic });
    expect('stream_sha256' in bad).toBe(false);
    const broken = rowOf(reconcileUsage(withEvidence(encode('data: {"model": \n\ndata: [DONE]\n\n'))));
    expect(broken).toMatchObject({ verified: false, unknown_reason: EVIDENCE_REASON.generic });
    expect('stream_sha256' in broken).toBe(false);
  });

  it('an error event has its own reason and no stream hash; a disagreeing stream is hashed', () => {
    const bytes = fixtureInput(runId).evidence.get(callId) as Uint8Array;
    const text = `data: {"error": {"message": "boom"}}\n\n${decode(bytes)}`;
    const errorRow = rowOf(reconcileUsage(withEvidence(encode(text))));
    expect(errorRow).toMatchObject({ unknown_reason: EVIDENCE_REASON.errorEvent });
    expect('stream_sha256' in errorRow).toBe(false);
    const twice = rowOf(reconcileUsage(withEvidence(encode(`${decode(bytes)}\ndata: [DONE]\n\n`))));
    expect(twice).toMatchObject({ unknown_reason: EVIDENCE_REASON.disagree, stream_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('two [DONE] or none do not agree; CRLF lines and an unterminated last event do', () => {
    const text = decode(fixtureInput(runId).evidence.get(callId) as Uint8Array);
    const twice = rowOf(reconcileUsage(withEvidence(encode(`${text}\ndata: [DONE]\n\n`))));
    expect(twice).toMatchObject({ unknown_reason: EVIDENCE_REASON.disagree });
    const none = rowOf(reconcileUsage(withEvidence(encode(text.replace('data: [DONE]', '')))));
    expect(none).toMatchObject({ unknown_reason: EVIDENCE_REASON.disagree });
    const crlf = rowOf(reconcileUsage(withEvidence(encode(text.replaceAll('\n', '\r\n')))));
    expect(crlf.verified).toBe(true);
    const unterminated = rowOf(reconcileUsage(withEvidence(encode(text.trimEnd()))));
    expect(unterminated.verified).toBe(true);
  });
});

describe('eligibility (preconditions)', () => {
  it.each(['queued', 'running'])('a %s run is refused', (status) => {
    expect(reconciliationRefusal({ status, mode: 'live' })).toBe('Usage reconciliation requires a terminal live run');
    const input = fixtureInput(H_RUNS[0]);
    const run = { ...input.run, status };
    expect(() => reconcileUsage({ ...input, run })).toThrow(ReconciliationError);
    expect(() => reconcileUsage({ ...input, run })).toThrow(RECONCILIATION_REFUSAL.notTerminalLive);
  });

  it.each(['preview', 'replay', undefined])('a terminal %s run is refused', (mode) => {
    expect(reconciliationRefusal({ status: 'completed', mode: mode ?? null })).toBe(RECONCILIATION_REFUSAL.notTerminalLive);
    const input = fixtureInput(H_RUNS[0]);
    const run = { ...input.run, mode: mode ?? null };
    expect(() => reconcileUsage({ ...input, run })).toThrow('Usage reconciliation requires a terminal live run');
  });

  it.each(['completed', 'failed', 'cancelled', 'interrupted'])('a %s live run may be reconciled', (status) => {
    expect(reconciliationRefusal({ status, mode: 'live' }, 3)).toBeNull();
    expect(reconciliationRefusal({ status, manifest: { mode: 'live' } })).toBeNull();
  });

  it('a run without saved calls is refused', () => {
    expect(reconciliationRefusal({ status: 'completed', mode: 'live' }, 0)).toBe('Run has no saved calls to reconcile');
    const input = fixtureInput(H_RUNS[0]);
    let error: unknown;
    try {
      reconcileUsage({ ...input, calls: [] });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ReconciliationError);
    expect((error as ReconciliationError).message).toBe(RECONCILIATION_REFUSAL.noCalls);
    expect((error as ReconciliationError).code).toBe('CONFLICT');
  });
});

// Synthetic plans for the rules the fixtures do not reach.
const PRICE = { input: 1.0, cached_input: 0.5, cache_write: 2.0, output: 4.0 };

function syntheticManifest(overrides: Record<string, unknown> = {}) {
  return {
    mode: 'live',
    plan_sha256: 'a'.repeat(64),
    limits: { max_output_chars: 10 },
    cases: [
      { id: 'c1', benchmark: 'hle' },
      { id: 'c2', benchmark: 'mmlu-pro' },
    ],
    targets: [
      { id: 'single', kind: 'single', model: 'm/small', prices: { 'm/small': PRICE, 'm/free': { input: 0, cached_input: 0, cache_write: 0, output: 0 } } },
      { id: 'pinned', kind: 'single', model: 'm/small', expected_response_model: 'm/small', prices: { 'm/small': PRICE } },
      { id: 'router', kind: 'mom', model: 'MoM', prices: { 'm/small': PRICE } },
    ],
    auxiliary_targets: { 'judge-ref': { id: 'judge-ref', kind: 'single', model: 'm/judge', prices: { 'm/judge': PRICE } } },
    benchmark_options: { hle: { judge: 'judge-ref' } },
    ...overrides,
  };
}

const RAW_USAGE = { prompt_tokens: 100, completion_tokens: 10, prompt_tokens_details: { cached_tokens: 20 } };

function sse(model: string, usage: unknown = RAW_USAGE, finish = 'stop'): Uint8Array {
  const chunks = [
    { model, choices: [{ index: 0, delta: { content: 'hi' }, finish_reason: null }] },
    { model, choices: [{ index: 0, delta: {}, finish_reason: finish }] },
    { model, choices: [], usage },
  ];
  return encode(`${chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('')}data: [DONE]\n\n`);
}

function callData(model: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    model,
    selected_model: model,
    finish_reason: 'stop',
    raw_usage: RAW_USAGE,
    usage: { input_tokens: 100, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 10 },
    cost_usd: 0.00014,
    inference_call_count: 1,
    ...extra,
  };
}

function syntheticInput(
  calls: { id: string; case_id?: string; target_id: string; role?: string; status?: string; data: Record<string, unknown>; evidence: Uint8Array | null }[],
  manifest = syntheticManifest(),
): ReconcileInput {
  return {
    run: { id: 'run-00000000000000000000', status: 'completed', mode: 'live', manifest, planSha256: manifest.plan_sha256 },
    calls: calls.map((c) => ({
      id: c.id,
      case_id: c.case_id ?? 'c2',
      target_id: c.target_id,
      role: c.role ?? 'subject',
      status: c.status ?? 'completed',
      dataText: canonical(c.data),
    })),
    evidence: new Map(calls.map((c) => [c.id, c.evidence])),
    createdAt: '2026-01-01T00:00:00+00:00',
  };
}

function onlyRow(input: ReconcileInput) {
  const [row] = reconcileUsage(input).calls;
  if (row === undefined) throw new Error('no row');
  return row;
}

describe('per-call rules', () => {
  it('a verified single call is priced by the stream model from the final usage', () => {
    const row = onlyRow(syntheticInput([{ id: 'call-1', target_id: 'single', data: callData('m/small'), evidence: sse('m/small') }]));
    expect(row).toMatchObject({
      verified: true,
      usage: { input_tokens: 80, cached_input_tokens: 20, cache_write_tokens: 0, output_tokens: 10 },
      cost_usd: (80 * 1 + 20 * 0.5 + 0 * 2 + 10 * 4) / 1_000_000,
    });
    expect('unknown_reason' in row).toBe(false);
  });

  it('a status other than completed does not agree', () => {
    const row = onlyRow(syntheticInput([{ id: 'call-1', target_id: 'single', status: 'failed', data: callData('m/small'), evidence: sse('m/small') }]));
    expect(row).toMatchObject({ verified: false, unknown_reason: EVIDENCE_REASON.disagree });
  });

  it('a receipt without usage ({}) never agrees with a stream without usage', () => {
    const row = onlyRow(syntheticInput([{ id: 'call-1', target_id: 'single', data: callData('m/small', { raw_usage: {} }), evidence: sse('m/small', null) }]));
    expect(row).toMatchObject({ verified: false, unknown_reason: EVIDENCE_REASON.disagree });
  });

  it('a finish reason that is not final, or differs from the receipt, does not agree', () => {
    const partial = syntheticInput([
      {
        id: 'call-1',
        target_id: 'single',
        data: callData('m/small', { finish_reason: 'content_filter' }),
        evidence: sse('m/small', RAW_USAGE, 'content_filter'),
      },
    ]);
    expect(onlyRow(partial).unknown_reason).toBe(EVIDENCE_REASON.disagree);
    const differs = syntheticInput([
      { id: 'call-1', target_id: 'single', data: callData('m/small', { finish_reason: 'stop' }), evidence: sse('m/small', RAW_USAGE, 'length') },
    ]);
    expect(onlyRow(differs).unknown_reason).toBe(EVIDENCE_REASON.disagree);
  });

  it('a MoM call must be a proven direct dispatch', () => {
    const direct = syntheticInput([{ id: 'call-1', target_id: 'router', data: callData('m/small'), evidence: sse('m/small') }]);
    expect(onlyRow(direct).verified).toBe(true);
    const noSelection = syntheticInput([{ id: 'call-1', target_id: 'router', data: callData('m/small', { selected_model: null }), evidence: sse('m/small') }]);
    expect(onlyRow(noSelection).unknown_reason).toBe(EVIDENCE_REASON.momNotDirect);
    const children = syntheticInput([
      { id: 'call-1', target_id: 'router', data: callData('m/small', { model_usage: [{ model: 'm/small' }] }), evidence: sse('m/small') },
    ]);
    expect(onlyRow(children).unknown_reason).toBe(EVIDENCE_REASON.momNotDirect);
  });

  it('a frozen expected_response_model must equal the stream model', () => {
    const row = onlyRow(syntheticInput([{ id: 'call-1', target_id: 'pinned', data: callData('m/other'), evidence: sse('m/other') }]));
    expect(row.unknown_reason).toBe(EVIDENCE_REASON.modelDiffers);
  });

  it('usage errors keep their normalize_usage text; a missing price is incomplete', () => {
    const conflicting = { prompt_tokens: 100, completion_tokens: 10, cache_creation_input_tokens: 5, prompt_tokens_details: { cache_creation_tokens: 6 } };
    const row = onlyRow(
      syntheticInput([{ id: 'call-1', target_id: 'single', data: callData('m/small', { raw_usage: conflicting }), evidence: sse('m/small', conflicting) }]),
    );
    expect(row.unknown_reason).toBe('Conflicting cache-write token usage');
    const unpriced = onlyRow(syntheticInput([{ id: 'call-1', target_id: 'single', data: callData('m/unpriced'), evidence: sse('m/unpriced') }]));
    expect(unpriced.unknown_reason).toBe(EVIDENCE_REASON.incomplete);
    const noTotals = { completion_tokens: 10 };
    const unknown = onlyRow(
      syntheticInput([{ id: 'call-1', target_id: 'single', data: callData('m/small', { raw_usage: noTotals }), evidence: sse('m/small', noTotals) }]),
    );
    expect(unknown.unknown_reason).toBe(EVIDENCE_REASON.incomplete);
  });

  it('auxiliary calls are priced by the case benchmark reference, or unavailable', () => {
    const judge = syntheticInput([{ id: 'call-1', case_id: 'c1', target_id: 'single', role: 'judge', data: callData('m/judge'), evidence: sse('m/judge') }]);
    expect(onlyRow(judge).verified).toBe(true);
    const noReference = syntheticInput([
      { id: 'call-1', case_id: 'c2', target_id: 'single', role: 'judge', data: callData('m/judge'), evidence: sse('m/judge') },
    ]);
    expect(onlyRow(noReference).unknown_reason).toBe('Saved auxiliary target identity is unavailable');
    const noCase = syntheticInput([{ id: 'call-1', case_id: 'c9', target_id: 'single', role: 'judge', data: callData('m/judge'), evidence: sse('m/judge') }]);
    expect(onlyRow(noCase).unknown_reason).toBe(EVIDENCE_REASON.generic);
  });

  it('hashes what the original hashed: stored lexemes kept, a computed integral cost is 0.0', () => {
    const input = syntheticInput([{ id: 'call-1', target_id: 'single', data: callData('m/free', { cost_usd: 0.5 }), evidence: sse('m/free') }]);
    // The stored text keeps `1.0`-style floats; the receipt hash is over that exact text.
    const text = input.calls[0]?.dataText.replace('"cost_usd":0.5', '"cost_usd":1.0') as string;
    const exact = { ...input, calls: [{ ...(input.calls[0] as ReconcileInput['calls'][number]), dataText: text }] };
    const rows = reconcileRows(exact);
    const hashed = canonical(rows);
    expect(hashed).toContain('"cost_usd":0.0');
    expect(hashed).toContain('"original_cost_usd":1.0');
    const record = { ...callData('m/free'), cost_usd: new PyFloat(1) };
    const columns = { id: 'call-1', case_id: 'c2', target_id: 'single', role: 'subject', status: 'completed' };
    expect(rows[0]?.original_receipt_sha256).toBe(digest({ ...columns, ...record }));
    expect(rows[0]?.original_receipt_sha256).not.toBe(digest({ ...columns, ...record, cost_usd: 1 }));
    const artifact = reconcileUsage(exact);
    expect(artifact.calls[0]).toMatchObject({ cost_usd: 0, original_cost_usd: 1, verified: true });
    // Verified and the cost differs: corrected, spend sums from 0.
    expect(artifact).toMatchObject({ corrected_call_count: 1, original_known_spend_usd: 1, corrected_known_spend_usd: 0, qualified: true });
  });
});
