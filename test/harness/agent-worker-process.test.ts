/**
 * The harness worker as the server starts it (`node --import tsx src/harness/local/main.ts
 * REQUEST RESULT`) on the demo agent tasks, with a loopback bridge that checks the token and
 * forwards to the simulated provider: a graded result file and one progress line per step.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgentAnswers, demoAgentCases } from '../../src/demo/demo-agent-tasks.ts';
import type { BridgeRequest } from '../../src/domain/harness/protocol.ts';
import { BRIDGE_TOKEN_ENV, BRIDGE_URL_ENV, REQUEST_FILE, RESULT_FILE } from '../../src/domain/harness/protocol.ts';
import { startSimulator } from '../../src/simulator/index.ts';
import type { SimulatorHandle } from '../../src/simulator/index.ts';
import { simulatorBridge } from '../helpers/simulator-bridge.ts';

const MAIN = fileURLToPath(new URL('../../src/harness/local/main.ts', import.meta.url));
const TOKEN = 'bridge-token-for-test';
const dir = mkdtempSync(join(tmpdir(), 'agent-worker-'));
/** A task whose one command outlives any patience: the worker is stopped while it runs. */
const STOP_CASE = {
  id: 'terminal-bench-2.1/stopped',
  benchmark: 'terminal-bench-2.1',
  messages: [],
  metadata: { task: { instruction: 'Wait.', files: {}, test: 'true' } },
};
const STOP_REFERENCE = { kind: 'agent', commands: ['echo $$ > group.txt; sleep 300'], final: 'done' };
let sim: SimulatorHandle;
let bridgeServer: Server;
let bridgeUrl = '';

beforeAll(async () => {
  const fast = { ttft_ms: 0, latency_ms: 0 };
  sim = await startSimulator({
    router: false,
    models: [
      { name: 'agent', accuracy: 1, ...fast },
      { name: 'user', persona: 'user_simulator', ...fast },
    ],
    answers: new Map<string, unknown>([...demoAgentAnswers(), [STOP_CASE.id, STOP_REFERENCE]]),
  });
  const forward = simulatorBridge({ subject: { baseUrl: sim.url, model: 'agent' }, simulator: { baseUrl: sim.url, model: 'user' } });
  bridgeServer = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += String(d)));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${TOKEN}`) {
        res.writeHead(401).end('{}');
        return;
      }
      // The harness's bridge client writes the protocol's request body.
      const request = JSON.parse(body) as BridgeRequest;
      forward.call(request.messages, { role: request.role, extraBody: request.extra_body }).then(
        (receipt) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(receipt)),
        (error: unknown) => res.writeHead(502).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => bridgeServer.listen(0, '127.0.0.1', resolve));
  bridgeUrl = `http://127.0.0.1:${(bridgeServer.address() as AddressInfo).port}/bridge`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => bridgeServer.close(() => resolve()));
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

interface WorkerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function runWorker(artifactDir: string, started?: (child: ChildProcess) => void): Promise<WorkerExit> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, join(artifactDir, REQUEST_FILE), join(artifactDir, RESULT_FILE)], {
    env: { PATH: process.env.PATH, [BRIDGE_URL_ENV]: bridgeUrl, [BRIDGE_TOKEN_ENV]: TOKEN },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += String(d)));
  child.stderr.on('data', (d) => (stderr += String(d)));
  const timer = setTimeout(() => child.kill('SIGKILL'), 80_000);
  return new Promise((resolve) =>
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    }),
  );
}

describe('the local harness worker on agent tasks', () => {
  it.each(['tau3/retail/demo-cancel-order', 'terminal-bench-2.1/demo-fix-count'])('%s: graded result file and step lines', async (id) => {
    const c = demoAgentCases().find((x) => x.id === id);
    const artifactDir = mkdtempSync(join(dir, 'cell-'));
    writeFileSync(
      join(artifactDir, REQUEST_FILE),
      JSON.stringify({
        case: c,
        config: { harness: 'sr-bench-local', max_steps: 30, release: 'demo' },
        seed: 1,
        limits: {},
        source_root: null,
        artifact_dir: artifactDir,
      }),
    );
    const { code, stdout, stderr } = await runWorker(artifactDir);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const result = JSON.parse(readFileSync(join(artifactDir, RESULT_FILE), 'utf8')) as { score: number; correct: boolean };
    expect(result).toMatchObject({ score: 1, correct: true });
    expect(stdout).toMatch(/^step 1 (subject|simulator) /m);
    expect(stdout).toMatch(/subject tool_calls=0$/m);
  });

  it("a stopped worker takes the running command's process group with it", async () => {
    const artifactDir = mkdtempSync(join(dir, 'cell-'));
    writeFileSync(
      join(artifactDir, REQUEST_FILE),
      JSON.stringify({ case: STOP_CASE, config: { max_steps: 5 }, seed: 1, limits: {}, source_root: null, artifact_dir: artifactDir }),
    );
    const groupFile = join(artifactDir, 'workspace', 'group.txt');
    // On two loaded cores the worker's start (tsx) and first step can take long: the wait for the
    // command is generous, and a worker stopped for want of it says so rather than a bare code.
    let commandStarted = false;
    const done = runWorker(artifactDir, (child) => {
      const deadline = Date.now() + 60_000;
      const poll = setInterval(() => {
        if (existsSync(groupFile) && readFileSync(groupFile, 'utf8').trim() !== '') {
          clearInterval(poll);
          commandStarted = true;
          child.kill('SIGTERM');
        } else if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null) {
          clearInterval(poll);
          child.kill('SIGKILL');
        }
      }, 50);
    });
    const { code, signal, stdout, stderr } = await done;
    expect({ commandStarted, code, signal }, `worker output:\n${stdout}\n${stderr}`).toEqual({ commandStarted: true, code: 143, signal: null });
    const group = Number(readFileSync(groupFile, 'utf8').trim());
    const alive = (): boolean => {
      try {
        process.kill(-group, 0);
        return true;
      } catch {
        return false;
      }
    };
    const deadline = Date.now() + 5_000;
    while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive()).toBe(false);
  }, 100_000);
});
