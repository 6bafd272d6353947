// Normalising client caches keep every object by its id: Apollo Client's InMemoryCache with its
// default dataIdFromObject (`__typename:id`) and the Relay store (by `id` alone). Reading two runs'
// reports, a comparison and paged calls through them must give back exactly what the server sent;
// an `id` shared by two different objects would merge them and show one run's figures in another.
import { ApolloClient, HttpLink, InMemoryCache, gql, type DocumentNode } from '@apollo/client';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema, getNamedType, isInterfaceType, isLeafType, isObjectType, isRequiredArgument, isUnionType, type GraphQLField } from 'graphql';
import { createRequire } from 'node:module';
import { createOperationDescriptor, Environment, fetchQuery, Network, RecordSource, Store, type ConcreteRequest, type Variables } from 'relay-runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { useImportedApi } from '../helpers/setup.ts';

const env = useImportedApi(['g_comparisons']);
// Two baselines with the same targets (same target ids, different figures) and two candidates.
const B1 = 'run-43b7f1d15eed43d68830';
const B2 = 'run-df1936b8ab6d4ac0878e';
const C1 = 'run-8aed1daf5db84891be2a';
const C2 = 'run-8001889154834768a632';

const REPORT = `query CacheProbeReportQuery($id: ID!) {
  run(id: $id) {
    id runId name status
    targets { targetId kind model }
    report {
      complete totalSpendUsd
      targets { targetId macroAccuracy accuracy accuracyCi95 correct total costUsd totalSpendUsd latencyP50Seconds tokens { total } }
      benchmarks { benchmark targetId accuracy correct total costUsd }
    }
  }
}`;

const COMPARE = `query CacheProbeCompareQuery($baseline: ID!, $candidates: [ID!]!) {
  compare(baselineRunId: $baseline, candidateRunIds: $candidates) {
    baseline { id runId }
    baselineSelection { selectedTargetId tiedBestTargetIds costComparisonEligible }
    results {
      __typename
      ... on PairComparison {
        candidateRunId
        candidateRun { id runId name }
        items { candidateTargetId qualityDelta qualityDeltaCi95 wins losses ties }
      }
      ... on ComparisonRejected { candidateRunId code message }
    }
  }
}`;

const CALLS = `query CacheProbeCallsQuery($id: ID!, $first: Int!, $after: String) {
  run(id: $id) {
    id
    calls(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id callId caseId targetId role status costUsd latencySeconds run { id runId } } }
    }
  }
}`;

/** The server's own answer, straight over HTTP. */
async function serverAnswer(query: string, variables: Record<string, unknown>): Promise<unknown> {
  const response = await env.api.gql(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data;
}

/** Client caches add `__typename` to every selection; the server's answer has it only where asked. */
function withoutTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '__typename')
        .map(([key, v]) => [key, withoutTypename(v)]),
    );
  }
  return value;
}

interface Reading {
  query: string;
  variables: Record<string, unknown>;
}

/** Every reading the clients go through, in an order where a merge would overwrite earlier data. */
async function readings(): Promise<Reading[]> {
  const list: Reading[] = [
    { query: REPORT, variables: { id: B1 } },
    { query: REPORT, variables: { id: B2 } },
    { query: REPORT, variables: { id: C1 } },
    { query: COMPARE, variables: { baseline: B1, candidates: [C1, C2, B2] } },
    { query: COMPARE, variables: { baseline: B2, candidates: [C1] } },
  ];
  // Three pages of B1's calls and the first of B2's.
  let after: string | null = null;
  for (let page = 0; page < 3; page += 1) {
    list.push({ query: CALLS, variables: { id: B1, first: 2, after } });
    const data = (await serverAnswer(CALLS, { id: B1, first: 2, after })) as { run: { calls: { pageInfo: { endCursor: string | null } } } };
    after = data.run.calls.pageInfo.endCursor;
  }
  list.push({ query: CALLS, variables: { id: B2, first: 2, after: null } });
  return list;
}

/** Union and interface members, as an integrator's codegen (fragment matcher) gives Apollo. */
function possibleTypes(): Record<string, string[]> {
  const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
  const result: Record<string, string[]> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (isUnionType(type) || isInterfaceType(type)) result[type.name] = schema.getPossibleTypes(type).map((member) => member.name);
  }
  return result;
}

describe('Apollo Client InMemoryCache (default dataIdFromObject)', () => {
  const apolloRead = async (cache: InMemoryCache) => {
    const client = new ApolloClient({ link: new HttpLink({ uri: env.api.url }), cache });
    const all = await readings();
    for (const reading of all) await client.query({ query: gql(reading.query), variables: reading.variables, fetchPolicy: 'network-only' });
    // Read everything back from the cache only, after all of it was written.
    return Promise.all(
      all.map(async (reading) => ({
        reading,
        cached: withoutTypename(client.readQuery({ query: gql(reading.query) as DocumentNode, variables: reading.variables })),
        server: await serverAnswer(reading.query, reading.variables),
      })),
    );
  };

  it('gives back exactly what the server sent for two reports, two comparisons and paged calls', async () => {
    for (const { cached, server } of await apolloRead(new InMemoryCache({ possibleTypes: possibleTypes() }))) expect(cached).toEqual(withoutTypename(server));
  });

  it('would show one run’s report figures in another if target metrics shared an id (the check can fail)', async () => {
    // The old contract: every TargetMetrics object was keyed by its target id alone.
    const merging = new InMemoryCache({
      possibleTypes: possibleTypes(),
      typePolicies: { TargetMetrics: { keyFields: ['targetId'] } },
    });
    const differing = (await apolloRead(merging)).filter(({ cached, server }) => JSON.stringify(cached) !== JSON.stringify(withoutTypename(server)));
    expect(differing.length).toBeGreaterThan(0);
  });
});

