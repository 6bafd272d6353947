// docs/api.md "Access": bound to loopback with no tokens, callers are the local admin; binding any
// other address without a token configured refuses to start.
import { isIP } from 'node:net';

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

export class BindRefused extends Error {
  override name = 'BindRefused';
}

/** Throws unless the address is loopback or tokens are configured. */
export function assertBindAllowed(host: string, tokensConfigured: boolean): void {
  if (tokensConfigured || isLoopbackHost(host)) return;
  throw new BindRefused(
    `refusing to listen on ${host} without access tokens: anyone who can reach it would be an admin. ` +
      'Set SR_BENCH_TOKENS_FILE or SR_BENCH_TOKENS (see README "Access"), or bind to 127.0.0.1.',
  );
}
