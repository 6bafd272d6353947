// The run verbs as a user runs them: a real `sr-bench serve --demo` (fresh database, simulated
// provider), then `sr-bench plan|run|cancel --url …` as child processes. Ctrl-C is a real SIGINT.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/client.ts';
import { cancelCommand } from '../../src/cli/verbs/cancel.ts';
import { planCommand, planVariables } from '../../src/cli/verbs/plan.ts';
import { runCommand, shellWord, startSource } from '../../src/cli/verbs/run.ts';
import { planLeaks } from '../helpers/plan-secrets.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { BIN, gqlAt, runCli, spawnServer, type CliResult, type ServerProcess } from '../helpers/process.ts';

let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;
let datasetId = '';
const dir = mkdtempSync(join(tmpdir(), 'srb-cli-run-'));
const env = () => ({ ...process.env, SR_BENCH_URL: '', SR_BENCH_TOKEN: '' });

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  server = await spawnServer(['--demo'], { SR_BENCH_DATA_DIR: mkdtempSync(join(tmpdir(), 'srb-cli-run-db-')), DATABASE_URL: fresh?.url ?? '' });
  const datasets = await gqlAt<{ datasets: { edges: { node: { datasetId: string } }[] } }>(server.url, '{ datasets { edges { node { datasetId } } } }');
  datasetId = datasets.data!.datasets.edges[0]!.node.datasetId;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await drop?.();
});

const cli = (args: string[], timeoutMs = 120_000) => runCli([...args, '--url', server!.url], env(), timeoutMs);

/** A YAML PlanInput file for the demo dataset and `targets`. */
function planInputFile(name: string, targets: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, `# a smoke plan\ndatasetId: ${datasetId}\nprofile: SMOKE\ntargetIds:\n${targets.map((t) => `  - ${t}`).join('\n')}\n`);
  return path;
}

interface ApiPlan {
  planSha256: string;
  caseSha256: string;
  total: number;
  manifestText: string;
}

async function apiPlan(targets: string[]): Promise<ApiPlan> {
  const response = await gqlAt<{ planRun: { plan: ApiPlan | null; userErrors: unknown[] } }>(
    server!.url,
    'mutation ($input: PlanInput!) { planRun(input: { plan: $input }) { plan { planSha256 caseSha256 total manifestText } userErrors { code message } } }',
    { input: { datasetId, profile: 'SMOKE', targetIds: targets } },
  );
  expect(response.errors).toBeUndefined();
  expect(response.data!.planRun.userErrors).toEqual([]);
  return response.data!.planRun.plan!;
}

/** Plans `targets` with the CLI into a new frozen plan file. */
async function frozenPlanFile(name: string, targets: string[]): Promise<string> {
  const output = join(dir, `${name}.plan.json`);
  const result = await cli(['plan', '--manifest', planInputFile(`${name}.yaml`, targets), '--output', output]);
  expect(result.code, result.stderr).toBe(0);
  return output;
}

const TERMINAL = ['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED'];

async function runStatus(runId: string): Promise<string> {
  const response = await gqlAt<{ run: { status: string } | null }>(server!.url, 'query ($id: ID!) { run(id: $id) { status } }', { id: runId });
  return response.data!.run!.status;
}

