// A bridge for harness tests: answers from a script and records every call's messages.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bridge } from '../../src/harness/local/bridge-client.ts';
import type { HarnessIo } from '../../src/harness/local/harness-types.ts';
import type { BridgeReceipt, HarnessRequest } from '../../src/domain/harness/protocol.ts';
import type { JsonRecord } from '../../src/domain/json/json-value.ts';

export interface Reply {
  final: string;
  output_complete?: boolean;
}

export interface ScriptedBridge extends Bridge {
  readonly seen: (readonly JsonRecord[])[];
}

export function receipt(reply: Reply): BridgeReceipt {
  const complete = reply.output_complete ?? true;
  return {
    model: 'fake',
    final: reply.final,
    reasoning: null,
    finish_reason: complete ? 'stop' : 'length',
    output_complete: complete,
    usage: null,
    cost_usd: null,
    latency_s: null,
  };
}

/** Reply `i` answers call `i`; a call past the script fails the test. */
export function scriptedBridge(replies: readonly Reply[]): ScriptedBridge {
  const seen: (readonly JsonRecord[])[] = [];
  return {
    seen,
    get calls() {
      return seen.length;
    },
    async call(messages) {
      const reply = replies[seen.length];
      seen.push(messages);
      if (reply === undefined) throw new Error(`unexpected call ${seen.length}`);
      return receipt(reply);
    },
  };
}

export const fenced = (code: string): string => `Sure.\n\n\`\`\`python\n${code}\n\`\`\`\n`;

export async function harnessRequest(testCase: JsonRecord, config: JsonRecord = {}): Promise<HarnessRequest> {
  const artifactDir = await mkdtemp(join(tmpdir(), 'code-harness-'));
  return { case: testCase, config, seed: 1, limits: {}, source_root: null, artifact_dir: artifactDir };
}

export function quietIo(env: Record<string, string | undefined> = { PATH: process.env['PATH'] }): HarnessIo & { lines: string[] } {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line), env };
}
