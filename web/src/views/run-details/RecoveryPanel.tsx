// Recover unfinished work (docs/dashboard.md) for terminal live runs that did not complete:
// choose a scope → Review recovery plan (zero model requests) → select cells → acknowledge (failed
// mode) → Create recovery run. The request is stored before it is sent (lost responses) and is
// only ever re-sent identically, by the user. Success opens the child run.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, type CombinedError } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import type { RecoveryMode } from '../../gql/graphql.ts';
import { ErrorNotice, errorCode } from '../../ui/ErrorNotice.tsx';
import { count, dateTime, usd } from '../../ui/format.ts';
import { cellKey, EligibleCells, ExcludedCells } from './RecoveryCells.tsx';
import { clearPendingRecovery, readPendingRecovery, storePendingRecovery, type PendingRecovery } from './recovery-storage.ts';
import { RecoverMutation, RecoveryPlanMutation } from './run-details-queries.ts';
import type { RunData } from './types.ts';
import { outcome } from '../../api/payload.ts';

function newKey(): string {
  return typeof crypto.randomUUID === 'function' ? `recover-${crypto.randomUUID()}` : `recover-${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/** True when the server said nothing was dispatched (the stored request can be dropped). */
function nothingSent(error: CombinedError): boolean {
  return error.graphQLErrors.some((e) => e.extensions?.dispatchStarted === false);
}

export function RecoveryPanel({ run }: { run: RunData }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [mode, setMode] = useState<RecoveryMode>('UNDISPATCHED');
  const [review, reviewPlan] = useMutation(RecoveryPlanMutation);
  const [submit, recover] = useMutation(RecoverMutation);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [ack, setAck] = useState(false);
  const [pending, setPending] = useState<PendingRecovery | null>(() => readPendingRecovery(viewer.actorId, run.runId));
  const [notice, setNotice] = useState<string | null>(null);
  const reviewed = outcome(review, 'recoveryPlan', 'recoveryPlan');
  const plan = reviewed.value;
  const modelOf = (targetId: string) => run.targets.find((t) => t.targetId === targetId)?.model ?? targetId;

  const send = async (request: PendingRecovery) => {
    setNotice(null);
    const result = outcome(
      await recover({ runId: request.runId, plan: request.plan, idempotencyKey: request.idempotencyKey, acknowledgeNewAttempt: request.acknowledgeNewAttempt }),
      'recover',
      'run',
    );
    if (result.value) {
      clearPendingRecovery(viewer.actorId, run.runId);
      setPending(null);
      navigate(`/evaluation?run=${encodeURIComponent(result.value.runId)}`);
      return;
    }
    if (result.error && nothingSent(result.error)) {
      clearPendingRecovery(viewer.actorId, run.runId);
      setPending(null);
      const code = errorCode(result.error);
      if (code === 'RECOVERY_PLAN_REQUIRED') setNotice('The run changed since the review: review the recovery plan again.');
      if (code === 'CONFLICT') setNotice('That request key is bound to another recovery attempt.');
    }
  };

  const create = () => {
    if (!plan) return;
    const cells = plan.eligibleCells.filter((c) => selected.has(cellKey(c)));
    const document = typeof plan.document === 'object' && plan.document !== null ? (plan.document as Record<string, unknown>) : {};
    const request: PendingRecovery = {
      runId: run.runId,
      plan: { ...document, selected_cells: cells.map((c) => ({ case_id: c.caseId, target_id: c.targetId })) },
      idempotencyKey: newKey(),
      acknowledgeNewAttempt: plan.requiresNewAttemptAcknowledgment ? ack : false,
      cells: cells.length,
      storedAt: new Date().toISOString(),
    };
    storePendingRecovery(viewer.actorId, request); // before sending: a lost response is reconciled with it
    setPending(request);
    void send(request);
  };

  const needsAck = Boolean(plan?.requiresNewAttemptAcknowledgment);
  const canCreate = Boolean(plan) && viewer.canRun && selected.size > 0 && (!needsAck || ack) && !submit.fetching && !pending;

  return (
    <section className="panel run-recovery" data-testid="recovery-panel">
      <h3>Recover unfinished work</h3>
      {pending ? (
        <div className="run-notice" data-testid="recovery-pending">
          Recovery submission needs reconciliation: a request for {count(pending.cells)} {pending.cells === 1 ? 'case' : 'cases'} was stored at{' '}
          {dateTime(pending.storedAt)} and its answer was not received.{' '}
          {viewer.canRun ? (
            <button type="button" disabled={submit.fetching} onClick={() => void send(pending)}>
              Check or submit same recovery
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="run-recovery-controls">
        <label>
          Scope{' '}
          <select
            value={mode}
            aria-label="Recovery scope"
            onChange={(e) => {
              setMode(e.target.value as RecoveryMode);
              setAck(false);
            }}
          >
            <option value="UNDISPATCHED">Continue undispatched cases</option>
            <option value="FAILED">Retry known failed cases as new attempts</option>
          </select>
        </label>
        <button
          type="button"
          disabled={review.fetching}
          onClick={() =>
            void reviewPlan({ runId: run.runId, mode }).then((r) => {
              setAck(false);
              setSelected(new Set((outcome(r, 'recoveryPlan', 'recoveryPlan').value?.eligibleCells ?? []).map(cellKey)));
            })
          }
        >
          Review recovery plan
        </button>
        <span className="muted">Reviewing sends no model requests.</span>
      </div>
      {reviewed.error ? <ErrorNotice title="Recovery plan" error={reviewed.error} /> : null}
      {plan ? (
        <div data-testid="recovery-plan">
          <p>
            <strong>
              {count(plan.counts.eligible)} eligible · {count(plan.counts.excluded)} excluded
            </strong>{' '}
            · Parent completed {count(plan.parent.progress.completed)} / {count(plan.parent.progress.total)} · known spend {usd(plan.parent.knownSpendUsd)}
            {plan.parent.spendComplete ? '' : ' (incomplete accounting)'} · New attempt budget {usd(plan.newAttemptBudgetUsd, 'Not set')} · scope {plan.scope}
          </p>
          <p className="muted run-mono">plan {plan.planSha256}</p>
          {plan.eligibleCells.length > 0 ? (
            <EligibleCells plan={plan} selected={selected} onChange={setSelected} modelOf={modelOf} />
          ) : (
            <p className="muted">No cell can be recovered in this scope.</p>
          )}
          <ExcludedCells plan={plan} />
          {needsAck ? (
            <label className="run-ack">
              <input type="checkbox" checked={ack} onChange={(e) => setAck(e.target.checked)} /> I understand these are new attempts that send model requests
              and spend again
            </label>
          ) : null}
          {viewer.canRun ? (
            <button type="button" className="run-primary" disabled={!canCreate} onClick={create}>
              Create recovery run ({count(selected.size)} {selected.size === 1 ? 'case' : 'cases'})
            </button>
          ) : (
            <p className="muted">Creating a recovery run requires evaluation run permission.</p>
          )}
        </div>
      ) : null}
      {notice ? <p className="run-notice">{notice}</p> : null}
      {submit.error ? <ErrorNotice title="Recover" error={submit.error} /> : null}
    </section>
  );
}
