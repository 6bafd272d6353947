// Maps a request's bearer token to a viewer. With no tokens configured every caller is the local
// admin, which the bind policy allows only on loopback (./bind-policy.ts).
import { LOCAL_ADMIN, type Viewer } from '../context.ts';
import { apiError } from '../schema/errors.ts';
import { hashToken, type TokenEntry } from './tokens.ts';

export class Authenticator {
  private readonly byDigest: Map<string, Viewer>;

  constructor(entries: readonly TokenEntry[]) {
    this.byDigest = new Map(entries.map((e) => [e.sha256, { actorId: e.actor, role: e.role }]));
  }

  get enabled(): boolean {
    return this.byDigest.size > 0;
  }

  /**
   * The viewer for an `Authorization` header value (or a graphql-ws `connection_init` parameter).
   * Throws UNAUTHENTICATED (HTTP 401) for a missing, malformed or unknown token.
   */
  viewerFor(authorization: string | null | undefined): Viewer {
    if (!this.enabled) return LOCAL_ADMIN;
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
    if (!match) throw unauthenticated(authorization ? 'Authorization must be "Bearer <token>"' : 'A bearer token is required');
    // Lookup by digest: the comparison never touches the token itself, so its timing says
    // nothing about how much of a token matched.
    const viewer = this.byDigest.get(hashToken(match[1]!));
    if (!viewer) throw unauthenticated('Unknown bearer token');
    return viewer;
  }
}

const unauthenticated = (message: string) => apiError('UNAUTHENTICATED', message, { http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } } });
