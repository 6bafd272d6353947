// The HTTP server: yoga for HTTP and graphql-ws for subscriptions, on one port and path.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getOperationAST, GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { Authenticator } from './auth/authenticator.ts';
import { assertBindAllowed } from './auth/bind-policy.ts';
import type { Database } from './db/client.ts';
import { createServices, hasViewer, type Services, type Viewer } from './context.ts';
import { closingAfterRefusedBody } from './limits/body-limit.ts';
import { edgeFromEnv, type EdgeSettings } from './http/edge-config.ts';
import { guardedListener, verifyUpgrade, type EdgePolicy } from './http/edge-guard.ts';
import { serveGraphiQL } from './http/graphiql-page.ts';
import { HostPin } from './http/host-pinning.ts';
import { OriginPolicy } from './http/origin-policy.ts';
import { loadTrustedDocuments, subscribeText } from './http/trusted-documents.ts';
import { withWebApp } from './http/web-app.ts';
import { resolveLimits, type Limits } from './limits/config.ts';
import { ConnectionLeases, rateLimitedError, releasingOnEnd, SubscriptionCaps, type Lease } from './limits/subscription-caps.ts';
import { WEBSOCKET_TRANSPORT } from './limits/websocket-subscriptions.ts';
import { createYogaApp, type Yoga } from './yoga.ts';
import { databaseErrorText } from './db/errors.ts';
import { appliedMigrationCount, databaseAnswers, shippedMigrationCount } from './db/queries/health.ts';
import { runCountsByStatus } from './db/queries/runs.ts';
import { withOperationalEndpoints } from './http/operational-endpoints.ts';
import { defaultLogger, type Logger } from './observability/logger.ts';
import { Metrics } from './observability/metrics.ts';
import { slowRequestMsFromEnv } from './observability/operation-observer.ts';
import { tracerProviderFromEnv, type TracerProvider } from './observability/tracing.ts';
import { checkReadiness, type Check } from './observability/readiness.ts';

type EnvelopedOps = Pick<ReturnType<Yoga['getEnveloped']>, 'execute' | 'subscribe'> & {
  /** The subscription's slot under the per-actor cap. */
  lease?: Lease;
};

export interface RunningServer {
  url: string;
  /** The process's metrics (served at /metrics unless SR_BENCH_METRICS=0). */
  metrics: Metrics;
  services: Services;
  yoga: Yoga;
  http: Server;
  /** Whether GraphiQL is served at `url` (graphiqlEnabled). */
  graphiql: boolean;
  close(): Promise<void>;
}

export interface ServeOptions {
  host: string;
  port: number;
  /** Bearer tokens; required unless `host` is loopback. */
  authenticator?: Authenticator;
  /** Overrides of the abuse limits (README "Limits"); the rest come from the environment. */
  limits?: Partial<Limits>;
  /** Overrides of the edge settings (README "Access"); the rest come from the environment. */
  edge?: Partial<EdgeSettings>;
  /** Where the server logs (default: the process's logger). */
  log?: Logger;
  /** The process's metrics, shared with its worker (default: the server's own). */
  metrics?: Metrics;
  /** Where operation spans go (default: SR_BENCH_TRACING, docs/operations.md "Tracing"). */
  tracing?: TracerProvider | null;
  /** The in-process worker's liveness for /ready; absent or null: no worker in this process. */
  workerLiveness?: () => Check | null;
}

/** The metrics of a server process: its runs gauge reads this database. */
export function processMetrics(database: Database): Metrics {
  return new Metrics(() => runCountsByStatus(database.db));
}

/** SR_BENCH_METRICS=0 turns /metrics off; anything but 0 or 1 refuses to start. */
export function metricsEnabled(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const raw = env.SR_BENCH_METRICS ?? '1';
  if (raw !== '0' && raw !== '1') throw new Error(`SR_BENCH_METRICS must be 0 or 1, got ${JSON.stringify(raw)}`);
  return raw === '1';
}

/** GraphiQL needs introspection; with tokens it is off unless asked for (README "Access"). */
export function graphiqlEnabled(edge: EdgeSettings, limits: Limits, tokensConfigured: boolean): boolean {
  // GraphiQL sends document text, which a trusted-documents-only server refuses.
  return limits.introspection && !edge.trustedDocumentsOnly && (edge.graphiql ?? !tokensConfigured);
}

