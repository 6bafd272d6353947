/** The bridge's answer for a finished call: the receipt of the journaled call record (docs/harness.md). */
import type { BridgeReceipt } from './protocol.ts';
import type { JsonRecord } from '../json/json-value.ts';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function bridgeReceipt(record: JsonRecord): BridgeReceipt {
  const usage = record['usage'];
  const toolCalls = record['tool_calls'];
  return {
    model: text(record['model']),
    final: text(record['final']) ?? '',
    reasoning: text(record['reasoning']),
    finish_reason: text(record['finish_reason']),
    output_complete: record['output_complete'] !== false,
    usage: typeof usage === 'object' && usage !== null && !Array.isArray(usage) ? (usage as JsonRecord) : null,
    cost_usd: number(record['cost_usd']),
    latency_s: number(record['latency_s']),
    ...(Array.isArray(toolCalls) && toolCalls.length > 0 ? { tool_calls: toolCalls as JsonRecord[] } : {}),
  };
}
