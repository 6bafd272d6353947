// Settings of the HTTP/WebSocket edge (README "Access"), from the environment.
import { z } from 'zod';

export interface EdgeSettings {
  /** Browser origins allowed besides the server's own (CORS, WebSocket `Origin`). */
  corsOrigins: readonly string[];
  /** GraphiQL at the GraphQL path; null: on without tokens, off with them. */
  graphiql: boolean | null;
  /** Run only the trusted documents the dashboard and the CLI ship (no document text from other clients). */
  trustedDocumentsOnly: boolean;
}

export class EdgeConfigError extends Error {
  override name = 'EdgeConfigError';
}

/** `scheme://host[:port]` exactly, as a browser sends it in `Origin`. */
function parseOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new EdgeConfigError(`SR_BENCH_CORS_ORIGINS: ${JSON.stringify(text)} is not an origin (scheme://host[:port])`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text.replace(/\/$/, '').toLowerCase()) {
    throw new EdgeConfigError(`SR_BENCH_CORS_ORIGINS: ${JSON.stringify(text)} is not an origin (http(s)://host[:port], no path)`);
  }
  return url.origin;
}

const FLAG = z.enum(['0', '1', 'false', 'true']).transform((v) => v === '1' || v === 'true');

export function edgeFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): EdgeSettings {
  const corsOrigins = (env.SR_BENCH_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map(parseOrigin);
  let graphiql: boolean | null = null;
  if (env.SR_BENCH_GRAPHIQL) {
    const parsed = FLAG.safeParse(env.SR_BENCH_GRAPHIQL);
    if (!parsed.success) throw new EdgeConfigError('SR_BENCH_GRAPHIQL: 0 or 1');
    graphiql = parsed.data;
  }
  let trustedDocumentsOnly = false;
  if (env.SR_BENCH_TRUSTED_DOCUMENTS_ONLY) {
    const parsed = FLAG.safeParse(env.SR_BENCH_TRUSTED_DOCUMENTS_ONLY);
    if (!parsed.success) throw new EdgeConfigError('SR_BENCH_TRUSTED_DOCUMENTS_ONLY: 0 or 1');
    trustedDocumentsOnly = parsed.data;
  }
  return { corsOrigins, graphiql, trustedDocumentsOnly };
}
