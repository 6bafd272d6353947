// Following a run until it is terminal: the `runProgress` subscription over graphql-ws (the
// server's HTTP URL with a ws scheme), a progress display on stderr, and bounded reconnects.
// Following only reads: stopping it (Ctrl-C) or losing the connection never touches the run.
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { CliError, request, trustedHash, type ClientOptions } from './client.ts';
import { graphql } from './gql/index.ts';
import type { FollowRunProgressSubscription } from './gql/graphql.ts';
import { notFound } from './run-fields.ts';
import { usd } from './table.ts';

const FollowRunProgress = graphql(`
  subscription FollowRunProgress($runId: ID!) {
    runProgress(runId: $runId) {
      status
      knownSpendUsd
      wallTimeSeconds
      updatedAt
      progress {
        ...ProgressCounts
      }
      run {
        runId
        error
      }
    }
  }
`);

const FollowRunState = graphql(`
  query FollowRunState($id: ID!) {
    run(id: $id) {
      runId
      status
      error
      wallTimeSeconds
      updatedAt
      progress {
        ...ProgressCounts
      }
    }
  }
`);

type ProgressEvent = FollowRunProgressSubscription['runProgress'];

/** What the follower knows about the run; `knownSpendUsd` is null until a progress event told it. */
export interface RunState {
  runId: string;
  status: ProgressEvent['status'];
  progress: ProgressEvent['progress'];
  knownSpendUsd: number | null;
  wallTimeSeconds: number;
  updatedAt: string;
  error: string | null;
}

export const TERMINAL = new Set<string>(['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED']);
export const isTerminal = (state: RunState) => TERMINAL.has(state.status);

