// `sr-bench recover-plan RUN --mode undispatched|failed [--output F] [--json]`: which cells of a
// terminal live run a child attempt may take, and why the others may not (docs/runs.md "Recovery plan").
// Nothing is stored or sent. `--output F` writes the plan document to a new file, the file
// `sr-bench recover --plan F` takes (the user may narrow it with `selected_cells`); `--json`
// prints the plan document; otherwise a summary and the next command.
import { resolveId } from '../id-prefix.ts';
import { clientOptions, request, UsageError, resultOf } from '../client.ts';
import { writeNewFile } from '../files.ts';
import { graphql } from '../gql/index.ts';
import type { RecoveryMode, RecoveryPlanMutation } from '../gql/graphql.ts';
import { keyValues, table, usd } from '../table.ts';
import { spendUsd } from './reconcile-usage.ts';
import { CLIENT_OPTIONS, onePositional, parseVerbArgs, printJson } from './args.ts';

export const RECOVER_PLAN_USAGE = 'Usage: sr-bench recover-plan RUN --mode undispatched|failed [--output FILE] [--json] [--url URL]';

/** Eligible cells listed in the summary; the file always holds all of them. */
const CELLS_SHOWN = 20;

const RecoveryPlan = graphql(`
  mutation RecoveryPlan($runId: ID!, $mode: RecoveryMode!) {
    recoveryPlan(input: { runId: $runId, mode: $mode }) {
      recoveryPlan {
        parentRunId
        mode
        scope
        planSha256
        modelRequests
        requiresNewAttemptAcknowledgment
        newAttemptBudgetUsd
        counts {
          eligible
          excluded
        }
        eligibleCells {
          caseId
          targetId
        }
        excludedCells {
          caseId
          targetId
          reason
        }
        parent {
          status
          knownSpendUsd
          spendComplete
          progress {
            ...ProgressCounts
          }
        }
        document
      }
      userErrors {
        code
        message
      }
    }
  }
`);

type Plan = NonNullable<NonNullable<RecoveryPlanMutation['recoveryPlan']>['recoveryPlan']>;

/** `--mode` as the API's enum; the user may write it in any case. */
export function recoveryModeFlag(value: string | undefined, usage: string): RecoveryMode {
  if (value === undefined) throw new UsageError('missing --mode undispatched|failed', usage);
  const mode = value.toUpperCase();
  if (mode !== 'UNDISPATCHED' && mode !== 'FAILED') throw new UsageError(`--mode must be undispatched or failed, got ${JSON.stringify(value)}`, usage);
  return mode;
}

export async function recoverPlanCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    { ...CLIENT_OPTIONS, mode: { type: 'string' }, output: { type: 'string', short: 'o' } },
    RECOVER_PLAN_USAGE,
  );
  if (values.help) return (console.log(RECOVER_PLAN_USAGE), 0);
  const typed = onePositional(positionals, 'RUN', RECOVER_PLAN_USAGE);
  const mode = recoveryModeFlag(values.mode, RECOVER_PLAN_USAGE);
  if (values.output === '') throw new UsageError('--output needs a file name', RECOVER_PLAN_USAGE);
  const client = clientOptions(values.url);
  const runId = await resolveId(client, 'run', typed);

  const plan = resultOf((await request(client, RecoveryPlan, { runId, mode })).recoveryPlan, 'recoveryPlan');
  // Written exactly as returned: `recover` sends this document back and the server re-checks it.
  if (values.output !== undefined) writeNewFile(values.output, `${JSON.stringify(plan.document, null, 2)}\n`);
  if (values.json) return (printJson(plan.document), 0);
  printSummary(plan, values.output);
  return 0;
}

function printSummary(plan: Plan, output: string | undefined): void {
  const p = plan.parent.progress;
  const mode = plan.mode.toLowerCase();
  console.log(
    keyValues([
      ['run', plan.parentRunId],
      ['mode', mode],
      ['scope', plan.scope],
      [
        'parent',
        `${plan.parent.status.toLowerCase()}: ${p.completed}/${p.total} completed, ${p.failed} failed, ${p.timeout} timeout, ${p.pending} never dispatched`,
      ],
      [
        'parent spend',
        `${spendUsd(plan.parent.knownSpendUsd)} known${plan.parent.spendComplete ? '' : ' (some call costs are unknown)'}; it stays the parent's`,
      ],
      ['eligible', plan.counts.eligible],
      ['excluded', plan.counts.excluded],
      ['acknowledgment', plan.requiresNewAttemptAcknowledgment ? 'required: a new attempt spends again (--acknowledge-new-attempt)' : 'not required'],
      [
        'child budget',
        plan.newAttemptBudgetUsd === null || plan.newAttemptBudgetUsd === undefined ? 'none' : `${usd(plan.newAttemptBudgetUsd)} (the parent's max_cost_usd)`,
      ],
      ['plan sha256', plan.planSha256],
      ['model requests', plan.modelRequests],
    ]),
  );

  if (plan.eligibleCells.length) {
    const shown = plan.eligibleCells.slice(0, CELLS_SHOWN);
    console.log(
      `\nEligible cells:\n${table(
        ['CASE', 'TARGET'],
        shown.map((c) => [c.caseId, c.targetId]),
      )}`,
    );
    if (plan.eligibleCells.length > shown.length) console.log(`and ${plan.eligibleCells.length - shown.length} more`);
  }
  if (plan.excludedCells.length) {
    // One line per reason: a long run's completed cells would drown the rest.
    const byReason = new Map<string, number>();
    for (const c of plan.excludedCells) byReason.set(c.reason, (byReason.get(c.reason) ?? 0) + 1);
    console.log(
      `\nExcluded cells:\n${table(
        ['REASON', 'CELLS'],
        [...byReason].map(([reason, n]) => [reason.toLowerCase(), n]),
      )}`,
    );
  }

  console.log();
  for (const line of nextSteps(plan.parentRunId, plan, output)) console.log(line);
}

function nextSteps(runId: string, plan: Plan, output: string | undefined): string[] {
  const mode = plan.mode.toLowerCase();
  const reasons = new Set(plan.excludedCells.map((c) => c.reason));
  if (plan.counts.eligible === 0) {
    const lines = [`Nothing to recover in ${mode} mode.`];
    if (reasons.has('NEVER_DISPATCHED_USE_UNDISPATCHED_MODE'))
      lines.push(`Cells that were never dispatched: sr-bench recover-plan ${runId} --mode undispatched`);
    if (reasons.has('ALREADY_DISPATCHED_REQUIRES_EXPLICIT_NEW_ATTEMPT'))
      lines.push(`Dispatched cells that did not complete (a new attempt): sr-bench recover-plan ${runId} --mode failed`);
    if ([...reasons].some((r) => r.endsWith('_REQUIRES_RECONCILIATION'))) lines.push(`Cells waiting for reconciliation: sr-bench reconcile-usage ${runId}`);
    if (output !== undefined) lines.push(`Wrote the plan to ${output}.`);
    return lines;
  }
  const ack = plan.requiresNewAttemptAcknowledgment ? ' --acknowledge-new-attempt' : '';
  const file = output ?? 'plan.json';
  const lines =
    output !== undefined
      ? [
          `Wrote the plan to ${output}. Review it (to take only some cells, add "selected_cells": [{"case_id": …, "target_id": …}]), then start the child attempt:`,
        ]
      : [`Save the plan to review it (--output plan.json), then start the child attempt:`];
  lines.push(`  sr-bench recover ${runId} --plan ${file} --idempotency-key KEY${ack}`);
  return lines;
}
