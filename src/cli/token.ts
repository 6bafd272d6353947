// `sr-bench token new --actor A --role R`: a fresh random bearer token and the entry for the
// tokens file, which keeps only its SHA-256 (the token itself is shown once, here).
import { ROLES } from '../auth/roles.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Role } from '../context.ts';
import { UsageError } from './client.ts';
import { parseVerbArgs } from './verbs/args.ts';

export const TOKEN_USAGE = `Usage: sr-bench token new --actor ACTOR --role ${ROLES.join('|')} [--json]`;

export async function tokenCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    { actor: { type: 'string' }, role: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    TOKEN_USAGE,
  );
  if (values.help) return (console.log(TOKEN_USAGE), 0);
  if (positionals.length !== 1 || positionals[0] !== 'new') throw new UsageError('expected "token new"', TOKEN_USAGE);
  const role = values.role?.toUpperCase() as Role | undefined;
  if (!values.actor || !/^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/.test(values.actor)) {
    throw new UsageError('--actor: 1..64 characters of letters, digits and ._@-', TOKEN_USAGE);
  }
  if (!role || !ROLES.includes(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`, TOKEN_USAGE);
  const token = newToken();
  const entry = { actor: values.actor, role, sha256: hashToken(token) };
  if (values.json) {
    console.log(JSON.stringify({ token, entry }, null, 2));
    return 0;
  }
  console.log(`token (shown once; give it to ${values.actor} as SR_BENCH_TOKEN): ${token}`);
  console.log(`tokens file entry (SR_BENCH_TOKENS_FILE keeps only the digest):\n${JSON.stringify(entry)}`);
  return 0;
}
