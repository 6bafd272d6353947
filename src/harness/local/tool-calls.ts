/**
 * The tool calls of a bridge receipt (OpenAI shape `{id, type: 'function', function: {name,
 * arguments}}`), read field by field, and the conversation messages the agent loops append
 * for them (docs/harness.md "Agents: τ³ and Terminal-Bench").
 */
import type { BridgeReceipt } from '../../domain/harness/protocol.ts';
import type { JsonRecord, JsonValue } from '../../domain/json/json-value.ts';

export interface ToolCall {
  readonly id: string;
  readonly name: string;
  /** The arguments text as the model wrote it. */
  readonly argumentsText: string;
  /** The parsed arguments object; null when the text is not a JSON object. */
  readonly arguments: { [key: string]: JsonValue } | null;
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseArguments(text: string): { [key: string]: JsonValue } | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    // JSON.parse yields only JSON values, so a plain object here is a JSON object.
    return isRecord(value) ? (value as { [key: string]: JsonValue }) : null;
  } catch {
    return null;
  }
}

/** The receipt's function calls in order; entries without a function name are skipped. */
export function toolCallsOf(receipt: BridgeReceipt): ToolCall[] {
  const calls: ToolCall[] = [];
  for (const [index, raw] of (receipt.tool_calls ?? []).entries()) {
    const fn = raw['function'];
    if (!isRecord(fn) || typeof fn['name'] !== 'string' || fn['name'] === '') continue;
    const rawArguments = fn['arguments'];
    const argumentsText = typeof rawArguments === 'string' ? rawArguments : JSON.stringify(rawArguments ?? {});
    const id = typeof raw['id'] === 'string' && raw['id'] !== '' ? raw['id'] : `call_${index}`;
    calls.push({ id, name: fn['name'], argumentsText, arguments: parseArguments(argumentsText) });
  }
  return calls;
}

/** The assistant message that carries the receipt's text and tool calls back into the conversation. */
export function assistantMessage(receipt: BridgeReceipt, calls: readonly ToolCall[]): JsonRecord {
  if (calls.length === 0) return { role: 'assistant', content: receipt.final };
  return {
    role: 'assistant',
    content: receipt.final === '' ? null : receipt.final,
    tool_calls: calls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.argumentsText } })),
  };
}

export function toolMessage(call: ToolCall, content: string): JsonRecord {
  return { role: 'tool', tool_call_id: call.id, content };
}

/** A JSON-schema function tool as the chat API takes it. */
export interface FunctionTool {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description: string;
    readonly parameters: JsonRecord;
  };
}

/** Reads a positive integer option (`max_steps`), else the default. */
export function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fallback;
}
