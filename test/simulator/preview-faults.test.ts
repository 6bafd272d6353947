// Routing preview faults (faults.ts, scope `preview`): execution_required and identity faults on
// demand, previews counted apart from chat completions, and chat rules never consumed by previews.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultBook } from '../../src/simulator/faults.ts';
import { startSimulator } from '../../src/simulator/server.ts';
import type { SimulatorHandle } from '../../src/simulator/server.ts';
import { chat, post, userMessage } from './helpers.ts';

let sim: SimulatorHandle;
beforeAll(async () => {
  sim = await startSimulator({ models: [{ name: 'sim/small', ttft_ms: 0, tokens_per_second: 1e6 }], router: { config_hash: 'cfg-1' } });
});
afterAll(async () => {
  await sim.close();
});

const preview = async () => {
  const response = await post(sim.previewUrl, { model: 'MoM', messages: userMessage('Short?'), preview_context: { sampling_seed: 1 } });
  return { status: response.status, body: JSON.parse(response.text) as Record<string, unknown>, fault: response.headers.get('x-sr-bench-injected-fault') };
};

describe('preview faults', () => {
  it('validates scopes: execution_required is preview-only, stream faults are chat-only', () => {
    expect(() => new FaultBook([{ kind: 'execution_required', scope: 'chat' }], 100)).toThrow(/routing previews only/);
    expect(() => new FaultBook([{ kind: 'truncate', scope: 'preview' }], 100)).toThrow(/does not apply to routing previews/);
    expect(new FaultBook([{ kind: 'execution_required' }], 100).pending()).toHaveLength(1);
  });

  it('answers execution_required, a wrong or missing hash, or an HTTP error on demand, once each', async () => {
    sim.setFaults([
      { kind: 'execution_required' },
      { kind: 'wrong_config_hash', scope: 'preview', request_index: 1 },
      { kind: 'missing_config_hash', scope: 'preview', request_index: 2 },
      { kind: 'http_503', scope: 'preview', request_index: 3 },
    ]);
    const first = await preview();
    expect(first.body).toMatchObject({ selection_status: 'execution_required', selection_reason: 'runtime learning state', config_hash: 'cfg-1' });
    expect(JSON.parse(first.fault ?? '{}')).toMatchObject({ injected: true, kind: 'execution_required', scope: 'preview', request_index: 0 });
    expect((await preview()).body.config_hash).toBe('cfg-1-mismatch');
    expect(Object.hasOwn((await preview()).body, 'config_hash')).toBe(false);
    expect((await preview()).status).toBe(503);
    expect(await preview()).toMatchObject({ status: 200, body: { selection_status: 'selected', config_hash: 'cfg-1' }, fault: null });
    expect(sim.pendingFaults()).toEqual([]);
  });

  it('counts previews apart from chat requests; chat rules are not consumed by previews', async () => {
    sim.clearRequests();
    sim.setFaults([{ kind: 'http', status: 500 }]);
    await preview();
    expect(sim.pendingFaults()).toHaveLength(1);
    expect(sim.chatRequests()).toHaveLength(0);
    expect(sim.previewRequests()).toHaveLength(1);
    expect(sim.previewRequests()[0]).toMatchObject({ chat_index: null, model: 'MoM', fault: null });
    expect((await chat(sim, { model: 'MoM', messages: userMessage('Short?') })).status).toBe(500);
    expect(sim.chatRequests()).toHaveLength(1);
    expect(sim.previewRequests()).toHaveLength(1);
    sim.setFaults([]);
  });
});
