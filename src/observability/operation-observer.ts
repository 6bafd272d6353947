// GraphQL operations as the operator sees them: counted by type and outcome, errors counted by
// code, and an operation slower than the threshold logged as one line (docs/operations.md).
import { getOperationAST, type ExecutionResult, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';

export class SlowRequestSettingError extends Error {}

/** SR_BENCH_SLOW_REQUEST_MS (default 1000): operations at least this slow are logged. */
export function slowRequestMsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.SR_BENCH_SLOW_REQUEST_MS;
  if (raw === undefined || raw.trim() === '') return 1000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1)
    throw new SlowRequestSettingError(`SR_BENCH_SLOW_REQUEST_MS must be a whole number of milliseconds ≥ 1, got ${JSON.stringify(raw)}`);
  return ms;
}

function errorsOf(result: unknown): readonly GraphQLError[] {
  if (Array.isArray(result)) return result.flatMap(errorsOf);
  if (typeof result === 'object' && result !== null && 'errors' in result) return (result as ExecutionResult).errors ?? [];
  return [];
}

export function useOperationObserver(metrics: Metrics, log: Logger, slowMs: number): Plugin {
  return {
    onExecute({ args }) {
      const startedMs = performance.now();
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'unknown';
      return {
        onExecuteDone({ result }) {
          metrics.operations.inc({ type, outcome: errorsOf(result).length > 0 ? 'error' : 'ok' });
          const durationMs = performance.now() - startedMs;
          if (durationMs < slowMs) return;
          log.warn(
            {
              event: 'request_slow',
              operationName: args.operationName ?? operation?.name?.value ?? null,
              operationType: type,
              durationMs: Math.round(durationMs),
            },
            'slow GraphQL operation',
          );
        },
      };
    },
    onSubscribe() {
      metrics.operations.inc({ type: 'subscription', outcome: 'ok' });
    },
    // Every answer, also those refused before execution (parse, validation, limits, access).
    onResultProcess({ result }) {
      for (const error of errorsOf(result)) {
        const code = error.extensions?.code;
        metrics.errors.inc({ code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR' });
      }
    },
  };
}
