/**
 * The OpenAI-compatible chunk objects of a planned completion (docs/transport.md "Evidence"):
 * `model`, `choices[0].delta` (role, content, reasoning_content, tool_calls),
 * `choices[0].finish_reason`, and a final usage chunk with `choices: []`.
 */
import type { CompletionPlan } from './completion.ts';

export type Chunk = Record<string, unknown>;

function chunk(plan: CompletionPlan, delta: Record<string, unknown>, finishReason: string | null): Chunk {
  return {
    id: plan.id,
    object: 'chat.completion.chunk',
    model: plan.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

/** The piece chunks in stream order; the first carries the assistant role. */
export function pieceChunks(plan: CompletionPlan): Chunk[] {
  const deltas: Record<string, unknown>[] = [
    ...plan.reasoningPieces.map((piece) => ({ reasoning_content: piece })),
    ...plan.contentPieces.map((piece) => ({ content: piece })),
  ];
  if (plan.toolCall !== null) {
    const call = plan.toolCall;
    deltas.push({
      tool_calls: [{ index: 0, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }],
    });
    for (const piece of call.argumentPieces) deltas.push({ tool_calls: [{ index: 0, function: { arguments: piece } }] });
  }
  if (deltas.length === 0) deltas.push({ content: '' });
  deltas[0] = { role: 'assistant', ...deltas[0] };
  return deltas.map((delta) => chunk(plan, delta, null));
}

export function finishChunk(plan: CompletionPlan): Chunk {
  return chunk(plan, {}, plan.finishReason);
}

export function usageChunk(plan: CompletionPlan, usage: Record<string, unknown>): Chunk {
  return { id: plan.id, object: 'chat.completion.chunk', model: plan.model, choices: [], usage };
}

/** The whole non-streaming response (`stream: false`). */
export function completionObject(plan: CompletionPlan, usage: Record<string, unknown> | null): Chunk {
  const message: Record<string, unknown> = { role: 'assistant', content: plan.contentPieces.join('') };
  const reasoning = plan.reasoningPieces.join('');
  if (reasoning !== '') message.reasoning_content = reasoning;
  if (plan.toolCall !== null) {
    message.tool_calls = [
      {
        id: plan.toolCall.id,
        type: 'function',
        function: { name: plan.toolCall.name, arguments: plan.toolCall.argumentPieces.join('') },
      },
    ];
  }
  const body: Chunk = {
    id: plan.id,
    object: 'chat.completion',
    model: plan.model,
    choices: [{ index: 0, message, finish_reason: plan.finishReason }],
  };
  if (usage !== null) body.usage = usage;
  return body;
}

export function sseFrame(data: unknown): string {
  return `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

export const ERROR_EVENT = { error: { message: 'Simulated upstream error', type: 'server_error', code: 500 } };
