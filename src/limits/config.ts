// Abuse limits (README "Limits"): one place for their values. The operator can change the ones
// that depend on the deployment through the environment; the query-shape limits are fixed here,
// sized from the largest operation the CLI, the demo and the tests send (test/security).
import { z } from 'zod';

const MiB = 1024 * 1024;

export interface Limits {
  /** Deepest field nesting of an operation (fragments flattened; introspection not counted). */
  maxDepth: number;
  /** Aliased fields per operation. */
  maxAliases: number;
  /** Lexical tokens per document, counted while parsing. */
  maxTokens: number;
  /** Directive uses per operation. */
  maxDirectives: number;
  /** Selections of a document counted where fragments are spread (selection-bounds.ts). */
  maxSelections: number;
  /** Times one response name may be selected at one path (fragments and inline fragments included). */
  maxRepeats: number;
  /** Fragment definitions per document (validation compares the fragments of a selection in pairs). */
  maxFragments: number;
  /** Nesting of `{ [ (` in a document, and of arrays/objects in the variables. */
  maxNesting: number;
  /** Estimated work per operation (query-limits.ts "Cost"). */
  maxCost: number;
  /** Bytes of an HTTP request body (a batch counts once, as the one body it is). */
  maxBodyBytes: number;
  /** Operations in one batched HTTP request (a JSON array body); each is checked against every other limit on its own. */
  maxBatch: number;
  /** Bytes of one WebSocket message. */
  maxWsPayloadBytes: number;
  /** Wall time of a query (HTTP or WebSocket); 0 disables. */
  executionTimeoutMs: number;
  /** Postgres `statement_timeout` of the server's sessions; 0 disables. */
  statementTimeoutMs: number;
  /** Open subscriptions per actor, over all of the actor's connections. */
  maxSubscriptionsPerActor: number;
  /** Schema introspection (and GraphiQL, which needs it). */
  introspection: boolean;
}

export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  maxDepth: 15,
  maxAliases: 30,
  maxTokens: 5_000,
  maxDirectives: 50,
  maxSelections: 2_000,
  maxRepeats: 10,
  maxFragments: 50,
  maxNesting: 64,
  maxCost: 10_000,
  maxBodyBytes: 8 * MiB,
  maxBatch: 10,
  maxWsPayloadBytes: 8 * MiB,
  executionTimeoutMs: 30_000,
  statementTimeoutMs: 30_000,
  maxSubscriptionsPerActor: 64,
  introspection: true,
});

const millis = z.coerce
  .number()
  .int()
  .min(0)
  .max(24 * 3600 * 1000);
const ENV = z.object({
  SR_BENCH_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(1024 * MiB)
    .optional(),
  SR_BENCH_EXECUTION_TIMEOUT_MS: millis.optional(),
  SR_BENCH_STATEMENT_TIMEOUT_MS: millis.optional(),
  SR_BENCH_MAX_SUBSCRIPTIONS_PER_ACTOR: z.coerce.number().int().min(1).max(100_000).optional(),
  SR_BENCH_INTROSPECTION: z
    .enum(['0', '1', 'false', 'true'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
});

export class LimitsConfigError extends Error {
  override name = 'LimitsConfigError';
}

/** The limits with the environment's overrides; an empty variable counts as unset. */
export function limitsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): Limits {
  const present = Object.fromEntries(Object.keys(ENV.shape).flatMap((key) => (env[key] ? [[key, env[key]]] : [])));
  const parsed = ENV.safeParse(present);
  if (!parsed.success) throw new LimitsConfigError(`Invalid limit setting: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  return {
    ...DEFAULT_LIMITS,
    // One setting for both transports: a request is the same size over either.
    ...(e.SR_BENCH_MAX_BODY_BYTES !== undefined && { maxBodyBytes: e.SR_BENCH_MAX_BODY_BYTES, maxWsPayloadBytes: e.SR_BENCH_MAX_BODY_BYTES }),
    ...(e.SR_BENCH_EXECUTION_TIMEOUT_MS !== undefined && { executionTimeoutMs: e.SR_BENCH_EXECUTION_TIMEOUT_MS }),
    ...(e.SR_BENCH_STATEMENT_TIMEOUT_MS !== undefined && { statementTimeoutMs: e.SR_BENCH_STATEMENT_TIMEOUT_MS }),
    ...(e.SR_BENCH_MAX_SUBSCRIPTIONS_PER_ACTOR !== undefined && { maxSubscriptionsPerActor: e.SR_BENCH_MAX_SUBSCRIPTIONS_PER_ACTOR }),
    ...(e.SR_BENCH_INTROSPECTION !== undefined && { introspection: e.SR_BENCH_INTROSPECTION }),
  };
}

/** `limitsFromEnv()` overlaid by explicit settings (tests, embedding). */
export function resolveLimits(overrides: Partial<Limits> = {}, env?: Readonly<Record<string, string | undefined>>): Limits {
  return { ...limitsFromEnv(env), ...overrides };
}
