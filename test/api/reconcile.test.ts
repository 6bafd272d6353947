// reconcileUsage over HTTP (docs/accounting.md "Reconciliation"; docs/runs.md "Events", "Idempotency"): the h_reconciliation store
// before reconciliation, with its raw SSE evidence, reconciled through the API reproduces the
// original's correction artifacts and reconciled reports; a repeat is idempotent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createContext, createServices } from '../../src/context.ts';
import * as t from '../../src/db/schema.ts';
import { evidenceByteLimit, type ReconcileManifest } from '../../src/domain/accounting/reconcile.ts';
import { parseJson } from '../../src/domain/hashing/json-lexeme.ts';
import { reconcileRunUsage } from '../../src/services/reconcile.ts';
import { userErrorCodes, userErrors } from '../helpers/api.ts';
import { allowReportAddition, expectSameByValue } from '../helpers/by-value.ts';
import { scenarioPath } from '../helpers/fixtures.ts';
import { useImportedApi } from '../helpers/setup.ts';

const env = useImportedApi(['h_reconciliation']);
const H = scenarioPath('h_reconciliation');
const RUNS = ['run-255784be866c4954bb59', 'run-97c51e0d4c66482c9b40'] as const;
const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(H, file), 'utf8')) as Record<string, unknown>;

const RECONCILE = /* GraphQL */ `
  mutation Test_Reconcile($runId: ID!) {
    reconcileUsage(input: { runId: $runId }) {
      correction {
        correctionId version createdAt evidenceSha256 planSha256 qualified verifiedCallCount unverifiableCallCount
        correctedCallCount originalKnownSpendUsd correctedKnownSpendUsd modelRequests document
      }
      userErrors { code message reason details }
    }
  }
`;
const CORRECTIONS = /* GraphQL */ `
  query Test_Corrections($id: ID!) {
    run(id: $id) {
      accountingCorrections { correctionId createdAt evidenceSha256 modelRequests document }
      report { accountingCorrection { correctionId } }
      reportDocument
      events(first: 100, kinds: [ACCOUNTING_RECONCILED]) { edges { node { kind data } } }
    }
  }
`;

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{6})?\+00:00$/;
const withoutCreatedAt = ({ created_at: _at, ...rest }: Record<string, unknown>) => rest;

async function counts(runId: string) {
  const { db } = env.tdb.database;
  const [events] = await db
    .select({ n: count() })
    .from(t.events)
    .where(and(eq(t.events.runId, runId), eq(t.events.kind, 'accounting_reconciled')));
  const [allEvents] = await db.select({ n: count() }).from(t.events).where(eq(t.events.runId, runId));
  const [corrections] = await db.select({ n: count() }).from(t.accountingCorrections).where(eq(t.accountingCorrections.runId, runId));
  return { reconciledEvents: events?.n, events: allEvents?.n, corrections: corrections?.n };
}

