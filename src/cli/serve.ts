// `sr-bench serve`: GraphQL over HTTP and WebSocket plus the in-process worker, until SIGTERM/SIGINT.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { noPositionals, parseVerbArgs } from './verbs/args.ts';
import { Authenticator } from '../auth/authenticator.ts';
import { assertBindAllowed } from '../auth/bind-policy.ts';
import { loadTokens } from '../auth/tokens.ts';
import { edgeFromEnv } from '../http/edge-config.ts';
import { openFromEnv, type Database } from '../db/client.ts';
import { replaceRegistry } from '../db/queries/targets.ts';
import { demoOperations, setUpDemo, type DemoSetup } from '../demo/demo-setup.ts';
import { validateRegistry } from '../domain/plan/registry.ts';
import { credentialPolicy } from '../auth/credential-policy.ts';
import { importStore } from '../import/import-store.ts';
import { planCapsFromEnv } from '../limits/plan-caps.ts';
import { logLevelFromEnv } from '../observability/logger.ts';
import { slowRequestMsFromEnv } from '../observability/operation-observer.ts';
import { tracingEnabled } from '../observability/tracing.ts';
import { metricsEnabled, processMetrics, startServer } from '../server.ts';
import { failInterruptedPreparations, settlePreparations } from '../services/preparation.ts';
import { Worker } from '../worker/worker.ts';
import { untilSignal } from './signals.ts';
import { loadBenchmarkOptionsFile } from './benchmark-options-file.ts';

/** Example stores to browse: the sr-bench reference stores the conformance tests use (synthetic runs). */
const EXAMPLE_STORES = fileURLToPath(new URL('../../test/fixtures/srbench/', import.meta.url));
export const EXAMPLE_NAMES = [
  'a_complete_mixed',
  'b_failed_partial',
  'c_agent_continuity',
  'd_cache_fields',
  'e_auxiliary_costs',
  'f_full_suite',
  'g_comparisons',
  'h_reconciliation',
];

const SERVE_USAGE = 'Usage: sr-bench serve [--demo] [--no-worker]';

export async function serveCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, { demo: { type: 'boolean' }, 'no-worker': { type: 'boolean' } }, SERVE_USAGE);
  noPositionals(positionals, SERVE_USAGE);
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.PORT || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got ${process.env.PORT}`);
  const demo = values.demo === true && process.env.SR_BENCH_DEMO !== '0';
  // Checked before the database opens: a refused bind changes nothing.
  const authenticator = new Authenticator(loadTokens());
  credentialPolicy(); // a bad SR_BENCH_CREDENTIAL_ENV_PREFIX refuses to start
  assertBindAllowed(host, authenticator.enabled);
  // A bad cap setting stops the server here, before the database opens (README "Limits").
  planCapsFromEnv();
  // So do bad logging and metrics settings (docs/operations.md).
  logLevelFromEnv();
  slowRequestMsFromEnv();
  metricsEnabled();
  tracingEnabled();
  const edge = edgeFromEnv();

  const database = await openFromEnv();
  // Jobs run in the server process: any still queued or running belonged to a previous one.
  await failInterruptedPreparations(database.db);
  const loadedTargets = await loadTargetsFile(database);
  let demoSetup: DemoSetup | null = null;
  if (demo) {
    await importExamples(database);
    demoSetup = await setUpDemo(database.db, { registerTargets: !loadedTargets });
  }
  // After the demo's options, so an operator's file wins.
  await loadBenchmarkOptionsFile(database);
  const metrics = processMetrics(database);
  let worker: Worker | null = null;
  const server = await startServer(database, { host, port, authenticator, edge, metrics, workerLiveness: () => worker?.liveness() ?? null });
  worker = values['no-worker'] ? null : new Worker(database, server.services.bus, { metrics });
  await worker?.start();
  console.log(`sr-bench-server on ${database.driver} (${database.location})${worker ? ', worker running' : ''}`);
  console.log(`Dashboard: ${server.url.replace(/\/graphql$/, '/')}`);
  console.log(server.graphiql ? `GraphQL + GraphiQL: ${server.url}` : `GraphQL: ${server.url} (GraphiQL off; SR_BENCH_GRAPHIQL=1 serves it, README "Access")`);
  console.log(
    authenticator.enabled
      ? 'Access: bearer tokens required (SR_BENCH_TOKENS_FILE / SR_BENCH_TOKENS)'
      : 'Access: no tokens configured; loopback callers are the local admin',
  );
  if (demoSetup) {
    console.log(`Demo: simulated provider at ${demoSetup.simulatorUrl}; paste into GraphiQL:\n\n${demoOperations(demoSetup.suiteDatasetId)}\n`);
  }

  const signal = await untilSignal();
  console.log(`${signal}: shutting down`);
  await worker?.stop();
  await server.close();
  await settlePreparations();
  await demoSetup?.close();
  await database.close();
  return 0;
}

/** `SR_BENCH_TARGETS` (or ./targets.json when present) replaces the registry at start. */
async function loadTargetsFile(database: Database): Promise<boolean> {
  const path = process.env.SR_BENCH_TARGETS || (existsSync('targets.json') ? 'targets.json' : null);
  if (!path) return false;
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const list = Array.isArray(parsed) ? parsed : (parsed as { targets?: unknown }).targets;
  const validated = validateRegistry(list, credentialPolicy());
  await replaceRegistry(database.db, validated);
  console.log(`Loaded ${validated.length} target(s) from ${path}`);
  return true;
}

async function importExamples(database: Database): Promise<void> {
  for (const name of EXAMPLE_NAMES) {
    const path = `${EXAMPLE_STORES}${name}`;
    if (!existsSync(path)) continue;
    const summary = await importStore(database, path);
    if (summary.importedRunIds.length) console.log(`example: imported ${summary.importedRunIds.length} run(s) from ${name}`);
  }
}