describe('Relay', () => {
  const require = createRequire(import.meta.url);
  const compiler = join(require.resolve('relay-compiler/package.json'), '..', 'cli.js');
  const schemaPath = new URL('../../schema.graphql', import.meta.url).pathname;
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** Writes a relay.config.json that refuses any `id` field that is not an ID (the strict Relay store rule). */
  function compile(files: Record<string, string>, schema: string = schemaPath): string {
    const work = mkdtempSync(join(tmpdir(), 'relay-'));
    folders.push(work);
    mkdirSync(join(work, 'src', '__generated__'), { recursive: true });
    // The generated artifacts are ES modules.
    writeFileSync(join(work, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(
      join(work, 'relay.config.json'),
      JSON.stringify({
        src: './src',
        schema,
        language: 'javascript',
        eagerEsModules: true,
        artifactDirectory: './src/__generated__',
        schemaConfig: { nodeInterfaceIdField: 'id', nonNodeIdFields: { allowedIdTypes: {} } },
      }),
    );
    for (const [name, text] of Object.entries(files)) writeFileSync(join(work, 'src', name), text);
    execFileSync(process.execPath, [compiler], { cwd: work, stdio: 'pipe', timeout: 60_000 });
    return join(work, 'src', '__generated__');
  }

  it('relay-compiler with nonNodeIdFields compiles a fragment over every object and interface type', () => {
    const schema = buildSchema(readFileSync(schemaPath, 'utf8'));
    const fragments: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
      if (['Query', 'Mutation', 'Subscription'].includes(type.name)) continue;
      const fields = Object.values(type.getFields() as Record<string, GraphQLField<unknown, unknown>>)
        .filter((field) => !field.args.some(isRequiredArgument))
        .map((field) => (isLeafType(getNamedType(field.type)) ? field.name : `${field.name} { __typename }`));
      fragments.push(`fragment AllTypes_${type.name} on ${type.name} { ${fields.join(' ')} }`);
    }
    expect(fragments.length).toBeGreaterThan(90);
    const generatedDir = compile({
      'AllTypes.js': `import { graphql } from 'relay-runtime';\n${fragments.map((f, i) => `export const f${i} = graphql\`${f}\`;`).join('\n')}\n`,
    });
    const generated = readdirSync(generatedDir).filter((name) => name.startsWith('AllTypes_'));
    expect(generated.length).toBe(fragments.length);
  });

  it('relay-compiler refuses a String `id` on a type that is not a Node (the check can fail)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'relay-schema-'));
    folders.push(folder);
    const strict = join(folder, 'schema.graphql');
    writeFileSync(
      strict,
      'interface Node { id: ID! }\ntype Query { node(id: ID!): Node metrics: [Metrics!]! }\ntype Metrics { id: String! accuracy: Float }\n',
    );
    const files = { 'Probe.js': "import { graphql } from 'relay-runtime';\nexport const q = graphql`query ProbeQuery { metrics { id accuracy } }`;\n" };
    expect(() => compile(files, strict)).toThrow(/id/);
  });

  it('the Relay store gives back exactly what the server sent for two reports, two comparisons and paged calls', async () => {
    const generatedDir = compile({
      'CacheProbe.js': [REPORT, COMPARE, CALLS]
        .map((q, i) => `export const q${i} = graphql\`${q}\`;`)
        .join('\n')
        .replace(/^/, "import { graphql } from 'relay-runtime';\n"),
    });
    const artifact = async (name: string): Promise<ConcreteRequest> =>
      ((await import(pathToFileURL(join(generatedDir, `${name}.graphql.js`)).href)) as { default: ConcreteRequest }).default;
    const byName: Record<string, ConcreteRequest> = {
      [REPORT]: await artifact('CacheProbeReportQuery'),
      [COMPARE]: await artifact('CacheProbeCompareQuery'),
      [CALLS]: await artifact('CacheProbeCallsQuery'),
    };
    const environment = new Environment({
      network: Network.create(async (operation, variables) => {
        const response = await fetch(env.api.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: operation.text, variables }),
        });
        return response.json();
      }),
      store: new Store(new RecordSource()),
    });
    const all = await readings();
    for (const reading of all) await fetchQuery(environment, byName[reading.query]!, reading.variables as Variables).toPromise();
    for (const reading of all) {
      const operation = createOperationDescriptor(byName[reading.query]!, reading.variables as Variables);
      const snapshot = environment.lookup(operation.fragment);
      expect(snapshot.isMissingData).toBe(false);
      expect(withoutTypename(snapshot.data)).toEqual(withoutTypename(await serverAnswer(reading.query, reading.variables)));
    }
  });
});
