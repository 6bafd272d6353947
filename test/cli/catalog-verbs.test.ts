// The catalog verbs as a user runs them: a real `sr-bench serve --demo` (fresh database, demo
// dataset, targets and example runs), then `sr-bench dataset|target|experiment … --url …` as child
// processes. Preparation sources are case files written to a temporary folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { demoTargets } from '../../src/demo/demo-setup.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { gqlAt, runCli, spawnServer, type ServerProcess } from '../helpers/process.ts';

const SLOW = 300_000;
let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;
let demoDatasetId = '';
const work = mkdtempSync(join(tmpdir(), 'srb-cli-catalog-'));

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  server = await spawnServer(['--demo'], {
    SR_BENCH_DATA_DIR: join(work, 'data'),
    SR_BENCH_SOURCES_DIR: join(work, 'sources'),
    DATABASE_URL: fresh?.url ?? '',
    SR_BENCH_TARGETS: '',
  });
  const api = await gqlAt<{ datasets: { edges: { node: { datasetId: string } }[] } }>(server.url, '{ datasets(first: 100) { edges { node { datasetId } } } }');
  demoDatasetId = api.data!.datasets.edges[0]!.node.datasetId;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await drop?.();
});

const cli = (args: string[], timeoutMs = 90_000) =>
  runCli([...args, '--url', server!.url], { ...process.env, SR_BENCH_URL: '', SR_BENCH_TOKEN: '' }, timeoutMs);

