// Spec rule 6 over HTTP: "aggregates come from the full report, never from whatever page of
// rows a client happened to load". For several fixture runs, `reportDocument` and the typed
// `report { targets benchmarks … }` are identical whatever connection pages are asked for in
// the same request or in other requests (first/last/after/before, filters, aliases, a list of
// runs), starting with a request whose first ever report of the run comes with a one-row page.
// Also: every typed metric field is the camelCase view (docs/reports.md "Typed fields") of the document value,
// nulls included.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, withJournal } from '../helpers/fixtures.ts';
import { useImportedApi } from '../helpers/setup.ts';

const SCENARIOS = ['a_complete_mixed', 'b3_inflight_interrupted', 'b_failed_partial', 'c_agent_continuity', 'e_auxiliary_costs', 'g_comparisons'];
/** The reconciled journal: an accounting correction in force decides the effective costs. */
const RECONCILED = join(FIXTURES, 'h_reconciliation', 'journal.reconciled.sqlite3');

const env = useImportedApi(SCENARIOS, { extraStores: () => [RECONCILED] });

const runIdsOf = (path: string): string[] =>
  withJournal(path, (db) => (db.prepare('SELECT id FROM runs ORDER BY created_at, id').all() as { id: string }[]).map((r) => r.id));
const RUN_IDS = [...SCENARIOS.map((s) => join(FIXTURES, s, 'journal.sqlite3')), RECONCILED].flatMap(runIdsOf);

// ---------------------------------------------------------------------------------------
// Selection sets from introspection: every field of Report (and below), so a field added
// later is covered too.
// ---------------------------------------------------------------------------------------

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface IntrospectedField {
  name: string;
  args: { name: string; type: TypeRef }[];
  type: TypeRef;
}
interface IntrospectedType {
  name: string;
  kind: string;
  interfaces: { name: string }[] | null;
  fields: IntrospectedField[] | null;
}

const INTROSPECTION = /* GraphQL */ `
  query Test_Introspect {
    __schema {
      types {
        name
        kind
        interfaces { name }
        fields {
          name
          args { name type { kind name ofType { kind name } } }
          type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }
        }
      }
    }
  }
`;

function namedType(ref: TypeRef): TypeRef {
  let t = ref;
  while (t.ofType !== null && (t.kind === 'NON_NULL' || t.kind === 'LIST')) t = t.ofType;
  return t;
}

function selection(types: Map<string, IntrospectedType>, typeName: string, depth = 0): string {
  if (depth > 8) throw new Error(`selection too deep at ${typeName}`);
  const type = types.get(typeName);
  if (type?.fields === null || type === undefined) throw new Error(`no fields for ${typeName}`);
  const parts: string[] = [];
  for (const field of type.fields) {
    if (field.args.some((a) => a.type.kind === 'NON_NULL')) continue;
    const inner = namedType(field.type);
    const innerType = types.get(inner.name ?? '');
    // A link to another entity (a Node, such as `run`) is that entity's data, not the report's.
    if (innerType?.interfaces?.some((i) => i.name === 'Node')) continue;
    if (inner.kind === 'OBJECT') parts.push(`${field.name} { ${selection(types, inner.name!, depth + 1)} }`);
    else if (inner.kind === 'INTERFACE' || inner.kind === 'UNION') parts.push(`${field.name} { __typename }`);
    else if (innerType !== undefined || inner.kind === 'SCALAR' || inner.kind === 'ENUM') parts.push(field.name);
  }
  return parts.join(' ');
}

let REPORT_SELECTION = '';
let METRIC_FIELDS: { target: Set<string>; benchmark: Set<string> } = { target: new Set(), benchmark: new Set() };

beforeAll(async () => {
  const response = await env.api.gql<{ __schema: { types: IntrospectedType[] } }>(INTROSPECTION);
  expect(response.errors).toBeUndefined();
  const types = new Map(response.data!.__schema.types.map((t) => [t.name, t]));
  REPORT_SELECTION = selection(types, 'Report');
  METRIC_FIELDS = {
    target: new Set(types.get('TargetMetrics')!.fields!.map((f) => f.name)),
    benchmark: new Set(types.get('BenchmarkMetrics')!.fields!.map((f) => f.name)),
  };
});

// ---------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------

interface Aggregates {
  reportDocument: Record<string, unknown>;
  report: Record<string, unknown>;
}

interface Connection {
  totalCount: number;
  edges: { cursor: string }[];
  pageInfo: { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };
}

const PAGE = 'totalCount edges { cursor } pageInfo { startCursor endCursor hasNextPage hasPreviousPage }';

