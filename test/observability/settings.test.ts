// The logging and metrics settings: a typo refuses to start before the database opens, and
// SR_BENCH_METRICS=0 turns /metrics off while /health and /ready stay.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logLevelFromEnv } from '../../src/observability/logger.ts';
import { slowRequestMsFromEnv } from '../../src/observability/operation-observer.ts';
import { runCli, spawnServer } from '../helpers/process.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';

const dir = mkdtempSync(join(tmpdir(), 'srb-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('operational settings', () => {
  it('reads the log level and the slow-request threshold, refusing what they cannot be', () => {
    expect(logLevelFromEnv({})).toBe('info');
    expect(logLevelFromEnv({ SR_BENCH_LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(() => logLevelFromEnv({ SR_BENCH_LOG_LEVEL: 'verbose' })).toThrow(
      /SR_BENCH_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"/,
    );
    expect(slowRequestMsFromEnv({})).toBe(1000);
    expect(slowRequestMsFromEnv({ SR_BENCH_SLOW_REQUEST_MS: '250' })).toBe(250);
    expect(() => slowRequestMsFromEnv({ SR_BENCH_SLOW_REQUEST_MS: '0.5' })).toThrow(/SR_BENCH_SLOW_REQUEST_MS must be a whole number/);
  });

  it('serve refuses a bad setting before it opens the database', async () => {
    for (const [name, value, message] of [
      ['SR_BENCH_LOG_LEVEL', 'loud', /SR_BENCH_LOG_LEVEL must be one of/],
      ['SR_BENCH_METRICS', 'yes', /SR_BENCH_METRICS must be 0 or 1, got "yes"/],
      ['SR_BENCH_TRACING', 'on', /SR_BENCH_TRACING must be 0 or 1, got "on"/],
    ] as const) {
      const data = join(dir, `refused-${name}`);
      const result = await runCli(['serve'], { ...process.env, PORT: '0', SR_BENCH_DATA_DIR: data, DATABASE_URL: '', [name]: value }, 60_000);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
    }
  });

  it('SR_BENCH_METRICS=0 answers /metrics with 404 and keeps /health and /ready', { timeout: 120_000 }, async () => {
    const fresh = await freshDatabaseUrl();
    const server = await spawnServer(['--no-worker'], { SR_BENCH_DATA_DIR: join(dir, 'off'), DATABASE_URL: fresh?.url ?? '', SR_BENCH_METRICS: '0' });
    try {
      const base = server.url.replace(/\/graphql$/, '');
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
      expect((await fetch(`${base}/health`)).status).toBe(200);
      const ready = await fetch(`${base}/ready`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { checks: { worker: { detail: string } } }).checks.worker.detail).toBe('no worker in this process');
    } finally {
      await server.stop();
      await fresh?.drop();
    }
  });
});
