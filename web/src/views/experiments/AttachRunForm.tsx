// Use saved results (docs/dashboard.md "Experiments"): link a saved run that is not yet a member, with a role it
// may take (Run.allowedExperimentRoles) and an optional "What changed?".
import { useState } from 'react';
import { useMutation, type CombinedError } from 'urql';
import type { ExperimentRole } from '../../gql/graphql.ts';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { FormField, TextInput } from '../../ui/form-field.tsx';
import { AttachRunMutation } from './experiments-operations.ts';
import { roleLabel } from './roles.ts';
import { outcome } from '../../api/payload.ts';

export interface AttachableRun {
  runId: string;
  name: string;
  profileName: string;
  allowedExperimentRoles: ExperimentRole[];
}

export function AttachRunForm({ experimentId, runs, onAttached }: { experimentId: string; runs: AttachableRun[]; onAttached: () => void }) {
  const [{ fetching }, attach] = useMutation(AttachRunMutation);
  const [error, setError] = useState<CombinedError | null>(null);
  const [runId, setRunId] = useState('');
  const [role, setRole] = useState<ExperimentRole | ''>('');
  const [hypothesis, setHypothesis] = useState('');
  const run = runs.find((r) => r.runId === runId);
  const roles = run?.allowedExperimentRoles ?? [];
  const chosenRole = role && roles.includes(role) ? role : (roles[0] ?? '');
  const tooLong = hypothesis.length > 2000;

  const submit = async () => {
    if (!run || !chosenRole || tooLong) return;
    const result = outcome(
      await attach({ experimentId, runId: run.runId, role: chosenRole, hypothesis: hypothesis.trim() || null }),
      'attachRun',
      'membership',
    );
    setError(result.error);
    if (result.value) {
      setRunId('');
      setHypothesis('');
      onAttached();
    }
  };

  return (
    <form
      className="attach-run"
      aria-label="Add saved results"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3>Add saved results</h3>
      {runs.length === 0 ? <p className="muted">No saved run can join this experiment.</p> : null}
      <div className="form-grid">
        <FormField label="Saved run">
          <select value={runId} onChange={(event) => setRunId(event.target.value)}>
            <option value="">Choose a saved run…</option>
            {runs.map((r) => (
              <option key={r.runId} value={r.runId}>
                {r.name} · {r.profileName} · {r.runId}
              </option>
            ))}
          </select>
        </FormField>
        {roles.length > 1 ? (
          <FormField label="Use this result as">
            <select value={chosenRole} onChange={(event) => setRole(roles.find((r) => r === event.target.value) ?? '')}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
        <TextInput label="What changed? (optional)" value={hypothesis} onChange={setHypothesis} error={tooLong ? 'At most 2,000 characters.' : undefined} />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn" disabled={!run || !chosenRole || tooLong || fetching}>
          Add run
        </button>
        {run && roles.length === 1 ? <span className="muted">Joins as {roleLabel(roles[0] ?? null)}</span> : null}
      </div>
      {error ? <ErrorNotice title="Add run" error={error} /> : null}
    </form>
  );
}
