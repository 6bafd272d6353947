// Explicit recovery (docs/runs.md "Recovery runs"; Mutation `recoveryPlan`, `recover`; Run.lineage):
// the recovery plan as its document and typed views of it, the child-attempt mutation, and a
// run's lineage (its recovery parent and its child attempts). None of this sends a request.
import type { RunRecord } from '../../db/queries/runs.ts';
import { countChildRuns, listChildRuns } from '../../db/queries/recovery.ts';
import { runsByIds } from '../../db/queries/runs.ts';
import { ownerScope } from '../../context.ts';
import { isJsonObject } from '../../domain/accounting/json-values.ts';
import { toPlainJson } from '../../domain/hashing/plain-json.ts';
import { EXCLUSION_REASONS, RECOVERY_MODES } from '../../domain/recovery/index.ts';
import type { ExcludedCell, RecoveryCell, RecoveryPlanDocument } from '../../domain/recovery/index.ts';
import type { RunProgress } from '../../domain/run/progress.ts';
import { recover, recoveryPlanFor } from '../../services/recovery.ts';
import { builder } from '../builder.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { userErrorsField } from '../user-errors.ts';
import { entityId } from '../ids.ts';
import { pageRequest, toConnection } from '../pagination.ts';
import { RunStatusEnum } from './enums.ts';
import { RunRef } from './run.ts';
import { RunProgressRef } from './run-progress.ts';

type JsonRecord = Record<string, unknown>;

function upperEnum<const V extends string>(name: string, values: readonly V[], description: string, valueDescriptions: Record<V, string>) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v, description: valueDescriptions[v] }])) as Record<
      Uppercase<V>,
      { value: V; description: string }
    >,
  });
}

export const RecoveryModeEnum = upperEnum(
  'RecoveryMode',
  RECOVERY_MODES,
  'Which cells a child attempt may take: never-dispatched ones (UNDISPATCHED) or settled failures (FAILED, a new attempt that spends again).',
  {
    undispatched: 'Planned cells without a completed result for which no call was ever sent.',
    failed:
      'Cells that were dispatched and did not complete, whose calls all settled with known usage and cost; retried as a new attempt that spends again and needs explicit acknowledgment.',
  },
);

export const RecoveryExclusionReasonEnum = upperEnum(
  'RecoveryExclusionReason',
  EXCLUSION_REASONS,
  'Why a planned cell cannot be recovered in this mode; the rules are checked in the order of the values below, and the first that matches wins.',
  {
    completed_evidence_is_preserved: 'The cell already completed; its evidence is kept and never redone.',
    already_claimed_by_child_attempt: 'Another recovery child already took the cell; a cell can be claimed once, ever.',
    ambiguous_dispatch_requires_reconciliation:
      'A call of the cell is in flight or was in flight when the service stopped (SENT or SENT_UNKNOWN), so the provider may have received it.',
    ambiguous_saved_result_requires_reconciliation: 'The cell’s result is SENT_UNKNOWN: it was running when the service stopped.',
    already_dispatched_requires_explicit_new_attempt: 'UNDISPATCHED mode: the cell already had calls; retry it in FAILED mode as a new attempt.',
    never_dispatched_use_undispatched_mode: 'FAILED mode: the cell never had a call; recover it in UNDISPATCHED mode.',
    unfinished_or_unknown_accounting_requires_reconciliation:
      'FAILED mode: a call of the cell has unknown usage or cost, no settled finish reason, or a status other than completed, failed or cancelled.',
  },
);

const RecoveryCellRef = builder.objectRef<RecoveryCell>('RecoveryCell');
RecoveryCellRef.implement({
  description: 'One planned cell: a case of the run’s dataset evaluated on one target.',
  fields: (t) => ({
    caseId: t.exposeString('case_id', { description: 'The cell’s case.' }),
    targetId: t.exposeString('target_id', { description: 'The cell’s target.' }),
  }),
});

const ExcludedRecoveryCellRef = builder.objectRef<ExcludedCell>('ExcludedRecoveryCell');
ExcludedRecoveryCellRef.implement({
  description: 'A planned cell a child attempt may not take, with the reason.',
  fields: (t) => ({
    caseId: t.exposeString('case_id', { description: 'The cell’s case.' }),
    targetId: t.exposeString('target_id', { description: 'The cell’s target.' }),
    reason: t.field({ type: RecoveryExclusionReasonEnum, description: 'The first exclusion rule the cell matches.', resolve: (cell) => cell.reason }),
  }),
});

