// Budget, limits, sampling and cost accounting (docs/dashboard.md "The form"). Under "Quality only" the budget
// is not applied; under the native output policy the output-token cap is the target's own.
import { TextInput } from '../../ui/form-field.tsx';
import type { CreateForm, FormErrors } from './form-state.ts';

interface Props {
  form: CreateForm;
  errors: FormErrors;
  set: <K extends keyof CreateForm>(field: K, value: CreateForm[K]) => void;
  /** How many chosen targets fix their own sampling (requestParams). */
  fixedSamplingTargets: number;
}

export function LimitsStep({ form, errors, set, fixedSamplingTargets }: Props) {
  const qualityOnly = form.costPolicy === 'CAPABILITY_ONLY';
  const total = form.targetIds.length;
  return (
    <>
      <fieldset className="create-step">
        <legend>Budget &amp; limits</legend>
        <div className="form-actions">
          <span className="form-label">Output policy</span>
          <label>
            <input type="radio" name="outputPolicy" checked={form.outputPolicy === 'BOUNDED'} onChange={() => set('outputPolicy', 'BOUNDED')} /> Bounded
          </label>
          <label>
            <input type="radio" name="outputPolicy" checked={form.outputPolicy === 'NATIVE'} onChange={() => set('outputPolicy', 'NATIVE')} /> Native
          </label>
        </div>
        <div className="form-grid">
          <TextInput
            label="Budget (USD)"
            inputMode="decimal"
            value={qualityOnly ? '' : form.maxCostUsd}
            placeholder={qualityOnly ? 'Not applied' : ''}
            disabled={qualityOnly}
            onChange={(v) => set('maxCostUsd', v)}
            error={errors.maxCostUsd}
            hint={qualityOnly ? 'Not applied under Quality only' : undefined}
          />
          <TextInput
            label="Run deadline (s)"
            inputMode="decimal"
            value={form.maxRunSeconds}
            onChange={(v) => set('maxRunSeconds', v)}
            error={errors.maxRunSeconds}
          />
          {form.outputPolicy === 'BOUNDED' ? (
            <TextInput
              label="Max output tokens"
              inputMode="numeric"
              value={form.maxOutputTokens}
              onChange={(v) => set('maxOutputTokens', v)}
              error={errors.maxOutputTokens}
            />
          ) : null}
          <TextInput
            label="Concurrency"
            inputMode="numeric"
            value={form.concurrency}
            onChange={(v) => set('concurrency', v)}
            error={errors.concurrency}
            hint="1–32"
          />
        </div>
      </fieldset>
      <fieldset className="create-step">
        <legend>Sampling and advanced limits</legend>
        <div className="form-actions">
          <span className="form-label">Cost accounting</span>
          <label>
            <input type="radio" name="costPolicy" checked={!qualityOnly} onChange={() => set('costPolicy', 'REQUIRE_PRICED')} /> Quality and cost
          </label>
          <label>
            <input type="radio" name="costPolicy" checked={qualityOnly} onChange={() => set('costPolicy', 'CAPABILITY_ONLY')} /> Quality only
          </label>
        </div>
        <div className="form-grid">
          <TextInput
            label="Temperature"
            inputMode="decimal"
            value={form.temperature}
            placeholder="default"
            onChange={(v) => set('temperature', v)}
            error={errors.temperature}
            hint="0–2"
          />
          <TextInput
            label="Top P"
            inputMode="decimal"
            value={form.topP}
            placeholder="default"
            onChange={(v) => set('topP', v)}
            error={errors.topP}
            hint="0–1"
          />
          <TextInput label="Sampling seed" inputMode="numeric" value={form.seed} placeholder="default" onChange={(v) => set('seed', v)} error={errors.seed} />
          <TextInput
            label="Request deadline (s)"
            inputMode="decimal"
            value={form.totalTimeoutS}
            onChange={(v) => set('totalTimeoutS', v)}
            error={errors.totalTimeoutS}
          />
          <TextInput
            label="Idle timeout (s)"
            inputMode="decimal"
            value={form.idleTimeoutS}
            onChange={(v) => set('idleTimeoutS', v)}
            error={errors.idleTimeoutS}
          />
          <TextInput
            label="Case deadline (s)"
            inputMode="decimal"
            value={form.caseTimeoutS}
            onChange={(v) => set('caseTimeoutS', v)}
            error={errors.caseTimeoutS}
          />
          <TextInput
            label="Max calls per case"
            inputMode="numeric"
            value={form.maxCallsPerCase}
            onChange={(v) => set('maxCallsPerCase', v)}
            error={errors.maxCallsPerCase}
          />
        </div>
        {total > 0 ? (
          <p className="muted">
            Sampling applies to {total - fixedSamplingTargets} of {total} targets; fixed profiles keep their own values.
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
