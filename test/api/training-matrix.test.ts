// exportTrainingMatrix(runId) over HTTP (docs/grading.md "Training-matrix export"): a completed live smoke run on the demo
// dataset (every case `dev`) exports one row per case with every target, with the values the
// API's results and calls show; zero model requests and nothing stored; each eligibility rule
// refuses with its own reason.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContext, type Role } from '../../src/context.ts';
import * as t from '../../src/db/schema.ts';
import { buildArtifact, type DatasetCase } from '../../src/domain/dataset/artifact.ts';
import { DEFAULT_SEED } from '../../src/domain/dataset/selection.ts';
import { exportTrainingMatrix } from '../../src/services/training-matrix.ts';
import { encodeGlobalId } from '../../src/schema/ids.ts';
import { userErrorCodes, userErrors, type GraphQLResponse, type TestApi } from '../helpers/api.ts';
import { planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

const live = useLiveStack();
const NOTHING_SENT = { dispatchStarted: false, modelRequests: 0 };
const TARGETS = ['sim-small', 'sim-medium'];

const EXPORT = /* GraphQL */ `
  mutation Test_Export($runId: ID!) {
    exportTrainingMatrix(input: { runId: $runId }) {
      matrix { document sourceRunId sourcePlanSha256 kind split caseCount targetCount accountingCorrection modelRequests }
      userErrors { code message reason details }
    }
  }
`;

type Usage = { input_tokens: number; cached_input_tokens: number; cache_write_tokens: number; output_tokens: number };
interface ApiUsage {
  inputTokens: number;
  cachedInputTokens: number;
  cacheWriteTokens: number;
  outputTokens: number;
}
interface ApiResult {
  caseId: string;
  targetId: string;
  status: string;
  answer: unknown;
  correct: boolean | null;
  score: number | null;
  subjectLatencySeconds: number | null;
}
interface ApiCall {
  caseId: string;
  targetId: string;
  role: string;
  usage: ApiUsage | null;
  costUsd: number | null;
  receipt: { final: string | null };
}

async function allPages<T>(api: TestApi, runId: string, field: 'results' | 'calls', selection: string, filter: string): Promise<T[]> {
  const out: T[] = [];
  let after: string | null = null;
  for (;;) {
    const response: GraphQLResponse = await api.gql(
      `query Test_Page($id: ID!, $after: String) { run(id: $id) { ${field}(first: 100, after: $after${filter}) { pageInfo { hasNextPage endCursor } edges { node { ${selection} } } } } }`,
      { id: runId, after },
    );
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    const page = (response.data!.run as Record<string, { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: T }[] }>)[field]!;
    out.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return out;
    after = page.pageInfo.endCursor;
  }
}

const bucketsOf = (u: ApiUsage): Usage => ({
  input_tokens: u.inputTokens,
  cached_input_tokens: u.cachedInputTokens,
  cache_write_tokens: u.cacheWriteTokens,
  output_tokens: u.outputTokens,
});

async function tableCounts() {
  const db = live.tdb.database.db;
  const n = async (table: typeof t.results | typeof t.calls | typeof t.events | typeof t.runs | typeof t.accountingCorrections) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    results: await n(t.results),
    calls: await n(t.calls),
    events: await n(t.events),
    runs: await n(t.runs),
    corrections: await n(t.accountingCorrections),
  };
}

function expectRefusal(response: GraphQLResponse, code: string, reason: string, message?: string | RegExp): void {
  expect(response.errors).toBeUndefined();
  expect(response.data?.exportTrainingMatrix).toMatchObject({ matrix: null });
  expect(userErrorCodes(response, 'exportTrainingMatrix')).toEqual([code]);
  const [refusal] = userErrors(response, 'exportTrainingMatrix');
  expect(refusal).toMatchObject({ reason, details: { reason, ...NOTHING_SENT } });
  if (typeof message === 'string') expect(refusal?.message).toBe(message);
  else if (message) expect(refusal?.message).toMatch(message);
}

/** The payload result of a mutation that succeeded: no top-level error and no user error. */
// biome-ignore lint/suspicious/noExplicitAny: untyped test documents
function succeeded(response: GraphQLResponse, field: string, name: string): any {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  expect(userErrors(response, field)).toEqual([]);
  return (response.data![field] as Record<string, unknown>)[name];
}

