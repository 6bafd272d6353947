// Telling "the database is unreachable" apart from other failures (README "Fault tolerance"):
// the API answers such requests with a clear message, and long-running processes survive the
// postgres.js driver's own errors while a Postgres server restarts.

/** SQLSTATE codes and driver codes that mean the connection (not the statement) failed. */
const CONNECTION_CODES = new Set([
  // postgres.js connection errors
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // socket errors
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now (the server is stopping or starting)
  '57P01',
  '57P02',
  '57P03',
]);

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** The error and its `cause` chain (drizzle wraps driver errors in `DrizzleQueryError`), bounded. */
function* chain(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; depth < 8 && current !== undefined && current !== null; depth += 1) {
    yield current;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
}

/**
 * A link that came from the database layer: drizzle's query wrapper (`query`, `params`), an
 * error postgres.js attached to its query (`query`, `parameters`), or one raised in the driver.
 */
function fromDatabase(link: unknown): boolean {
  if (typeof link !== 'object' || link === null) return false;
  if ('query' in link && ('params' in link || 'parameters' in link)) return true;
  return link instanceof Error && /[\\/]node_modules[\\/]postgres[\\/]/.test(link.stack ?? '');
}

/**
 * True when `error` (or a cause) says the database could not be reached or dropped the
 * connection. A socket error from elsewhere (a provider fetch) is not one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const links = [...chain(error)];
  if (!links.some(fromDatabase)) return false;
  return links.some((link) => {
    const code = codeOf(link);
    // SQLSTATE class 08: connection exception.
    return code !== null && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code));
  });
}

/** One line naming the innermost cause (`ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432`), never the SQL. */
export function databaseErrorText(error: unknown): string {
  let innermost: unknown = error;
  for (const link of chain(error)) innermost = link;
  const code = codeOf(innermost);
  const message = innermost instanceof Error ? (innermost.message.split('\n')[0] ?? '') : String(innermost);
  return code !== null && !message.includes(code) ? `${code}: ${message}` : message;
}

/**
 * postgres.js 3.4.9 can raise errors from its own timers while a server restarts (a TypeError in
 * its write scheduler, an unhandled rejection of an internal startup query): no caller can catch
 * them, and Node would end the process. They are recognised by their origin in the driver.
 */
export function isPostgresDriverInternal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const stack = error.stack ?? '';
  const top = stack
    .split('\n')
    .slice(1)
    .find((line) => line.trim().startsWith('at '));
  if (top !== undefined && /[\\/]node_modules[\\/]postgres[\\/]/.test(top)) return true;
  return isDatabaseUnavailable(error) && /[\\/]node_modules[\\/]postgres[\\/]/.test(stack);
}

let guarded = false;
let lastReport = 0;

/**
 * Keeps a process alive through the driver-internal errors above (logged, at most one line per
 * 5 s); every other uncaught error keeps Node's default (printed, exit code 1) unless another
 * handler (a test runner) owns it. Installed once, by the Postgres driver only.
 */
export function guardPostgresDriverErrors(): void {
  if (guarded) return;
  guarded = true;
  const report = (error: unknown): void => {
    const now = Date.now();
    if (now - lastReport < 5_000) return;
    lastReport = now;
    console.error(`database driver: ${error instanceof Error ? error.message : String(error)} (connection lost; it reconnects on the next query)`);
  };
  const onUncaught = (error: unknown): void => {
    if (isPostgresDriverInternal(error)) return report(error);
    if (process.listenerCount('uncaughtException') > 1) return;
    console.error(error);
    process.exit(1);
  };
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', (reason) => {
    if (isPostgresDriverInternal(reason)) return report(reason);
    if (process.listenerCount('unhandledRejection') > 1) return;
    // Node's default (`--unhandled-rejections=throw`): an unhandled rejection is an uncaught error.
    onUncaught(reason);
  });
}
