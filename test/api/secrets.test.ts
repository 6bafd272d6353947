// Nothing secret leaves the API (docs/architecture.md "Rules that hold everywhere"; docs/datasets.md "Public and hidden fields"): after
// a live smoke run against the simulated provider, every query field reachable from the schema is
// read, and no response holds a reference answer where answers never belong (manifest, dataset
// questions, catalog, targets), the hidden reasoning of a call, a credential variable name or its
// value, or a target base URL. The secrets are first shown to be in the database, so a leak would
// be caught rather than trivially absent.
import { eq } from 'drizzle-orm';
import {
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls, datasets, runs, targets } from '../../src/db/schema.ts';
import { demoAnswerKey, type DemoAnswer } from '../../src/demo/demo-dataset.ts';
import { demoTargets } from '../../src/demo/demo-setup.ts';
import { schema } from '../../src/schema/index.ts';
import { userErrors, type GraphQLResponse } from '../helpers/api.ts';
import { planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

// The walk asks for every field of every type in one document per root field, with nested
// pages of 100: far past what a client may ask (README "Limits"), so its server lifts them.
const live = useLiveStack({ limits: { maxCost: Number.MAX_SAFE_INTEGER, maxAliases: 10_000, maxTokens: 100_000, maxDepth: 100, maxSelections: 100_000 } });

// Credential variable names and values unique to this test, so any occurrence is a leak.
const KEY_ENV = 'SRB_SECRETS_TEST_API_KEY';
const HEADER_ENV = 'SRB_SECRETS_TEST_TENANT';
const KEY_VALUE = 'sk-srb-secret-7f3a9c51d2e84b06';
const HEADER_VALUE = 'tenant-srb-secret-41c8e2';
const TARGET_IDS = ['sim-small', 'sim-large', 'sim-router'];

/** How deep the schema walk follows object fields (cycles are cut by type on the path). */
const MAX_DEPTH = 7;
/** `first` for list fields that take it: 100 unless the list has a smaller cap. */
const FIRST: Readonly<Record<string, number>> = { 'Query.comparisonOptions': 25, 'Query.replayOptions': 25 };
const firstArg = (key: string) => `first: ${FIRST[key] ?? 100}`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Walked {
  label: string;
  data: Json;
}

/** Arguments for fields whose arguments are required, by `Type.field`; other such fields are listed as skipped. */
function requiredArgs(ids: { runId: string; datasetId: string; callId: string }): Record<string, string> {
  return {
    'Query.run': `id: "${ids.runId}"`,
    'Query.node': `id: "${ids.runId}"`,
    'Query.dataset': `id: "${ids.datasetId}"`,
    'Query.compare': `baselineRunId: "${ids.runId}", candidateRunIds: ["${ids.runId}"]`,
    'Run.call': `id: "${ids.callId}"`,
    // A few rows of every run's matrix here; the live run's matrix is read whole below, page by page.
    'Run.caseMatrix': 'first: 5',
  };
}

/**
 * A selection of every field of `type` reachable without guessing arguments: leaves, and object,
 * interface and union fields up to MAX_DEPTH, never entering a type already on the path.
 * Connections are read with `first: 100`.
 */
function selectAll(type: GraphQLNamedType, path: readonly string[], args: Record<string, string>, skipped: Set<string>, inFragment = false): string | null {
  if (isAbstractType(type)) {
    // Fields of the possible types are aliased per type: same-named fields may differ in type.
    const parts = schema
      .getPossibleTypes(type)
      .map((possible) => {
        // The possible type is on the path too, so its own cycles are cut as an object field's are.
        const inner = selectAll(possible, [...path, possible.name], args, skipped, true);
        return inner ? `... on ${possible.name} ${inner}` : null;
      })
      .filter((part): part is string => part !== null);
    return `{ __typename ${parts.join(' ')} }`;
  }
  if (!isObjectType(type)) return null;
  const fields: string[] = [];
  for (const field of Object.values((type as GraphQLObjectType).getFields()) as GraphQLField<unknown, unknown>[]) {
    const key = `${type.name}.${field.name}`;
    const needsArgs = field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
    const given = args[key];
    if (needsArgs && given === undefined) {
      skipped.add(key);
      continue;
    }
    const argParts = [given, field.args.some((arg) => arg.name === 'first') && !given?.includes('first:') ? firstArg(key) : undefined].filter(
      (part): part is string => part !== undefined,
    );
    const argText = argParts.length > 0 ? `(${argParts.join(', ')})` : '';
    const named = getNamedType(field.type);
    const alias = inFragment ? `${type.name}_${field.name}: ` : '';
    if (isLeafType(named)) {
      fields.push(`${alias}${field.name}${argText}`);
      continue;
    }
    if (path.includes(named.name) || path.length >= MAX_DEPTH) {
      skipped.add(`${key} (depth)`);
      continue;
    }
    const inner = selectAll(named, [...path, named.name], args, skipped);
    if (inner) fields.push(`${alias}${field.name}${argText} ${inner}`);
  }
  return fields.length > 0 ? `{ ${fields.join(' ')} }` : null;
}

/** Every object key anywhere in a JSON value. */
function keysOf(value: Json, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      keysOf(item, out);
    }
  }
  return out;
}