describe.each(RUNS)('reconcileUsage(%s)', (runId) => {
  const expected = readJson(`reconcile-${runId}.json`);
  // biome-ignore lint/suspicious/noExplicitAny: response JSON
  let first: Record<string, any>;

  it('returns the original’s artifact by value (except created_at), sending nothing', async () => {
    const before = await counts(runId);
    expect(before).toMatchObject({ reconciledEvents: 0, corrections: 0 });
    const response = await env.api.gql(RECONCILE, { runId });
    expect(response.errors).toBeUndefined();
    expect(userErrors(response, 'reconcileUsage')).toEqual([]);
    first = response.data.reconcileUsage.correction;
    const document = first.document as Record<string, unknown>;
    expectSameByValue(withoutCreatedAt(document), withoutCreatedAt(expected));
    expect(Object.keys(document).sort()).toEqual(Object.keys(expected).sort());
    expect(document.created_at).toMatch(ISO_MICROS);
    expect(Math.abs(Date.parse(document.created_at as string) - Date.now())).toBeLessThan(60_000);
    // Zero model requests: there is no provider in this test, and the artifact says so.
    expect(document.model_requests).toBe(0);
    expect(first).toMatchObject({
      correctionId: expected.id,
      version: 'sr-bench-accounting-v1',
      createdAt: document.created_at,
      evidenceSha256: expected.evidence_sha256,
      planSha256: expected.plan_sha256,
      qualified: expected.qualified,
      verifiedCallCount: expected.verified_call_count,
      unverifiableCallCount: expected.unverifiable_call_count,
      correctedCallCount: expected.corrected_call_count,
      modelRequests: 0,
    });
    expect(first.originalKnownSpendUsd).toBeCloseTo(expected.original_known_spend_usd as number, 15);
    expect(first.correctedKnownSpendUsd).toBeCloseTo(expected.corrected_known_spend_usd as number, 15);
    // One row and one event (docs/runs.md).
    expect(await counts(runId)).toEqual({ ...before, events: (before.events ?? 0) + 1, reconciledEvents: 1, corrections: 1 });
  });

  it('the report uses the correction at once: report-*.reconciled.json', async () => {
    const response = await env.api.gql(CORRECTIONS, { id: runId });
    expect(response.errors).toBeUndefined();
    const run = response.data.run;
    const want = readJson(`report-${runId}.reconciled.json`) as { provenance: { accounting_correction: Record<string, unknown> } };
    // The correction was created now, not when the original stored it.
    want.provenance.accounting_correction.created_at = first.createdAt;
    expectSameByValue(run.reportDocument, want, { allowExtra: allowReportAddition });
    expect(run.report.accountingCorrection.correctionId).toBe(expected.id);
  });

  it('Run.accountingCorrections lists it; the event carries its id and digest', async () => {
    const response = await env.api.gql(CORRECTIONS, { id: runId });
    const run = response.data.run;
    expect(run.accountingCorrections).toHaveLength(1);
    const [listed] = run.accountingCorrections;
    expect(listed).toMatchObject({ correctionId: first.correctionId, createdAt: first.createdAt, evidenceSha256: first.evidenceSha256, modelRequests: 0 });
    expectSameByValue(listed.document, first.document);
    expect(run.events.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { kind: 'ACCOUNTING_RECONCILED', data: { id: first.correctionId, evidence_sha256: first.evidenceSha256, model_requests: 0 } },
    ]);
  });

  it('again: the stored correction unchanged, no new row, no new event', async () => {
    const before = await counts(runId);
    const response = await env.api.gql(RECONCILE, { runId });
    expect(response.errors).toBeUndefined();
    expect(userErrors(response, 'reconcileUsage')).toEqual([]);
    const again = response.data.reconcileUsage.correction;
    expect(again.correctionId).toBe(first.correctionId);
    expect(again.createdAt).toBe(first.createdAt);
    expectSameByValue(again.document, first.document);
    expect(await counts(runId)).toEqual(before);
  });
});

