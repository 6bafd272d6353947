// The GraphQL HTTP handler; testable through `yoga.fetch` without a socket.
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { createContext, createServices, type Context, type Services } from './context.ts';
import type { Database } from './db/client.ts';
import { schema } from './schema/index.ts';
import { maskError, useBadInputCodes } from './schema/request-errors.ts';

export type Yoga = YogaServerInstance<Record<string, unknown>, Context>;

export function createYogaApp(database: Database, services: Services = createServices(database), options: { logErrors?: boolean } = {}): Yoga {
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Expected errors go to the client; unexpected ones are logged once by maskError below.
    logging: false,
    plugins: [useBadInputCodes()],
    graphiql: { title: 'sr-bench-server', subscriptionsProtocol: 'WS' },
    // GraphiQL's assets ship with the package: the page works without reaching a CDN.
    renderGraphiQL,
    context: () => createContext(database, services),
    maskedErrors: {
      maskError: (error, message) => maskError(error, message, (e) => options.logErrors !== false && console.error(e)),
    },
  });
}
