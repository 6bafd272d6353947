// `sr-bench`: the server's own verbs (serve, worker, simulate, import) and the client verbs,
// which talk to a server over typed GraphQL operations (src/cli/client.ts, src/cli/verbs/).
// Nothing is imported up front: `--help` loads no other module, and each verb only its own.

const USAGE = `Usage: sr-bench <command> [options]

Commands:
  serve [--demo]        Start the GraphQL server and a worker (GraphiQL at the printed URL).
                        --demo also starts a simulated provider, registers its targets,
                        loads the demo dataset and the example stores (SR_BENCH_DEMO=0: off).
  worker                Run a worker alone (several may share one Postgres database).
  simulate              Run the simulated OpenAI-compatible provider.
  import PATH           Import an sr-bench store folder or journal.sqlite3 into the database.
  token new --actor A --role READ|WRITE|RUN|ADMIN
                        A new bearer token and its tokens-file entry (only the digest is stored).

Client commands (talk to a running server; --json prints the API's documents):
  runs [--status S] [--search Q] [--origin here|imported] [--limit N]
                        Runs, newest first (status: active, queued, running, completed, ...;
                        origin: created on this server, or imported from a store).
  show RUN              The run record and its progress.
  show RUN --calls [--active] [--case CASE_ID] [--after CURSOR] [--limit N]
                        A page of the run's calls (N 1..500, default 100) grouped by case and
                        target, numbered as steps within each, and the next cursor.
  report RUN [--json | --html] [--output FILE]
                        Report summary; --json prints the sr-bench 1.0 report document, --html
                        the self-contained HTML report; --output writes either to a new FILE.
  cases RUN [--view all|wrong|disagree] [--search TEXT] [--csv | --json]
                        The case × target matrix; --csv one line per cell.
  compare BASELINE CANDIDATE... [--json | --csv]
                        Paired comparisons; --json / --csv print the API's exports.
  plan --manifest FILE [--output FILE]
                        Validate and freeze a manifest (YAML or JSON; an sr-bench manifest or a
                        PlanInput with datasetId); --output writes the frozen plan to review.
  candidate-plan BASELINE --target ID... [--preview] [--output FILE]
                        Freeze a candidate (or, with --preview, a routing preview) on a
                        baseline run's exact cases and settings.
  replay BASELINE PREVIEW --idempotency-key KEY
                        An offline replay estimate of a routing preview from saved answers.
  export-training RUN [--output FILE]
                        The training matrix of a completed live dev-split run.
  run --plan FILE --idempotency-key KEY [--detach]
                        Start a reviewed plan; follows it with a progress bar unless --detach
                        (Ctrl-C stops following, never the run). Exit 0 completed, 1 failed,
                        cancelled or interrupted, 130 after Ctrl-C.
  cancel RUN            Ask a run to stop.
  reconcile-usage RUN   Re-verify a terminal run's usage against its raw stream evidence.
  recover-plan RUN --mode undispatched|failed [--output FILE]
                        The recovery plan of a terminal run (nothing is stored).
  recover RUN --plan FILE --idempotency-key KEY [--acknowledge-new-attempt]
                        Start the child attempt of a reviewed recovery plan.
  regrade RUN           Re-grade a completed run's saved answers with the current graders.
  dataset list|show ID|prepare|compose
                        Prepared datasets (see sr-bench dataset --help).
  target list|register --file FILE
                        The target registry; register replaces it (ADMIN).
  experiment create|attach|delete
                        Experiments (see sr-bench experiment --help).

RUN, BASELINE, PREVIEW, EXP and dataset ids may be the start of an id (at least 4 hex
characters, with or without run- / exp-) when only one id starts that way.

Environment:
  DATABASE_URL          postgres:// URL; without it an embedded database lives in SR_BENCH_DATA_DIR.
  SR_BENCH_DATA_DIR     Embedded database folder (default ./.sr-bench).
  HOST, PORT            Where to listen (default 127.0.0.1:4000).
  SR_BENCH_TARGETS      A targets.json replacing the target registry at start.
  SR_BENCH_TOKENS_FILE  JSON list of {actor, role, sha256} bearer-token entries (see token new).
  SR_BENCH_TOKENS       actor:ROLE:token entries (comma-separated), hashed on load.
                        With no tokens the server serves loopback only, callers being the local admin.
  SR_BENCH_URL          Server for client commands (default http://127.0.0.1:4000/graphql; --url wins).
  SR_BENCH_TOKEN        Sent as "Authorization: Bearer …" by client commands when set.

Client commands print server errors as "sr-bench: <message> (<CODE>)" and exit 1 (2 for
wrong arguments). A request is never retried.`;

const [command, ...rest] = process.argv.slice(2);
type Verb = (args: string[]) => Promise<number>;

// Each verb loads its own module only: a client verb starts without loading the server, the
// worker or the database drivers.
const commands: Record<string, () => Promise<Verb>> = {
  serve: async () => (await import('./serve.ts')).serveCommand,
  worker: async () => {
    const { workerCommand } = await import('./worker.ts');
    return () => workerCommand();
  },
  simulate: async () => (await import('../simulator/main.ts')).simulateCommand,
  import: async () => (await import('./import.ts')).importCommand,
  token: async () => (await import('./token.ts')).tokenCommand,
  runs: async () => (await import('./verbs/runs.ts')).runsCommand,
  show: async () => (await import('./verbs/show.ts')).showCommand,
  report: async () => (await import('./verbs/report.ts')).reportCommand,
  cases: async () => (await import('./verbs/cases.ts')).casesCommand,
  compare: async () => (await import('./verbs/compare.ts')).compareCommand,
  'candidate-plan': async () => (await import('./verbs/candidate-plan.ts')).candidatePlanCommand,
  replay: async () => (await import('./verbs/replay.ts')).replayCommand,
  'export-training': async () => (await import('./verbs/export-training.ts')).exportTrainingCommand,
  plan: async () => (await import('./verbs/plan.ts')).planCommand,
  run: async () => (await import('./verbs/run.ts')).runCommand,
  cancel: async () => (await import('./verbs/cancel.ts')).cancelCommand,
  'reconcile-usage': async () => (await import('./verbs/reconcile-usage.ts')).reconcileUsageCommand,
  'recover-plan': async () => (await import('./verbs/recover-plan.ts')).recoverPlanCommand,
  recover: async () => (await import('./verbs/recover.ts')).recoverCommand,
  regrade: async () => (await import('./verbs/regrade.ts')).regradeCommand,
  dataset: async () => (await import('./verbs/dataset.ts')).datasetCommand,
  target: async () => (await import('./verbs/target.ts')).targetCommand,
  experiment: async () => (await import('./verbs/experiment.ts')).experimentCommand,
};

// `sr-bench runs | head` closes stdout early: stop quietly instead of crashing on EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

const load = command && Object.hasOwn(commands, command) ? commands[command] : undefined;
if (!load) {
  if (command && command !== 'help' && command !== '--help' && command !== '-h') {
    // A mistyped verb: say so and suggest the verb meant, without the whole usage.
    const { didYouMean } = await import('./suggest.ts');
    console.error(`sr-bench: unknown command ${JSON.stringify(command)}${didYouMean(command, Object.keys(commands))} (--help lists the commands)`);
    process.exitCode = 2;
  } else {
    console.log(USAGE);
    process.exitCode = 0;
  }
} else {
  try {
    const verb = await load();
    process.exitCode = await verb(rest);
  } catch (error) {
    // Loaded already by any verb that can throw it, so this costs nothing then.
    const { CliError, UsageError } = await import('./client.ts');
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
