// One urql client for the app: queries and mutations over HTTP POST to /graphql, subscriptions
// over graphql-ws on the same path. No exchange retries or polls: a view asks once and then
// listens (clients.md §1).
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
      fetchExchange,
      subscriptionExchange({
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
