// CSRF prevention (README "Access"): a page on another site can make a browser send a GET or a
// form/text POST ("simple" requests) without asking the server first, and without tokens the
// server would run it as the local admin. Yoga's CSRF plugin refuses those unless they carry a
// header a page cannot set without a CORS preflight (which the origin policy refuses). JSON
// POSTs (the dashboard, GraphiQL, the CLI) always force a preflight across origins.
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';
import { apiError } from '../schema/errors.ts';

/** The header a GET or a non-JSON POST must carry. */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

export function useCsrfPrevention(): Plugin {
  const library = useCSRFPrevention({ requestHeaders: [CSRF_HEADER] });
  return {
    // The library's refusal, with a code and a message that says what to send instead.
    onRequestParse: (payload) => {
      try {
        return library.onRequestParse?.(payload);
      } catch {
        throw apiError(
          'FORBIDDEN',
          `A GET or a POST that is not application/json must carry the ${CSRF_HEADER} header (CSRF prevention, README "Access"); send a JSON POST instead.`,
          {
            http: { status: 403 },
          },
        );
      }
    },
  };
}
