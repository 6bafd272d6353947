// `sr-bench`: the server's own verbs (serve, import); client verbs arrive with the typed CLI.
import { simulateCommand } from '../simulator/main.ts';
import { importCommand } from './import.ts';
import { serveCommand } from './serve.ts';
import { workerCommand } from './worker.ts';

const USAGE = `Usage: sr-bench <command> [options]

Commands:
  serve [--demo]        Start the GraphQL server and a worker (GraphiQL at the printed URL).
                        --demo also starts a simulated provider, registers its targets,
                        loads the demo dataset and the example stores (SR_BENCH_DEMO=0: off).
  worker                Run a worker alone (several may share one Postgres database).
  simulate              Run the simulated OpenAI-compatible provider.
  import PATH           Import an sr-bench store folder or journal.sqlite3 into the database.

Environment:
  DATABASE_URL          postgres:// URL; without it an embedded database lives in SR_BENCH_DATA_DIR.
  SR_BENCH_DATA_DIR     Embedded database folder (default ./.sr-bench).
  HOST, PORT            Where to listen (default 127.0.0.1:4000).
  SR_BENCH_TARGETS      A targets.json replacing the target registry at start.`;

const [command, ...rest] = process.argv.slice(2);
const commands: Record<string, (args: string[]) => Promise<number>> = {
  serve: serveCommand,
  worker: () => workerCommand(),
  simulate: simulateCommand,
  import: importCommand,
};

const run = command ? commands[command] : undefined;
if (!run) {
  console.log(USAGE);
  process.exitCode = command && command !== 'help' && command !== '--help' ? 2 : 0;
} else {
  try {
    process.exitCode = await run(rest);
  } catch (error) {
    console.error(`sr-bench ${command}: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
