// `sr-bench recover RUN --plan F --idempotency-key K [--acknowledge-new-attempt] [--json]`:
// starts the child attempt of a reviewed recovery plan (docs/runs.md "Recover", "The child run"). F is what
// `recover-plan --output` wrote, possibly narrowed with `selected_cells`; it is sent as written
// and the server re-checks it against the run as it is now. The same key and cells return the
// same child, so after a lost answer the user repeats the command unchanged. Failed-mode plans
// spend again and need --acknowledge-new-attempt; the server refuses them otherwise.
import { resolveId } from '../id-prefix.ts';
import { CliError, clientOptions, request, UsageError, resultOf } from '../client.ts';
import { readDocumentFile } from '../files.ts';
import { graphql } from '../gql/index.ts';
import type { RecoverMutation } from '../gql/graphql.ts';
import { keyValues } from '../table.ts';
import { CLIENT_OPTIONS, onePositional, parseVerbArgs, printJson } from './args.ts';

export const RECOVER_USAGE = 'Usage: sr-bench recover RUN --plan FILE --idempotency-key KEY [--acknowledge-new-attempt] [--json] [--url URL]';

const Recover = graphql(`
  mutation Recover($runId: ID!, $plan: JSON!, $idempotencyKey: String!, $acknowledgeNewAttempt: Boolean) {
    recover(input: { runId: $runId, plan: $plan, idempotencyKey: $idempotencyKey, acknowledgeNewAttempt: $acknowledgeNewAttempt }) {
      run {
        runId
        name
        status
        parentRunId
        createdAt
        planSha256
        progress {
          ...ProgressCounts
        }
        lineage {
          recoveryMode
          selectedCellCount
          newAttemptAcknowledged
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export async function recoverCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    { ...CLIENT_OPTIONS, plan: { type: 'string' }, 'idempotency-key': { type: 'string' }, 'acknowledge-new-attempt': { type: 'boolean' } },
    RECOVER_USAGE,
  );
  if (values.help) return (console.log(RECOVER_USAGE), 0);
  const typed = onePositional(positionals, 'RUN', RECOVER_USAGE);
  if (!values.plan) throw new UsageError('missing --plan FILE (write one with sr-bench recover-plan RUN --mode … --output FILE)', RECOVER_USAGE);
  const key = values['idempotency-key'];
  if (key === undefined || key.trim() === '') throw new UsageError('missing --idempotency-key KEY (reuse it to repeat this request safely)', RECOVER_USAGE);
  const acknowledged = values['acknowledge-new-attempt'] === true;
  const client = clientOptions(values.url);
  const runId = await resolveId(client, 'run', typed);

  // Sent as JSON text, so the server reads every value exactly as written in the file.
  const planText = readDocumentFile(values.plan);
  let child: NonNullable<NonNullable<RecoverMutation['recover']>['run']>;
  try {
    child = resultOf(
      (await request(client, Recover, { runId, plan: planText, idempotencyKey: key, acknowledgeNewAttempt: acknowledged ? true : null })).recover,
      'run',
    );
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    // The server's message and code as main.ts prints them, then what to do about it.
    console.error(`sr-bench: ${error.message} (${error.code})`);
    const hint = refusalHint(error.code, planMode(planText), acknowledged, runId);
    if (hint) console.error(hint);
    return error.exitCode;
  }

  if (values.json) return (printJson(child), 0);
  const p = child.progress;
  console.log(
    keyValues([
      ['child run', child.runId],
      ['status', child.status.toLowerCase()],
      ['parent', child.parentRunId],
      ['mode', child.lineage.recoveryMode?.toLowerCase()],
      ['cells', child.lineage.selectedCellCount ?? p.total],
      ['new attempt', child.lineage.newAttemptAcknowledged ? 'acknowledged (spends again)' : 'no'],
      ['progress', `${p.completed}/${p.total} completed, ${p.failed} failed, ${p.running} running, ${p.pending} pending`],
      ['name', child.name],
      ['created', child.createdAt],
    ]),
  );
  console.log(`\nA worker runs it like any started run. Follow it: sr-bench show ${child.runId}; then sr-bench report ${child.runId}.`);
  console.log('The same command with the same key returns this child again; it never starts a second one.');
  return 0;
}

/** `mode` of the plan file (absent means undispatched, as on the server); null when unreadable. */
function planMode(planText: string): string | null {
  try {
    const plan = JSON.parse(planText) as unknown;
    if (typeof plan !== 'object' || plan === null || Array.isArray(plan)) return null;
    const mode = (plan as Record<string, unknown>).mode;
    return typeof mode === 'string' ? mode : 'undispatched';
  } catch {
    return null;
  }
}

function refusalHint(code: string, mode: string | null, acknowledged: boolean, runId: string): string | null {
  if (code === 'BAD_USER_INPUT' && mode === 'failed' && !acknowledged) {
    return 'hint: a failed-mode recovery is a new attempt that spends again; repeat with --acknowledge-new-attempt to accept that';
  }
  if (code === 'RECOVERY_PLAN_REQUIRED') {
    return `hint: the run changed since the plan was made; review a fresh one: sr-bench recover-plan ${runId} --mode ${mode ?? 'undispatched|failed'} --output NEW_FILE`;
  }
  return null;
}