export interface RetryPolicy {
  /** Consecutive failed reconnects before giving up. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** About a minute in all: 0.5, 1, 2, 4, then 8 s between attempts. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 10, baseDelayMs: 500, maxDelayMs: 8_000 };

/** Where the follower reports: the progress display, or a test's recorder. */
export interface FollowView {
  update(state: RunState): void;
  /** A message on its own line (reconnects). */
  note(message: string): void;
  /** Ends the display (the final line stays); called once. */
  finish(): void;
}

export interface FollowOptions {
  client: ClientOptions;
  runId: string;
  view: FollowView;
  /** Aborting stops following (Ctrl-C); the run is left alone. */
  signal?: AbortSignal;
  retry?: RetryPolicy;
  /** Ping the server this often; a connection without a pong within `pongTimeoutMs` is dropped. */
  keepAliveMs?: number;
  pongTimeoutMs?: number;
}

export type FollowOutcome =
  | { kind: 'terminal'; state: RunState }
  | { kind: 'stopped'; state: RunState | null }
  | { kind: 'lost'; state: RunState | null; attempts: number; reason: string };

/** The WebSocket URL of a GraphQL HTTP URL (same host and path). */
export function webSocketUrl(httpUrl: string): string {
  const url = new URL(httpUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Close codes saying the request or the credentials are wrong: reconnecting cannot help. */
const FATAL_CLOSE_CODES = new Set([4400, 4401, 4403, 4406, 4409, 4429]);

type AttemptResult = { kind: 'complete' } | { kind: 'aborted' } | { kind: 'lost'; reason: string };

/**
 * Follows `runId` until it is terminal, the signal aborts, or the connection stays lost for
 * `retry.attempts` consecutive reconnects. GraphQL errors (NOT_FOUND, FORBIDDEN) are thrown as
 * CliError. Each reconnect first re-reads the run over HTTP (a run that ended while the socket was
 * down ends the follow), then subscribes again, whose first event is the current state.
 */
export async function followRun(options: FollowOptions): Promise<FollowOutcome> {
  const retry = options.retry ?? DEFAULT_RETRY;
  const seen: { state: RunState | null } = { state: null };
  let failures = 0;
  let lastReason = '';
  const show = (next: RunState) => {
    seen.state = next;
    options.view.update(next);
  };
  const stopped = (): FollowOutcome => ({ kind: 'stopped', state: seen.state });
  try {
    for (;;) {
      if (options.signal?.aborted) return stopped();
      if (failures > 0) {
        if (failures > retry.attempts) return { kind: 'lost', state: seen.state, attempts: retry.attempts, reason: lastReason };
        options.view.note(`connection lost (${lastReason}); reconnecting, attempt ${failures} of ${retry.attempts}…`);
        if (!(await pause(backoffMs(retry, failures), options.signal))) return stopped();
        try {
          const current: RunState = { ...(await readState(options.client, options.runId)), knownSpendUsd: seen.state?.knownSpendUsd ?? null };
          show(current);
          if (isTerminal(current)) return { kind: 'terminal', state: current };
        } catch (error) {
          if (!isConnectionError(error)) throw error;
          lastReason = (error as Error).message;
          failures += 1;
          continue;
        }
      }
      let delivered = false;
      const result = await subscribeOnce(options, (event) => {
        delivered = true;
        show(event);
      });
      // A connection that delivered the current state counts as a successful reconnect.
      if (delivered) failures = 0;
      if (result.kind === 'aborted') return stopped();
      const current = seen.state;
      if (current && isTerminal(current)) return { kind: 'terminal', state: current };
      lastReason = result.kind === 'lost' ? result.reason : 'the server ended the subscription early';
      failures += 1;
    }
  } finally {
    options.view.finish();
  }
}

function backoffMs(retry: RetryPolicy, failures: number): number {
  const delay = Math.min(retry.baseDelayMs * 2 ** (failures - 1), retry.maxDelayMs);
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/** Resolves false when the signal aborted the pause. */
async function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  try {
    await sleep(ms, undefined, signal ? { signal } : {});
    return true;
  } catch {
    return false;
  }
}

const isConnectionError = (error: unknown) =>
  error instanceof CliError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT' || error.code === 'BAD_RESPONSE');

async function readState(client: ClientOptions, runId: string): Promise<Omit<RunState, 'knownSpendUsd'>> {
  const { run } = await request({ ...client, timeoutMs: 15_000 }, FollowRunState, { id: runId });
  if (!run) throw notFound(runId);
  return {
    runId: run.runId,
    status: run.status,
    progress: run.progress,
    wallTimeSeconds: run.wallTimeSeconds,
    updatedAt: run.updatedAt,
    error: run.error ?? null,
  };
}

function fromEvent(event: ProgressEvent): RunState {
  return {
    runId: event.run.runId,
    status: event.status,
    progress: event.progress,
    knownSpendUsd: event.knownSpendUsd,
    wallTimeSeconds: event.wallTimeSeconds,
    updatedAt: event.updatedAt,
    error: event.run.error ?? null,
  };
}

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown };
}

function graphQLError(errors: readonly GraphQLErrorLike[]): CliError {
  const code = errors[0]?.extensions?.code;
  return new CliError(errors.map((e) => e.message).join('; ') || 'subscription failed', typeof code === 'string' ? code : 'INTERNAL');
}

function describeClose(error: unknown): string {
  const close = error as { code?: unknown; reason?: unknown; message?: unknown };
  if (typeof close.code === 'number') return `WebSocket closed with ${close.code}${close.reason ? ` ${String(close.reason)}` : ''}`;
  if (typeof close.message === 'string' && close.message) return close.message;
  return 'WebSocket error';
}

/** One WebSocket connection and subscription, until it completes, drops or is aborted. */
function subscribeOnce(options: FollowOptions, onEvent: (state: RunState) => void): Promise<AttemptResult> {
  const token = options.client.token;
  let socket: WebSocket | null = null;
  let pongTimer: NodeJS.Timeout | undefined;
  const client = createClient({
    url: webSocketUrl(options.client.url),
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: 0, // followRun reconnects itself, re-reading the run's state first
    connectionParams: token ? { authorization: `Bearer ${token}` } : undefined,
    connectionAckWaitTimeout: 15_000,
    keepAlive: options.keepAliveMs ?? 15_000,
    on: {
      opened: (opened) => (socket = opened as WebSocket),
      // A half-open connection (no FIN, e.g. a dropped network) would otherwise wait forever.
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => socket?.terminate(), options.pongTimeoutMs ?? 10_000);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
    },
  });