/** One request: the run's report and document alongside whatever connection fields are given. */
async function ask(runId: string, extra: string, variables: Record<string, unknown> = {}, parts: 'both' | 'document' | 'report' = 'both') {
  const declared = Object.keys(variables)
    .map((k) => `, $${k}: String`)
    .join('');
  const wanted = [parts !== 'report' ? 'reportDocument' : '', parts !== 'document' ? `report { ${REPORT_SELECTION} }` : ''].join(' ');
  const query = `query Test_ReportPaging($id: ID!${declared}) { run(id: $id) { runId ${extra} ${wanted} } }`;
  const response = await env.api.gql(query, { id: runId, ...variables });
  expect(response.errors, `${runId}: ${JSON.stringify(response.errors)}`).toBeUndefined();
  return response.data.run as Aggregates & Record<string, Connection>;
}

/** Paging variants asked together with the report: same or other requests, any arguments. */
const VARIANTS: { name: string; extra: string; cursors?: (c: Cursors) => Record<string, unknown> }[] = [
  { name: 'results(first: 1)', extra: `results(first: 1) { ${PAGE} }` },
  { name: 'results(first: 100)', extra: `results(first: 100) { ${PAGE} }` },
  { name: 'calls(last: 3)', extra: `calls(last: 3) { ${PAGE} }` },
  { name: 'events(first: 7)', extra: `events(first: 7) { ${PAGE} }` },
  {
    name: 'events(first: 7, after: <cursor>)',
    extra: `events(first: 7, after: $eventCursor) { ${PAGE} }`,
    cursors: (c) => ({ eventCursor: c.event }),
  },
  {
    name: 'results(first: 1, after) + calls(last: 1, before)',
    extra: `results(first: 1, after: $resultCursor) { ${PAGE} } calls(last: 1, before: $callCursor) { ${PAGE} }`,
    cursors: (c) => ({ resultCursor: c.result, callCursor: c.call }),
  },
  {
    name: 'filtered pages (judge calls, failed results, one target)',
    extra: `calls(first: 2, filter: { role: [JUDGE, SIMULATOR] }) { ${PAGE} } results(last: 2, filter: { status: [FAILED, CANCELLED] }) { ${PAGE} } t: calls(first: 1, filter: { search: "call-" }) { ${PAGE} }`,
  },
  {
    name: 'aliases: four pages of three connections',
    extra: `r1: results(first: 1) { ${PAGE} } r2: results(last: 100) { ${PAGE} } c1: calls(last: 3) { ${PAGE} } c2: calls(first: 100) { ${PAGE} } e1: events(first: 7, after: $eventCursor) { ${PAGE} } e2: events(last: 1) { ${PAGE} }`,
    cursors: (c) => ({ eventCursor: c.event }),
  },
];

interface Cursors {
  result: string | null;
  call: string | null;
  event: string | null;
}

// ---------------------------------------------------------------------------------------
// camelCase view (docs/reports.md "Typed fields")
// ---------------------------------------------------------------------------------------

/** snake_case → camelCase with the `_s` suffix read as `Seconds` (`latency_p50_s` → `latencyP50Seconds`). */
function camel(key: string): string {
  const parts = key.split('_');
  if (parts.length > 1 && parts[parts.length - 1] === 's') parts[parts.length - 1] = 'seconds';
  return parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join('');
}

/** Counters (label → count) become `[{<label>, count}]`; their order never matters, so sorted. */
const COUNTERS: Record<string, string> = {
  selected_models: 'model',
  decisions: 'decision',
  selection_statuses: 'status',
  selection_reasons: 'reason',
  finish_reasons: 'reason',
  model_switches_by_phase: 'phase',
};
/** Document keys whose text values the typed API returns as enum values (upper case). */
const ENUM_KEYS = new Set(['session_mode', 'outcome', 'status', 'call_status']);
/** Counters whose labels are enum values in the typed API. */
const ENUM_COUNTERS = new Set(['model_switches_by_phase']);
/** Values the typed API returns as JSON scalars, verbatim. */
const VERBATIM = new Set(['injected_fault']);

const byLabel = (label: string) => (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(a[label]) < String(b[label]) ? -1 : String(a[label]) > String(b[label]) ? 1 : 0;

function counterList(value: unknown, label: string, enumLabels = false): Record<string, unknown>[] | null {
  if (value === null || value === undefined) return null;
  return Object.entries(value as Record<string, number>)
    .map(([k, count]) => ({ [label]: enumLabels ? k.toUpperCase() : k, count }))
    .sort(byLabel(label));
}

function view(key: string, value: unknown): unknown {
  if (key in COUNTERS) return counterList(value, COUNTERS[key]!, ENUM_COUNTERS.has(key));
  if (ENUM_KEYS.has(key) && typeof value === 'string') return value.toUpperCase();
  if (VERBATIM.has(key)) return value;
  if (key === 'tokens') {
    if (value === null) return null;
    const t = value as Record<string, number>;
    return {
      inputTokens: t['input_tokens'],
      cachedInputTokens: t['cached_input_tokens'],
      cacheWriteTokens: t['cache_write_tokens'],
      outputTokens: t['output_tokens'],
      total: t['input_tokens']! + t['cached_input_tokens']! + t['cache_write_tokens']! + t['output_tokens']!,
    };
  }
  return deepView(value);
}

function deepView(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepView);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[camel(k)] = view(k, v);
  return out;
}

