/**
 * The visible final answer (docs/transport.md "End of stream"): content with every `<think>…</think>` block
 * removed (non-greedy, across newlines); a `<think>` left over means no visible answer;
 * then trimmed like Python's `str.strip()`. Reasoning is kept apart and never graded.
 */
import { pyStrip } from '../../domain/hashing/python-text.ts';

const THINK_BLOCK = /<think>[\s\S]*?<\/think>/g;

export function visibleFinal(content: string): string {
  const withoutThinking = content.replace(THINK_BLOCK, '');
  if (withoutThinking.includes('<think>')) return '';
  return pyStrip(withoutThinking);
}