const RecoveryCountsRef = builder.objectRef<{ eligible: number; excluded: number }>('RecoveryCounts');
RecoveryCountsRef.implement({
  description: 'How many planned cells a child attempt may take, and how many it may not.',
  fields: (t) => ({
    eligible: t.exposeInt('eligible', { description: 'Cells a child attempt may take (`eligibleCells`).' }),
    excluded: t.exposeInt('excluded', { description: 'Cells it may not take (`excluded`).' }),
  }),
});

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** `{status, progress, known_spend_usd, spend_complete, plan_sha256, [accounting_correction]}`, as plain JSON. */
const RecoveryParentSnapshotRef = builder.objectRef<JsonRecord>('RecoveryParentSnapshot');
RecoveryParentSnapshotRef.implement({
  description: 'The parent attempt as it was when the recovery plan was made. Its spend stays the parent’s and is never added to a child’s.',
  fields: (t) => ({
    status: t.field({ type: RunStatusEnum, description: 'The parent’s status.', resolve: (s) => String(s.status) as never }),
    progress: t.field({
      type: RunProgressRef,
      description: 'The parent’s progress; `pending` = total minus every cell with a result.',
      resolve: (s): RunProgress => {
        const p = isJsonObject(s.progress) ? s.progress : {};
        const [total, completed, failed, timeout, running] = ['total', 'completed', 'failed', 'timeout', 'running'].map((k) => num(p[k]) ?? 0) as [
          number,
          number,
          number,
          number,
          number,
        ];
        return { total, completed, failed, timeout, running, pending: Math.max(0, total - completed - failed - timeout - running) };
      },
    }),
    knownSpendUsd: t.float({
      description: 'Sum in USD of the parent’s known call costs, accounting corrections applied (unknown costs count 0; see `spendComplete`).',
      resolve: (s) => num(s.known_spend_usd) ?? 0,
    }),
    spendComplete: t.boolean({ description: 'Every parent call has a known cost.', resolve: (s) => s.spend_complete === true }),
    planSha256: t.string({
      nullable: true,
      description: 'The parent’s frozen plan hash; null when not recorded.',
      resolve: (s) => (typeof s.plan_sha256 === 'string' ? s.plan_sha256 : null),
    }),
    accountingCorrection: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The accounting correction in force (without its rows), when there is one.',
      resolve: (s) => (isJsonObject(s.accounting_correction) ? s.accounting_correction : null),
    }),
  }),
});

export const RecoveryPlanRef = builder.objectRef<RecoveryPlanDocument>('RecoveryPlan');
RecoveryPlanRef.implement({
  description: 'Which cells of a terminal live run a child attempt may take, and why the others may not. Nothing was sent or stored.',
  fields: (t) => ({
    document: t.field({
      type: 'JSON',
      description:
        'The recovery plan object (snake_case keys) that `planSha256` hashes. Send it back to `recover`, optionally with `selected_cells`, a subset of its `eligible_cells`.',
      resolve: (plan) => toPlainJson(plan),
    }),
    parentRunId: t.exposeString('parent_run_id', { description: 'The run this plan recovers.' }),
    mode: t.field({ type: RecoveryModeEnum, description: 'The recovery mode the plan was made for.', resolve: (plan) => plan.mode }),
    eligibleCells: t.field({ type: [RecoveryCellRef], description: 'In planned-cell order.', resolve: (plan) => plan.eligible_cells }),
    excluded: t.field({ type: [ExcludedRecoveryCellRef], description: 'In planned-cell order.', resolve: (plan) => plan.excluded }),
    excludedCells: t.field({ type: [ExcludedRecoveryCellRef], description: 'The same list as `excluded`.', resolve: (plan) => plan.excluded }),
    counts: t.field({ type: RecoveryCountsRef, description: 'Numbers of eligible and excluded cells.', resolve: (plan) => plan.counts }),
    parent: t.field({
      type: RecoveryParentSnapshotRef,
      description: 'The parent attempt as it was when this plan was made.',
      resolve: (plan) => toPlainJson(plan.parent) as JsonRecord,
    }),
    newAttemptBudgetUsd: t.float({
      nullable: true,
      description: 'The child attempt’s own cost budget in USD: the parent’s frozen `max_cost_usd` limit; null when unknown.',
      resolve: (plan) => num(toPlainJson(plan.new_attempt_budget_usd)),
    }),
    requiresNewAttemptAcknowledgment: t.exposeBoolean('requires_new_attempt_acknowledgment', {
      description: 'True in FAILED mode: `recover` then needs `acknowledgeNewAttempt: true`, as the new attempt spends again.',
    }),
    scope: t.exposeString('scope', { description: 'A fixed sentence: "Selected cells only; parent evidence and spend remain separate."' }),
    planSha256: t.exposeString('plan_sha256', {
      description: 'SHA-256 of the plan object without this key; `recover` refuses the plan once the eligibility it describes has changed.',
    }),
    modelRequests: t.int({ description: 'Always 0: making a recovery plan sends nothing.', resolve: () => 0 }),
  }),
});

