// Estimate a routing change (docs/dashboard.md "Offline estimate"): a saved single-model baseline and a routing
// preview make an offline replay run (zero model requests). The request is stored before it is
// sent so a lost response can be re-sent identically; it is never retried on its own.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import type { CreateReplayMutationVariables, ReplayOptionPageFragment } from '../../gql/graphql.ts';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { clearPending, newIdempotencyKey, readPending, savePending } from '../../ui/form-pending.ts';
import { optionLabel } from './option-words.ts';
import { CreateReplayDoc, ReplayOptionsDoc } from './replay-queries.ts';
import { outcome } from '../../api/payload.ts';

const KIND = 'replay';

function emptyText(page: ReplayOptionPageFragment | null | undefined, what: string): string | null {
  if (!page || page.edges.length > 0) return null;
  if (page.pageInfo.hasNextPage) return `The search for ${what} is not finished.`;
  if (page.scanLimited || page.emptyReason === 'EVIDENCE_SIZE_LIMIT')
    return 'No verified replay pairs available. Some saved evidence exceeded the verification limit.';
  return 'No compatible saved pairs for an offline estimate.';
}

/** The server answered (a refusal such as replay_ineligible): unlike a lost response, nothing is left to reconcile. */
function settled(error: CombinedError): boolean {
  return error.graphQLErrors.length > 0;
}

export function ReplayDisclosure() {
  const [open, setOpen] = useState(false);
  return (
    <details className="panel replay" data-testid="replay-disclosure" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Estimate a routing change (offline replay)</summary>
      {open ? <ReplayForm /> : null}
    </details>
  );
}

function ReplayForm() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: ReplayOptionsDoc,
    variables: { baseline: baseline ?? '', hasBaseline: baseline !== null },
    requestPolicy: 'network-only',
  });
  const [submission, createReplay] = useMutation(CreateReplayDoc);
  const [pending, setPending] = useState(() => readPending<CreateReplayMutationVariables>(KIND, viewer.actorId));
  const [refusal, setRefusal] = useState<CombinedError | null>(null);

  const send = async (variables: CreateReplayMutationVariables) => {
    setRefusal(null);
    const { value: run, error } = outcome(await createReplay(variables), 'createReplay', 'run');
    if (run) {
      clearPending(KIND, viewer.actorId);
      setPending(null);
      navigate(`/evaluation?run=${encodeURIComponent(run.runId)}`);
    } else if (error && settled(error)) {
      clearPending(KIND, viewer.actorId);
      setPending(null);
      setRefusal(error);
      if (error.graphQLErrors[0]?.extensions?.rejection === 'replay_ineligible') refetch({ requestPolicy: 'network-only' });
    }
  };
  const submit = () => {
    if (!baseline || !preview) return;
    const idempotencyKey = newIdempotencyKey('replay');
    const variables = { baselineRunId: baseline, previewRunId: preview, idempotencyKey };
    const stored = { variables, idempotencyKey, label: `${baseline} + ${preview}`, savedAt: new Date().toISOString() };
    savePending(KIND, viewer.actorId, stored);
    setPending(stored);
    void send(variables);
  };

  const baselines = data?.replayBaselines;
  const previews = data?.replayPreviews;
  const lost = pending !== null && !submission.fetching && submission.error !== undefined && !settled(submission.error);
  return (
    <div className="replay-form">
      <p className="muted small">
        Reuses the saved answers, grades, usage, cost and latency of a single-model baseline for each routing decision of a preview: an estimate, with zero
        model requests.
      </p>
      {error ? (
        <div>
          <ErrorNotice title="Saved baselines / previews" error={error} />
          <button type="button" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            Retry saved baselines / previews
          </button>
        </div>
      ) : null}
      {fetching && !data ? <p className="muted">Loading saved runs…</p> : null}
      <div className="compare-row">
        <select
          aria-label="Saved single-model baseline"
          value={baseline ?? ''}
          onChange={(e) => {
            setBaseline(e.target.value || null);
            setPreview(null);
          }}
        >
          <option value="">Saved single-model baseline…</option>
          {baselines?.edges.map((e) => (
            <option key={e.node.runId} value={e.node.runId}>
              {optionLabel(e.node)}
            </option>
          ))}
        </select>
        {baseline ? (
          <select aria-label="Routing preview" value={preview ?? ''} onChange={(e) => setPreview(e.target.value || null)}>
            <option value="">Routing preview…</option>
            {previews?.edges.map((e) => (
              <option key={e.node.runId} value={e.node.runId}>
                {optionLabel(e.node)}
              </option>
            ))}
          </select>
        ) : null}
        {viewer.canRun ? (
          <button type="button" className="primary" disabled={!baseline || !preview || submission.fetching || pending !== null} onClick={submit}>
            {submission.fetching ? 'Creating…' : 'Create offline estimate'}
          </button>
        ) : (
          <span className="muted small">Creating an estimate requires run permission.</span>
        )}
      </div>
      {[emptyText(baselines, 'saved baselines'), baseline ? emptyText(previews, 'previews') : null].filter(Boolean).map((t) => (
        <p key={t} className="muted small">
          {t}
        </p>
      ))}
      {refusal ? <ErrorNotice title="Estimate not created" error={refusal} /> : null}
      {pending !== null && !submission.fetching && (lost || submission.error === undefined) && viewer.canRun ? (
        <div className="warn small">
          Estimate submission needs reconciliation ({pending.label}).{' '}
          <button type="button" onClick={() => void send(pending.variables)}>
            Check or submit same estimate
          </button>
        </div>
      ) : null}
    </div>
  );
}