export async function startServer(database: Database, options: ServeOptions): Promise<RunningServer> {
  const authenticator = options.authenticator ?? new Authenticator([]);
  assertBindAllowed(options.host, authenticator.enabled);
  // Settings first: a bad one throws before anything is started.
  const limits = resolveLimits(options.limits);
  const edge: EdgeSettings = { ...edgeFromEnv(), ...options.edge };
  const log = options.log ?? defaultLogger();
  const metrics = options.metrics ?? processMetrics(database);
  const servesMetrics = metricsEnabled();
  const slowRequestMs = slowRequestMsFromEnv();
  const tracing = options.tracing === undefined ? tracerProviderFromEnv() : options.tracing;
  const services = createServices(database);
  await services.bus.start();
  const origins = new OriginPolicy(edge.corsOrigins);
  const trustedDocuments = loadTrustedDocuments();
  const yoga = createYogaApp(database, services, {
    authenticator,
    limits,
    origins,
    trustedDocuments,
    trustedDocumentsOnly: edge.trustedDocumentsOnly,
    metrics,
    log,
    slowRequestMs,
    tracing,
  });
  const caps = new SubscriptionCaps(limits.maxSubscriptionsPerActor);
  metrics.openSubscriptions = () => caps.total;
  const readiness = () =>
    checkReadiness({
      database: () => databaseAnswers(database.db).catch((error: unknown) => Promise.reject(new Error(databaseErrorText(error)))),
      appliedMigrations: () => appliedMigrationCount(database.db).catch((error: unknown) => Promise.reject(new Error(databaseErrorText(error)))),
      shippedMigrations: shippedMigrationCount(),
      worker: () => options.workerLiveness?.() ?? null,
    });
  const leases = new ConnectionLeases();
  // The viewer of each WebSocket, fixed at connection_init.
  const viewers = new WeakMap<object, Viewer>();
  // The host pin needs the bound address: it is set once the server listens, before any request.
  const policy: EdgePolicy = { hostPin: null, origins, apiPath: yoga.graphqlEndpoint };
  const api = closingAfterRefusedBody(yoga);
  const graphiql = graphiqlEnabled(edge, limits, authenticator.enabled);
  const withGraphiQL = graphiql ? serveGraphiQL(yoga.graphqlEndpoint, api) : api;
  const operational = withOperationalEndpoints(withWebApp(withGraphiQL, yoga.graphqlEndpoint), { readiness, metrics: servesMetrics ? metrics : null });
  const http = createServer(guardedListener(operational, policy));
  // A bigger message closes the socket (1009) before it is parsed; a foreign Host or Origin is
  // refused before the handshake.
  const wss = new WebSocketServer({ server: http, path: yoga.graphqlEndpoint, maxPayload: limits.maxWsPayloadBytes, verifyClient: verifyUpgrade(policy) });

  // graphql-ws runs operations through yoga's envelop, so plugins and context apply alike.
  const ws = useServer(
    {
      // onSubscribe below puts yoga's enveloped execute/subscribe on the root value.
      execute: (args: ExecutionArgs) => (args.rootValue as EnvelopedOps).execute(args),
      subscribe: async (args: ExecutionArgs) => {
        const { subscribe, lease } = args.rootValue as EnvelopedOps;
        const result = await subscribe(args);
        if (!lease) return result;
        // The slot is free as soon as the stream ends or the client stops it.
        if (Symbol.asyncIterator in result) return releasingOnEnd(result, lease.release);
        lease.release();
        return result;
      },
      // A token in connection_init's payload ({authorization: "Bearer …"}) or on the upgrade
      // request; a bad one closes the socket with 4403 before any operation runs.
      onConnect: (ctx) => {
        const fromParams = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const header = typeof fromParams === 'string' ? fromParams : ctx.extra.request.headers.authorization;
        try {
          viewers.set(ctx.extra.socket, authenticator.viewerFor(header));
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: async (ctx, id, params) => {
        // A burst of operations (every dashboard reconnecting) takes turns with the rest of the
        // loop, as deliveries do (pubsub/delivery-turns.ts).
        await services.bus.turns.take();
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          viewer: viewers.get(ctx.extra.socket),
          transport: WEBSOCKET_TRANSPORT,
        });
        const source = subscribeText(trustedDocuments, edge.trustedDocumentsOnly, params);
        if ('refusal' in source) return [new GraphQLError(source.refusal.message, { extensions: source.refusal.extensions })];
        // A document that does not parse (or has too many tokens) is an error for this operation,
        // not a reason to drop the connection.
        let document: ReturnType<typeof parse>;
        try {
          document = parse(source.text);
        } catch (error) {
          if (error instanceof Error && error.name === 'GraphQLError') return [error as GraphQLError];
          throw error;
        }
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        if (getOperationAST(args.document, args.operationName)?.operation === 'subscription') {
          // The context factory always sets a viewer; without one there is no actor to count.
          if (!hasViewer(args.contextValue)) throw new TypeError('Subscription context has no viewer');
          const lease = caps.acquire(args.contextValue.viewer.actorId);
          if (!lease) return [rateLimitedError(caps.maxPerActor)];
          leases.add(ctx, id, lease);
          return { ...args, rootValue: { execute, subscribe, lease } };
        }
        return args;
      },
      // Fallbacks for streams that end without passing through `subscribe`'s wrapper.
      onComplete: (ctx, id) => leases.release(ctx, id),
      onClose: (ctx) => leases.releaseAll(ctx),
    },
    wss,
  );

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  const address = http.address() as AddressInfo;
  if (!authenticator.enabled) policy.hostPin = new HostPin(address.address);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  log.info({ event: 'server_listening', url: `http://${host}:${address.port}${yoga.graphqlEndpoint}`, driver: database.driver }, 'server listening');
  return {
    url: `http://${host}:${address.port}${yoga.graphqlEndpoint}`,
    metrics,
    services,
    yoga,
    http,
    graphiql,
    close: async () => {
      await ws.dispose();
      await services.bus.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve, reject) => http.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
