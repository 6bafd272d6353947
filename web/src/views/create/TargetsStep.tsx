// Targets (docs/dashboard.md "The form"): add configured targets one by one or all offered at once; preview
// routing and candidate plans from a baseline offer only MoM targets (preview: only those with a
// preview endpoint), and a single-model reference takes exactly one single model.
import { useState } from 'react';
import { useShellData } from '../../shell/shell-data.tsx';
import { TargetCard } from './TargetCard.tsx';
import { storedWord } from '../../ui/enum-words.ts';
import type { GenerationSettingsFragment } from '../../gql/graphql.ts';

interface Props {
  targetIds: string[];
  onChange: (ids: string[]) => void;
  onlyMom: boolean;
  onlyPreviewable: boolean;
  /** A single-model reference run (an experiment's baseline role): exactly one single model. */
  oneSingle?: boolean;
  requestParams: Map<string, GenerationSettingsFragment | null>;
  error?: string | undefined;
}

export function TargetsStep({ targetIds, onChange, onlyMom, onlyPreviewable, oneSingle = false, requestParams, error }: Props) {
  const { targets } = useShellData();
  const [choice, setChoice] = useState('');
  const full = oneSingle && targetIds.length >= 1;
  const offered = full
    ? []
    : targets.filter(
        (t) => !targetIds.includes(t.targetId) && (!onlyMom || t.kind === 'MOM') && (!onlyPreviewable || t.previewable) && (!oneSingle || t.kind === 'SINGLE'),
      );
  const add = () => {
    if (!choice) return;
    onChange([...targetIds, choice]);
    setChoice('');
  };
  return (
    <fieldset className="create-step">
      <legend>Targets</legend>
      <div className="form-actions">
        <select aria-label="Add configured target" value={choice} disabled={full} onChange={(event) => setChoice(event.target.value)}>
          <option value="">Add configured target…</option>
          {offered.map((t) => (
            <option key={t.targetId} value={t.targetId}>
              {t.targetId} · {storedWord(t.kind)} · {t.model}
            </option>
          ))}
        </select>
        <button type="button" className="btn" onClick={add} disabled={!choice}>
          Add target
        </button>
        {!oneSingle && offered.length > 1 ? (
          <button type="button" className="btn" onClick={() => onChange([...targetIds, ...offered.map((t) => t.targetId)])}>
            Add all {offered.length}
          </button>
        ) : null}
        {oneSingle ? (
          <span className="muted" data-testid="one-single-hint">
            A reference run evaluates one single model. To compare several, start one reference run per model.
          </span>
        ) : null}
        {onlyPreviewable ? <span className="muted">Route previews use MoM targets with a routing preview endpoint.</span> : null}
        {onlyMom && !onlyPreviewable ? <span className="muted">Candidates of a baseline are MoM targets.</span> : null}
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="target-cards">
        {targetIds.map((id, index) => {
          const target = targets.find((t) => t.targetId === id);
          return target ? (
            <TargetCard
              key={id}
              target={target}
              position={index + 1}
              requestParams={requestParams.get(id)}
              onRemove={() => onChange(targetIds.filter((t) => t !== id))}
            />
          ) : null;
        })}
      </div>
    </fieldset>
  );
}
