// Prometheus metrics (docs/operations.md "Metrics"), served at /metrics. One registry per server
// process, shared by its HTTP server and its worker; each test makes its own.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Counts of runs by status, read from the database when /metrics is scraped. */
export type RunsByStatus = () => Promise<ReadonlyMap<string, number>>;

export class Metrics {
  readonly registry = new Registry();
  /** GraphQL operations executed, by type (query, mutation, subscription) and outcome. */
  readonly operations = new Counter({
    name: 'sr_bench_graphql_operations_total',
    help: 'GraphQL operations executed, by operation type and outcome (ok or error).',
    labelNames: ['type', 'outcome'] as const,
    registers: [this.registry],
  });
  /** GraphQL errors sent to clients, by their `extensions.code`. */
  readonly errors = new Counter({
    name: 'sr_bench_graphql_errors_total',
    help: 'GraphQL errors sent to clients, by extensions.code (INTERNAL_SERVER_ERROR when none).',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  /** Run state changes made by this process's worker. */
  readonly runTransitions = new Counter({
    name: 'sr_bench_run_transitions_total',
    help: 'Run state changes made by this process: running, completed, failed, cancelled, interrupted.',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });
  readonly callsInFlight = new Gauge({
    name: 'sr_bench_provider_calls_in_flight',
    help: 'Model calls this process is streaming now.',
    labelNames: ['role'] as const,
    registers: [this.registry],
  });
  readonly providerSeconds = new Histogram({
    name: 'sr_bench_provider_call_seconds',
    help: 'Wall time of model calls from the request to the end of the stream, by role and outcome.',
    labelNames: ['role', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [this.registry],
  });
  readonly providerErrors = new Counter({
    name: 'sr_bench_provider_errors_total',
    help: 'Model calls that ended in a transport or provider error, by role.',
    labelNames: ['role'] as const,
    registers: [this.registry],
  });
  /** Where the open subscriptions are counted; the HTTP server sets it. */
  openSubscriptions: () => number = () => 0;

  constructor(runsByStatus?: RunsByStatus) {
    // Process figures, among them the event-loop lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
    const metrics = this;
    new Gauge({
      name: 'sr_bench_subscriptions',
      help: 'GraphQL subscriptions open over WebSocket.',
      registers: [this.registry],
      collect() {
        this.set(metrics.openSubscriptions());
      },
    });
    if (runsByStatus) {
      // Both gauges are collected at once by a scrape: they share one read of the database.
      let read: Promise<ReadonlyMap<string, number> | null> | null = null;
      const readOnce = (): Promise<ReadonlyMap<string, number> | null> => {
        read ??= runsByStatus()
          .then(
            (counts) => counts,
            () => null,
          )
          .finally(() => setTimeout(() => (read = null), 0));
        return read;
      };
      new Gauge({
        name: 'sr_bench_database_up',
        help: "1 when the database answered this scrape's count of runs, else 0.",
        registers: [this.registry],
        async collect() {
          this.set((await readOnce()) === null ? 0 : 1);
        },
      });
      new Gauge({
        name: 'sr_bench_runs',
        help: 'Runs in the database by status (also those of other processes); empty while the database does not answer.',
        labelNames: ['status'] as const,
        registers: [this.registry],
        async collect() {
          this.reset();
          // A scrape still answers while the database is down; sr_bench_database_up says so.
          for (const [status, n] of (await readOnce()) ?? []) this.set({ status }, n);
        },
      });
    }
  }

  /** The text format Prometheus scrapes. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
