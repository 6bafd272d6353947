// A bridge for tests that forwards each `bridge.call` to the simulated provider's
// OpenAI-compatible endpoint (streaming SSE, read simply) and answers with a receipt, as the
// server's loopback bridge would — without journal, budget or prices. Loopback only.
import type { Bridge, BridgeCallOptions } from '../../src/harness/local/bridge-client.ts';
import { BRIDGE_EXTRA_BODY_KEYS } from '../../src/domain/harness/protocol.ts';
import type { BridgeReceipt, BridgeRole } from '../../src/domain/harness/protocol.ts';
import type { JsonRecord } from '../../src/domain/json/json-value.ts';

export interface BridgeTarget {
  /** `http://127.0.0.1:<port>/v1` or `…/router/v1`. */
  readonly baseUrl: string;
  readonly model: string;
}

export interface SimulatorBridge extends Bridge {
  /** Every call's role and receipt, in order. */
  readonly receipts: { role: BridgeRole; receipt: BridgeReceipt }[];
}

interface ToolCallParts {
  id: string;
  name: string;
  arguments: string;
}

type Delta = { content?: string; reasoning_content?: string; tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[] };
type Chunk = { model?: string; usage?: JsonRecord; choices?: { delta?: Delta; finish_reason?: string | null }[] };

/** The receipt of a streamed completion body. */
export function receiptFromSse(text: string, latencyS: number): BridgeReceipt {
  let model: string | null = null;
  let content = '';
  let reasoning = '';
  let finish: string | null = null;
  let usage: JsonRecord | null = null;
  const calls = new Map<number, ToolCallParts>();
  for (const event of text.split('\n\n')) {
    const data = event.replace(/^data: /, '').trim();
    if (data === '' || data === '[DONE]') continue;
    // The simulator's own chunk objects (test code reading a known shape).
    const chunk = JSON.parse(data) as Chunk;
    model = chunk.model ?? model;
    if (chunk.usage !== undefined) usage = chunk.usage;
    for (const choice of chunk.choices ?? []) {
      content += choice.delta?.content ?? '';
      reasoning += choice.delta?.reasoning_content ?? '';
      for (const part of choice.delta?.tool_calls ?? []) {
        const index = part.index ?? 0;
        const call = calls.get(index) ?? { id: '', name: '', arguments: '' };
        call.id ||= part.id ?? '';
        call.name ||= part.function?.name ?? '';
        call.arguments += part.function?.arguments ?? '';
        calls.set(index, call);
      }
      if (choice.finish_reason) finish = choice.finish_reason;
    }
  }
  return {
    model,
    final: content,
    reasoning: reasoning === '' ? null : reasoning,
    finish_reason: finish,
    output_complete: finish !== null && finish !== 'length',
    usage,
    cost_usd: null,
    latency_s: latencyS,
    tool_calls: [...calls.values()].map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })),
  };
}

/** Forwards each role's calls to its target; refuses after `limit` calls so a looping harness cannot hang a test. */
export function simulatorBridge(targets: Partial<Record<BridgeRole, BridgeTarget>>, limit = 400, timeoutMs = 30_000): SimulatorBridge {
  const receipts: SimulatorBridge['receipts'] = [];
  return {
    receipts,
    get calls() {
      return receipts.length;
    },
    async call(messages: readonly JsonRecord[], options: BridgeCallOptions = {}) {
      const role = options.role ?? 'subject';
      const target = targets[role];
      if (target === undefined) throw new Error(`simulator bridge: no target for role ${role}`);
      if (receipts.length >= limit) throw new Error(`simulator bridge: more than ${limit} calls`);
      const extra = Object.fromEntries(Object.entries(options.extraBody ?? {}).filter(([key]) => BRIDGE_EXTRA_BODY_KEYS.includes(key)));
      const started = performance.now();
      const response = await fetch(`${target.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...extra, model: target.model, messages, stream: true }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`simulator answered ${response.status}: ${text.slice(0, 300)}`);
      const receipt = receiptFromSse(text, (performance.now() - started) / 1000);
      receipts.push({ role, receipt });
      return receipt;
    },
  };
}
