// `sr-bench run --plan F --idempotency-key K [--detach] [--json]`: starts a reviewed plan (the
// mutation is never retried; the same key returns the same run, so repeating is safe) and, unless
// --detach, follows it to its terminal status (src/cli/follow.ts). Ctrl-C stops following only.
import { CliError, clientOptions, request, UsageError, resultOf } from '../client.ts';
import { readDocumentFile } from '../files.ts';
import { followRun, progressView, type RunState } from '../follow.ts';
import { graphql } from '../gql/index.ts';
import { keyValues, usd } from '../table.ts';
import { CLIENT_OPTIONS, noPositionals, parseVerbArgs, printJson } from './args.ts';

export const RUN_USAGE = `Usage: sr-bench run --plan FILE --idempotency-key KEY [--detach] [--json] [--url URL]
  Starts a reviewed plan: the file \`sr-bench plan --output\` wrote, which names the plan the
  server keeps by its plan_sha256 (only the hash is sent). An admin may also start a full
  sr-bench manifest (YAML or JSON, without plan_sha256). The same KEY with the same plan returns
  the same run, so repeating the command is safe (after a timeout too); the same KEY with another
  plan is a CONFLICT.
  Without --detach it follows the run: a progress bar on stderr, the final status on stdout
  (--json: the final progress document). Ctrl-C stops following; the run continues on the
  server, and repeating the command follows it again. --detach prints the run and returns.
  Exit status: 0 completed (with --detach: started); 1 failed, cancelled or interrupted, or an
  error; 2 wrong arguments; 130 stopped following with Ctrl-C.`;

const StartRun = graphql(`
  mutation StartRun($planSha256: String, $plan: JSON, $key: String!) {
    startRun(input: { planSha256: $planSha256, manifest: $plan, idempotencyKey: $key }) {
      run {
        runId
        name
        status
        planSha256
        createdAt
        updatedAt
        wallTimeSeconds
        error
        progress {
          ...ProgressCounts
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`);

/** `word` as one shell word, for commands the user can paste. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** ` --url URL` for the commands a verb suggests, when the user gave --url; else ''. */
export const urlFlag = (url: string | undefined) => (url ? ` --url ${shellWord(url)}` : '');

/**
 * What to start for a plan file (README "Access"). A plan `sr-bench plan --output` wrote (or the
 * Plan document of `plan --json`) names the plan the server stored by its hash, and only the hash
 * is sent. Any other document is a full sr-bench manifest, sent as its exact text (ADMIN only).
 */
export function startSource(text: string): { planSha256: string } | { plan: string } {
  const parsed: unknown = JSON.parse(text);
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const document = parsed as { plan_sha256?: unknown; planSha256?: unknown };
    const sha = document.planSha256 ?? document.plan_sha256;
    if (typeof sha === 'string') return { planSha256: sha };
  }
  return { plan: text };
}

export async function runCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    { ...CLIENT_OPTIONS, plan: { type: 'string', short: 'p' }, 'idempotency-key': { type: 'string', short: 'k' }, detach: { type: 'boolean', short: 'd' } },
    RUN_USAGE,
  );
  if (values.help) return (console.log(RUN_USAGE), 0);
  noPositionals(positionals, RUN_USAGE);
  if (!values.plan) throw new UsageError('missing --plan FILE', RUN_USAGE);
  const key = values['idempotency-key'];
  if (!key) throw new UsageError('missing --idempotency-key KEY', RUN_USAGE);
  const client = clientOptions(values.url);
  const url = urlFlag(values.url);
  const again = `sr-bench run --plan ${shellWord(values.plan)} --idempotency-key ${shellWord(key)}${url}`;

  const run = resultOf((await request(client, StartRun, { ...startSource(readDocumentFile(values.plan)), key })).startRun, 'run');

  if (values.detach) {
    if (values.json) printJson(run);
    else {
      console.log(
        keyValues([
          ['run', run.runId],
          ['name', run.name],
          ['status', run.status.toLowerCase()],
          ['cells', run.progress.total],
        ]),
      );
      console.log(`\nFollow it: ${again}\nOr look:   sr-bench show ${run.runId}${url}`);
    }
    return 0;
  }

  const controller = new AbortController();
  // Installed before anything is printed, so a Ctrl-C right after the message is caught. A second
  // Ctrl-C while stopping exits at once; neither ever cancels the run.
  const onSigint = () => (controller.signal.aborted ? process.exit(130) : controller.abort());
  process.on('SIGINT', onSigint);
  process.stderr.write(`Following ${run.runId} (${run.status.toLowerCase()}); Ctrl-C stops following, the run continues on the server.\n`);
  const view = progressView(process.stderr);
  view.update({ ...run, error: run.error ?? null, knownSpendUsd: null });
  let outcome;
  try {
    outcome = await followRun({ client, runId: run.runId, view, signal: controller.signal });
  } finally {
    process.off('SIGINT', onSigint);
  }

  if (outcome.kind === 'stopped') {
    process.stderr.write(`Stopped following ${run.runId}; it continues on the server. Follow again: ${again}\n`);
    return 130;
  }
  if (outcome.kind === 'lost') {
    throw new CliError(
      `lost the connection to ${client.url} (${outcome.reason}) and could not reconnect after ${outcome.attempts} attempts; ` +
        `${run.runId} continues on the server. Follow again: ${again}`,
      'CONNECTION_LOST',
    );
  }
  printFinal(outcome.state, Boolean(values.json), url);
  return outcome.state.status === 'COMPLETED' ? 0 : 1;
}

function printFinal(state: RunState, json: boolean, url: string): void {
  if (json) return printJson(state);
  const p = state.progress;
  console.log(
    keyValues([
      ['run', state.runId],
      ['status', state.status.toLowerCase()],
      ['progress', `${p.completed}/${p.total} completed, ${p.failed} failed, ${p.timeout} timeout, ${p.pending} pending`],
      ['wall time', `${state.wallTimeSeconds.toFixed(1)} s`],
      ['known spend', usd(state.knownSpendUsd) ?? 'unknown'],
      ...(state.error ? ([['error', state.error]] as [string, string][]) : []),
    ]),
  );
  console.log(`\nReport: sr-bench report ${state.runId}${url}`);
  if (state.status !== 'COMPLETED') console.log(`Recover: sr-bench recover-plan ${state.runId} --mode undispatched|failed${url}`);
}
