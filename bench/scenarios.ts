// The server figures: `sr-bench serve` as a child process (port 0, 127.0.0.1), queried with
// fetch as a client would, cold (a fresh server, so a fresh report cache) and warm.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { calls } from '../src/db/schema.ts';
import { encodeCursor } from '../src/schema/ids.ts';
import { postGraphQL } from './graphql-client.ts';
import { LoopProbe } from './loop-probe.ts';
import { measure, type Figure, type Sample } from './measure.ts';
import type { RssSampler } from './rss-sampler.ts';
import { startServerProcess, type ServerDatabase, type ServerProcess } from './server-process.ts';

export const QUERIES = {
  reportDocument: `query ReportDocument($id: ID!) { run(id: $id) { reportDocument } }`,
  reportTyped: `query ReportTargets($id: ID!) { run(id: $id) { report { targets { targetId accuracy costUsd } } } }`,
  compare: `query Compare($baseline: ID!, $candidates: [ID!]!) {
  compare(baselineRunId: $baseline, candidateRunIds: $candidates) {
    baselineSelection { selectedTargetId tiedBestTargetIds costComparisonEligible }
    results {
      __typename
      ... on PairComparison {
        candidateRunId document
        items { baselineTargetId candidateTargetId pairedCases qualityDelta qualityDeltaCi95 qualityDeltaBootstrapCi95 wins losses ties subjectCostSavingPercent totalCostSavingPercent }
      }
      ... on ComparisonRejected { code message }
    }
  }
}`,
  calls: `query CallsPage($id: ID!, $first: Int, $after: String, $last: Int) {
  run(id: $id) {
    calls(first: $first, after: $after, last: $last) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node {
        id callId caseId targetId role status model selectedModel decision finishReason inferenceCallCount
        costUsd costComplete latencySeconds ttftSeconds startedAt finishedAt
        usage { inputTokens cachedInputTokens cacheWriteTokens outputTokens total }
      } }
    }
  }
}`,
  runs: `query RunsPage { runs(first: 100) {
  totalCount
  pageInfo { hasNextPage endCursor }
  edges { cursor node {
    id runId name status mode profile costPolicy createdAt updatedAt wallTimeSeconds error caseCount benchmarks planSha256
    progress { total completed failed timeout running pending }
    targets { targetId kind model configHash priced }
  } }
} }`,
} as const;

export interface ServerPlan {
  /** The server process opens this; a PGlite folder must have no other handle open. */
  server: ServerDatabase;
  /** Cursor of the baseline's middle call (middleCallCursor, read before the handle closed). */
  middleCursor: string;
  baselineRunId: string;
  candidateRunId: string;
  baselineTargets: number;
  candidateTargets: number;
  totalRuns: number;
  repeats: number;
  coldRepeats: number;
  budgetMs: number;
  requestTimeoutMs: number;
  sampler: RssSampler;
  log: (line: string) => void;
}

type Check = (data: Record<string, unknown>) => void;

/** One request, timed from send to the last byte received; `check` validates the parsed reply. */
async function request(plan: ServerPlan, url: string, query: string, variables: Record<string, unknown>, check: Check): Promise<Sample> {
  const started = performance.now();
  let received = started;
  const reply = await postGraphQL(url, query, variables, plan.requestTimeoutMs, () => {
    received = performance.now();
  });
  check(reply.data);
  return { ms: received - started, bytes: Buffer.byteLength(reply.text) };
}

async function withServer<T>(database: ServerDatabase, fn: (server: ServerProcess) => Promise<T>): Promise<T> {
  const server = await startServerProcess({ database });
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(`Unexpected response: ${message}`);
}

// Responses are untyped JSON; these read the few fields the checks need.
const field = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), value);
const length = (value: unknown): number => (Array.isArray(value) ? value.length : -1);

/** The cursor after the middle call of `runId` (read through the bench's own handle). */
export async function middleCallCursor(database: Database, runId: string): Promise<string> {
  const total = await database.db.$count(calls, eq(calls.runId, runId));
  const [row] = await database.db
    .select({ seq: calls.seq })
    .from(calls)
    .where(eq(calls.runId, runId))
    .orderBy(asc(calls.seq))
    .offset(Math.floor(total / 2))
    .limit(1);
  if (!row) throw new Error(`Run ${runId} has no middle call`);
  return encodeCursor('calls', runId, [row.seq]);
}

