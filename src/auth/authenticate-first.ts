// README "Access": with tokens configured, a request without a valid token is refused (401)
// before its body is read, parsed or validated, so an anonymous caller cannot make the server
// do document work. WebSocket connections are authenticated at connection_init (server.ts).
import type { Plugin } from 'graphql-yoga';
import type { Authenticator } from './authenticator.ts';

export function useAuthenticateFirst(authenticator: Authenticator): Plugin {
  return {
    onRequestParse: ({ request }) => {
      // Throws UNAUTHENTICATED with HTTP 401; the context factory maps the same header again.
      if (authenticator.enabled) authenticator.viewerFor(request.headers.get('authorization'));
    },
  };
}
