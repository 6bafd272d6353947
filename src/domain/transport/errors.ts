/**
 * The error texts the transport records (docs/transport.md "Error texts") and the mapping from fetch /
 * undici failures to the original's exception names, which `failure_reason` (docs/reports.md
 * "Failure reasons") matches by fragment, so the wording is exact.
 */
import { CallFailure } from '../accounting/call-failure.ts';

export const ERR = {
  credentialMissing: 'Target credential environment variable is not set',
  headerMissing: 'Target header environment variable is not set',
  notStartable: 'cancelled or total request deadline exceeded',
  cancelled: 'cancelled',
  deadline: 'total request deadline exceeded',
  notStreaming: 'Target did not return a streaming response',
  notJson: 'Target did not return a JSON response',
  byteCap: 'Stream byte cap exceeded',
  lineCap: 'SSE line cap exceeded',
  errorEvent: 'Target returned an error event',
  contentShape: 'Unsupported response content shape',
  charCap: 'Output character cap exceeded',
  repetition: 'Repeated output guard triggered',
  tokenCap: 'Output token cap exceeded',
  modelIdentity: 'Response model identity differs from frozen target',
  configIdentity: 'Runtime configuration identity acknowledgement missing or mismatched',
  connection: 'ConnectionError',
  connectTimeout: 'ConnectTimeout',
  readTimeout: 'ReadTimeout',
  chunkedEncoding: 'ChunkedEncodingError',
  jsonDecode: 'JSONDecodeError',
  unicodeDecode: 'UnicodeDecodeError',
} as const;

export function httpStatusError(status: number): string {
  return `Target HTTP ${status}`;
}

export function incompleteFinal(finishReason: string | null): string {
  return `Incomplete final response (finish_reason=${finishReason ?? 'None'})`;
}

/** Why the transport itself aborted the connection (watchdog, idle timer, caller). */
export type AbortCause = 'cancelled' | 'deadline' | 'idle';

const ABORT_TEXT: Record<AbortCause, string> = {
  cancelled: ERR.cancelled,
  deadline: ERR.deadline,
  idle: ERR.readTimeout,
};

export function abortText(cause: AbortCause): string {
  return ABORT_TEXT[cause];
}

/** undici error codes (on `error.cause.code`) that mean a timeout of its own. */
const CONNECT_TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT']);
const READ_TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function causeCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const own = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  const nested = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  if (typeof nested === 'string') return nested;
  return typeof own === 'string' ? own : null;
}

/**
 * The recorded text of a failure that was not raised by the transport's own checks.
 * `stage` says where it happened: before response headers (`request`, where a broken
 * socket is a connection failure) or while reading the body (`body`, where it is a broken
 * transfer, as `requests` reports it).
 */
export function errorText(error: unknown, stage: 'request' | 'body'): string {
  if (error instanceof CallFailure) return error.message;
  const code = causeCode(error);
  if (code !== null && CONNECT_TIMEOUT_CODES.has(code)) return ERR.connectTimeout;
  if (code !== null && READ_TIMEOUT_CODES.has(code)) return ERR.readTimeout;
  // Node's fetch rejects with `TypeError('fetch failed')` before a response and
  // `TypeError('terminated')` when the socket breaks mid-body.
  if (error instanceof TypeError && (error.message === 'fetch failed' || error.message === 'terminated')) {
    return stage === 'request' ? ERR.connection : ERR.chunkedEncoding;
  }
  if (stage === 'body' && code !== null && /^(UND_ERR_|E[A-Z]+)/.test(code)) return ERR.chunkedEncoding;
  if (stage === 'request' && code !== null && /^(UND_ERR_|E[A-Z]+)/.test(code)) return ERR.connection;
  // Anything else is non-controlled: the class name only (the last row of docs/transport.md "Error texts").
  return error instanceof Error ? error.constructor.name : 'Error';
}
