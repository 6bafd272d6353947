/**
 * Connection supervision for one call (docs/transport.md "Timeouts and the watchdog"): a watchdog that checks every 0.1 s
 * for cancellation and the total deadline, the idle (read) timer that runs only while the
 * transport waits for bytes, and the caller's cancel signal. Any of them aborts the one
 * `AbortController` the fetch uses and remembers why.
 */
import { CallFailure } from '../../domain/accounting/call-failure.ts';
import { abortText } from '../../domain/transport/errors.ts';
import type { AbortCause } from '../../domain/transport/errors.ts';

export const WATCHDOG_INTERVAL_MS = 100;

export interface WatchdogOptions {
  signal: AbortSignal;
  deadlineMs: number;
  idleMs: number;
  nowMs: () => number;
}

export class Watchdog {
  private readonly controller = new AbortController();
  private readonly options: WatchdogOptions;
  private interval: ReturnType<typeof setInterval> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private abortCause: AbortCause | null = null;
  private readonly onCallerAbort = (): void => this.abort('cancelled');

  constructor(options: WatchdogOptions) {
    this.options = options;
  }

  /** The signal handed to `fetch`. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Why the transport aborted the connection, or null. */
  get cause(): AbortCause | null {
    return this.abortCause;
  }

  start(): void {
    this.options.signal.addEventListener('abort', this.onCallerAbort, { once: true });
    this.interval = setInterval(() => this.tick(), WATCHDOG_INTERVAL_MS);
    this.tick();
  }

  /** Waiting for bytes (the request, or the next body chunk): the idle timer runs. */
  waitingForBytes(): void {
    this.clearIdle();
    this.idleTimer = setTimeout(() => {
      // Both limits reached together: the total deadline is the truer account.
      this.abort(this.options.nowMs() >= this.options.deadlineMs ? 'deadline' : 'idle');
    }, this.options.idleMs);
  }

  /** Bytes arrived: the idle timer stops while they are handled. */
  bytesArrived(): void {
    this.clearIdle();
  }

  /** docs/transport.md "Reading the stream", step 1: throws `cancelled` / `total request deadline exceeded` when either holds. */
  check(): void {
    this.tick();
    if (this.abortCause !== null) throw new CallFailure(abortText(this.abortCause));
  }

  /** Tears the connection down without a cause (the call is over). */
  close(): void {
    this.stop();
    if (!this.controller.signal.aborted) this.controller.abort(new Error('call finished'));
  }

  stop(): void {
    if (this.interval !== null) clearInterval(this.interval);
    this.interval = null;
    this.clearIdle();
    this.options.signal.removeEventListener('abort', this.onCallerAbort);
  }

  private tick(): void {
    if (this.options.signal.aborted) this.abort('cancelled');
    else if (this.options.nowMs() >= this.options.deadlineMs) this.abort('deadline');
  }

  private abort(cause: AbortCause): void {
    if (this.abortCause !== null) return;
    this.abortCause = cause;
    this.stop();
    this.controller.abort(new CallFailure(abortText(cause)));
  }

  private clearIdle(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
