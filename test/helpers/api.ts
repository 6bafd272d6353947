// A real server on a loopback port and a client that speaks GraphQL over HTTP, as a user would.
import type { Database } from '../../src/db/client.ts';
import type { Limits } from '../../src/limits/config.ts';
import { startServer, type RunningServer } from '../../src/server.ts';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } & Record<string, unknown> }[];
}

export interface TestApi {
  server: RunningServer;
  url: string;
  // `any` by default: test documents are untyped JSON, read field by field in assertions.
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** `limits` overrides the abuse limits (README "Limits") for tests that deliberately exceed them. */
export async function startTestApi(database: Database, options: { limits?: Partial<Limits> } = {}): Promise<TestApi> {
  const server = await startServer(database, { host: '127.0.0.1', port: 0, ...(options.limits ? { limits: options.limits } : {}) });
  return {
    server,
    url: server.url,
    gql: async <T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> => {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(30_000),
      });
      // Test documents are untyped: the caller names the shape it expects.
      return (await response.json()) as GraphQLResponse<T>;
    },
    close: () => server.close(),
  };
}

/** The codes of a response's errors (empty when none). */
export const errorCodes = (response: GraphQLResponse) => (response.errors ?? []).map((e) => e.extensions?.code);
