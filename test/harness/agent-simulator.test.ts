/**
 * The demo agent tasks played end to end: the local τ³ and Terminal-Bench harnesses talk to the
 * simulated provider over its real HTTP API (through a test bridge). A model of accuracy 1
 * solves every task, one of accuracy 0 none; a model's right-or-wrong is drawn once per task;
 * and the demo router switches models between the steps of one task.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgentAnswers, demoAgentCases } from '../../src/demo/demo-agent-tasks.ts';
import type { DemoAgentCase } from '../../src/demo/demo-agent-tasks.ts';
import { DEMO_HARNESS_REVISION } from '../../src/demo/demo-harness-revision.ts';
import { demoSimulatorConfig } from '../../src/demo/demo-setup.ts';
import type { HarnessResult } from '../../src/domain/harness/protocol.ts';
import { localHarnessFor } from '../../src/harness/local/registry.ts';
import { startSimulator } from '../../src/simulator/index.ts';
import type { SimulatorHandle } from '../../src/simulator/index.ts';
import { referenceActions } from '../../src/simulator/agent-reference.ts';
import { simulatorBridge } from '../helpers/simulator-bridge.ts';
import type { BridgeTarget, SimulatorBridge } from '../helpers/simulator-bridge.ts';

const dir = mkdtempSync(join(tmpdir(), 'agent-sim-'));
let runs = 0;
const fast = { ttft_ms: 0, latency_ms: 0 };
let sim: SimulatorHandle;

beforeAll(async () => {
  sim = await startSimulator({
    seed: 7,
    router: false,
    models: [
      { name: 'sim/right', accuracy: 1, ...fast },
      { name: 'sim/wrong', accuracy: 0, ...fast },
      { name: 'sim/coin', accuracy: 0.5, ...fast },
      { name: 'sim/user', persona: 'user_simulator', ...fast },
    ],
    answers: demoAgentAnswers(),
  });
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

async function play(
  c: DemoAgentCase,
  subject: BridgeTarget,
  userUrl: string,
  userModel = 'sim/user',
): Promise<{ result: HarnessResult; bridge: SimulatorBridge }> {
  const harness = localHarnessFor(c.benchmark);
  if (harness === null) throw new Error(`no harness for ${c.benchmark}`);
  const artifactDir = join(dir, `run-${++runs}`);
  await mkdir(artifactDir);
  const bridge = simulatorBridge({ subject, simulator: { baseUrl: userUrl, model: userModel } });
  const request = {
    case: c,
    config: { harness: 'sr-bench-local', max_steps: 40, release: 'demo' },
    seed: 1,
    limits: {},
    source_root: null,
    artifact_dir: artifactDir,
  };
  return { result: await harness(request, bridge, { log: () => {}, env: { PATH: process.env.PATH } }), bridge };
}

describe('demo agent tasks', () => {
  const cases = demoAgentCases();

  it('has τ³ tasks in three domains and two terminal tasks, with the demo harness revision', () => {
    expect(cases.filter((c) => c.benchmark === 'tau3').map((c) => c.metadata.domain)).toEqual(['airline', 'airline', 'retail', 'retail', 'telecom', 'telecom']);
    expect(cases.filter((c) => c.benchmark === 'terminal-bench-2.1')).toHaveLength(2);
    for (const c of cases) {
      expect(c.messages).toEqual([{ role: 'user', content: expect.stringMatching(new RegExp(`^\\[${c.id.replaceAll('.', '\\.')}\\] `)) }]);
      expect(c.metadata.source_revision).toBe(DEMO_HARNESS_REVISION);
    }
    expect(DEMO_HARNESS_REVISION).toMatch(/^[0-9a-f]{40}$/);
    expect(demoAgentAnswers().size).toBe(cases.length);
  });

  it('a model of accuracy 1 solves every task by the reference', async () => {
    const answers = demoAgentAnswers();
    for (const c of cases) {
      const { result } = await play(c, { baseUrl: sim.url, model: 'sim/right' }, sim.url);
      expect({ id: c.id, score: result.score }).toEqual({ id: c.id, score: 1 });
      const reference = answers.get(c.id);
      if (reference === undefined) throw new Error(`no reference for ${c.id}`);
      const played = referenceActions(reference);
      expect(result.answer).toEqual(c.benchmark === 'tau3' ? played : played.map((a) => a.arguments['command']));
      if (c.benchmark === 'tau3') expect(result.details).toMatchObject({ termination_reason: 'user_stop', domain: c.metadata.domain });
    }
  });

  it('a model of accuracy 0 fails every task', async () => {
    for (const c of cases) {
      const { result } = await play(c, { baseUrl: sim.url, model: 'sim/wrong' }, sim.url);
      expect({ id: c.id, score: result.score }).toEqual({ id: c.id, score: 0 });
    }
  });

  it('draws right or wrong once per task: every step of one task agrees with the outcome', async () => {
    const outcomes = new Set<boolean>();
    for (const c of cases) {
      sim.clearRequests();
      const { result } = await play(c, { baseUrl: sim.url, model: 'sim/coin' }, sim.url);
      const intended = new Set(
        sim
          .chatRequests()
          .filter((r) => r.model === 'sim/coin')
          .map((r) => r.intended_correct),
      );
      expect(intended.size).toBe(1);
      expect([...intended][0]).toBe(result.correct);
      outcomes.add(result.correct);
    }
    // Eight tasks at accuracy 0.5 with this seed: both outcomes occur.
    expect(outcomes).toEqual(new Set([true, false]));
  });
});

describe('demo router inside one agent task', () => {
  let routed: SimulatorHandle;
  beforeAll(async () => {
    const config = demoSimulatorConfig();
    routed = await startSimulator({
      ...config,
      answers: new Map<string, unknown>([...(config.answers instanceof Map ? config.answers : []), ...demoAgentAnswers()]),
    });
  });
  afterAll(() => routed.close());

  it('switches models between the steps of a τ³ and a terminal task', async () => {
    for (const id of ['tau3/airline/demo-cancel', 'terminal-bench-2.1/demo-fix-count']) {
      const c = demoAgentCases().find((x) => x.id === id);
      if (c === undefined) throw new Error(`no case ${id}`);
      routed.clearRequests();
      const { bridge } = await play(c, { baseUrl: routed.routerUrl, model: 'MoM' }, routed.url, 'sim/user-8b');
      const subjectModels = bridge.receipts.filter((r) => r.role === 'subject').map((r) => r.receipt.model);
      expect(new Set(subjectModels).size).toBeGreaterThanOrEqual(2);
      const decisions = new Set(
        routed
          .chatRequests()
          .map((r) => r.route?.decision)
          .filter((d) => d !== undefined),
      );
      expect(decisions).toEqual(new Set(['tool-loop', 'general']));
      // The user simulator is a single target, never routed.
      expect(bridge.receipts.filter((r) => r.role === 'simulator').every((r) => r.receipt.model === 'sim/user-8b')).toBe(true);
    }
  });
});