/** Every sub-value (strings, numbers, arrays, objects) anywhere in a JSON value, as canonical-enough JSON text. */
function valuesOf(value: Json, out: string[] = []): string[] {
  out.push(JSON.stringify(value));
  if (Array.isArray(value)) for (const item of value) valuesOf(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) valuesOf(item, out);
  return out;
}

/** The sub-trees under keys named `name`, anywhere. */
function subtrees(value: Json, name: string, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const item of value) subtrees(item, name, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === name) out.push(item);
      subtrees(item, name, out);
    }
  }
  return out;
}

describe('secrets never leave the API', () => {
  let runId = '';
  let callId = '';
  const walked: Walked[] = [];
  const skipped = new Set<string>();
  let baseUrls: string[] = [];
  let reasoningTexts: string[] = [];
  const answers: DemoAnswer[] = [...demoAnswerKey().values()];

  beforeAll(async () => {
    process.env[KEY_ENV] = KEY_VALUE;
    process.env[HEADER_ENV] = HEADER_VALUE;
    const registry = demoTargets(live.demo.simulator.url, live.demo.simulator.routerUrl).map((target) => ({
      ...target,
      api_key_env: KEY_ENV,
      header_env: { 'X-Tenant': HEADER_ENV },
    }));
    const registered = await live.api.gql(
      `mutation Test_Register($targets: [JSON!]!) {
      registerTargets(input: { targets: $targets }) { targets { id } userErrors { code message } }
    }`,
      { targets: registry },
    );
    expect(registered.errors, JSON.stringify(registered.errors)).toBeUndefined();
    expect(userErrors(registered, 'registerTargets')).toEqual([]);
    baseUrls = [live.demo.simulator.url, live.demo.simulator.routerUrl];

    const started = await planAndStart(
      live.api,
      { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: TARGET_IDS, limits: { concurrency: 2 } },
      'secrets-1',
    );
    runId = started.runId;
    const status = await waitForRun(live.api, runId, 120_000);
    if (status !== 'COMPLETED') {
      const why = await live.api.gql(
        `query Test_Why($id: ID!) { run(id: $id) { error calls(first: 5, filter: { status: [FAILED] }) { edges { node { error } } } } }`,
        { id: runId },
      );
      throw new Error(`run ${status}: ${JSON.stringify(why.data)}`);
    }
  });

  describe('the secrets are in the database (so a leak would show)', () => {
    it('targets and the frozen plan hold base URLs and credential variable names; the plan holds the answers', async () => {
      const db = live.tdb.database.db;
      const stored = JSON.stringify((await db.select().from(targets)).map((t) => t.data));
      for (const secret of [KEY_ENV, HEADER_ENV, ...baseUrls]) expect(stored).toContain(secret);
      const [run] = await db.select({ manifest: runs.manifest }).from(runs).where(eq(runs.id, runId));
      for (const secret of [KEY_ENV, HEADER_ENV, ...baseUrls]) expect(run!.manifest).toContain(secret);
      for (const [id, answer] of demoAnswerKey()) {
        const planCase = (JSON.parse(run!.manifest).cases as { id: string; answer: unknown }[]).find((c) => c.id === id);
        expect(planCase?.answer, id).toEqual(answer);
      }
    });

    it('the dataset bytes hold every answer; calls hold hidden reasoning, and the provider saw the credentials', async () => {
      const db = live.tdb.database.db;
      const [dataset] = await db.select({ bytes: datasets.casesJsonl }).from(datasets).where(eq(datasets.id, live.demo.datasetId));
      const rows = Buffer.from(dataset!.bytes)
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { answer: unknown });
      expect(rows.map((r) => r.answer)).toEqual(answers);

      const rowsWithReasoning = (await db.select({ id: calls.id, data: calls.data }).from(calls).where(eq(calls.runId, runId)))
        .map((row) => ({ id: row.id, data: JSON.parse(row.data) as { reasoning?: unknown; target_id?: string; role?: string } }))
        .filter((row) => typeof row.data.reasoning === 'string' && row.data.reasoning !== '');
      expect(rowsWithReasoning.length).toBeGreaterThan(0);
      reasoningTexts = [...new Set(rowsWithReasoning.map((row) => row.data.reasoning as string))];
      callId = rowsWithReasoning[0]!.id;

      // The provider got the credentials (it records `authorization` redacted).
      const requests = live.demo.simulator.chatRequests();
      expect(requests.length).toBeGreaterThan(0);
      for (const request of requests) expect(request.headers).toMatchObject({ authorization: '[redacted]', 'x-tenant': HEADER_VALUE });
    });
  });

  describe('walking every query field', () => {
    beforeAll(async () => {
      const args = requiredArgs({ runId, datasetId: live.demo.datasetId, callId });
      const query = schema.getQueryType()!;
      for (const field of Object.values(query.getFields())) {
        const key = `Query.${field.name}`;
        const needsArgs = field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
        if (needsArgs && args[key] === undefined) {
          skipped.add(key);
          continue;
        }
        const argParts = [args[key], field.args.some((arg) => arg.name === 'first') ? firstArg(key) : undefined].filter(Boolean);
        const named = getNamedType(field.type);
        const inner = isLeafType(named) ? '' : selectAll(named, [query.name, named.name], args, skipped);
        const document = `query Test_Walk_${field.name} { ${field.name}${argParts.length ? `(${argParts.join(', ')})` : ''} ${inner ?? ''} }`;
        const response: GraphQLResponse = await live.api.gql(document);
        expect(response.errors, `${key}: ${JSON.stringify(response.errors)}`).toBeUndefined();
        walked.push({ label: key, data: response.data as Json });
      }

      // Long lists, every page: results, calls with receipts, events, dataset questions.
      const pages = [
        {
          label: 'Run.results',
          doc: `query Test_Results($id: ID!, $after: String) { run(id: $id) { page: results(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id caseId targetId status answer correct score details } } } } }`,
          id: runId,
        },
        {
          label: 'Run.calls',
          doc: `query Test_Calls($id: ID!, $after: String) { run(id: $id) { page: calls(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id callId role targetId receipt { document final rawUsage request toolCalls } } } } } }`,
          id: runId,
        },
        {
          label: 'Run.caseMatrix',
          doc: `query Test_Matrix($id: ID!, $after: String) { run(id: $id) { page: caseMatrix(first: 100, after: $after) { hasNextPage rows { cursor caseId benchmark question cells { targetId outcome result { answer correct details } } } } } }`,
          id: runId,
        },
        {
          label: 'Run.events',
          doc: `query Test_Events($id: ID!, $after: String) { run(id: $id) { page: events(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { seq kind data } } } } }`,
          id: runId,
        },
        // The dataset is aliased `run` so one reader serves every list.
        {
          label: 'Dataset.cases',
          doc: `query Test_Cases($id: ID!, $after: String) { run: dataset(id: $id) { page: cases(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { caseId benchmark category question messages { role content } choices inputStatus inputNotice } } } } }`,
          id: live.demo.datasetId,
        },
      ];
      for (const { label, doc, id } of pages) {
        let after: string | null = null;
        for (let i = 0; i < 100; i += 1) {
          const response: GraphQLResponse = await live.api.gql(doc, { id, after });
          expect(response.errors, `${label}: ${JSON.stringify(response.errors)}`).toBeUndefined();
          walked.push({ label, data: response.data as Json });
          // A connection pages by pageInfo; the case matrix by its rows' cursors.
          const page = (
            response.data as { run: { page: { pageInfo?: { hasNextPage: boolean; endCursor: string }; hasNextPage?: boolean; rows?: { cursor: string }[] } } }
          ).run.page;
          const next = page.pageInfo ?? { hasNextPage: page.hasNextPage === true, endCursor: page.rows?.at(-1)?.cursor ?? '' };
          if (!next.hasNextPage) break;
          after = next.endCursor;
        }
      }
    }, 120_000);

    it('reached the run, its calls with receipts, the dataset questions, the catalog and the targets', () => {
      const labels = new Set(walked.map((w) => w.label));
      for (const label of [
        'Query.runs',
        'Query.run',
        'Query.node',
        'Query.datasets',
        'Query.dataset',
        'Query.targets',
        'Query.catalog',
        'Query.comparisonOptions',
        'Run.calls',
        'Run.caseMatrix',
        'Dataset.cases',
      ]) {
        expect(labels, label).toContain(label);
      }
      const all = walked.map((w) => w.data);
      expect(subtrees(all, 'manifest').length).toBeGreaterThan(0);
      expect(subtrees(all, 'receipt').length).toBeGreaterThan(0);
      expect(subtrees(all, 'reportDocument').length).toBeGreaterThan(0);
      const questions = walked.filter((w) => w.label === 'Dataset.cases').flatMap((w) => subtrees(w.data, 'question'));
      expect(questions).toHaveLength(answers.length);
      const targetList = walked.find((w) => w.label === 'Query.targets')!.data as { targets: { targetId: string }[] };
      expect(targetList.targets.map((t) => t.targetId)).toContain('sim-large');
      // The one receipt with hidden reasoning in the database was read.
      expect(JSON.stringify(walked.filter((w) => w.label === 'Run.calls').map((w) => w.data))).toContain(callId);
    });

    it('no response holds a credential variable name or value, or a target base URL', () => {
      for (const { label, data } of walked) {
        const text = JSON.stringify(data);
        for (const secret of [KEY_ENV, HEADER_ENV, KEY_VALUE, HEADER_VALUE, ...baseUrls]) expect(text, `${label} leaks ${secret}`).not.toContain(secret);
        const host = new URL(live.demo.simulator.url).host;
        expect(text, `${label} leaks the provider host`).not.toContain(host);
        const keys = keysOf(data);
        for (const key of ['api_key_env', 'header_env', 'preview_api_key_env', 'base_url', 'preview_url'])
          expect(keys, `${label} has key ${key}`).not.toContain(key);
      }
    });

    it('no call receipt (nor anything else) holds the hidden reasoning', () => {
      expect(reasoningTexts.length).toBeGreaterThan(0);
      for (const { label, data } of walked) {
        const text = JSON.stringify(data);
        for (const reasoning of reasoningTexts) expect(text, `${label} leaks reasoning`).not.toContain(JSON.stringify(reasoning).slice(1, -1));
        for (const receipt of subtrees(data, 'receipt')) expect(keysOf(receipt), `${label} receipt`).not.toContain('reasoning');
        for (const receipt of subtrees(data, 'document')) expect(keysOf(receipt), `${label} document`).not.toContain('reasoning');
      }
    });

    it('manifests, dataset questions, the catalog and targets never hold a reference answer', () => {
      const answerTexts = new Set(answers.map((a) => JSON.stringify(a)));
      const places: { label: string; value: Json }[] = [];
      for (const { label, data } of walked) {
        for (const manifest of subtrees(data, 'manifest')) places.push({ label: `${label} manifest`, value: manifest });
        if (label === 'Dataset.cases' || label === 'Query.dataset' || label === 'Query.datasets') places.push({ label, value: data });
        if (label === 'Query.catalog' || label === 'Query.targets') places.push({ label, value: data });
      }
      expect(places.length).toBeGreaterThan(4);
      for (const { label, value } of places) {
        expect(keysOf(value), `${label} has an answer key`).not.toContain('answer');
        const hits = valuesOf(value).filter((text) => answerTexts.has(text));
        expect(hits, `${label} holds reference answers`).toEqual([]);
      }
      // Distinctive answers (long text and grids) appear nowhere outside results and call receipts.
      const distinctive = answers
        .map((a) => JSON.stringify(a))
        .filter((text) => text.length >= 8)
        .map((text) => (text.startsWith('"') ? text.slice(1, -1) : text));
      expect(distinctive.length).toBeGreaterThan(3);
      for (const { label, value } of places) {
        const text = JSON.stringify(value);
        for (const answer of distinctive) expect(text, `${label} holds ${answer}`).not.toContain(answer);
      }
    });

    it('lists what the walk could not reach without guessing arguments', () => {
      // Informational: fields that need arguments we do not have, and cuts made to stop cycles.
      const needsArgs = [...skipped].filter((key) => !key.endsWith('(depth)'));
      expect(needsArgs).not.toContain('Query.run');
      expect(needsArgs).not.toContain('Run.call');
    });
  });
});
