/**
 * The routing preview client (docs/runs.md "Preview runs"): one POST of a request to a MoM target's
 * management `preview_url`, which answers with the router's decision without generating
 * anything. Used by preview-mode cells and by the `routePreview` API operation; it writes
 * nothing (no call rows, no cost), so the caller decides what to keep.
 */
import { CallFailure } from '../domain/accounting/call-failure.ts';
import { caseRequestFields } from '../domain/plan/cases.ts';
import type { JsonRecord } from '../domain/json/json-value.ts';
import { ERR, errorText } from '../domain/transport/errors.ts';
import { envValue } from './transport/request.ts';

/** Kept under this name for the API layer. */
export type { JsonRecord as JsonObject };

/** The frozen (or registered) target fields a preview reads. */
export interface PreviewTarget {
  readonly kind?: unknown;
  readonly model?: unknown;
  readonly preview_url?: unknown;
  readonly preview_api_key_env?: unknown;
  readonly api_key_env?: unknown;
  readonly config_hash?: unknown;
  readonly request_params?: unknown;
}

export const PREVIEW_IDENTITY_ERROR = 'Preview runtime identity acknowledgement missing or mismatched';

/** Bound of a preview response body (a decision is a few KiB; anything near this is wrong). */
export const PREVIEW_RESPONSE_CAP_BYTES = 4 * 1024 * 1024;

export function previewHttpError(status: number): string {
  return `Preview HTTP ${status}`;
}

const isObject = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * `Content-Type`, the bearer key from `preview_api_key_env`, else `api_key_env` (a configured
 * variable that is unset or empty fails before anything is sent), and the expected config hash.
 */
export function previewHeaders(target: PreviewTarget, env: Record<string, string | undefined>): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const variable = nonEmptyString(target.preview_api_key_env) ? target.preview_api_key_env : nonEmptyString(target.api_key_env) ? target.api_key_env : null;
  if (variable !== null) {
    const key = envValue(env, variable);
    if (key === null) throw new CallFailure(ERR.credentialMissing);
    headers.Authorization = `Bearer ${key}`;
  }
  if (nonEmptyString(target.config_hash)) headers['X-SR-Bench-Expected-Config-Hash'] = target.config_hash;
  return headers;
}

/**
 * `{messages, <case request fields>, model, max_tokens (bounded policy only: the target's
 * request_params.max_tokens, else the sampling max_tokens), options: {trace: true}, preview_context}`.
 */
export function previewPayload(
  request: JsonRecord,
  target: PreviewTarget,
  settings: { sampling?: unknown; outputPolicy?: unknown; previewContext: JsonRecord },
): JsonRecord {
  const payload: JsonRecord = { messages: request.messages ?? [], ...caseRequestFields(request), model: target.model };
  if ((settings.outputPolicy ?? 'bounded') === 'bounded') {
    const params = isObject(target.request_params) ? target.request_params : {};
    const sampling = isObject(settings.sampling) ? settings.sampling : {};
    const maxTokens = Object.hasOwn(params, 'max_tokens') ? params.max_tokens : sampling.max_tokens;
    if (maxTokens !== undefined && maxTokens !== null) payload.max_tokens = maxTokens;
  }
  payload.options = { trace: true };
  payload.preview_context = settings.previewContext;
  return payload;
}

export interface PreviewRequest {
  target: PreviewTarget;
  payload: JsonRecord;
  env: Record<string, string | undefined>;
  /** `min(total_timeout_s, idle_timeout_s)` in seconds. */
  timeoutSeconds: number;
  signal?: AbortSignal;
}

async function readCapped(response: Response): Promise<string> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const pieces: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > PREVIEW_RESPONSE_CAP_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new CallFailure(ERR.byteCap);
    }
    pieces.push(value);
  }
  return Buffer.concat(pieces).toString('utf8');
}

/**
 * Sends one preview request and returns the router's JSON decision. Throws `CallFailure`
 * with a public text: `Preview HTTP <status>`, the identity error, the credential error,
 * or the transport's names for timeouts and broken connections.
 */
export async function requestPreview(options: PreviewRequest): Promise<JsonRecord> {
  const { target } = options;
  if (!nonEmptyString(target.preview_url)) throw new CallFailure('preview requires an explicit management preview_url (/api/v1/routing/preview)');
  const headers = previewHeaders(target, options.env);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), Math.max(0, options.timeoutSeconds) * 1000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const failure = (error: unknown, stage: 'request' | 'body'): CallFailure => {
    if (error instanceof CallFailure) return error;
    if (options.signal?.aborted) return new CallFailure(ERR.cancelled);
    if (timeout.signal.aborted) return new CallFailure(ERR.readTimeout);
    return new CallFailure(errorText(error, stage));
  };
  let text: string;
  try {
    let response: Response;
    try {
      // No redirects: the credential goes to the configured endpoint only.
      response = await fetch(target.preview_url, { method: 'POST', headers, body: JSON.stringify(options.payload), redirect: 'manual', signal });
    } catch (error) {
      throw failure(error, 'request');
    }
    if (response.status >= 300) {
      await response.body?.cancel().catch(() => undefined);
      throw new CallFailure(previewHttpError(response.status));
    }
    try {
      text = await readCapped(response);
    } catch (error) {
      throw failure(error, 'body');
    }
  } finally {
    clearTimeout(timer);
  }
  let decision: unknown;
  try {
    decision = JSON.parse(text);
  } catch {
    throw new CallFailure(ERR.jsonDecode);
  }
  if (!isObject(decision)) throw new CallFailure(ERR.jsonDecode);
  if (nonEmptyString(target.config_hash) && decision.config_hash !== target.config_hash) {
    throw new CallFailure(PREVIEW_IDENTITY_ERROR);
  }
  return decision;
}
