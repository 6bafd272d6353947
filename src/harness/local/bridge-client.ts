/**
 * The harness side of the bridge (docs/harness.md): every model request of the project's own
 * harness goes to the server's loopback bridge, which journals, budgets and prices it.
 */
import { BRIDGE_TOKEN_ENV, BRIDGE_URL_ENV, type BridgeReceipt, type BridgeRole } from '../../domain/harness/protocol.ts';
import type { JsonRecord } from '../../domain/json/json-value.ts';

export interface BridgeCallOptions {
  readonly role?: BridgeRole;
  /** `tools`, `tool_choice`, `parallel_tool_calls`, `response_format`; the bridge drops the rest. */
  readonly extraBody?: JsonRecord | null;
}

/** One model call through the bridge; resolves with the call's receipt. */
export interface Bridge {
  call(messages: readonly JsonRecord[], options?: BridgeCallOptions): Promise<BridgeReceipt>;
  /** Calls made so far (the harness's step count). */
  readonly calls: number;
}

/** A refused or failed bridge call: the harness must stop, the server has failed the cell. */
export class BridgeFailure extends Error {}

export function bridgeFromEnv(env: Readonly<Record<string, string | undefined>>): Bridge {
  const url = env[BRIDGE_URL_ENV];
  const token = env[BRIDGE_TOKEN_ENV];
  if (!url || !token) throw new BridgeFailure(`${BRIDGE_URL_ENV} and ${BRIDGE_TOKEN_ENV} must be set`);
  return httpBridge(url, token);
}

export function httpBridge(url: string, token: string): Bridge {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    async call(messages, options = {}) {
      calls += 1;
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages, role: options.role ?? 'subject', extra_body: options.extraBody ?? null }),
      });
      const text = await response.text();
      if (response.status !== 200) throw new BridgeFailure(`Bridge answered ${response.status}: ${text.slice(0, 500)}`);
      // The bridge's own JSON: its shape is the protocol's receipt.
      return JSON.parse(text) as BridgeReceipt;
    },
  };
}
