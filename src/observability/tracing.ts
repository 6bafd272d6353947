// OpenTelemetry spans for GraphQL operations (docs/operations.md "Tracing"). SR_BENCH_TRACING=1
// adds one span per operation to the tracer provider the process registered; the operator loads
// an OpenTelemetry SDK and its exporter (for instance with `node --import`). Without a
// registered SDK the global provider is a no-op, so turning tracing on exports nothing.
import { useOpenTelemetry } from '@envelop/opentelemetry';
import { SpanKind, trace, type TracerProvider } from '@opentelemetry/api';

export type { TracerProvider };

/** SR_BENCH_TRACING: 0 (default) or 1; anything else refuses to start. */
export function tracingEnabled(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const raw = env.SR_BENCH_TRACING ?? '0';
  if (raw !== '0' && raw !== '1') throw new Error(`SR_BENCH_TRACING must be 0 or 1, got ${JSON.stringify(raw)}`);
  return raw === '1';
}

/** The provider spans go to when tracing is on: the process's global one; null when off. */
export function tracerProviderFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): TracerProvider | null {
  return tracingEnabled(env) ? trace.getTracerProvider() : null;
}

/**
 * One span per query, mutation and subscription, named `<type>.<operationName>`, marked as an
 * error when the result carries errors. Variables and results are never recorded (they can hold
 * plan secrets and model answers); the document is, unless it writes arguments inline.
 */
export function useTracing(provider: TracerProvider): ReturnType<typeof useOpenTelemetry> {
  return useOpenTelemetry({ resolvers: false, variables: false, result: false, document: true }, provider, SpanKind.SERVER, {}, 'sr-bench-server');
}