describe('refusals', () => {
  it('a run that is not terminal is CONFLICT with the exact message, nothing stored', async () => {
    const runId = RUNS[0];
    const { db } = env.tdb.database;
    const before = await counts(runId);
    await db.update(t.runs).set({ status: 'running' }).where(eq(t.runs.id, runId));
    try {
      const response = await env.api.gql(RECONCILE, { runId });
      expect(response.errors).toBeUndefined();
      expect(response.data.reconcileUsage.correction).toBeNull();
      expect(userErrors(response, 'reconcileUsage')).toHaveLength(1);
      expect(userErrors(response, 'reconcileUsage')[0]).toMatchObject({
        code: 'CONFLICT',
        message: 'Usage reconciliation requires a terminal live run',
        details: { modelRequests: 0, dispatchStarted: false },
      });
    } finally {
      await db.update(t.runs).set({ status: 'completed' }).where(eq(t.runs.id, runId));
    }
    expect(await counts(runId)).toEqual(before);
  });

  it('an unknown run is NOT_FOUND; a malformed id BAD_USER_INPUT', async () => {
    const response = await env.api.gql(RECONCILE, { runId: 'run-00000000000000000000' });
    expect(response.errors).toBeUndefined();
    expect(userErrorCodes(response, 'reconcileUsage')).toEqual(['NOT_FOUND']);
    expect(userErrorCodes(await env.api.gql(RECONCILE, { runId: 'call-00000000000000000000000000000000' }), 'reconcileUsage')).toEqual(['BAD_USER_INPUT']);
  });

  it('non-admins: another owner’s run is NOT_FOUND, READ is FORBIDDEN', async () => {
    const services = createServices(env.tdb.database);
    const other = createContext(env.tdb.database, services, { actorId: 'someone-else', role: 'WRITE' });
    await expect(reconcileRunUsage(other.deps, other.viewer, RUNS[1])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const reader = createContext(env.tdb.database, services, { actorId: 'local', role: 'READ' });
    await expect(reconcileRunUsage(reader.deps, reader.viewer, RUNS[1])).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // The owner with WRITE gets the stored correction back.
    const owner = createContext(env.tdb.database, services, { actorId: 'local', role: 'WRITE' });
    const outcome = await reconcileRunUsage(owner.deps, owner.viewer, RUNS[1]);
    expect(outcome.created).toBe(false);
    expect(outcome.correction.id).toBe(readJson(`reconcile-${RUNS[1]}.json`).id);
  });
});

describe('new evidence', () => {
  const runId = RUNS[1];
  const callId = 'call-14f28695800843f48c3e7f71573519d1';
  const LIST = /* GraphQL */ `query Test_List($id: ID!) { run(id: $id) { accountingCorrections { correctionId } report { accountingCorrection { correctionId } } } }`;

  async function evidenceOf(id: string): Promise<Uint8Array> {
    const [row] = await env.tdb.database.db.select({ bytes: t.callEvidence.bytes }).from(t.callEvidence).where(eq(t.callEvidence.callId, id));
    if (!row) throw new Error(`no evidence for ${id}`);
    return new Uint8Array(row.bytes);
  }
  const setEvidence = (bytes: Uint8Array) => env.tdb.database.db.update(t.callEvidence).set({ bytes }).where(eq(t.callEvidence.callId, callId));

  it('an object past the frozen bound makes its call unverifiable and is a new, later correction in force', async () => {
    const original = await evidenceOf(callId);
    const [run] = await env.tdb.database.db.select({ manifest: t.runs.manifest }).from(t.runs).where(eq(t.runs.id, runId));
    const bound = evidenceByteLimit(parseJson(run?.manifest ?? '{}') as unknown as ReconcileManifest);
    const firstId = readJson(`reconcile-${runId}.json`).id;
    // 1 MiB+ of trailing comment bytes: the read stops one byte past the bound.
    await setEvidence(Buffer.concat([original, Buffer.from(`: ${'x'.repeat(bound)}\n`)]));
    const before = await counts(runId);
    const response = await env.api.gql(RECONCILE, { runId });
    expect(response.errors).toBeUndefined();
    expect(userErrors(response, 'reconcileUsage')).toEqual([]);
    const newer = response.data.reconcileUsage.correction;
    expect(newer.correctionId).not.toBe(firstId);
    expect(newer).toMatchObject({ qualified: false, verifiedCallCount: 2, unverifiableCallCount: 1, modelRequests: 0 });
    const row = (newer.document.calls as { call_id: string }[]).find((r) => r.call_id === callId);
    expect(row).toMatchObject({ verified: false, usage: null, cost_usd: null, unknown_reason: 'Saved stream exceeds frozen evidence bound' });
    expect(await counts(runId)).toEqual({ events: (before.events ?? 0) + 1, reconciledEvents: 2, corrections: 2 });
    const listed = (await env.api.gql(LIST, { id: runId })).data.run;
    expect(listed.accountingCorrections.map((c: { correctionId: string }) => c.correctionId)).toEqual([firstId, newer.correctionId]);
    expect(listed.report.accountingCorrection.correctionId).toBe(newer.correctionId);

    // Evidence equal to the older correction's returns that one and stores nothing: the newest stays in force.
    await setEvidence(original);
    const older = await env.api.gql(RECONCILE, { runId });
    expect(older.data.reconcileUsage.correction.correctionId).toBe(firstId);
    expect(await counts(runId)).toEqual({ events: (before.events ?? 0) + 1, reconciledEvents: 2, corrections: 2 });
    expect((await env.api.gql(LIST, { id: runId })).data.run.report.accountingCorrection.correctionId).toBe(newer.correctionId);
  });
});
