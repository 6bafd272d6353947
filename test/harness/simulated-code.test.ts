// Simulator → loopback bridge → code harness: the demo code tasks graded as the simulated
// model's accuracy says, in process and through the harness worker's own entry point.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCodeAnswers, demoCodeCases } from '../../src/demo/demo-code-tasks.ts';
import { DEMO_HARNESS_REVISION } from '../../src/demo/demo-harness-revision.ts';
import { httpBridge } from '../../src/harness/local/bridge-client.ts';
import { localHarnessFor } from '../../src/harness/local/registry.ts';
import type { BridgeReceipt, HarnessRequest, HarnessResult } from '../../src/domain/harness/protocol.ts';
import type { JsonRecord } from '../../src/domain/json/json-value.ts';
import { startSimulator, type SimulatorHandle } from '../../src/simulator/index.ts';
import { harnessRequest, quietIo } from './fake-bridge.ts';

const TOKEN = 'test-bridge-token';

let sim: SimulatorHandle;
let bridgeServer: Server;
let bridgeUrl: string;
/** The model each bridge call goes to, switched by the tests (one at a time). */
let currentModel = 'sim/always-right';
const requests: HarnessRequest[] = [];

/** A stand-in for the server's bridge: forwards each call to the simulator and answers a receipt. */
async function forward(body: JsonRecord): Promise<BridgeReceipt> {
  const response = await fetch(`${sim.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: currentModel, messages: body['messages'], stream: false }),
    signal: AbortSignal.timeout(20_000),
  });
  const completion = (await response.json()) as { choices: { message: { content: string }; finish_reason: string }[] };
  const choice = completion.choices[0];
  if (choice === undefined) throw new Error('no choice');
  return {
    model: currentModel,
    final: choice.message.content,
    reasoning: null,
    finish_reason: choice.finish_reason,
    output_complete: choice.finish_reason === 'stop',
    usage: null,
    cost_usd: null,
    latency_s: null,
  };
}

beforeAll(async () => {
  sim = await startSimulator({
    router: false,
    answers: demoCodeAnswers(),
    models: [
      { name: 'sim/always-right', accuracy: 1, ttft_ms: 0, latency_ms: 0 },
      { name: 'sim/always-wrong', accuracy: 0, ttft_ms: 0, latency_ms: 0 },
      { name: 'sim/coin', accuracy: 0.5, ttft_ms: 0, latency_ms: 0 },
    ],
  });
  bridgeServer = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${TOKEN}`) {
        res.writeHead(401).end('no');
        return;
      }
      forward(JSON.parse(Buffer.concat(parts).toString('utf8')) as JsonRecord).then(
        (receipt) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(receipt)),
        (error: unknown) => res.writeHead(502).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => bridgeServer.listen(0, '127.0.0.1', resolve));
  bridgeUrl = `http://127.0.0.1:${(bridgeServer.address() as AddressInfo).port}/bridge`; // a TCP listener's address
});

afterAll(async () => {
  await new Promise<void>((resolve) => bridgeServer.close(() => resolve()));
  await sim.close();
  for (const r of requests) await rm(r.artifact_dir, { recursive: true, force: true });
});

async function grade(testCase: JsonRecord, model: string): Promise<HarnessResult> {
  currentModel = model;
  const harness = localHarnessFor(String(testCase['benchmark']));
  if (harness === null) throw new Error('no harness');
  const request = await harnessRequest(testCase);
  requests.push(request);
  return harness(request, httpBridge(bridgeUrl, TOKEN), quietIo());
}

const cases = demoCodeCases();

describe('demo code tasks', () => {
  it('are shaped like demo cases: ids, first message led by the id, split, origin, fixed revision', () => {
    expect(cases.filter((c) => c.benchmark === 'livecodebench').length).toBeGreaterThanOrEqual(3);
    expect(cases.filter((c) => c.benchmark === 'scicode').length).toBeGreaterThanOrEqual(2);
    for (const c of cases) {
      expect(c.id.startsWith(`${c.benchmark}/`)).toBe(true);
      expect(c.messages[0]?.content.startsWith(`[${c.id}] `)).toBe(true);
      expect(c.metadata).toMatchObject({ split: 'dev', source_revision: DEMO_HARNESS_REVISION });
    }
    expect(DEMO_HARNESS_REVISION).toMatch(/^[0-9a-f]{40}$/);
    expect([...demoCodeAnswers().keys()]).toEqual(cases.map((c) => c.id));
  });
});

describe('simulated models on the demo code tasks', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s: accuracy 1 is graded correct, accuracy 0 incorrect', async (_id, testCase) => {
    expect(await grade(testCase, 'sim/always-right')).toMatchObject({ correct: true, score: 1 });
    expect(await grade(testCase, 'sim/always-wrong')).toMatchObject({ correct: false, score: 0 });
  });

  it('a model is right or wrong for a whole SciCode task, not step by step', async () => {
    for (const testCase of cases.filter((c) => c.benchmark === 'scicode')) {
      sim.clearRequests();
      const result = await grade(testCase, 'sim/coin');
      expect([0, result.details['steps_total']]).toContain(result.details['steps_passed']);
      const intended = new Set(sim.chatRequests().map((r) => r.intended_correct));
      expect(intended.size).toBe(1);
      expect(intended.has(result.correct)).toBe(true);
    }
  });

  it('the harness worker process grades a case through the bridge and writes its result file', async () => {
    currentModel = 'sim/always-right';
    const testCase = cases.find((c) => c.benchmark === 'scicode') as JsonRecord; // at least two exist, checked above
    const request = await harnessRequest(testCase);
    requests.push(request);
    const requestPath = join(request.artifact_dir, 'harness-input.json');
    const resultPath = join(request.artifact_dir, 'harness-result.json');
    await writeFile(requestPath, JSON.stringify(request));
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/harness/local/main.ts', requestPath, resultPath], {
      env: { PATH: process.env['PATH'], SR_BENCH_BRIDGE: bridgeUrl, SR_BENCH_BRIDGE_TOKEN: TOKEN },
      timeout: 60_000,
    });
    const result = JSON.parse(await readFile(resultPath, 'utf8')) as HarnessResult; // the worker's own output shape
    expect(result).toMatchObject({ correct: true, score: 1, details: { steps_passed: 3, steps_total: 3 } });
  });
});
