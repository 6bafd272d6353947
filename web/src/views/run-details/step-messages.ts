// What came before a step of a multi-call cell (README "The dashboard", steps of a question): a
// subject call's request repeats the conversation so far, so the tool results or user turn that
// prompted it are the messages its request adds to the previous subject call's request.
import { sentMessages, type SentMessage } from './call-request.ts';

export interface StepInput {
  role: string;
  request: unknown;
}

export interface StepPrompt {
  messages: SentMessage[];
  /** The request did not extend the previous one (history trimmed or rewritten by the harness). */
  rewritten: boolean;
}

const same = (a: SentMessage | undefined, b: SentMessage | undefined) => a !== undefined && b !== undefined && a.role === b.role && a.text === b.text;

/** After the last assistant message: what a rewritten request ends with. */
function afterLastAssistant(messages: SentMessage[]): SentMessage[] {
  let i = messages.length - 1;
  while (i >= 0 && messages[i]?.role !== 'assistant') i -= 1;
  return messages.slice(i + 1);
}

/**
 * For each step, the messages new since the previous subject call of the cell; null for
 * non-subject calls and the first subject call (its request is the task itself).
 */
export function stepPrompts(steps: readonly StepInput[]): (StepPrompt | null)[] {
  let previous: SentMessage[] | null = null;
  return steps.map((step) => {
    if (step.role !== 'SUBJECT') return null;
    const messages = sentMessages(step.request);
    const before = previous;
    previous = messages;
    if (before === null) return null;
    let shared = 0;
    while (same(before[shared], messages[shared])) shared += 1;
    if (shared < before.length) return { messages: afterLastAssistant(messages), rewritten: true };
    // The previous reply comes back as assistant messages first; it is shown on its own step.
    let start = shared;
    while (start < messages.length && messages[start]?.role === 'assistant') start += 1;
    return { messages: messages.slice(start), rewritten: false };
  });
}