export async function measureServer(plan: ServerPlan): Promise<Figure[]> {
  const { baselineRunId: id } = plan;
  const figures: Figure[] = [];
  const common = { sampler: plan.sampler, budgetMs: plan.budgetMs };
  const checkReport: Check = (d) => expect(length(field(d, 'run', 'reportDocument', 'summary', 'targets')) === plan.baselineTargets, 'reportDocument targets');
  const checkTyped: Check = (d) => expect(length(field(d, 'run', 'report', 'targets')) === plan.baselineTargets, 'report.targets');
  const checkCompare: Check = (d) => {
    const result = field(d, 'compare', 'results', 0);
    expect(field(result, '__typename') === 'PairComparison', `compare was rejected: ${String(field(result, 'message'))}`);
    expect(length(field(result, 'items')) === plan.candidateTargets, 'comparison items');
  };
  const compareVars = { baseline: id, candidates: [plan.candidateRunId] };

  const cold = async (name: string, what: string, query: string, variables: Record<string, unknown>, check: Check) => {
    plan.log(`  ${name}`);
    figures.push(
      await measure({ ...common, group: 'cold', name, what, repeats: plan.coldRepeats }, () =>
        withServer(plan.server, async (server) => {
          // The probe starts with the request: the first request after start is the one measured.
          const probe = new LoopProbe(server.url);
          const sample = await request(plan, server.url, query, variables, check).catch(async (error: unknown) => {
            await probe.stop();
            throw error;
          });
          const lag = (await probe.stop()).maxMs;
          return { ...sample, serverPeakMb: server.rss.peakMb(), loopLagMaxMs: lag };
        }),
      ),
    );
  };
  await cold('reportDocument (cold)', 'first request after server start', QUERIES.reportDocument, { id }, checkReport);
  await cold('report typed targets (cold)', 'first request after server start', QUERIES.reportTyped, { id }, checkTyped);
  await cold('compare 1 candidate (cold)', 'first request after server start', QUERIES.compare, compareVars, checkCompare);

  await withServer(plan.server, async (server) => {
    const { url } = server;
    const warm = async (name: string, what: string, query: string, variables: Record<string, unknown>, check: Check, warmups = 1) => {
      plan.log(`  ${name}`);
      figures.push(
        await measure({ ...common, group: 'warm', name, what, repeats: plan.repeats, warmups, server: server.rss, probeUrl: url }, () =>
          request(plan, url, query, variables, check),
        ),
      );
    };
    await warm('reportDocument (warm)', 'repeat request, report cached', QUERIES.reportDocument, { id }, checkReport);
    await warm('report typed targets (warm)', 'repeat request, report cached', QUERIES.reportTyped, { id }, checkTyped);
    await warm('compare 1 candidate (warm)', 'repeat request, both reports cached', QUERIES.compare, compareVars, checkCompare);

    const first = await postGraphQL(url, QUERIES.calls, { id, first: 100 }, plan.requestTimeoutMs);
    const total = Number(field(first.data, 'run', 'calls', 'totalCount'));
    const after = plan.middleCursor;
    const checkPage: Check = (d) => {
      expect(length(field(d, 'run', 'calls', 'edges')) === 100, 'a calls page of 100');
      expect(Number(field(d, 'run', 'calls', 'totalCount')) === total, 'calls totalCount');
    };
    await warm('calls first:100 (start)', `page 1 of ${Math.ceil(total / 100)}`, QUERIES.calls, { id, first: 100 }, checkPage, 0);
    await warm('calls first:100 after mid', `after call #${Math.floor(total / 2)} of ${total}`, QUERIES.calls, { id, first: 100, after }, checkPage, 0);
    await warm('calls last:100 (end)', 'the last page', QUERIES.calls, { id, last: 100 }, checkPage, 0);
    await warm(
      'runs first:100',
      `${plan.totalRuns} runs with progress and targets`,
      QUERIES.runs,
      {},
      (d) => expect(Number(field(d, 'runs', 'totalCount')) === plan.totalRuns, 'runs totalCount'),
      0,
    );
  });
  return figures;
}
