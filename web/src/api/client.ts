// One urql client for the app: queries and mutations over HTTP POST to /graphql, subscriptions
// over graphql-ws on the same path. No exchange retries or polls: a view asks once and then
// listens. Every operation is a trusted document: it travels as the hash codegen embedded in it
// (the server holds the text), and as text only if a server does not know that hash.
import { persistedExchange } from '@urql/exchange-persisted';
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from 'urql';
import { createClient as createWsClient } from 'graphql-ws';
import { authorization } from './token.ts';

export const GRAPHQL_PATH = '/graphql';

export function createApiClient(): Client {
  const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GRAPHQL_PATH}`;
  const ws = createWsClient({
    url: wsUrl,
    connectionParams: () => authorization(),
    lazy: true,
    retryAttempts: 10,
  });
  return new Client({
    url: GRAPHQL_PATH,
    // cacheExchange dedupes identical in-flight queries; views choose network-only where data
    // must be fresh.
    exchanges: [
      cacheExchange,
      persistedExchange({
        generateHash: (_text, document) => Promise.resolve(trustedHash(document)),
        enableForMutation: true,
        enableForSubscriptions: true,
        // POST like every other request (a GET needs the CSRF header).
        preferGetForPersistedQueries: false,
      }),
      fetchExchange,
      subscriptionExchange({
        // graphql-ws needs a query string: a trusted subscription sends it empty beside its hash.
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: ws.subscribe({ ...request, query: request.query ?? '' }, sink) }),
        }),
      }),
    ],
    fetchOptions: () => ({ headers: authorization() }),
    preferGetMethod: false,
    requestPolicy: 'cache-and-network',
  });
}

/** The sha256 codegen embedded in a generated document (`__meta__.hash`); null for any other document. */
function trustedHash(document: object): string | null {
  const meta = (document as { __meta__?: { hash?: unknown } }).__meta__;
  return typeof meta?.hash === 'string' ? meta.hash : null;
}