/** Runs the CLI expecting success and returns its parsed --json output. */
// biome-ignore lint/suspicious/noExplicitAny: parsed CLI output
async function json<T = any>(args: string[]): Promise<T> {
  const result = await cli([...args, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}

function expectServerError(result: { code: number | null; stdout: string; stderr: string }, code: string, message?: RegExp): void {
  expect(result.code, result.stderr).toBe(1);
  expect(result.stderr).toMatch(new RegExp(`^sr-bench: .* \\(${code}\\)$`, 'm'));
  if (message) expect(result.stderr).toMatch(message);
}

describe('sub-command dispatch', () => {
  it(
    'each verb prints its own --help (exit 0); a missing or unknown sub-command exits 2',
    async () => {
      for (const [verb, subs] of [
        ['dataset', /list .*\n.*show ID.*\n.*prepare --benchmark/s],
        ['target', /list .*register --file/s],
        ['experiment', /create .*attach .*delete/s],
      ] as const) {
        const help = await runCli([verb, '--help'], process.env);
        expect(help.code).toBe(0);
        expect(help.stdout).toMatch(new RegExp(`^Usage: sr-bench ${verb} <sub-command>`));
        expect(help.stdout).toMatch(subs);
        const unknown = await runCli([verb, 'bogus'], process.env);
        expect(unknown.code).toBe(2);
        expect(unknown.stderr).toMatch(/unknown sub-command "bogus" .*\(USAGE\)/);
        expect(unknown.stderr).toContain(`Usage: sr-bench ${verb}`);
      }
      expect((await runCli(['dataset'], process.env)).code).toBe(2);
    },
    SLOW,
  );
});

describe('sr-bench dataset list|show', () => {
  it(
    'list --json prints the API documents; the table shows a short id; filters narrow it',
    async () => {
      const listed = await json<{ datasetId: string; name: string; benchmarks: { benchmarkId: string }[] }[]>(['dataset', 'list']);
      expect(listed.map((d) => d.datasetId)).toContain(demoDatasetId);
      const table = await cli(['dataset', 'list']);
      expect(table.code).toBe(0);
      expect(table.stdout).toMatch(/^DATASET\s+PROFILE\s+SPLIT\s+CASES\s+SUBSET\s+CREATED\s+NAME/);
      expect(table.stdout).toContain(demoDatasetId.slice(0, 12));
      const demoBenchmark = listed.find((d) => d.datasetId === demoDatasetId)!.benchmarks[0]!.benchmarkId;
      expect((await json<{ datasetId: string }[]>(['dataset', 'list', '--benchmark', demoBenchmark])).map((d) => d.datasetId)).toContain(demoDatasetId);
      // The demo dataset has no Terminal-Bench task (the demo suite has).
      expect((await json<{ datasetId: string }[]>(['dataset', 'list', '--benchmark', 'terminal-bench-2.1'])).map((d) => d.datasetId)).not.toContain(
        demoDatasetId,
      );
      expect(await json(['dataset', 'list', '--search', 'no-such-dataset-anywhere'])).toEqual([]);
      expect((await cli(['dataset', 'list', '--search', 'no-such-dataset-anywhere'])).stdout.trim()).toBe('No datasets.');
      expect(await json(['dataset', 'list', '--limit', '1'])).toHaveLength(1);
      expect((await cli(['dataset', 'list', '--limit', '0'])).code).toBe(2);
    },
    SLOW,
  );

  it(
    'show prints the manifest summary and per-benchmark counts; --json is the API document; a prefix works',
    async () => {
      const api = await gqlAt(server!.url, 'query ($id: ID!) { dataset(id: $id) { datasetId name caseCount manifest benchmarks { benchmarkId count } } }', {
        id: demoDatasetId,
      });
      const shown = await json<{ datasetId: string; name: string; caseCount: number; manifest: unknown; benchmarks: { benchmarkId: string; count: number }[] }>(
        ['dataset', 'show', demoDatasetId],
      );
      expect(shown).toMatchObject(api.data!.dataset);
      const human = await cli(['dataset', 'show', demoDatasetId.slice(0, 10)]);
      expect(human.stderr).toBe('');
      expect(human.code).toBe(0);
      expect(human.stdout).toMatch(new RegExp(`^dataset\\s+${demoDatasetId}$`, 'm'));
      expect(human.stdout).toMatch(new RegExp(`^cases\\s+${shown.caseCount}$`, 'm'));
      expect(human.stdout).toMatch(/^BENCHMARK\s+CASES\s+SOURCE REVISION\s+CATEGORIES/m);
      for (const b of shown.benchmarks) expect(human.stdout).toMatch(new RegExp(`^${b.benchmarkId}\\s+${b.count}\\s`, 'm'));
    },
    SLOW,
  );

  it(
    'an unknown id exits 1 with NOT_FOUND, a malformed one with BAD_USER_INPUT; no ID exits 2',
    async () => {
      expectServerError(await cli(['dataset', 'show', '0'.repeat(64)]), 'NOT_FOUND', /not found/);
      expectServerError(await cli(['dataset', 'show', 'fedcba9876']), 'NOT_FOUND');
      expectServerError(await cli(['dataset', 'show', 'not-a-dataset']), 'BAD_USER_INPUT');
      expect((await cli(['dataset', 'show'])).code).toBe(2);
    },
    SLOW,
  );
});

describe('sr-bench dataset prepare|compose', () => {
  const STRATA = ['algebra', 'biology', 'chemistry'];
  const row = (benchmark: string, n: number) => ({
    id: `${benchmark}/cli-${String(n).padStart(3, '0')}`,
    benchmark,
    messages: [{ role: 'user', content: `Question ${n} of ${benchmark}?` }],
    metadata: { stratum: STRATA[n % STRATA.length] },
    answer: 'A',
  });
  const jsonl = (benchmark: string, n: number) => Array.from({ length: n }, (_, i) => `${JSON.stringify(row(benchmark, i))}\n`).join('');
  const source = join(work, 'sources');
  let mmlu = '';
  let gpqa = '';

  beforeAll(() => {
    mkdirSync(source, { recursive: true });
    writeFileSync(join(source, 'mmlu-pro.jsonl'), jsonl('mmlu-pro', 20)); // smoke takes 14
    writeFileSync(join(source, 'gpqa-diamond.jsonl'), jsonl('gpqa-diamond', 6)); // smoke takes 4
    writeFileSync(join(source, 'hle.jsonl'), jsonl('hle', 3)); // too few for smoke (4)
  });

  it(
    'prepare waits for the job, printing phase changes on stderr, and --json prints the prepared dataset',
    async () => {
      const result = await cli(['dataset', 'prepare', '--source-path', source, '--profile', 'smoke', '--benchmark', 'mmlu-pro', '--json']);
      expect(result.code, result.stderr).toBe(0);
      const manifest = JSON.parse(result.stdout);
      expect(manifest).toMatchObject({ name: 'mmlu-pro/smoke', case_count: 14, profile: 'smoke', benchmarks: ['mmlu-pro'] });
      expect(Object.keys(manifest.sources)).toEqual(['mmlu-pro']);
      expect(manifest.sha256).toMatch(/^[0-9a-f]{64}$/);
      const preparationId = /\] (prep-[0-9a-f]{32}) completed$/m.exec(result.stderr)?.[1];
      expect(preparationId, result.stderr).toBeDefined();
      mmlu = manifest.id;
      const api = await gqlAt(server!.url, 'query ($id: ID!) { preparation(id: $id) { preparationId status dataset { datasetId } } }', { id: preparationId });
      expect(api.data!.preparation).toEqual({ preparationId, status: 'COMPLETED', dataset: { datasetId: mmlu } });

      const again = await json(['dataset', 'prepare', '--source', source, '--profile', 'SMOKE', '--benchmark', 'mmlu-pro', '--detach']);
      expect(again.preparationId).toBe(preparationId); // an identical request returns the same job (--source is the earlier spelling)
    },
    SLOW,
  );

  it(
    'prints the job and its dataset as tables by default; --detach returns at once',
    async () => {
      const detached = await cli(['dataset', 'prepare', '--source', source, '--profile', 'smoke', '--benchmark', 'gpqa-diamond', '--detach']);
      expect(detached.code, detached.stderr).toBe(0);
      expect(detached.stderr).toBe(''); // no polling
      const id = /^preparation\s+(prep-[0-9a-f]{32})$/m.exec(detached.stdout)?.[1];
      expect(id).toBeDefined();
      expect(detached.stdout).toMatch(/^BENCHMARK\s+STATUS\s+PHASE\s+CASES/m);

      const waited = await cli(['dataset', 'prepare', '--source', source, '--profile', 'smoke', '--benchmark', 'gpqa-diamond']);
      expect(waited.code, waited.stderr).toBe(0);
      expect(waited.stdout).toMatch(new RegExp(`^preparation\\s+${id}$`, 'm'));
      expect(waited.stdout).toMatch(/^status\s+completed$/m);
      expect(waited.stdout).toMatch(/^cases\s+4$/m);
      gpqa = /^dataset\s+([0-9a-f]{64})$/m.exec(waited.stdout)?.[1] ?? '';
      expect(gpqa).toMatch(/^[0-9a-f]{64}$/);
      expect(waited.stdout).toMatch(/^gpqa-diamond\s+completed\s+completed\s+4\s+no\s/m);
    },
    SLOW,
  );

  it(
    'a failed job exits 1 with its error; usage errors exit 2 before anything is sent',
    async () => {
      const failed = await cli(['dataset', 'prepare', '--source', source, '--profile', 'smoke', '--benchmark', 'hle', '--json']);
      expectServerError(failed, 'PREPARATION_FAILED', /insufficient tasks for disjoint smoke: need 4, found 3/);
      expect(JSON.parse(failed.stdout)).toMatchObject({ error: expect.stringMatching(/insufficient tasks/), preparation: { status: 'FAILED', dataset: null } });
      expectServerError(
        await cli(['dataset', 'prepare', '--source', source, '--profile', 'smoke', '--benchmark', 'no-such-benchmark']),
        'BAD_USER_INPUT',
        /Unknown benchmark/,
      );
      for (const args of [
        ['--source', source, '--profile', 'huge', '--benchmark', 'hle'],
        ['--source', source, '--profile', 'smoke'],
        ['--source', source, '--profile', 'smoke', '--benchmark', 'hle', '--seed', '-1'],
        ['--source', source, '--profile', 'smoke', '--benchmark', 'hle', '--detach', '--timeout', '5'],
        ['--profile', 'smoke', '--benchmark', 'hle', '--revision', 'abc'],
        ['--source', source, '--source-path', source, '--profile', 'smoke', '--benchmark', 'hle'],
      ]) {
        const result = await cli(['dataset', 'prepare', ...args]);
        expect(result.code, args.join(' ')).toBe(2);
        expect(result.stderr).toContain('Usage: sr-bench dataset');
      }
    },
    SLOW,
  );

  it(
    'compose freezes a composition of the inputs (by prefix too), by default of all their benchmarks',
    async () => {
      expect(mmlu && gpqa).toBeTruthy();
      const composed = await json(['dataset', 'compose', '--dataset', mmlu, '--dataset', gpqa, '--benchmark', 'mmlu-pro', '--benchmark', 'gpqa-diamond']);
      expect(composed).toMatchObject({ name: 'gpqa-diamond+mmlu-pro/smoke', caseCount: 18, profile: 'SMOKE', split: 'DEV' });
      expect(composed.benchmarks.map((b: { benchmarkId: string; count: number }) => [b.benchmarkId, b.count])).toEqual([
        ['gpqa-diamond', 4],
        ['mmlu-pro', 14],
      ]);
      const api = await gqlAt(server!.url, 'query ($id: ID!) { dataset(id: $id) { datasetId sha256 manifest } }', { id: composed.datasetId });
      expect(api.data!.dataset).toEqual({ datasetId: composed.datasetId, sha256: composed.sha256, manifest: composed.manifest });

      const human = await cli(['dataset', 'compose', '--dataset', `${mmlu.slice(0, 12)},${gpqa.slice(0, 12)}`]);
      expect(human.code, human.stderr).toBe(0);
      expect(human.stdout).toMatch(new RegExp(`^dataset\\s+${composed.datasetId}$`, 'm'));
      const reused = await cli(['dataset', 'compose', '--dataset', mmlu]);
      expect(reused.code).toBe(0);
      expect(reused.stdout).toMatch(/its dataset is reused/);
      expect(reused.stdout).toMatch(new RegExp(`^dataset\\s+${mmlu}$`, 'm'));

      expectServerError(await cli(['dataset', 'compose', '--dataset', mmlu, '--benchmark', 'hle']), 'BAD_USER_INPUT');
      expectServerError(await cli(['dataset', 'compose', '--dataset', 'f'.repeat(64), '--benchmark', 'mmlu-pro']), 'NOT_FOUND');
      expect((await cli(['dataset', 'compose', '--benchmark', 'mmlu-pro'])).code).toBe(2);
    },
    SLOW,
  );
});

describe('sr-bench target list|register', () => {
  const simulator = () => /simulated provider at (http:\/\/127\.0\.0\.1:\d+)\/v1/.exec(server!.output())?.[1];

  it(
    'list prints the registry as a table, or the API documents',
    async () => {
      const api = await gqlAt(server!.url, '{ targets { targetId kind model priced sessionMode } }');
      const listed = await json<{ targetId: string; kind: string }[]>(['target', 'list']);
      expect(listed.map((t) => t.targetId)).toEqual(api.data!.targets.map((t: { targetId: string }) => t.targetId));
      expect(listed.map((t) => t.targetId)).toContain('sim-router');
      const table = await cli(['target', 'list']);
      expect(table.code).toBe(0);
      expect(table.stdout).toMatch(/^TARGET\s+KIND\s+MODEL\s+PRICED\s+SESSION/);
      expect(table.stdout).toMatch(/^sim-router\s+mom\s+MoM\s+yes\s+stateless/m);
      expect(table.stdout).toMatch(/^sim-small\s+single\s+sim\/small-8b\s+yes/m);
    },
    SLOW,
  );

  it(
    'register --file replaces the registry with a YAML file (the demo targets plus one) and list shows it',
    async () => {
      const origin = simulator();
      expect(origin).toBeDefined();
      const targets = [
        ...demoTargets(`${origin}/v1`, `${origin}/router/v1`),
        { id: 'cli-extra', kind: 'single', model: 'sim/medium-32b', base_url: `${origin}/v1`, session_mode: 'session_aware' },
      ];
      const file = join(work, 'targets.yaml');
      // Shared price objects would become YAML aliases, which readDocumentFile refuses.
      writeFileSync(file, stringify({ targets }, { aliasDuplicateObjects: false }));
      const registered = await cli(['target', 'register', '--file', file]);
      expect(registered.code, registered.stderr).toBe(0);
      expect(registered.stdout).toMatch(/^cli-extra\s+single\s+sim\/medium-32b\s+no\s+session_aware/m);
      expect(registered.stdout).toMatch(/Registered 7 target\(s\); the registry was replaced\.$/m);
      const listed = await json<{ targetId: string; priced: boolean }[]>(['target', 'list']);
      expect(listed.map((t) => t.targetId).sort()).toEqual(targets.map((t) => t.id).sort());

      // A JSON list works too, and --json prints what was registered; dropped ids are named.
      const jsonFile = join(work, 'targets.json');
      writeFileSync(jsonFile, JSON.stringify(targets.slice(0, -1)));
      const again = await json<{ targetId: string }[]>(['target', 'register', '--file', jsonFile]);
      expect(again.map((t) => t.targetId).sort()).toEqual(
        targets
          .slice(0, -1)
          .map((t) => t.id)
          .sort(),
      );
      writeFileSync(file, stringify(targets, { aliasDuplicateObjects: false }));
      expect((await cli(['target', 'register', '--file', file])).stdout).not.toMatch(/No longer registered/);
      const dropping = await cli(['target', 'register', '--file', jsonFile]);
      expect(dropping.stdout).toMatch(/No longer registered: cli-extra\./);
    },
    SLOW,
  );

  it(
    'a bad file exits 1 (the server’s BAD_USER_INPUT) and leaves the registry as it was',
    async () => {
      const before = await json<{ id: string }[]>(['target', 'list']);
      const bad = join(work, 'bad-targets.yaml');
      writeFileSync(bad, stringify([{ id: 'x', kind: 'single', model: 'm', base_url: 'http://127.0.0.1:9/v1', api_key: 'secret' }]));
      expectServerError(await cli(['target', 'register', '--file', bad]), 'BAD_USER_INPUT', /unsupported fields/);
      const lone = join(work, 'lone-target.json');
      writeFileSync(lone, JSON.stringify({ id: 'x', kind: 'single', model: 'm' }));
      expectServerError(await cli(['target', 'register', '--file', lone]), 'BAD_USER_INPUT', /must hold a list of target objects/);
      expectServerError(await cli(['target', 'register', '--file', join(work, 'missing.yaml')]), 'IO_ERROR', /does not exist/);
      expect(await json(['target', 'list'])).toEqual(before);
      expect((await cli(['target', 'register'])).code).toBe(2);
    },
    SLOW,
  );
});

describe('sr-bench experiment create|attach|show|delete', () => {
  let created = { experimentId: '', name: '', runCount: -1 };
  let candidate: { runId: string } | undefined;

  it(
    'create is idempotent by key (another name is a CONFLICT); list shows it',
    async () => {
      created = await json<{ experimentId: string; name: string; runCount: number }>([
        'experiment',
        'create',
        '--name',
        'CLI tuning',
        '--idempotency-key',
        'cli-key-1',
      ]);
      expect(created.experimentId).toMatch(/^exp-[0-9a-f]{32}$/);
      expect(created).toMatchObject({ name: 'CLI tuning', runCount: 0 });
      const human = await cli(['experiment', 'create', '--name', 'CLI tuning', '--idempotency-key', 'cli-key-1']);
      expect(human.code, human.stderr).toBe(0);
      expect(human.stdout).toMatch(new RegExp(`^experiment\\s+${created.experimentId}$`, 'm'));
      expectServerError(await cli(['experiment', 'create', '--name', 'Other name', '--idempotency-key', 'cli-key-1']), 'CONFLICT');

      const listed = await json<{ experimentId: string }[]>(['experiment', 'list']);
      expect(listed.map((e) => e.experimentId)).toContain(created.experimentId);
      expect((await cli(['experiment', 'list'])).stdout).toMatch(new RegExp(`^${created.experimentId}\\s+0\\s+0\\s+local\\s`, 'm'));
    },
    SLOW,
  );

  it(
    'attach links a run with a case-insensitive role, once; show lists it',
    async () => {
      expect(created.experimentId).not.toBe('');
      const runs = await gqlAt<{ runs: { edges: { node: { runId: string; status: string; allowedExperimentRoles: string[] } }[] } }>(
        server!.url,
        '{ runs(first: 100) { edges { node { runId status allowedExperimentRoles } } } }',
      );
      // A finished run (an active one would block deletion) that may be a candidate but not a baseline.
      candidate = runs
        .data!.runs.edges.map((e) => e.node)
        .find((r) => r.status === 'COMPLETED' && r.allowedExperimentRoles.includes('CANDIDATE') && !r.allowedExperimentRoles.includes('BASELINE'));
      expect(candidate).toBeDefined();
      const linked = await json(['experiment', 'attach', created.experimentId, candidate!.runId, '--role', 'Candidate', '--hypothesis', 'cheaper routing']);
      expect(linked).toMatchObject({
        role: 'CANDIDATE',
        hypothesis: 'cheaper routing',
        run: { runId: candidate!.runId },
        experiment: { experimentId: created.experimentId, runCount: 1 },
      });
      const relinked = await cli(['experiment', 'attach', created.experimentId, candidate!.runId, '--role', 'candidate', '--hypothesis', 'cheaper routing']);
      expect(relinked.code, relinked.stderr).toBe(0);
      expect(relinked.stdout).toMatch(/is linked to experiment .* as candidate \(hypothesis: cheaper routing\); the experiment has 1 run\(s\)/);
      expectServerError(await cli(['experiment', 'attach', created.experimentId, candidate!.runId, '--role', 'baseline']), 'BAD_USER_INPUT');
      expectServerError(await cli(['experiment', 'attach', created.experimentId, 'run-00000000000000000000', '--role', 'candidate']), 'NOT_FOUND');
      const badRole = await cli(['experiment', 'attach', created.experimentId, candidate!.runId, '--role', 'winner']);
      expect(badRole.code).toBe(2);
      expect(badRole.stderr).toMatch(/--role must be one of smoke, baseline/);
      expect((await cli(['experiment', 'attach', created.experimentId, '--role', 'candidate'])).code).toBe(2);

      const shown = await cli(['experiment', 'show', created.experimentId]);
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).toMatch(/^runs\s+1 \(0 active\)$/m);
      expect(shown.stdout).toMatch(new RegExp(`^${candidate!.runId}\\s+candidate\\s`, 'm'));
      const shownJson = await json(['experiment', 'show', created.experimentId]);
      expect(shownJson.members).toEqual([expect.objectContaining({ role: 'CANDIDATE', hypothesis: 'cheaper routing' })]);
    },
    SLOW,
  );

  it(
    'delete prints the receipt, again the same one; the deleted experiment and its key are gone',
    async () => {
      expect(candidate).toBeDefined(); // linked above
      const receipt = await json(['experiment', 'delete', created.experimentId, '--idempotency-key', 'cli-delete-1']);
      expect(receipt).toMatchObject({ id: created.experimentId, deleted: true, unlinked_runs: 1, runs_deleted: 0, model_requests: 0 });
      const repeated = await cli(['experiment', 'delete', created.experimentId, '--idempotency-key', 'cli-delete-1']);
      expect(repeated.code, repeated.stderr).toBe(0);
      expect(repeated.stdout).toMatch(
        new RegExp(
          `^Deleted experiment ${created.experimentId} at ${receipt.deleted_at.replaceAll('+', '\\+')}: 1 run link\\(s\\) removed, 0 runs deleted\\.$`,
          'm',
        ),
      );
      expectServerError(await cli(['experiment', 'show', created.experimentId]), 'NOT_FOUND');
      expectServerError(await cli(['experiment', 'create', '--name', 'CLI tuning', '--idempotency-key', 'cli-key-1']), 'CONFLICT', /deleted experiment/);
    },
    SLOW,
  );

  it(
    'unknown experiments exit 1 with NOT_FOUND; missing keys and names exit 2',
    async () => {
      const unknown = `exp-${'0'.repeat(32)}`;
      expectServerError(await cli(['experiment', 'delete', unknown, '--idempotency-key', 'k']), 'NOT_FOUND');
      expectServerError(await cli(['experiment', 'attach', unknown, 'run-00000000000000000000', '--role', 'smoke']), 'NOT_FOUND');
      expectServerError(await cli(['experiment', 'show', unknown]), 'NOT_FOUND');
      expect((await cli(['experiment', 'delete', unknown])).code).toBe(2);
      expect((await cli(['experiment', 'create', '--idempotency-key', 'k'])).code).toBe(2);
      expect((await cli(['experiment', 'create', '--name', 'x'])).code).toBe(2);
    },
    SLOW,
  );
});
