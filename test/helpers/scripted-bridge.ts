// A bridge in the test process: each call is answered by a script, and every call is kept so a
// test can read what the harness sent (messages, role, tools).
import type { Bridge, BridgeCallOptions } from '../../src/harness/local/bridge-client.ts';
import type { BridgeReceipt, BridgeRole } from '../../src/domain/harness/protocol.ts';
import type { JsonRecord } from '../../src/domain/json/json-value.ts';

export interface SentCall {
  readonly messages: readonly JsonRecord[];
  readonly role: BridgeRole;
  readonly extraBody: JsonRecord | null;
}

export type Script = (call: SentCall, index: number) => { text?: string; toolCalls?: { name: string; arguments: unknown }[] };

export interface ScriptedBridge extends Bridge {
  readonly sent: SentCall[];
}

export function receipt(text: string, toolCalls: readonly JsonRecord[] = []): BridgeReceipt {
  return {
    model: 'scripted',
    final: text,
    reasoning: null,
    finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
    output_complete: true,
    usage: null,
    cost_usd: null,
    latency_s: null,
    tool_calls: toolCalls,
  };
}

/** A bridge answering from `script`; refuses after `limit` calls so a looping harness cannot hang a test. */
export function scriptedBridge(script: Script, limit = 500): ScriptedBridge {
  const sent: SentCall[] = [];
  return {
    sent,
    get calls() {
      return sent.length;
    },
    async call(messages, options: BridgeCallOptions = {}) {
      if (sent.length >= limit) throw new Error(`scripted bridge: more than ${limit} calls`);
      const call: SentCall = { messages: structuredClone([...messages]), role: options.role ?? 'subject', extraBody: options.extraBody ?? null };
      const index = sent.length;
      sent.push(call);
      const reply = script(call, index);
      const calls = (reply.toolCalls ?? []).map((tc, i) => ({
        id: `call_${index}_${i}`,
        type: 'function',
        function: { name: tc.name, arguments: typeof tc.arguments === 'string' ? tc.arguments : JSON.stringify(tc.arguments) },
      }));
      return receipt(reply.text ?? '', calls);
    },
  };
}

/** Tool results in a conversation: the agent's step count. */
export function toolResults(messages: readonly JsonRecord[]): number {
  return messages.filter((message) => message['role'] === 'tool').length;
}