builder.relayMutationField(
  'recoveryPlan',
  {
    description: 'The run to plan a recovery for, and which cells to consider.',
    inputFields: (t) => ({
      runId: t.id({ required: true, description: 'The parent run (natural or global id): a live run in a terminal status.' }),
      mode: t.field({ type: RecoveryModeEnum, required: true, description: 'Which cells to consider.' }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.recoveryPlan },
    description: 'The recovery plan of a terminal live run (WRITE). Zero model requests; nothing is stored.',
    resolve: async (_root, { input }, ctx) =>
      succeeded(await recoveryPlanFor(ctx.deps, ctx.viewer, { runId: entityId('Run', String(input.runId)), mode: input.mode })),
  },
  {
    description: 'The recovery plan, or why it was refused.',
    outputFields: (t) => ({
      recoveryPlan: t.field({
        type: RecoveryPlanRef,
        nullable: true,
        description: 'The plan to review and pass to recover; null when refused.',
        resolve: (p) => p.result,
      }),
      userErrors: userErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'recover',
  {
    description: 'The reviewed recovery plan to carry out, and the key that makes it idempotent.',
    inputFields: (t) => ({
      runId: t.id({ required: true, description: 'The parent run (natural or global id); it must be the plan’s `parent_run_id`.' }),
      plan: t.field({ type: 'JSON', required: true, description: 'The reviewed RecoveryPlan.document (or its JSON text), optionally with `selected_cells`.' }),
      idempotencyKey: t.string({
        required: true,
        description: 'A non-blank key chosen by the client: the same key with the same parent, mode and set of cells returns the same child run.',
      }),
      acknowledgeNewAttempt: t.boolean({ description: 'Required (true) in FAILED mode: the new attempt spends again.' }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.recover },
    description:
      'Creates a queued child attempt for the reviewed plan’s selected (or eligible) cells (RUN). The same key with the same parent, mode and set of cells returns the same child; anything else under that key is CONFLICT. A plan that no longer matches is RECOVERY_PLAN_REQUIRED.',
    resolve: async (_root, { input }, ctx) =>
      succeeded(
        await recover(ctx.deps, ctx.viewer, {
          runId: entityId('Run', String(input.runId)),
          plan: input.plan,
          idempotencyKey: input.idempotencyKey,
          acknowledgeNewAttempt: input.acknowledgeNewAttempt,
        }),
      ),
  },
  {
    description: 'The child attempt, or why recovery was refused.',
    outputFields: (t) => ({
      run: t.field({
        type: RunRef,
        nullable: true,
        description: 'The queued child run (or the one this key already created); null when refused.',
        resolve: (p) => p.result,
      }),
      userErrors: userErrorsField(t),
    }),
  },
);

// ---- Run.lineage (docs/runs.md "Lineage") ---------------------------------------------------------

const recoveryOf = (run: RunRecord): JsonRecord | null => {
  const summary = isJsonObject(run.manifestSummary) ? run.manifestSummary : null;
  return summary && isJsonObject(summary.recovery) ? (summary.recovery as JsonRecord) : null;
};
const snapshotOf = (run: RunRecord): JsonRecord | null => {
  const snapshot = recoveryOf(run)?.parent_snapshot;
  return isJsonObject(snapshot) ? (snapshot as JsonRecord) : null;
};
const modeOf = (run: RunRecord): 'undispatched' | 'failed' | null => {
  const mode = recoveryOf(run)?.mode;
  return mode === 'undispatched' || mode === 'failed' ? mode : null;
};

const RecoveryChildConnection = builder.connectionObject(
  {
    type: RunRef,
    name: 'RecoveryChildConnection',
    description: 'A page of a run’s recovery child attempts, oldest first.',
    edgesField: { description: 'The child runs of this page, each with its cursor.' },
  },
  {
    description: 'One recovery child run and its cursor.',
    nodeField: { description: 'The child run.' },
  },
);

const LineageRef = builder.objectRef<RunRecord>('Lineage');
LineageRef.implement({
  description: 'Recovery lineage: the parent attempt of a recovery child and the child attempts of a run. Spend stays with each attempt.',
  fields: (t) => {
    const children = (description: string) =>
      t.connection(
        {
          type: RunRef,
          description,
          resolve: async (run, args, ctx) => {
            const list = { kind: 'lineage-children', scope: run.id, arity: 2, timestamps: [0] };
            const page = pageRequest(args, list);
            const owner = ownerScope(ctx.viewer);
            const result = await listChildRuns(ctx.db, run.id, owner, page);
            return toConnection(
              result,
              list,
              (child) => [child.createdAt, child.id],
              () => countChildRuns(ctx.db, run.id, owner),
            );
          },
        },
        RecoveryChildConnection,
      );
    return {
      isRecoveryChild: t.boolean({ description: 'True when this run is a recovery child of another run.', resolve: (run) => run.parentRunId !== null }),
      parentRunId: t.exposeString('parentRunId', { nullable: true, description: 'The parent run’s id; null for a run that is not a recovery child.' }),
      parent: t.loadable({
        type: RunRef,
        nullable: true,
        description: 'The parent attempt (null for a run that is not a recovery child, or a parent this viewer cannot see).',
        resolve: (run) => run.parentRunId,
        // One statement for every parent asked for in a request; a missing parent is null, not an error.
        load: async (ids: string[], ctx) => {
          const byId = new Map((await runsByIds(ctx.db, ids, ownerScope(ctx.viewer))).map((run) => [run.id, run]));
          return ids.map((id) => byId.get(id) ?? null);
        },
      }),
      recoveryMode: t.field({
        type: RecoveryModeEnum,
        nullable: true,
        description: 'How this recovery child selected its cells; null for a run that is not one.',
        resolve: modeOf,
      }),
      mode: t.field({
        type: RecoveryModeEnum,
        nullable: true,
        description: 'The same as `recoveryMode` (the name the recovery screens use).',
        resolve: modeOf,
      }),
      selectedCellCount: t.int({
        nullable: true,
        description: 'Cells this recovery child took from its parent; null for a run that is not one.',
        resolve: (run) => num(recoveryOf(run)?.selected_cell_count),
      }),
      newAttemptAcknowledged: t.boolean({
        nullable: true,
        description:
          'True when this recovery child was created in FAILED mode with the new-attempt acknowledgment; null for a run that is not a recovery child.',
        resolve: (run) => {
          const value = recoveryOf(run)?.new_attempt_acknowledged;
          return typeof value === 'boolean' ? value : null;
        },
      }),
      parentSnapshot: t.field({
        type: RecoveryParentSnapshotRef,
        nullable: true,
        description: 'The parent as reviewed when this child was created; null for a run that is not a recovery child.',
        resolve: snapshotOf,
      }),
      parentKnownSpendUsd: t.float({
        nullable: true,
        description: 'The parent’s known spend in USD at recovery time, never added to this child’s cost; null for a run that is not a recovery child.',
        resolve: (run) => num(snapshotOf(run)?.known_spend_usd),
      }),
      parentSpendComplete: t.boolean({
        nullable: true,
        description: 'Whether every parent call had a known cost at recovery time (see `parentKnownSpendUsd`); null for a run that is not a recovery child.',
        resolve: (run) => {
          const value = snapshotOf(run)?.spend_complete;
          return typeof value === 'boolean' ? value : null;
        },
      }),
      children: children('Recovery child attempts of this run, oldest first (createdAt, id).'),
      childAttempts: children('The same list as `children` (the name the recovery screens use).'),
    };
  },
});

builder.objectField(RunRef, 'lineage', (t) =>
  t.field({ type: LineageRef, description: 'Recovery parent, child attempts and the parent’s known spend.', resolve: (run) => run }),
);
