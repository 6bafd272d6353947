// `--explain` (Postgres): the statements the API sends for the hot queries, captured by a drizzle
// logger on an in-process server over the same database while it answers them over HTTP, then
// each SELECT run again under EXPLAIN (ANALYZE, BUFFERS) on a separate connection.
import type { Logger } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '../src/db/client.ts';
import { startServer } from '../src/server.ts';
import { postGraphQL } from './graphql-client.ts';
import { QUERIES } from './scenarios.ts';

export interface ExplainedStatement {
  sql: string;
  params: unknown[];
  plan: string;
}

export interface ExplainedScenario {
  name: string;
  statements: number;
  explained: ExplainedStatement[];
}

class CapturingLogger implements Logger {
  captured: { sql: string; params: unknown[] }[] = [];
  logQuery(query: string, params: unknown[]): void {
    this.captured.push({ sql: query, params });
  }
}

export async function explainHotQueries(
  databaseUrl: string,
  ids: { baseline: string; middleCursor: string },
  log: (line: string) => void,
): Promise<ExplainedScenario[]> {
  const logger = new CapturingLogger();
  const database = await openDatabase({ databaseUrl, logger, migrate: false });
  const explainer = postgres(databaseUrl, { max: 1, onnotice: () => {}, connection: { TimeZone: 'UTC' } });
  const server = await startServer(database, { host: '127.0.0.1', port: 0 });
  const scenarios: [string, string, Record<string, unknown>][] = [
    ['calls first:100 (start)', QUERIES.calls, { id: ids.baseline, first: 100 }],
    ['calls first:100 after mid', QUERIES.calls, { id: ids.baseline, first: 100, after: ids.middleCursor }],
    ['calls last:100 (end)', QUERIES.calls, { id: ids.baseline, last: 100 }],
    ['runs first:100', QUERIES.runs, {}],
    // The first report request on this server reads the report input (nothing cached yet).
    ['reportDocument (cold: report input reads)', QUERIES.reportDocument, { id: ids.baseline }],
  ];
  const results: ExplainedScenario[] = [];
  try {
    for (const [name, query, variables] of scenarios) {
      logger.captured = [];
      await postGraphQL(server.url, query, variables, 120_000);
      const captured = logger.captured;
      const explained: ExplainedStatement[] = [];
      for (const statement of captured) {
        if (!/^\s*(select|with)\b/i.test(statement.sql)) continue;
        const rows = await explainer.unsafe(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params as postgres.ParameterOrJSON<never>[]);
        const plan = rows.map((r) => String((r as Record<string, unknown>)['QUERY PLAN'])).join('\n');
        explained.push({ ...statement, plan });
      }
      results.push({ name, statements: captured.length, explained });
      log(`\n-- ${name}: ${captured.length} statement(s)`);
      for (const e of explained) log(`${e.sql.replace(/\s+/g, ' ').slice(0, 240)}\n${e.plan}\n`);
    }
  } finally {
    await server.close();
    await explainer.end({ timeout: 5 });
    await database.close();
  }
  return results;
}
