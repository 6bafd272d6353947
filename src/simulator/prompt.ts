/** Reading what a chat request asks: the last user message, the system prompt, the case key. */
import { sha256Hex } from './random.ts';

type Message = Record<string, unknown>;

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A message's text: a string content, or the text parts of a content list joined. */
export function messageText(message: unknown): string {
  if (!isMessage(message)) return '';
  const { content } = message;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => (isMessage(part) && typeof part.text === 'string' ? part.text : ''))
    .filter((text) => text !== '')
    .join('\n');
}

export function messagesOf(body: Record<string, unknown>): unknown[] {
  return Array.isArray(body.messages) ? body.messages : [];
}

export function lastUserText(messages: readonly unknown[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (isMessage(message) && message.role === 'user') return messageText(message);
  }
  return '';
}

export function systemText(messages: readonly unknown[]): string {
  const system = messages.find((message) => isMessage(message) && (message.role === 'system' || message.role === 'developer'));
  return system === undefined ? '' : messageText(system);
}

export function isToolResult(message: unknown): boolean {
  if (!isMessage(message)) return false;
  if (message.role === 'tool' || message.role === 'function') return true;
  return Array.isArray(message.content) && message.content.some((part: unknown) => isMessage(part) && part.type === 'tool_result');
}

export function lastMessage(messages: readonly unknown[]): unknown {
  return messages.length === 0 ? null : messages[messages.length - 1];
}

/** `[<case id>]` at the start of a message (the last user message, or the system message). */
const CASE_ID = /^\s*\[([^\]\s]+)\]/;

export function caseIdOf(text: string): string | null {
  const match = CASE_ID.exec(text);
  return match === null ? null : (match[1] as string);
}

/**
 * The answer-key entry for a request: by the case id of the last user message, then by the
 * case id of the system message (multi-turn tasks, whose user turns come from a user
 * simulator, carry it there), then by sha256 of the last user message.
 */
export function lookupAnswer(answers: ReadonlyMap<string, unknown>, userText: string, system = ''): { key: string; reference: unknown } | null {
  for (const caseId of [caseIdOf(userText), caseIdOf(system)]) {
    if (caseId !== null && answers.has(caseId)) return { key: caseId, reference: answers.get(caseId) };
  }
  const digest = sha256Hex(userText);
  if (answers.has(digest)) return { key: digest, reference: answers.get(digest) };
  return null;
}

/** The phase a router reports for this request (the header values of docs/transport.md "Cache flags, phase and fault markers"). */
export function sessionPhaseOf(messages: readonly unknown[]): 'user_turn' | 'tool_loop' {
  const last = lastMessage(messages);
  if (isToolResult(last)) return 'tool_loop';
  if (isMessage(last) && last.role === 'assistant' && Array.isArray(last.tool_calls) && last.tool_calls.length > 0) return 'tool_loop';
  if (isMessage(last) && last.role === 'user' && messages.length >= 2 && isToolResult(messages[messages.length - 2])) return 'tool_loop';
  return 'user_turn';
}
