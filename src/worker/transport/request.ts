/** The endpoint and headers of one chat completion request (docs/transport.md "The request", "Headers"). */
import { CallFailure } from '../../domain/accounting/call-failure.ts';
import { ERR } from '../../domain/transport/errors.ts';
import type { ChatTarget } from '../../domain/transport/types.ts';

/** `base_url` without trailing `/` + `/chat/completions`. */
export function chatEndpoint(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/** A set, non-empty environment value, else null (unset and empty are the same: docs/transport.md "Headers"). */
export function envValue(env: Record<string, string | undefined>, name: string): string | null {
  const value = Object.hasOwn(env, name) ? env[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The request headers of docs/transport.md "Headers", in the table's order. Throws `CallFailure` with the exact
 * texts when a credential or header variable is unset or empty; nothing is sent then.
 */
export function requestHeaders(target: ChatTarget, env: Record<string, string | undefined>, sessionId: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (target.api_key_env !== undefined && target.api_key_env !== null) {
    const key = envValue(env, target.api_key_env);
    if (key === null) throw new CallFailure(ERR.credentialMissing);
    headers.Authorization = `Bearer ${key}`;
  }
  for (const [name, variable] of Object.entries(target.header_env ?? {})) {
    const value = envValue(env, variable);
    if (value === null) throw new CallFailure(ERR.headerMissing);
    headers[name] = value;
  }
  if (typeof target.config_hash === 'string' && target.config_hash !== '') {
    headers['X-SR-Bench-Expected-Config-Hash'] = target.config_hash;
  }
  if (target.max_inference_calls !== undefined && target.max_inference_calls !== null) {
    headers['X-SR-Bench-Max-Inference-Calls'] = String(target.max_inference_calls);
  }
  if (target.kind === 'mom') headers['X-VSR-Debug'] = 'true';
  if (typeof sessionId === 'string' && sessionId !== '') headers['x-session-id'] = sessionId;
  return headers;
}

/** Whether this target streams (docs/transport.md "The request": only a `single` target may turn streaming off). */
export function isStreaming(target: ChatTarget): boolean {
  return !(target.kind === 'single' && target.stream === false);
}
