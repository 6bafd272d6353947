// Execution timeout (README "Limits"): a query that runs longer than the limit is answered with a
// TIMEOUT error instead of holding the connection. Yoga's executor (@graphql-tools/executor)
// honours `args.signal`: once it aborts, no further resolver starts and the pending result
// rejects with the abort reason. A database statement already sent keeps running until it
// ends or Postgres' statement_timeout (db/client.ts) cancels it.
//
// Only queries: a mutation that timed out might still have happened (its resolver is not
// interrupted), and the answer would hide that; mutations are bounded by their own work limits
// and idempotency keys. Subscriptions are long-lived by design.
import { getOperationAST, GraphQLError, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export function timeoutError(timeoutMs: number): GraphQLError {
  return new GraphQLError(`The query did not finish within ${timeoutMs} ms and was stopped; ask for less (smaller pages, fewer fields).`, {
    extensions: { code: 'TIMEOUT', timeoutMs },
  });
}

function isQuery(document: DocumentNode, operationName: string | null | undefined): boolean {
  return getOperationAST(document, operationName)?.operation === 'query';
}

export function useExecutionTimeout(timeoutMs: number): Plugin {
  if (!(timeoutMs > 0)) return {};
  return {
    onExecute: ({ args, executeFn, setExecuteFn }) => {
      if (!isQuery(args.document, args.operationName)) return;
      setExecuteFn(async (executeArgs) => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(timeoutError(timeoutMs)), timeoutMs);
        // Keep an earlier signal (e.g. the client went away) in force.
        const earlier = (executeArgs as { signal?: AbortSignal }).signal;
        const signal = earlier ? AbortSignal.any([earlier, controller.signal]) : controller.signal;
        // The race answers at the limit whatever the executor: a compiled query
        // (execution/hot-queries.ts) does not read the signal, so its resolvers already running
        // finish in the background, each bounded by the statement timeout.
        const aborted = new Promise<never>((_, reject) => {
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
        });
        try {
          return await Promise.race([executeFn({ ...executeArgs, signal } as typeof executeArgs), aborted]);
        } catch (error) {
          if (controller.signal.aborted && error === controller.signal.reason) return { errors: [error as GraphQLError] };
          throw error;
        } finally {
          clearTimeout(timer);
        }
      });
    },
  };
}
