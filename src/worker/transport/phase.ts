/**
 * The request phase of a call (docs/transport.md "Cache flags, phase and fault markers"): from the router's `x-vsr-session-phase`
 * header when it sent one, else derived from the request messages.
 */
import { isJsonObject, truthy } from '../../domain/accounting/json-values.ts';
import { pyStrip } from '../../domain/hashing/python-text.ts';

export type CallPhase = 'user_turn' | 'tool_loop' | 'provider_state' | 'unknown';
export type PhaseSource = 'router' | 'request';

export interface PhaseFields {
  phase: CallPhase;
  phase_source: PhaseSource;
}

export const SESSION_PHASE_HEADER = 'x-vsr-session-phase';

const ROUTER_PHASES: ReadonlySet<string> = new Set(['user_turn', 'tool_loop', 'provider_state']);

function isToolResult(message: unknown): boolean {
  if (!isJsonObject(message)) return false;
  if (message.role === 'tool' || message.role === 'function') return true;
  return Array.isArray(message.content) && message.content.some((part: unknown) => isJsonObject(part) && part.type === 'tool_result');
}

/** The phase the request itself implies. */
export function requestPhase(messages: unknown): PhaseFields {
  const phase = (): CallPhase => {
    if (!Array.isArray(messages) || messages.length === 0) return 'user_turn';
    const last: unknown = messages[messages.length - 1];
    if (!isJsonObject(last)) return 'user_turn';
    if (isToolResult(last)) return 'tool_loop';
    if (last.role === 'assistant' && truthy(last.tool_calls)) return 'tool_loop';
    if (last.role === 'user' && messages.length >= 2 && isToolResult(messages[messages.length - 2])) return 'tool_loop';
    return 'user_turn';
  };
  return { phase: phase(), phase_source: 'request' };
}

/** The router's phase when the header is a non-blank string, else null. */
export function routerPhase(header: string | null): PhaseFields | null {
  if (header === null) return null;
  const value = pyStrip(header);
  if (value === '') return null;
  return { phase: ROUTER_PHASES.has(value) ? (value as CallPhase) : 'unknown', phase_source: 'router' };
}
