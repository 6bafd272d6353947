// `sr-bench serve`: one process serving GraphQL over HTTP and WebSocket until SIGTERM/SIGINT.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openFromEnv } from '../db/client.ts';
import { importStore } from '../import/import-store.ts';
import { startServer } from '../server.ts';

/**
 * Example stores a newcomer can browse before running anything: the sr-bench reference stores
 * the conformance tests use (synthetic runs with invented questions, models and prices).
 */
const DEMO_STORES = fileURLToPath(new URL('../../test/fixtures/srbench/', import.meta.url));
const DEMO_NAMES = [
  'a_complete_mixed', 'b_failed_partial', 'c_agent_continuity', 'd_cache_fields', 'e_auxiliary_costs',
  'f_full_suite', 'g_comparisons', 'h_reconciliation',
];

export async function serveCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { demo: { type: 'boolean' } } });
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.PORT || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got ${process.env.PORT}`);

  const database = await openFromEnv();
  if (values.demo) await importDemo(database);
  const server = await startServer(database, { host, port });
  console.log(`sr-bench-server on ${database.driver} (${database.location})`);
  console.log(`GraphQL + GraphiQL: ${server.url}`);

  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      console.log(`${signal}: shutting down`);
      resolve();
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
  await server.close();
  await database.close();
  return 0;
}

async function importDemo(database: Parameters<typeof importStore>[0]): Promise<void> {
  for (const name of DEMO_NAMES) {
    const path = `${DEMO_STORES}${name}`;
    if (!existsSync(path)) continue;
    const summary = await importStore(database, path);
    if (summary.importedRunIds.length) console.log(`demo: imported ${summary.importedRunIds.length} run(s) from ${name}`);
  }
}
