// regrade(runId) over HTTP (docs/grading.md "Regrade"): the offline artifact reproduces the saved grades
// of completed multiple-choice runs with zero model requests, writes nothing, and refuses runs
// it cannot regrade.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { encodeGlobalId } from '../../src/schema/ids.ts';
import { Regrade } from '../documents/regrade.ts';
import { userErrorCodes, userErrors } from '../helpers/api.ts';
import { scenarioPath, withJournal } from '../helpers/fixtures.ts';
import { useImportedApi } from '../helpers/setup.ts';

const env = useImportedApi(['d_cache_fields', 'h_reconciliation', 'a_complete_mixed', 'b3_inflight_interrupted']);

const MCQ_RUNS: [scenario: string, runId: string][] = [
  ['d_cache_fields', 'run-7ff633ef5ade45ceb0d8'],
  ['h_reconciliation', 'run-97c51e0d4c66482c9b40'],
];
const JUDGE_RUN = 'run-c2b9546e0f0240f3adb7'; // a_complete_mixed: completed, with judge-graded cases
const INTERRUPTED_RUN = 'run-16ecb4d447d542f18f04'; // b3_inflight_interrupted

const REGRADE = Regrade;

interface Stored {
  case_id: string;
  target_id: string;
  answer: unknown;
  correct: unknown;
  score: unknown;
  details: unknown;
}

function storedResults(scenario: string, runId: string): { planSha256: string; results: Stored[] } {
  return withJournal(`${scenarioPath(scenario)}/journal.sqlite3`, (db) => {
    const run = db.prepare('SELECT manifest FROM runs WHERE id = ?').get(runId) as { manifest: string };
    const rows = db.prepare('SELECT data FROM results WHERE run_id = ? ORDER BY case_id, target_id').all(runId) as { data: string }[];
    return {
      planSha256: (JSON.parse(run.manifest) as { plan_sha256: string }).plan_sha256,
      results: rows.map((r) => JSON.parse(r.data) as Stored),
    };
  });
}

async function tableCounts() {
  const db = env.tdb.database.db;
  const n = async (table: typeof t.results | typeof t.calls | typeof t.events | typeof t.runs) => (await db.select({ n: count() }).from(table))[0]?.n;
  return { results: await n(t.results), calls: await n(t.calls), events: await n(t.events), runs: await n(t.runs) };
}

describe('regrade', () => {
  for (const [scenario, runId] of MCQ_RUNS) {
    it(`${scenario} ${runId}: reproduces every saved grade with zero model requests`, async () => {
      const before = await tableCounts();
      const savedRows = await env.tdb.database.db.select().from(t.results).where(eq(t.results.runId, runId));
      const response = await env.api.gql(REGRADE, { runId });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      expect(userErrors(response, 'regrade')).toEqual([]);
      const regrade = response.data?.regrade?.regrade;
      if (!regrade) throw new Error('no regrade');
      const { planSha256, results } = storedResults(scenario, runId);
      const expected = results.map(({ case_id, target_id, answer, correct, score, details }) => ({ case_id, target_id, answer, correct, score, details }));

      expect(regrade.document).toEqual({
        version: 'sr-bench-1.0',
        source_run_id: runId,
        kind: 'offline-regrade',
        grader_version: 'sr-bench-final-v2',
        source_plan_sha256: planSha256,
        results: expected,
        changed_count: 0,
        model_requests: 0,
      });
      expect(regrade).toMatchObject({
        changedCount: 0,
        graderVersion: 'sr-bench-final-v2',
        modelRequests: 0,
        sourceRunId: runId,
        sourcePlanSha256: planSha256,
        kind: 'offline-regrade',
      });
      expect(regrade.results).toEqual(
        expected.map((r) => ({ caseId: r.case_id, targetId: r.target_id, answer: r.answer, correct: r.correct, score: r.score, details: r.details })),
      );
      // Nothing stored, nothing sent: the same rows before and after.
      expect(await tableCounts()).toEqual(before);
      expect(await env.tdb.database.db.select().from(t.results).where(eq(t.results.runId, runId))).toEqual(savedRows);
    });
  }

  it('accepts the run’s global id and is repeatable', async () => {
    const [, runId] = MCQ_RUNS[0]!;
    const first = await env.api.gql(REGRADE, { runId });
    const second = await env.api.gql(REGRADE, { runId: encodeGlobalId('Run', runId) });
    expect(second.errors).toBeUndefined();
    expect(userErrors(second, 'regrade')).toEqual([]);
    expect(second.data?.regrade?.regrade?.document).toEqual(first.data?.regrade?.regrade?.document);
    expect(first.data?.regrade?.regrade?.document).toBeDefined();
  });

  it('refuses a run with judge-graded cases (BAD_USER_INPUT), before reading its receipts', async () => {
    const response = await env.api.gql(REGRADE, { runId: JUDGE_RUN });
    expect(response.errors).toBeUndefined();
    expect(userErrorCodes(response, 'regrade')).toEqual(['BAD_USER_INPUT']);
    const [refusal] = userErrors(response, 'regrade');
    expect(refusal?.message).toBe('Offline regrading supports MCQ and grid graders only; judges and harnesses require an explicit new protocol');
    expect(refusal?.reason).toBe('regrade_unsupported');
    expect(refusal?.details).toMatchObject({ modelRequests: 0, dispatchStarted: false, reason: 'regrade_unsupported' });
    expect(response.data?.regrade?.regrade).toBeNull();
  });

  it('refuses a run that did not complete (CONFLICT)', async () => {
    const response = await env.api.gql(REGRADE, { runId: INTERRUPTED_RUN });
    expect(response.errors).toBeUndefined();
    expect(userErrorCodes(response, 'regrade')).toEqual(['CONFLICT']);
    const [refusal] = userErrors(response, 'regrade');
    expect(refusal?.message).toBe('Regrading requires a completed live run');
    expect(refusal?.reason).toBe('run_not_completed');
    expect(refusal?.details).toMatchObject({ modelRequests: 0, dispatchStarted: false, reason: 'run_not_completed' });
  });

  it('refuses a completed run whose cells lack exactly one completed subject call (CONFLICT)', async () => {
    const [, runId] = MCQ_RUNS[1]!;
    const db = env.tdb.database.db;
    const [call] = await db.select().from(t.calls).where(eq(t.calls.runId, runId)).limit(1);
    if (!call) throw new Error('fixture run has no calls');
    await db.update(t.calls).set({ status: 'failed' }).where(eq(t.calls.id, call.id));
    try {
      const response = await env.api.gql(REGRADE, { runId });
      expect(response.errors).toBeUndefined();
      expect(userErrorCodes(response, 'regrade')).toEqual(['CONFLICT']);
      expect(userErrors(response, 'regrade')[0]?.message).toBe('Offline regrading requires one complete saved subject response per case');
    } finally {
      await db.update(t.calls).set({ status: call.status }).where(eq(t.calls.id, call.id));
    }
  });

  it('unknown and malformed run ids', async () => {
    expect(userErrorCodes(await env.api.gql(REGRADE, { runId: 'run-00000000000000000000' }), 'regrade')).toEqual(['NOT_FOUND']);
    expect(userErrorCodes(await env.api.gql(REGRADE, { runId: 'exp-00000000000000000000000000000000' }), 'regrade')).toEqual(['BAD_USER_INPUT']);
  });
});
