// `sr-bench import PATH`: writes to the database the environment selects.
import { openFromEnv } from '../db/client.ts';
import { ImportError } from '../import/import-error.ts';
import { importStore } from '../import/import-store.ts';
import { materialiseReports } from '../services/materialise-reports.ts';
import { parseVerbArgs } from './verbs/args.ts';

const USAGE = 'Usage: sr-bench import <store folder | journal.sqlite3> [--json]';

export async function importCommand(argv: string[]): Promise<number> {
  const { positionals, values } = parseVerbArgs(argv, { json: { type: 'boolean' } }, USAGE);
  const [path] = positionals;
  if (!path || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const database = await openFromEnv();
  try {
    const summary = await importStore(database, path, (phase, done) => {
      if (!values.json && process.stderr.isTTY) process.stderr.write(`\r${phase}: ${done}   `);
    });
    // Reports are stored once here, so no report request has to read every call of a run.
    const reports = await materialiseReports(database, summary.importedRunIds, (done) => {
      if (!values.json && process.stderr.isTTY) process.stderr.write(`\rreports: ${done}   `);
    });
    if (!values.json && process.stderr.isTTY) process.stderr.write('\r\x1b[K');
    if (values.json) {
      console.log(JSON.stringify({ ...summary, reportsStored: reports }, null, 2));
    } else if (summary.alreadyImported) {
      console.log(`${summary.source} was imported before; nothing changed.`);
    } else {
      const c = summary.counts;
      console.log(
        `Imported ${summary.importedRunIds.length} run(s) from ${summary.source} into ${database.location}` +
          (summary.unchangedRunIds.length ? ` (${summary.unchangedRunIds.length} already present, unchanged)` : '') +
          `: ${c.results} results, ${c.calls} calls, ${c.events} events, ${c.evidenceFiles} evidence files; ${reports} report(s) stored.`,
      );
      if (summary.ignoredEvidenceFiles.length) {
        console.log(`Ignored ${summary.ignoredEvidenceFiles.length} evidence file(s) naming no call of their run.`);
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`sr-bench import: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