async function waitTerminal(runId: string, timeoutMs = 150_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await runStatus(runId);
    if (TERMINAL.includes(status)) return status;
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Slow enough (three targets, one cell at a time) to be mid-run when a test acts on it.
const SLOW = ['sim-large', 'sim-router', 'sim-medium'];

describe('plan and run files', () => {
  it('a PlanInput goes as typed input, a manifest as its exact text', () => {
    expect(planVariables('{"datasetId":"d","targetIds":["a"],"seed":7}')).toEqual({ input: { datasetId: 'd', targetIds: ['a'], seed: 7 } });
    const manifest = '{"version":"1.0","limits":{"max_cost_usd":5.0}}';
    expect(planVariables(manifest)).toEqual({ manifest });
  });

  it('run starts a plan file or the Plan document of plan --json by its hash; any other manifest goes as its text', () => {
    expect(startSource('{"plan_sha256":"x","cases":[]}')).toEqual({ planSha256: 'x' });
    expect(startSource(JSON.stringify({ planSha256: 'y', manifestText: '{"a":1.0}' }))).toEqual({ planSha256: 'y' });
    const manifest = '{"version":"sr-bench-1.0","limits":{"max_cost_usd":5.0}}';
    expect(startSource(manifest)).toEqual({ plan: manifest });
    expect(shellWord('plan.json')).toBe('plan.json');
    expect(shellWord("my plan's.json")).toBe(`'my plan'\\''s.json'`);
  });
});

describe('sr-bench plan', () => {
  it('freezes a YAML PlanInput and prints a summary with the next command', async () => {
    const api = await apiPlan(['sim-small', 'sim-router']);
    const result = await cli(['plan', '--manifest', planInputFile('input.yaml', ['sim-small', 'sim-router'])]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^plan sha256\\s+${api.planSha256}$`, 'm'));
    expect(result.stdout).toMatch(new RegExp(`^case sha256\\s+${api.caseSha256}$`, 'm'));
    expect(result.stdout).toMatch(new RegExp(`^cells\\s+${api.total}$`, 'm'));
    expect(result.stdout).toMatch(/^est\. max reservation\s+\$[\d,]+\.\d{2,} /m);
    expect(result.stdout).toContain('0 model requests');
    expect(result.stdout).toMatch(/^TARGET\s+KIND\s+MODEL\s+PRICED$/m);
    expect(result.stdout).toMatch(/^sim-router\s+mom\s+MoM\s+yes$/m);
    expect(result.stdout).toMatch(/sr-bench run --plan plan\.json --idempotency-key \S+ --url /);
  });

  it('says before Start when the budget cannot carry the plan', async () => {
    const path = join(dir, 'tight.yaml');
    writeFileSync(path, `datasetId: ${datasetId}\nprofile: SMOKE\ntargetIds: [sim-small]\nlimits:\n  maxCostUsd: 0.00001\n`);
    const result = await cli(['plan', '--manifest', path]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^warning: cells will fail \(CALL_OVER_BUDGET\): \d+ subject calls each reserve up to \$[\d.]+, more than the \$0\.00001 budget/m,
    );
    expect(result.stdout).toMatch(/^note: may stop early \(RESERVATIONS_OVER_BUDGET\): /m);
    const roomy = await cli(['plan', '--manifest', planInputFile('roomy.yaml', ['sim-small'])]);
    expect(roomy.stdout).not.toMatch(/^(warning|note):/m);
  });

  it('--json prints the Plan document; a full JSON manifest keeps its number lexemes', async () => {
    const api = await apiPlan(['sim-medium']);
    expect(api.manifestText).toContain('"max_cost_usd":5.0'); // a float that JSON.parse would turn into 5
    const manifest = join(dir, 'manifest.json');
    writeFileSync(
      manifest,
      `{"version":"sr-bench-1.0","profile":"smoke","dataset":{"id":"${datasetId}"},"targets":[{"id":"sim-medium"}],"limits":{"max_cost_usd":5.0}}`,
    );
    const result = await cli(['plan', '--manifest', manifest, '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const plan = JSON.parse(result.stdout) as ApiPlan & { manifest: unknown; modelRequests: number; targets: { targetId: string }[] };
    expect(plan.planSha256).toBe(api.planSha256);
    expect(plan.manifestText).toBe(api.manifestText);
    expect(plan.manifest).toEqual(JSON.parse(api.manifestText));
    expect(plan.modelRequests).toBe(0);
    expect(plan.targets.map((t) => t.targetId)).toEqual(['sim-medium']);
  });

  it('--output writes the exact manifestText and never overwrites', async () => {
    const api = await apiPlan(['sim-small']);
    const output = join(dir, 'frozen.json');
    const first = await cli(['plan', '--manifest', planInputFile('frozen.yaml', ['sim-small']), '--output', output]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`Wrote the frozen plan to ${output}`);
    expect(first.stdout).toContain(`sr-bench run --plan ${output} --idempotency-key`);
    expect(readFileSync(output, 'utf8')).toBe(api.manifestText);
    expect(JSON.parse(readFileSync(output, 'utf8')).plan_sha256).toBe(api.planSha256);
    const again = await cli(['plan', '--manifest', planInputFile('other.yaml', ['sim-large']), '--output', output]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/never overwritten \(FILE_EXISTS\)/);
    expect(readFileSync(output, 'utf8')).toBe(api.manifestText);
  });

  it('the plan file and the --json Plan document hold public case fields and hashes only: no answer, hidden field, URL or credential name', async () => {
    const output = join(dir, 'public.plan.json');
    const input = planInputFile('public.yaml', ['sim-small', 'sim-router']);
    const written = await cli(['plan', '--manifest', input, '--output', output]);
    expect(written.code, written.stderr).toBe(0);
    const text = readFileSync(output, 'utf8');
    const file = JSON.parse(text) as { cases: { question: string }[]; targets: { id: string }[]; plan_sha256: string };
    expect(file.cases.length).toBe(25);
    expect(file.cases.every((c) => c.question.length > 0)).toBe(true);
    expect(file.targets.map((t) => t.id)).toEqual(['sim-small', 'sim-router']);
    // The demo's targets are wired to loopback URLs: none may appear, nor any answer.
    expect(planLeaks('plan file', file, ['http://', 'https://'])).toEqual([]);
    expect(text).not.toMatch(/"answer"|base_url|preview_url|api_key_env|header_env/);
    const json = await cli(['plan', '--manifest', input, '--json']);
    expect(json.code, json.stderr).toBe(0);
    expect(planLeaks('plan --json', JSON.parse(json.stdout), ['http://', 'https://'])).toEqual([]);
  });

  it('usage errors exit 2; an invalid plan is the server error, exit 1', async () => {
    const usage = await cli(['plan']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/missing --manifest FILE \(USAGE\)\nUsage: sr-bench plan/);
    await expect(planCommand(['--manifest', 'x.yaml', 'extra'])).rejects.toBeInstanceOf(UsageError);
    await expect(planCommand(['--manifest', 'x.yaml', '--output', ''])).rejects.toBeInstanceOf(UsageError);
    const bad = await cli(['plan', '--manifest', planInputFile('bad.yaml', ['no-such-target'])]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^sr-bench: .+ \([A-Z_]+\)$/m);
  });
});

describe('sr-bench run', () => {
  it('follows a run to completion; the same key returns the same run; another plan is a CONFLICT', async () => {
    const plan = await frozenPlanFile('follow', ['sim-small']);
    const result = await cli(['run', '--plan', plan, '--idempotency-key', 'cli-follow-1']);
    expect(result.code, result.stderr).toBe(0);
    const runId = /^run\s+(run-[0-9a-f]{20})$/m.exec(result.stdout)?.[1];
    expect(runId).toBeDefined();
    expect(result.stdout).toMatch(/^status\s+completed$/m);
    expect(result.stdout).toMatch(/^progress\s+25\/25 completed, 0 failed/m);
    expect(result.stdout).toMatch(/^known spend\s+\$[\d,]+\.\d{2,}$/m);
    expect(result.stdout).toContain(`sr-bench report ${runId}`);
    expect(result.stderr).toContain(`Following ${runId}`);
    expect(result.stderr).toMatch(new RegExp(`^${runId} (queued|running): \\d+/25 completed`, 'm'));
    expect(await runStatus(runId!)).toBe('COMPLETED');

    // Repeating the command with the key: the same run (already terminal: reported at once).
    const again = await cli(['run', '--plan', plan, '--idempotency-key', 'cli-follow-1', '--json']);
    expect(again.code).toBe(0);
    const final = JSON.parse(again.stdout) as { runId: string; status: string; progress: { completed: number } };
    expect(final).toMatchObject({ runId, status: 'COMPLETED', progress: { completed: 25 } });

    const other = await frozenPlanFile('other', ['sim-medium']);
    const conflict = await cli(['run', '--plan', other, '--idempotency-key', 'cli-follow-1']);
    expect(conflict.code).toBe(1);
    expect(conflict.stdout).toBe('');
    expect(conflict.stderr).toMatch(/^sr-bench: .+ \(CONFLICT\)$/m);
  }, 240_000);

  it('--detach prints the run and returns; usage errors exit 2', async () => {
    const plan = await frozenPlanFile('detach', ['sim-small']);
    const result = await cli(['run', '--plan', plan, '--idempotency-key', 'cli-detach-1', '--detach', '--json']);
    expect(result.code, result.stderr).toBe(0);
    const run = JSON.parse(result.stdout) as { runId: string; status: string; planSha256: string };
    expect(run.runId).toMatch(/^run-[0-9a-f]{20}$/);
    expect(run.planSha256).toBe(JSON.parse(readFileSync(plan, 'utf8')).plan_sha256);
    const human = await cli(['run', '--plan', plan, '--idempotency-key', 'cli-detach-1', '--detach']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(new RegExp(`^run\\s+${run.runId}$`, 'm'));
    expect(human.stdout).toContain(`Follow it: sr-bench run --plan ${plan} --idempotency-key cli-detach-1`);
    expect(await waitTerminal(run.runId)).toBe('COMPLETED');

    const usage = await cli(['run', '--plan', plan]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/missing --idempotency-key KEY \(USAGE\)/);
    await expect(runCommand(['--idempotency-key', 'k'])).rejects.toBeInstanceOf(UsageError);
    await expect(runCommand(['--plan', plan, '--idempotency-key', 'k', 'extra'])).rejects.toBeInstanceOf(UsageError);
    await expect(runCommand(['--plan', plan, '--idempotency-key', 'k', '--bogus'])).rejects.toBeInstanceOf(UsageError);
  }, 240_000);

  it('an admin (the local mode) may start a full manifest file, sent as its text', async () => {
    const manifest = join(dir, 'full-manifest.json');
    writeFileSync(manifest, `{"version":"sr-bench-1.0","profile":"smoke","dataset":{"id":"${datasetId}"},"targets":[{"id":"sim-small"}]}`);
    const result = await cli(['run', '--plan', manifest, '--idempotency-key', 'cli-full-1', '--detach', '--json']);
    expect(result.code, result.stderr).toBe(0);
    const run = JSON.parse(result.stdout) as { runId: string; planSha256: string };
    expect(run.planSha256).toBe((await apiPlan(['sim-small'])).planSha256);
    expect(await waitTerminal(run.runId)).toBe('COMPLETED');
  }, 240_000);

  it('Ctrl-C stops following, never the run; following again with the key resumes it', async () => {
    const plan = await frozenPlanFile('sigint', SLOW);
    const child = spawn(process.execPath, [BIN, 'run', '--plan', plan, '--idempotency-key', 'cli-sigint-1', '--url', server!.url], {
      env: env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const result = await interruptAfter(child, /^Following (run-[0-9a-f]{20})/m, 120_000);
    expect(result.code, result.stderr).toBe(130);
    const runId =
      /Stopped following (run-[0-9a-f]{20}); it continues on the server\. Follow again: sr-bench run --plan (\S+) --idempotency-key cli-sigint-1/.exec(
        result.stderr,
      )?.[1];
    expect(runId).toBeDefined();
    expect(result.stdout).toBe('');
    expect(['QUEUED', 'RUNNING']).toContain(await runStatus(runId!));

    const resumed = await cli(['run', '--plan', plan, '--idempotency-key', 'cli-sigint-1'], 240_000);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toMatch(new RegExp(`^run\\s+${runId}$`, 'm'));
    expect(resumed.stdout).toMatch(/^status\s+completed$/m);
    expect(await runStatus(runId!)).toBe('COMPLETED');
  }, 360_000);
});

describe('sr-bench cancel', () => {
  it('cancels a running run; following it then exits 1 with the cancelled status', async () => {
    const plan = await frozenPlanFile('cancel', SLOW);
    const started = await cli(['run', '--plan', plan, '--idempotency-key', 'cli-cancel-1', '--detach', '--json']);
    expect(started.code, started.stderr).toBe(0);
    const { runId } = JSON.parse(started.stdout) as { runId: string };
    const result = await cli(['cancel', runId]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^run\\s+${runId}$`, 'm'));
    expect(result.stdout).toMatch(/^status\s+(queued|running|cancelled)$/m);
    expect(await waitTerminal(runId)).toBe('CANCELLED');

    const followed = await cli(['run', '--plan', plan, '--idempotency-key', 'cli-cancel-1']);
    expect(followed.code).toBe(1);
    expect(followed.stdout).toMatch(/^status\s+cancelled$/m);
    const json = JSON.parse((await cli(['cancel', runId, '--json'])).stdout) as { runId: string; status: string };
    expect(json).toMatchObject({ runId, status: 'CANCELLED' });
  }, 240_000);

  it('an unknown run exits 1 with NOT_FOUND; usage errors exit 2', async () => {
    const result = await cli(['cancel', 'run-00000000000000000000']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^sr-bench: .*run-00000000000000000000.* \(NOT_FOUND\)$/m);
    expect((await cli(['cancel'])).code).toBe(2);
    await expect(cancelCommand(['a', 'b'])).rejects.toBeInstanceOf(UsageError);
  });
});

/** Sends SIGINT once stderr matches `ready`, then waits (bounded) for the exit. */
function interruptAfter(child: ReturnType<typeof spawn>, ready: RegExp, timeoutMs: number): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    let sent = false;
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => {
      stderr += d;
      if (!sent && ready.test(stderr)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`sr-bench did not stop in time\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