/** Typed counter lists, sorted the same way, so order is not compared. */
function normaliseTyped(value: unknown, key: string): unknown {
  if (Array.isArray(value)) {
    const label = Object.entries(COUNTERS).find(([k]) => camel(k) === key)?.[1];
    const items = value.map((v) => normaliseTypedObject(v));
    return label === undefined ? items : [...(items as Record<string, unknown>[])].sort(byLabel(label));
  }
  return normaliseTypedObject(value);
}
function normaliseTypedObject(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return Array.isArray(value) ? value.map(normaliseTypedObject) : value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = normaliseTyped(v, k);
  return out;
}

/**
 * Compares one document row with its typed row: every document key has a typed field with the
 * camelCase value (nulls stay null); every typed field the document does not have is null.
 * Returns the differences (empty when equal).
 */
function rowDifferences(docRow: Record<string, unknown>, typedRow: Record<string, unknown>, benchmarkRow: boolean, where: string): string[] {
  const diffs: string[] = [];
  const fields = benchmarkRow ? METRIC_FIELDS.benchmark : METRIC_FIELDS.target;
  const covered = new Set<string>();
  for (const [key, value] of Object.entries(docRow)) {
    // Every row names its target as `id`; the typed field is `targetId` (only Nodes have an `id`).
    if (key === 'id') {
      if (typedRow['targetId'] !== value) diffs.push(`${where}: id ${String(value)} vs targetId ${String(typedRow['targetId'])}`);
      continue;
    }
    const field = camel(key);
    if (!fields.has(field)) {
      diffs.push(`${where}: document key ${key} has no typed field ${field}`);
      continue;
    }
    covered.add(field);
    const expected = view(key, value);
    const actual = normaliseTyped(typedRow[field], field);
    try {
      expect(actual).toEqual(expected);
    } catch {
      diffs.push(`${where}.${key}: typed ${JSON.stringify(actual)} vs document ${JSON.stringify(expected)}`);
    }
  }
  for (const field of fields) {
    if (covered.has(field) || field === 'targetId') continue;
    if (typedRow[field] !== null) diffs.push(`${where}: typed ${field} = ${JSON.stringify(typedRow[field])} has no document key`);
  }
  return diffs;
}

// ---------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------

/** The first answer per run (its first ever report came with a one-row page). */
const first = new Map<string, Aggregates>();
const cursors = new Map<string, Cursors>();

describe('the runs under test', () => {
  it('at least 20 fixture runs from seven journals (incl. the reconciled one)', () => {
    expect(RUN_IDS.length).toBeGreaterThanOrEqual(20);
  });
});