  return new Promise<AttemptResult>((resolve, reject) => {
    let settled = false;
    let unsubscribe = () => {};
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
      clearTimeout(pongTimer);
      unsubscribe();
      void Promise.resolve(client.dispose()).catch(() => {});
      // A peer that never answers the close handshake must not keep the process alive.
      const open = socket;
      if (open) setTimeout(() => open.terminate(), 1_000).unref();
      outcome();
    };
    const onAbort = () => settle(() => resolve({ kind: 'aborted' }));
    unsubscribe = client.subscribe<FollowRunProgressSubscription>(
      // A trusted document travels as its hash; graphql-ws still needs a query string, so it is empty.
      { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: trustedHash(FollowRunProgress) } }, variables: { runId: options.runId } },
      {
        next: (result) => {
          if (result.errors?.length) return settle(() => reject(graphQLError(result.errors!)));
          if (result.data) onEvent(fromEvent(result.data.runProgress));
        },
        error: (error) => {
          if (Array.isArray(error)) return settle(() => reject(graphQLError(error as GraphQLErrorLike[])));
          const code = (error as { code?: unknown }).code;
          if (typeof code === 'number' && FATAL_CLOSE_CODES.has(code)) {
            return settle(() =>
              reject(
                new CliError(
                  `the server refused the subscription: ${describeClose(error)}`,
                  code === 4401 || code === 4403 ? 'UNAUTHENTICATED' : 'BAD_REQUEST',
                ),
              ),
            );
          }
          settle(() => resolve({ kind: 'lost', reason: describeClose(error) }));
        },
        complete: () => settle(() => resolve({ kind: 'complete' })),
      },
    );
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
  });
}

// ---- display ----

/** `m:ss`, or `h:mm:ss` from an hour on. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/** Counts, elapsed time and spend, e.g. `12/40 completed, 1 failed · 0:42 · $0.0123`. */
export function progressSummary(state: RunState, elapsedSeconds: number): string {
  const p = state.progress;
  const counts = `${p.completed}/${p.total} completed, ${p.failed} failed${p.timeout ? `, ${p.timeout} timeout` : ''}`;
  return `${counts} · ${formatElapsed(elapsedSeconds)} · ${usd(state.knownSpendUsd) ?? '$?'}`;
}

/** `[#####-----]` filled by the cells that have a result (completed, failed or timed out). */
export function progressBar(state: RunState, width = 24): string {
  const p = state.progress;
  const done = p.completed + p.failed + p.timeout;
  const filled = p.total > 0 ? Math.min(width, Math.floor((done / p.total) * width)) : 0;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/**
 * The display on `stream` (stderr). On a terminal: one line redrawn in place every second. Else:
 * a plain line when the state changed, at most every `plainIntervalMs`, so logs stay short.
 */
export function progressView(stream: ProgressStream, options: { now?: () => number; plainIntervalMs?: number } = {}): FollowView {
  const now = options.now ?? Date.now;
  const interval = options.plainIntervalMs ?? 2_000;
  let state: RunState | null = null;
  let receivedAt = 0;
  let finished = false;
  // Elapsed: the server's wall time at the last event, plus local time since while active.
  const elapsed = (s: RunState) => s.wallTimeSeconds + (isTerminal(s) ? 0 : (now() - receivedAt) / 1000);

  if (stream.isTTY) {
    let drawn = false;
    let drawnAt = -Infinity;
    const draw = () => {
      if (!state) return;
      const line = `${progressBar(state)} ${progressSummary(state, elapsed(state))} · ${state.status.toLowerCase()}`;
      stream.write(`\r${line.slice(0, Math.max(20, (stream.columns || 80) - 1))}\x1b[K`);
      drawn = true;
      drawnAt = now();
    };
    // The clock ticks between events; bursts of events redraw at most ten times a second.
    const timer = setInterval(draw, 500);
    timer.unref();
    return {
      update: (next) => {
        state = next;
        receivedAt = now();
        if (now() - drawnAt >= 100 || isTerminal(next)) draw();
      },
      note: (message) => {
        stream.write(`${drawn ? '\r\x1b[K' : ''}${message}\n`);
        draw();
      },
      finish: () => {
        if (finished) return;
        finished = true;
        clearInterval(timer);
        if (drawn) stream.write('\n');
      },
    };
  }

  let printedKey = '';
  let printedAt = -Infinity;
  let trailing: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(trailing);
    trailing = undefined;
    if (!state) return;
    const p = state.progress;
    const key = `${state.status} ${p.completed} ${p.failed} ${p.timeout} ${p.total} ${state.knownSpendUsd}`;
    if (key === printedKey) return;
    printedKey = key;
    printedAt = now();
    stream.write(`${state.runId} ${state.status.toLowerCase()}: ${progressSummary(state, elapsed(state))}\n`);
  };
  return {
    update: (next) => {
      state = next;
      receivedAt = now();
      if (finished) return;
      const wait = printedAt + interval - now();
      if (wait <= 0) flush();
      else if (!trailing) (trailing = setTimeout(flush, wait)).unref();
    },
    note: (message) => {
      stream.write(`${message}\n`);
    },
    finish: () => {
      if (finished) return;
      finished = true;
      clearTimeout(trailing);
    },
  };
}
