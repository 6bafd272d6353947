// Structured logs (docs/operations.md "Logs"): one JSON object per line on standard output, with
// an `event` name a log pipeline can match on and the run, status and reason as fields. The
// level comes from SR_BENCH_LOG_LEVEL (default info); `silent` turns logging off.
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export class LogSettingsError extends Error {}

/** SR_BENCH_LOG_LEVEL, checked: a typo refuses to start instead of logging at a guess. */
export function logLevelFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const level = (env.SR_BENCH_LOG_LEVEL ?? 'info').trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new LogSettingsError(`SR_BENCH_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(env.SR_BENCH_LOG_LEVEL)}`);
  }
  return level;
}

/**
 * A logger writing to `destination` (default: standard output, synchronously, so the lines
 * written just before an exit are not lost).
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? logLevelFromEnv(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // The level as its name: `"level":"warn"` reads without a table of numbers.
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination({ fd: 1, sync: true }),
  );
}

let processLogger: Logger | null = null;

/** The process's logger, created on first use from the environment. */
export function defaultLogger(): Logger {
  processLogger ??= createLogger();
  return processLogger;
}
