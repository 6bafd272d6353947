// The HTTP server: yoga for HTTP and graphql-ws for subscriptions, on one port and path.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Database } from './db/client.ts';
import { createServices, type Services } from './context.ts';
import { createYogaApp, type Yoga } from './yoga.ts';

type EnvelopedOps = Pick<ReturnType<Yoga['getEnveloped']>, 'execute' | 'subscribe'>;

export interface RunningServer {
  url: string;
  services: Services;
  yoga: Yoga;
  http: Server;
  close(): Promise<void>;
}

export interface ServeOptions {
  host: string;
  port: number;
}

export async function startServer(database: Database, options: ServeOptions): Promise<RunningServer> {
  const services = createServices(database);
  await services.bus.start();
  const yoga = createYogaApp(database, services);
  const http = createServer(yoga);
  const wss = new WebSocketServer({ server: http, path: yoga.graphqlEndpoint });

  // graphql-ws runs operations through yoga's envelop, so plugins and context apply alike.
  const ws = useServer(
    {
      // onSubscribe below puts yoga's enveloped execute/subscribe on the root value.
      execute: (args: ExecutionArgs) => (args.rootValue as EnvelopedOps).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as EnvelopedOps).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
  );

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  const address = http.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}${yoga.graphqlEndpoint}`,
    services,
    yoga,
    http,
    close: async () => {
      await ws.dispose();
      await services.bus.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve, reject) => http.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
