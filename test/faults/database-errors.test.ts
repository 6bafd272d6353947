// Telling a lost database apart from other failures (src/db/errors.ts), the API's message for it,
// and the process guard that keeps servers alive through the driver's own restart errors.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isPostgresDriverInternal } from '../../src/db/errors.ts';
import { DATABASE_UNAVAILABLE, maskError } from '../../src/schema/request-errors.ts';

/** drizzle wraps driver errors: `DrizzleQueryError` (with `query`, `params`) and the driver's error as `cause`. */
function wrapped(code: string, message = `driver error ${code}`): Error {
  const cause = Object.assign(new Error(message), { code });
  return Object.assign(new Error('Failed query: select 1\nparams: ', { cause }), { query: 'select 1', params: [] });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['ECONNREFUSED', true],
    ['CONNECTION_CLOSED', true],
    ['CONNECT_TIMEOUT', true],
    ['57P01', true],
    ['57P03', true],
    ['08006', true],
    ['53100', false],
    ['23505', false],
    ['57014', false],
    ['ENOENT', false],
  ])('%s → %s', (code, expected) => {
    expect(isDatabaseUnavailable(wrapped(code))).toBe(expected);
  });

  it('recognises the driver’s own error for a query (a transaction that could not begin)', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    Object.defineProperties(error, { query: { value: 'begin' }, parameters: { value: [] } });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is false for errors without a code, and for socket errors that did not come from the database', () => {
    expect(isDatabaseUnavailable(new TypeError('x'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }))).toBe(
      false,
    );
  });
});

describe('the API while the database is down', () => {
  it('answers INTERNAL with a message a person can act on, and logs one line', () => {
    const logged: unknown[] = [];
    const error = maskError(wrapped('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'Unexpected error.', (e) => logged.push(e));
    expect(error.message).toBe(DATABASE_UNAVAILABLE);
    expect((error as { extensions?: { code?: string } }).extensions?.code).toBe('INTERNAL');
    expect(logged).toEqual(['database unavailable: connect ECONNREFUSED 127.0.0.1:5432']);
  });

  it('other unexpected errors keep the masked message', () => {
    const error = maskError(wrapped('23505'), 'Unexpected error.', () => undefined);
    expect(error.message).toBe('Unexpected error.');
  });
});

const FROM_DRIVER =
  "TypeError: Cannot read properties of null (reading 'write')\n    at Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:255:22)\n    at process.processImmediate (node:internal/timers:483:21)";

describe('isPostgresDriverInternal', () => {
  it('recognises an error raised inside postgres.js', () => {
    const error = new TypeError("Cannot read properties of null (reading 'write')");
    error.stack = FROM_DRIVER;
    expect(isPostgresDriverInternal(error)).toBe(true);
  });

  it('does not take application errors for driver errors', () => {
    expect(isPostgresDriverInternal(new TypeError('boom'))).toBe(false);
    expect(isPostgresDriverInternal('text')).toBe(false);
  });
});

describe('the process guard (a process with the Postgres driver)', () => {
  const errorsModule = fileURLToPath(new URL('../../src/db/errors.ts', import.meta.url));
  function runGuarded(body: string): Promise<{ code: number | null; output: string }> {
    const script = `const { guardPostgresDriverErrors } = await import(${JSON.stringify(errorsModule)});
guardPostgresDriverErrors();
${body}`;
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (d) => (output += String(d)));
      child.stderr.on('data', (d) => (output += String(d)));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`guarded process did not end:\n${output}`));
      }, 30_000);
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
  }

  it('survives an error thrown from the driver’s own timer (logged once)', async () => {
    const result = await runGuarded(`const e = new TypeError("Cannot read properties of null (reading 'write')");
e.stack = ${JSON.stringify(FROM_DRIVER)};
setImmediate(() => { throw e; });
setTimeout(() => console.log('still alive'), 200);`);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/database driver: Cannot read properties of null/);
    expect(result.output).toMatch(/still alive/);
  });

  it('keeps Node’s default for every other uncaught error and unhandled rejection: printed, exit code 1', async () => {
    const thrown = await runGuarded(`setImmediate(() => { throw new Error('application bug'); });
setTimeout(() => console.log('still alive'), 500);`);
    expect(thrown.code).toBe(1);
    expect(thrown.output).toMatch(/application bug/);
    expect(thrown.output).not.toMatch(/still alive/);
    const rejected = await runGuarded(`Promise.reject(new Error('unhandled bug'));
setTimeout(() => console.log('still alive'), 500);`);
    expect(rejected.code).toBe(1);
    expect(rejected.output).toMatch(/unhandled bug/);
  });
});