describe('exportTrainingMatrix', () => {
  let runId = '';
  let planSha256 = '';

  beforeAll(async () => {
    const started = await planAndStart(live.api, { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: TARGETS }, 'training-matrix-1');
    runId = started.runId;
    planSha256 = started.plan.planSha256;
    expect(await waitForRun(live.api, runId)).toBe('COMPLETED');
  });

  it('exports one row per case with both targets, equal to the API’s results and calls, with zero model requests', async () => {
    const sentBefore = live.demo.simulator.chatRequests().length;
    const before = await tableCounts();
    const response = await live.api.gql(EXPORT, { runId });
    const matrix = succeeded(response, 'exportTrainingMatrix', 'matrix');
    expect(live.demo.simulator.chatRequests().length).toBe(sentBefore);
    expect(await tableCounts()).toEqual(before);

    const results = await allPages<ApiResult>(live.api, runId, 'results', 'caseId targetId status answer correct score subjectLatencySeconds', '');
    const subjectCalls = await allPages<ApiCall>(
      live.api,
      runId,
      'calls',
      'caseId targetId role usage { inputTokens cachedInputTokens cacheWriteTokens outputTokens } costUsd receipt { final }',
      ', filter: { role: [SUBJECT] }',
    );
    const caseIds = [...new Set(results.map((r) => r.caseId))];
    expect(matrix).toMatchObject({
      sourceRunId: runId,
      sourcePlanSha256: planSha256,
      kind: 'training-matrix',
      split: 'DEV',
      caseCount: caseIds.length,
      targetCount: 2,
      accountingCorrection: null,
      modelRequests: 0,
    });
    const doc = matrix.document;
    expect(doc).toMatchObject({
      version: 'sr-bench-1.0',
      source_run_id: runId,
      kind: 'training-matrix',
      split: 'dev',
      source_plan_sha256: planSha256,
      accounting_correction: null,
      model_requests: 0,
    });
    expect(doc.cases).toHaveLength(caseIds.length);
    expect(results).toHaveLength(caseIds.length * 2);
    expect(new Set(doc.cases.map((c: { id: string }) => c.id))).toEqual(new Set(caseIds));

    for (const testCase of doc.cases) {
      expect(testCase.metadata.split).toBe('dev');
      expect(testCase.messages.length).toBeGreaterThan(0);
      expect(testCase.targets.map((row: { id: string }) => row.id)).toEqual(TARGETS);
      for (const row of testCase.targets) {
        const result = results.find((r) => r.caseId === testCase.id && r.targetId === row.id)!;
        const calls = subjectCalls.filter((c) => c.caseId === testCase.id && c.targetId === row.id);
        expect(calls.length).toBeGreaterThan(0);
        const usage = calls.every((c) => c.usage !== null)
          ? calls
              .map((c) => bucketsOf(c.usage!))
              .reduce((a, b) => ({
                input_tokens: a.input_tokens + b.input_tokens,
                cached_input_tokens: a.cached_input_tokens + b.cached_input_tokens,
                cache_write_tokens: a.cache_write_tokens + b.cache_write_tokens,
                output_tokens: a.output_tokens + b.output_tokens,
              }))
          : null;
        const cost = calls.every((c) => typeof c.costUsd === 'number') ? calls.reduce((sum, c) => sum + c.costUsd!, 0) : null;
        expect(row).toMatchObject({
          kind: 'single',
          answer: result.answer ?? null,
          correct: result.correct,
          score: result.score,
          subject_latency_s: result.subjectLatencySeconds,
          usage,
          cost_usd: cost,
          final: calls[calls.length - 1]!.receipt.final,
        });
        expect(typeof row.model).toBe('string');
        expect(row.request_params).toBeTypeOf('object');
      }
    }
    // The demo simulator prices every call: the matrix has known numbers.
    expect(doc.cases[0].targets[0].usage).not.toBeNull();
    expect(doc.cases[0].targets[0].cost_usd).toBeTypeOf('number');
  });

  it('accepts the run’s global id and is repeatable', async () => {
    const first = await live.api.gql(EXPORT, { runId });
    const second = await live.api.gql(EXPORT, { runId: encodeGlobalId('Run', runId) });
    expect(succeeded(second, 'exportTrainingMatrix', 'matrix').document).toEqual(first.data.exportTrainingMatrix.matrix.document);
  });

  it('applies the accounting correction in force to usage and cost', async () => {
    const reconciled = await live.api.gql(
      `mutation Test_Reconcile($runId: ID!) {
      reconcileUsage(input: { runId: $runId }) { correction { document } userErrors { code message } }
    }`,
      { runId },
    );
    const correction = succeeded(reconciled, 'reconcileUsage', 'correction').document as {
      id: string;
      calls: { call_id: string; usage: Usage | null; cost_usd: number | null; verified: boolean }[];
    };
    const response = await live.api.gql(EXPORT, { runId });
    const matrix = succeeded(response, 'exportTrainingMatrix', 'matrix');
    const doc = matrix.document;
    expect(correction.calls.some((row) => row.verified)).toBe(true);
    const { calls: _rows, ...metadata } = correction;
    expect(doc.accounting_correction).toEqual(metadata);
    expect(matrix.accountingCorrection).toEqual(metadata);

    // Every cell's numbers are its subject calls' corrected rows.
    const subjectRows = await live.tdb.database.db
      .select({ id: t.calls.id, caseId: t.calls.caseId, targetId: t.calls.targetId })
      .from(t.calls)
      .where(eq(t.calls.runId, runId))
      .orderBy(t.calls.seq);
    const byCall = new Map(correction.calls.map((row) => [row.call_id, row]));
    const subjects = new Set((await live.tdb.database.db.select({ id: t.calls.id }).from(t.calls).where(eq(t.calls.role, 'subject'))).map((r) => r.id));
    for (const testCase of doc.cases) {
      for (const row of testCase.targets) {
        const rows = subjectRows.filter((c) => subjects.has(c.id) && c.caseId === testCase.id && c.targetId === row.id).map((c) => byCall.get(c.id)!);
        const cost = rows.every((r) => r.verified && typeof r.cost_usd === 'number') ? rows.reduce((sum, r) => sum + r.cost_usd!, 0) : null;
        expect(row.cost_usd).toBe(cost);
        if (rows.length === 1) expect(row.usage).toEqual(rows[0]!.verified ? rows[0]!.usage : null);
      }
    }
    expect(doc.cases.some((c: { targets: { cost_usd: number | null }[] }) => c.targets.some((r) => r.cost_usd !== null))).toBe(true);
  });

  it('refuses a holdout split in a non-standard run, and the standard profile, by the frozen manifest (edited, then restored)', async () => {
    // Datasets tie the split to the profile, so a non-standard run with holdout cases cannot be
    // planned; the rules read the frozen manifest, edited here to reach them.
    const db = live.tdb.database.db;
    const [row] = await db.select({ manifest: t.runs.manifest }).from(t.runs).where(eq(t.runs.id, runId));
    const original = row!.manifest;
    const manifest = JSON.parse(original) as { profile: string; cases: { id: string; metadata: { split: string } }[] };
    try {
      await db
        .update(t.runs)
        .set({ manifest: JSON.stringify({ ...manifest, profile: 'standard' }) })
        .where(eq(t.runs.id, runId));
      expectRefusal(
        await live.api.gql(EXPORT, { runId }),
        'BAD_USER_INPUT',
        'standard_profile',
        'Training-matrix export refuses standard-profile runs (their cases are the holdout)',
      );
      const last = manifest.cases[manifest.cases.length - 1]!;
      const holdout = { ...manifest, cases: manifest.cases.map((c) => (c === last ? { ...c, metadata: { ...c.metadata, split: 'holdout' } } : c)) };
      await db
        .update(t.runs)
        .set({ manifest: JSON.stringify(holdout) })
        .where(eq(t.runs.id, runId));
      expectRefusal(
        await live.api.gql(EXPORT, { runId }),
        'BAD_USER_INPUT',
        'split_not_dev',
        `Training-matrix export requires every case to have split "dev"; case ${last.id} has "holdout"`,
      );
    } finally {
      await db.update(t.runs).set({ manifest: original }).where(eq(t.runs.id, runId));
    }
    succeeded(await live.api.gql(EXPORT, { runId }), 'exportTrainingMatrix', 'matrix');
  });

  it('refuses a completed live standard-profile run (an imported holdout dataset)', async () => {
    const cases: DatasetCase[] = [1, 2].map((n) => ({
      id: `mmlu-pro/holdout-${n}`,
      benchmark: 'mmlu-pro',
      messages: [
        {
          role: 'user',
          content: `[mmlu-pro/holdout-${n}] What is ${n} + ${n}?\n\nA. ${2 * n}\nB. ${2 * n + 1}\n\nReturn only the letter of the correct answer.`,
        },
      ],
      metadata: { stratum: 'math', split: 'holdout' },
      answer: 'A',
    }));
    const artifact = buildArtifact(cases, {
      profile: 'standard',
      seed: DEFAULT_SEED,
      custom_subset: true,
      sources: {
        'mmlu-pro': {
          url: 'urn:test',
          revision: 'test-r1',
          files: [{ name: 'mmlu-pro.jsonl', sha256: '0'.repeat(64) }],
          revision_verification: 'content-digest',
          access_note: 'test fixture',
          normalizer: 'test-v1',
        },
      },
    });
    const imported = await live.api.gql(
      `mutation Test_Import($manifest: JSON!, $jsonl: String!) {
      importDataset(input: { manifest: $manifest, casesJsonl: $jsonl }) { dataset { id split } userErrors { code message } }
    }`,
      {
        manifest: artifact.manifest,
        jsonl: Buffer.from(artifact.jsonl).toString('utf8'),
      },
    );
    const dataset = succeeded(imported, 'importDataset', 'dataset');
    expect(dataset.split).toBe('HOLDOUT');
    const { runId: standard } = await planAndStart(
      live.api,
      { datasetId: dataset.id, profile: 'STANDARD', targetIds: ['sim-small'] },
      'training-matrix-standard',
    );
    expect(await waitForRun(live.api, standard)).toBe('COMPLETED');
    expectRefusal(
      await live.api.gql(EXPORT, { runId: standard }),
      'BAD_USER_INPUT',
      'standard_profile',
      'Training-matrix export refuses standard-profile runs (their cases are the holdout)',
    );
  });

  it('refuses a run with execution_cells', async () => {
    const cells = [
      { caseId: 'mmlu-pro/demo-001', targetId: 'sim-small' },
      { caseId: 'mmlu-pro/demo-002', targetId: 'sim-small' },
    ];
    const { runId: subset } = await planAndStart(
      live.api,
      { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small'], executionCells: cells },
      'training-matrix-cells',
    );
    expect(await waitForRun(live.api, subset)).toBe('COMPLETED');
    expectRefusal(
      await live.api.gql(EXPORT, { runId: subset }),
      'BAD_USER_INPUT',
      'execution_cells',
      'Training-matrix export requires the full matrix of a run; runs with execution_cells are refused',
    );
  });

  it('refuses a run that did not complete (CONFLICT) and its recovery child (BAD_USER_INPUT)', async () => {
    live.demo.simulator.setFaults([{ kind: 'http', status: 503 }]);
    const { runId: parentId } = await planAndStart(
      live.api,
      { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small'] },
      'training-matrix-parent',
    );
    expect(await waitForRun(live.api, parentId)).toBe('FAILED');
    live.demo.simulator.setFaults([]);
    expectRefusal(await live.api.gql(EXPORT, { runId: parentId }), 'CONFLICT', 'run_not_completed', 'Training-matrix export requires a completed run');

    const plan = await live.api.gql(
      `mutation Test_RP($runId: ID!) {
      recoveryPlan(input: { runId: $runId, mode: UNDISPATCHED }) { recoveryPlan { document } userErrors { code message } }
    }`,
      { runId: parentId },
    );
    const recovered = await live.api.gql(
      `mutation Test_Recover($runId: ID!, $plan: JSON!, $key: String!) {
        recover(input: { runId: $runId, plan: $plan, idempotencyKey: $key }) { run { runId } userErrors { code message } }
      }`,
      { runId: parentId, plan: succeeded(plan, 'recoveryPlan', 'recoveryPlan').document, key: 'training-matrix-child' },
    );
    const childId = succeeded(recovered, 'recover', 'run').runId as string;
    expect(await waitForRun(live.api, childId)).toBe('COMPLETED');
    const sent = live.demo.simulator.chatRequests().length;
    expectRefusal(
      await live.api.gql(EXPORT, { runId: childId }),
      'BAD_USER_INPUT',
      'recovery_child',
      'Training-matrix export requires the full matrix of a run; recovery child runs are refused',
    );
    expect(live.demo.simulator.chatRequests().length).toBe(sent);
  });

  it('unknown, invisible and malformed runs; the WRITE role', async () => {
    expect(userErrorCodes(await live.api.gql(EXPORT, { runId: 'run-00000000000000000000' }), 'exportTrainingMatrix')).toEqual(['NOT_FOUND']);
    expect(userErrorCodes(await live.api.gql(EXPORT, { runId: 'exp-00000000000000000000000000000000' }), 'exportTrainingMatrix')).toEqual(['BAD_USER_INPUT']);
    const as = (role: Role, actorId: string) => createContext(live.tdb.database, live.api.server.services, { actorId, role });
    const exportAs = (role: Role, actorId: string) => exportTrainingMatrix(as(role, actorId).deps, { actorId, role }, runId);
    // Another owner's run is NOT_FOUND for a non-admin; READ is not enough to export.
    await expect(exportAs('RUN', 'someone-else')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(exportAs('READ', 'local')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
