// Bearer tokens (docs/api.md "Access"): each maps to an actor and a role. The server keeps only their
// SHA-256 digests: a tokens file lists digests, and tokens given in the environment are hashed on
// load and the plaintext dropped.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Role } from '../context.ts';
import { ROLES } from './roles.ts';

export interface TokenEntry {
  actor: string;
  role: Role;
  sha256: string;
}

const ACTOR = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/, 'actor: 1..64 characters of letters, digits and ._@- (starting with a letter or digit)');
const ROLE = z.enum(ROLES as [Role, ...Role[]]);
const ENTRY = z.strictObject({ actor: ACTOR, role: ROLE, sha256: z.string().regex(/^[0-9a-f]{64}$/, 'sha256: 64 lower-case hex digits') });
const FILE = z.union([z.array(ENTRY), z.strictObject({ tokens: z.array(ENTRY) }).transform((f) => f.tokens)]);

/** Tokens shorter than this are refused: they could be guessed. */
export const MIN_TOKEN_LENGTH = 16;

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new random token (URL-safe, 256 bits). */
export const newToken = (): string => `srb_${randomBytes(32).toString('base64url')}`;

export class TokenConfigError extends Error {
  override name = 'TokenConfigError';
}

/**
 * `SR_BENCH_TOKENS_FILE`: JSON `[{actor, role, sha256}]` (or `{tokens: [...]}`);
 * `SR_BENCH_TOKENS`: `actor:ROLE:token` entries separated by commas or whitespace.
 * Both may be set; a token listed twice is refused (its actor would be ambiguous).
 */
export function loadTokens(env: NodeJS.ProcessEnv = process.env): TokenEntry[] {
  const entries: TokenEntry[] = [];
  const file = env.SR_BENCH_TOKENS_FILE;
  if (file) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new TokenConfigError(`SR_BENCH_TOKENS_FILE ${file}: ${(error as Error).message}`);
    }
    const result = FILE.safeParse(parsed);
    if (!result.success) throw new TokenConfigError(`SR_BENCH_TOKENS_FILE ${file}: ${z.prettifyError(result.error)}`);
    entries.push(...result.data);
  }
  for (const item of (env.SR_BENCH_TOKENS ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [actor = '', role = '', ...rest] = item.split(':');
    const token = rest.join(':');
    const checked = z.object({ actor: ACTOR, role: ROLE }).safeParse({ actor, role: role.toUpperCase() });
    if (!checked.success || token.length < MIN_TOKEN_LENGTH) {
      throw new TokenConfigError(
        `SR_BENCH_TOKENS: each entry is actor:ROLE:token with a token of at least ${MIN_TOKEN_LENGTH} characters (actor ${JSON.stringify(actor)})`,
      );
    }
    entries.push({ ...checked.data, sha256: hashToken(token) });
  }
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.sha256)) throw new TokenConfigError(`a token is listed twice (actor ${entry.actor})`);
    seen.add(entry.sha256);
  }
  return entries;
}
