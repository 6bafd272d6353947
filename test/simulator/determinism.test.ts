// Same seed → same bytes; the answers depend only on (seed, model, request content).
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator } from '../../src/simulator/server.ts';
import type { SimulatorHandle } from '../../src/simulator/server.ts';
import { chat, userMessage } from './helpers.ts';

const opened: SimulatorHandle[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((sim) => sim.close()));
});

async function open(seed: number): Promise<SimulatorHandle> {
  const sim = await startSimulator({
    seed,
    models: [{ name: 'sim/a', accuracy: 0.5, ttft_ms: 0, tokens_per_second: 1e6, reasoning: true, cached_token_share: 0.3 }],
    answers: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`q${i}`, 'C'])),
  });
  opened.push(sim);
  return sim;
}

const prompts = Array.from({ length: 12 }, (_, i) => userMessage(`[q${i}] Pick one. Options A-D. Reply with 'ANSWER: <letter>'.`));

describe('determinism', () => {
  it('two servers with the same seed send identical bytes, headers included', async () => {
    const [a, b] = [await open(11), await open(11)];
    for (const messages of prompts) {
      for (const router of [false, true]) {
        const body = { model: router ? 'MoM' : 'sim/a', messages };
        const [ra, rb] = [await chat(a, body), await chat(b, body)];
        expect(ra.text).toBe(rb.text);
        expect(ra.headers.get('x-vsr-model-usage')).toBe(rb.headers.get('x-vsr-model-usage'));
      }
    }
  });

  it('the same request twice gives the same answer', async () => {
    const sim = await open(3);
    const first = await chat(sim, { model: 'sim/a', messages: prompts[0] });
    const second = await chat(sim, { model: 'sim/a', messages: prompts[0] });
    expect(first.text).toBe(second.text);
  });

  it('another seed changes some answers', async () => {
    const [a, b] = [await open(1), await open(2)];
    const texts = async (sim: SimulatorHandle): Promise<string[]> =>
      Promise.all(prompts.map(async (messages) => (await chat(sim, { model: 'sim/a', messages })).text));
    expect(await texts(a)).not.toEqual(await texts(b));
  });
});
