/**
 * Case checks every in-process adapter repeats before it sends anything (plan steps 17–19
 * normally catch these; re-checking means a malformed case spends nothing).
 */
import type { AdapterCase, CaseMessage, ChatMessage } from './adapter-types.ts';
import { GradingError } from './errors.ts';

const MESSAGE_ROLES: ReadonlySet<string> = new Set(['system', 'user', 'assistant', 'tool', 'developer']);

function isChatMessage(message: CaseMessage): message is ChatMessage {
  return typeof message['role'] === 'string' && MESSAGE_ROLES.has(message['role']);
}

/** The case messages, re-checked like plan steps 17–18 before anything is sent. */
export function caseMessages(testCase: AdapterCase): readonly ChatMessage[] {
  const messages = testCase.messages;
  if (!Array.isArray(messages) || messages.length === 0) {
    throw new GradingError(`messages are required for case ${testCase.id}`);
  }
  if (!messages.every(isChatMessage)) throw new GradingError('invalid case message');
  return messages;
}

/** The case's reference answer (plan step 19). */
export function requireAnswer(testCase: AdapterCase): unknown {
  if (!Object.hasOwn(testCase, 'answer')) throw new GradingError(`answer is required for ${testCase.id}`);
  return testCase.answer;
}
