// `sr-bench`: the server's own verbs (serve, worker, simulate, import) and the client verbs,
// which talk to a server over typed GraphQL operations (src/cli/client.ts, src/cli/verbs/).
import { simulateCommand } from '../simulator/main.ts';
import { CliError, UsageError } from './client.ts';
import { importCommand } from './import.ts';
import { serveCommand } from './serve.ts';
import { compareCommand } from './verbs/compare.ts';
import { reportCommand } from './verbs/report.ts';
import { runsCommand } from './verbs/runs.ts';
import { showCommand } from './verbs/show.ts';
import { workerCommand } from './worker.ts';

const USAGE = `Usage: sr-bench <command> [options]

Commands:
  serve [--demo]        Start the GraphQL server and a worker (GraphiQL at the printed URL).
                        --demo also starts a simulated provider, registers its targets,
                        loads the demo dataset and the example stores (SR_BENCH_DEMO=0: off).
  worker                Run a worker alone (several may share one Postgres database).
  simulate              Run the simulated OpenAI-compatible provider.
  import PATH           Import an sr-bench store folder or journal.sqlite3 into the database.

Client commands (talk to a running server; --json prints the API's documents):
  runs [--status S] [--search Q] [--limit N]
                        Runs, newest first (status: active, queued, running, completed, ...).
  show RUN              The run record and its progress.
  show RUN --calls [--active] [--after CURSOR] [--limit N]
                        A page of the run's calls (N 1..500, default 100) and the next cursor.
  report RUN [--json] [--output FILE]
                        Report summary; --json prints the sr-bench 1.0 report document,
                        --output writes it to a new FILE (never overwritten).
  compare BASELINE CANDIDATE... [--json | --csv]
                        Paired comparisons; --json / --csv print the API's exports.

Environment:
  DATABASE_URL          postgres:// URL; without it an embedded database lives in SR_BENCH_DATA_DIR.
  SR_BENCH_DATA_DIR     Embedded database folder (default ./.sr-bench).
  HOST, PORT            Where to listen (default 127.0.0.1:4000).
  SR_BENCH_TARGETS      A targets.json replacing the target registry at start.
  SR_BENCH_URL          Server for client commands (default http://127.0.0.1:4000/graphql; --url wins).
  SR_BENCH_TOKEN        Sent as "Authorization: Bearer …" by client commands when set.

Client commands print server errors as "sr-bench: <message> (<CODE>)" and exit 1 (2 for
wrong arguments). A request is never retried.`;

const [command, ...rest] = process.argv.slice(2);
const commands: Record<string, (args: string[]) => Promise<number>> = {
  serve: serveCommand,
  worker: () => workerCommand(),
  simulate: simulateCommand,
  import: importCommand,
  runs: runsCommand,
  show: showCommand,
  report: reportCommand,
  compare: compareCommand,
};

// `sr-bench runs | head` closes stdout early: stop quietly instead of crashing on EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

const run = command ? commands[command] : undefined;
if (!run) {
  console.log(USAGE);
  process.exitCode = command && command !== 'help' && command !== '--help' ? 2 : 0;
} else {
  try {
    process.exitCode = await run(rest);
  } catch (error) {
    if (error instanceof CliError) {
      console.error(`sr-bench: ${error.message} (${error.code})`);
      if (error instanceof UsageError) console.error(error.usage);
      process.exitCode = error.exitCode;
    } else {
      console.error(`sr-bench ${command}: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  }
}
