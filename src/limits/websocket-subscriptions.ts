// Subscriptions are served over WebSocket (graphql-ws) only (README "Limits"). Yoga would also
// stream them over HTTP (Server-Sent Events, multipart), where neither the per-actor cap nor the
// connection's lifecycle (server.ts) applies: 70 of 70 were accepted under a cap of 64. Over
// HTTP a subscription is refused with an error that names the transport to use.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Set on the context of operations that arrive over graphql-ws (server.ts). */
export const WEBSOCKET_TRANSPORT = 'websocket';

export function httpSubscriptionError(): GraphQLError {
  return new GraphQLError('Subscriptions are served over WebSocket only (graphql-ws, on the same path); not over HTTP or Server-Sent Events.', {
    extensions: { code: 'BAD_USER_INPUT', transport: WEBSOCKET_TRANSPORT, http: { status: 405 } },
  });
}

export function useWebSocketOnlySubscriptions(): Plugin {
  return {
    onSubscribe: ({ args, setResultAndStopExecution }) => {
      const transport = (args.contextValue as { transport?: unknown }).transport;
      if (transport !== WEBSOCKET_TRANSPORT) setResultAndStopExecution({ errors: [httpSubscriptionError()] });
    },
  };
}
