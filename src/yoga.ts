// The GraphQL HTTP handler; testable through `yoga.fetch` without a socket.
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { useAuthenticateFirst } from './auth/authenticate-first.ts';
import { Authenticator } from './auth/authenticator.ts';
import { createContext, createServices, type Context, type Services, type Viewer } from './context.ts';
import type { Database } from './db/client.ts';
import { CSRF_HEADER, useCsrfPrevention } from './http/csrf.ts';
import { OriginPolicy } from './http/origin-policy.ts';
import { useHotQueryCompilation, type HotQueryOptions } from './execution/hot-queries.ts';
import { loadTrustedDocuments, TRUSTED_DOCUMENT_PARAM, useTrustedDocuments } from './http/trusted-documents.ts';
import { resolveLimits, type Limits } from './limits/config.ts';
import { boundedDocumentCache } from './limits/document-cache.ts';
import { useExecutionTimeout } from './limits/execution-timeout.ts';
import { stripSuggestions } from './limits/no-suggestions.ts';
import { queryLimitPlugins } from './limits/query-limits.ts';
import { useRequestTextCheck } from './limits/request-text.ts';
import { useWebSocketOnlySubscriptions } from './limits/websocket-subscriptions.ts';
import { defaultLogger, type Logger } from './observability/logger.ts';
import type { Metrics } from './observability/metrics.ts';
import { slowRequestMsFromEnv, useOperationObserver } from './observability/operation-observer.ts';
import { useTracing, type TracerProvider } from './observability/tracing.ts';
import { schema } from './schema/index.ts';
import { maskError, useBadInputCodes } from './schema/request-errors.ts';

export type Yoga = YogaServerInstance<Record<string, unknown>, Context>;

export interface YogaOptions {
  logErrors?: boolean;
  /** Bearer tokens; without any, every caller is the local admin (loopback only: bind-policy.ts). */
  authenticator?: Authenticator;
  /** Abuse limits (README "Limits"); default: limits/config.ts with the environment's overrides. */
  limits?: Limits;
  /** Browser origins allowed besides the server's own (README "Access"). */
  origins?: OriginPolicy;
  /** The dashboard's and the CLI's documents by hash (http/trusted-documents.ts). */
  trustedDocuments?: ReadonlyMap<string, string>;
  /** Refuse document text that is not a trusted document. */
  trustedDocumentsOnly?: boolean;
  /** When hot queries are compiled (execution/hot-queries.ts); tests lower the threshold. */
  compiledQueries?: Partial<HotQueryOptions>;
  /** Operations and errors are counted here (/metrics); none when absent. */
  metrics?: Metrics;
  /** Where slow operations are logged (default: the process's logger). */
  log?: Logger;
  /** Operations at least this slow are logged (default SR_BENCH_SLOW_REQUEST_MS or 1000). */
  slowRequestMs?: number;
  /** Where operation spans go (docs/operations.md "Tracing"); none when absent. */
  tracing?: TracerProvider | null;
}

/** What yoga hands the context factory: an HTTP request, or a WebSocket subscriber already authenticated at connection_init. */
interface InitialContext {
  request?: Request;
  viewer?: Viewer;
}

export function createYogaApp(database: Database, services: Services = createServices(database), options: YogaOptions = {}): Yoga {
  const authenticator = options.authenticator ?? new Authenticator([]);
  const limits = options.limits ?? resolveLimits();
  const origins = options.origins ?? new OriginPolicy([]);
  const trustedDocuments = options.trustedDocuments ?? loadTrustedDocuments();
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Expected errors go to the client; unexpected ones are logged once by maskError below.
    logging: false,
    plugins: [
      ...(options.metrics ? [useOperationObserver(options.metrics, options.log ?? defaultLogger(), options.slowRequestMs ?? slowRequestMsFromEnv())] : []),
      // Before the body is read: who is asking (401), and whether a page could have sent it (403).
      useAuthenticateFirst(authenticator),
      useCsrfPrevention(),
      // A documentId becomes its text before anything else reads the document.
      useTrustedDocuments(trustedDocuments, options.trustedDocumentsOnly ?? false),
      useBadInputCodes(),
      ...queryLimitPlugins(limits),
      useRequestTextCheck(),
      useWebSocketOnlySubscriptions(),
      // Before the timeout: the timeout wraps whichever executor this one picks.
      useHotQueryCompilation({
        onCompileError: (e) => options.logErrors !== false && console.error('A query could not be compiled:', e),
        ...options.compiledQueries,
      }),
      useExecutionTimeout(limits.executionTimeoutMs),
      // Last: its span covers whichever executor and timeout the plugins above chose.
      ...(options.tracing ? [useTracing(options.tracing)] : []),
    ],
    // Allowed origins get CORS headers naming exactly them; any other gets none (and the edge
    // refuses it, http/edge-guard.ts). Tokens travel in a header, never cookies: no credentials.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !origins.allowsBrowserOrigin(origin, request.headers.get('host') ?? new URL(request.url).host)) return false;
      return { origin, credentials: false, methods: ['GET', 'POST'], allowedHeaders: ['authorization', 'content-type', 'accept', CSRF_HEADER], maxAge: 600 };
    },
    // Parsed documents are kept by the size of their text, not their number (document-cache.ts).
    parserAndValidationCache: { documentCache: boundedDocumentCache(), errorCache: boundedDocumentCache() },
    // Larger bodies get a 413 before they are read (Content-Length) or once the limit is passed.
    maxRequestBodySize: limits.maxBodyBytes,
    // A JSON array of operations answers with an array of results; every limit plugin above runs
    // per operation, so batching multiplies the work by at most this bound.
    batching: { limit: limits.maxBatch },
    extraParamNames: [TRUSTED_DOCUMENT_PARAM],
    // GraphiQL is served by the HTTP server from a page built once (http/graphiql-page.ts).
    graphiql: false,
    context: (initial: InitialContext) =>
      createContext(database, services, initial.viewer ?? authenticator.viewerFor(initial.request?.headers.get('authorization'))),
    maskedErrors: {
      maskError: (error, message) => {
        const masked = maskError(error, message, (e) => options.logErrors !== false && console.error(e));
        // Variable coercion errors suggest enum values and input fields too (no-suggestions.ts).
        return limits.introspection ? masked : stripSuggestions(masked);
      },
    },
  });
}