describe('the report is the same whatever page of rows comes with it', () => {
  it.each(RUN_IDS)('%s: first report asked together with results(first: 1)', async (runId) => {
    const answer = await ask(runId, `results(first: 1) { ${PAGE} } calls(first: 1) { ${PAGE} } events(first: 1) { ${PAGE} }`);
    expect(answer.results!.edges.length).toBeLessThanOrEqual(1);
    first.set(runId, { reportDocument: answer.reportDocument, report: answer.report });
    cursors.set(runId, {
      result: answer.results!.pageInfo.endCursor,
      call: answer.calls!.pageInfo.endCursor,
      event: answer.events!.pageInfo.endCursor,
    });
    // The report counts every row and call, not the loaded page.
    const doc = answer.reportDocument as { summary: { targets: { total: number; pending: number; request_count: number; evaluation_call_count: number }[] } };
    const rowsInReport = doc.summary.targets.reduce((n, t) => n + (t.total - t.pending), 0);
    const callsInReport = doc.summary.targets.reduce((n, t) => n + t.request_count + t.evaluation_call_count, 0);
    expect(rowsInReport).toBe(answer.results!.totalCount);
    expect(callsInReport).toBe(answer.calls!.totalCount);
  });

  describe.each(VARIANTS)('with $name', (variant) => {
    it.each(RUN_IDS)('%s', async (runId) => {
      const c = cursors.get(runId);
      expect(c, 'the first request ran').toBeDefined();
      const vars = variant.cursors?.(c!) ?? {};
      // A run without rows has no cursor: ask without it (the argument is then null).
      const answer = await ask(runId, variant.extra, vars);
      const reference = first.get(runId)!;
      expect(answer.reportDocument).toEqual(reference.reportDocument);
      expect(answer.report).toEqual(reference.report);
    });
  });

  it.each(RUN_IDS)('%s: document alone and typed report alone equal the combined answer', async (runId) => {
    const reference = first.get(runId)!;
    const documentOnly = await ask(runId, '', {}, 'document');
    const reportOnly = await ask(runId, `results(first: 3) { ${PAGE} }`, {}, 'report');
    expect(documentOnly.reportDocument).toEqual(reference.reportDocument);
    expect(reportOnly.report).toEqual(reference.report);
  });

  it('a list of runs, each with a one-row page, gives every run the same report', async () => {
    const query = `query Test_RunsReports { runs(first: 100) { edges { node { runId results(first: 1) { totalCount } calls(last: 2) { totalCount } reportDocument report { ${REPORT_SELECTION} } } } } }`;
    const response = await env.api.gql(query);
    expect(response.errors).toBeUndefined();
    const nodes = (response.data.runs.edges as { node: Aggregates & { runId: string } }[]).map((e) => e.node);
    let matched = 0;
    for (const node of nodes) {
      const reference = first.get(node.runId);
      if (reference === undefined) continue;
      expect(node.reportDocument, node.runId).toEqual(reference.reportDocument);
      expect(node.report, node.runId).toEqual(reference.report);
      matched++;
    }
    expect(matched).toBe(RUN_IDS.length);
  });

  it('concurrent requests with different pages agree', async () => {
    const runId = RUN_IDS.find((id) => id === 'run-3f813363ba9446ffb763') ?? RUN_IDS[0]!;
    const c = cursors.get(runId)!;
    const answers = await Promise.all(VARIANTS.map((v) => ask(runId, v.extra, v.cursors?.(c) ?? {})));
    for (const answer of answers) {
      expect(answer.reportDocument).toEqual(first.get(runId)!.reportDocument);
      expect(answer.report).toEqual(first.get(runId)!.report);
    }
  });
});

describe('typed report fields are the camelCase view of reportDocument, nulls included', () => {
  it.each(RUN_IDS)('%s: every target and benchmark row', (runId) => {
    const { reportDocument: doc, report } = first.get(runId)!;
    const summary = doc['summary'] as { targets: Record<string, unknown>[]; total_spend_usd: number | null; wall_time_s: number };
    const docBenchmarks = doc['benchmarks'] as Record<string, unknown>[];
    const typedTargets = report['targets'] as Record<string, unknown>[];
    const typedBenchmarks = report['benchmarks'] as Record<string, unknown>[];
    expect(typedTargets.length).toBe(summary.targets.length);
    expect(typedBenchmarks.length).toBe(docBenchmarks.length);
    const diffs: string[] = [];
    summary.targets.forEach((row, i) => {
      diffs.push(...rowDifferences(row, typedTargets[i]!, false, `targets[${i}] ${String(row['id'])}`));
    });
    docBenchmarks.forEach((row, i) => {
      diffs.push(...rowDifferences(row, typedBenchmarks[i]!, true, `benchmarks[${i}] ${String(row['target_id'])}/${String(row['benchmark'])}`));
    });
    expect(diffs).toEqual([]);
    // Run-level figures.
    expect(report['totalSpendUsd']).toBe(summary.total_spend_usd);
    expect(report['wallTimeSeconds']).toBe(summary.wall_time_s);
    expect(report['limitations']).toEqual(doc['limitations']);
    expect(report['provenance']).toEqual(doc['provenance']);
  });

  it('the runs exercise null costs, null tokens and known ones', () => {
    const rows = RUN_IDS.flatMap((id) => {
      const doc = first.get(id)!.reportDocument as { summary: { targets: Record<string, unknown>[] }; benchmarks: Record<string, unknown>[] };
      return [...doc.summary.targets, ...doc.benchmarks];
    });
    expect(rows.some((r) => r['cost_usd'] === null)).toBe(true);
    expect(rows.some((r) => r['cost_usd'] !== null)).toBe(true);
    expect(rows.some((r) => r['tokens'] === null)).toBe(true);
    expect(rows.some((r) => r['total_spend_usd'] === null)).toBe(true);
    expect(rows.some((r) => r['evaluation_cost_usd'] === null || (r['evaluation_cost_usd'] as number) > 0)).toBe(true);
    expect(RUN_IDS.some((id) => (first.get(id)!.reportDocument['summary'] as { total_spend_usd: unknown }).total_spend_usd === null)).toBe(true);
  });
});
