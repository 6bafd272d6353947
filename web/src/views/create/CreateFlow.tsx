// The form, the review and the start of one evaluation. Any change to the form drops the reviewed
// plan: Start is enabled only for the plan the user is looking at.
import { useState } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import { useShellData } from '../../shell/shell-data.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { TextInput } from '../../ui/form-field.tsx';
import type { ReviewedPlanFragment } from '../../gql/graphql.ts';
import { BaselineProtocol, type BaselineRun } from './BaselineProtocol.tsx';
import { CandidatePlanMutation, ComposeDatasetMutation, PlanRunMutation } from './create-operations.ts';
import { DatasetStep, type DatasetOption } from './DatasetStep.tsx';
import { DEFAULT_FORM, toPlanInput, validateForm, type CreateForm, type FormErrors } from './form-state.ts';
import { LimitsStep } from './LimitsStep.tsx';
import { PendingSubmissionNotice } from './PendingSubmissionNotice.tsx';
import { ProfileStep } from './ProfileStep.tsx';
import { ReviewPlan } from './ReviewPlan.tsx';
import { TargetsStep } from './TargetsStep.tsx';
import { useStartRun } from './use-start-run.ts';
import type { ExperimentRole, ProfileId } from '../../gql/graphql.ts';
import { outcome } from '../../api/payload.ts';
import { fixesSampling } from './generation-settings.ts';
import type { GenerationSettingsFragment } from '../../gql/graphql.ts';

interface Props {
  mode: 'new' | 'preview';
  datasets: DatasetOption[];
  requestParams: Map<string, GenerationSettingsFragment | null>;
  baselineRun: BaselineRun | null;
  initialDatasetId: string | null;
  experiment: { id: string; role: ExperimentRole } | null;
}

function initialForm(datasets: DatasetOption[], datasetId: string | null): CreateForm {
  const dataset = datasets.find((d) => d.datasetId === datasetId);
  if (!dataset) return DEFAULT_FORM;
  return { ...DEFAULT_FORM, profile: dataset.profile ?? DEFAULT_FORM.profile, datasetId: dataset.datasetId, benchmarks: dataset.benchmarks.map((b) => b.benchmarkId) };
}

export function CreateFlow({ mode, datasets, requestParams, baselineRun, initialDatasetId, experiment }: Props) {
  const viewer = useViewer();
  const { targets } = useShellData();
  const [form, setForm] = useState(() => initialForm(datasets, initialDatasetId));
  const [checked, setChecked] = useState(false);
  const [plan, setPlan] = useState<ReviewedPlanFragment | null>(null);
  const [planError, setPlanError] = useState<CombinedError | null>(null);
  const [planning, setPlanning] = useState(false);
  const [, compose] = useMutation(ComposeDatasetMutation);
  const [, planRun] = useMutation(PlanRunMutation);
  const [, candidatePlan] = useMutation(CandidatePlanMutation);
  const starter = useStartRun(viewer.actorId);
  const fromBaseline = baselineRun !== null;
  const errors: FormErrors = checked ? validateForm(form, fromBaseline) : {};
  const noun = mode === 'preview' ? 'route preview' : 'evaluation';

  const set = <K extends keyof CreateForm>(field: K, value: CreateForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setPlan(null);
  };
  const chooseDataset = (id: string) => {
    const dataset = datasets.find((d) => d.datasetId === id);
    setForm((current) => ({ ...current, datasetId: id, benchmarks: dataset ? dataset.benchmarks.map((b) => b.benchmarkId) : [] }));
    setPlan(null);
  };
  const chooseProfile = (profile: ProfileId) => {
    // The dataset belongs to one profile; the benchmark selection survives for the next choice.
    setForm((current) => ({ ...current, profile, datasetId: current.profile === profile ? current.datasetId : '' }));
    setPlan(null);
  };

  const review = async () => {
    setChecked(true);
    setPlanError(null);
    if (Object.keys(validateForm(form, fromBaseline)).length > 0) return;
    setPlanning(true);
    try {
      const planMode = mode === 'preview' ? 'PREVIEW' : 'LIVE';
      if (baselineRun) {
        const result = await candidatePlan({
          baselineRunId: baselineRun.runId,
          targetIds: form.targetIds,
          mode: planMode,
          name: form.name.trim() || null,
          hypothesis: form.hypothesis.trim() || null,
          experimentId: experiment?.id ?? null,
        });
        const planned = outcome(result, 'candidatePlan', 'plan');
        setPlanError(planned.error);
        setPlan(planned.value);
        return;
      }
      let datasetId = form.datasetId;
      const dataset = datasets.find((d) => d.datasetId === datasetId);
      if (dataset && form.benchmarks.length < dataset.benchmarks.length) {
        const composed = outcome(await compose({ datasetIds: [datasetId], benchmarks: form.benchmarks }), 'composeDataset', 'dataset');
        if (!composed.value) {
          setPlanError(composed.error);
          return;
        }
        datasetId = composed.value.datasetId;
      }
      const planned = outcome(await planRun({ input: toPlanInput(form, datasetId, planMode, experiment) }), 'planRun', 'plan');
      setPlanError(planned.error);
      setPlan(planned.value);
    } finally {
      setPlanning(false);
    }
  };

  const chosenTargets = targets.filter((t) => form.targetIds.includes(t.targetId));
  const unpriced = chosenTargets.filter((t) => !t.priced);
  const fixedSampling = form.targetIds.filter((id) => fixesSampling(requestParams.get(id))).length;

  return (
    <div className="create-flow">
      {starter.pending && !starter.sending ? (
        <PendingSubmissionNotice pending={starter.pending} noun={noun} sending={starter.sending} onResend={starter.resend} onDiscard={starter.discard} />
      ) : null}
      {baselineRun ? <BaselineProtocol run={baselineRun} /> : null}
      <form
        className="panel create-form"
        aria-label="Evaluation settings"
        onSubmit={(event) => {
          event.preventDefault();
          void review();
        }}
      >
        {!fromBaseline ? <ProfileStep value={form.profile} onChange={chooseProfile} /> : null}
        {!fromBaseline ? (
          <DatasetStep
            datasets={datasets}
            profile={form.profile}
            datasetId={form.datasetId}
            benchmarks={form.benchmarks}
            errors={{ datasetId: errors.datasetId, benchmarks: errors.benchmarks }}
            onDataset={chooseDataset}
            onBenchmarks={(ids) => set('benchmarks', ids)}
          />
        ) : null}
        <fieldset className="create-step">
          <legend>Run</legend>
          <div className="form-grid">
            <TextInput label="Run name" value={form.name} onChange={(v) => set('name', v)} error={errors.name} placeholder="optional" maxLength={200} />
            {fromBaseline ? <TextInput label="What changed? (optional)" value={form.hypothesis} onChange={(v) => set('hypothesis', v)} error={errors.hypothesis} /> : null}
          </div>
        </fieldset>
        <TargetsStep
          targetIds={form.targetIds}
          onChange={(ids) => set('targetIds', ids)}
          onlyMom={fromBaseline || mode === 'preview'}
          onlyPreviewable={mode === 'preview'}
          requestParams={requestParams}
          error={errors.targetIds}
        />
        {unpriced.length > 0 && form.costPolicy === 'REQUIRE_PRICED' && !fromBaseline ? (
          <div className="notice" role="status">
            <strong>Missing target prices:</strong> {unpriced.map((t) => t.targetId).join(', ')}. Costs cannot be checked against the budget.{' '}
            <button type="button" className="btn" onClick={() => set('costPolicy', 'CAPABILITY_ONLY')}>
              Use Quality only
            </button>
          </div>
        ) : null}
        {!fromBaseline ? <LimitsStep form={form} errors={errors} set={set} fixedSamplingTargets={fixedSampling} /> : null}
        <div className="form-actions">
          <button type="submit" className="btn primary" disabled={planning}>
            {planning ? 'Planning…' : 'Review plan'}
          </button>
          {checked && Object.keys(errors).length > 0 ? (
            <span className="form-error" role="alert" data-testid="form-invalid">
              Fix {Object.keys(errors).length} {Object.keys(errors).length === 1 ? 'field' : 'fields'} before planning.
            </span>
          ) : null}
          <span className="muted">Planning sends no model requests.</span>
        </div>
      </form>
      {planError ? <ErrorNotice title="Plan" error={planError} /> : null}
      {plan ? (
        <>
          <ReviewPlan plan={plan} />
          <div className="form-actions start-actions">
            {viewer.canRun ? (
              <button type="button" className="btn primary" data-testid="start-run" disabled={starter.sending || starter.pending !== null} onClick={() => starter.start(plan.planSha256, `${String((plan.manifest as { name?: unknown }).name ?? noun)} · ${plan.targets.map((t) => t.targetId).join(', ')}`)}>
                {starter.sending ? 'Starting…' : mode === 'preview' ? 'Start route preview' : 'Start evaluation'}
              </button>
            ) : (
              <span className="notice">Starting evaluations requires run permission.</span>
            )}
            {starter.pending && !starter.sending ? <span className="muted">Reconcile the stored submission above first.</span> : null}
          </div>
        </>
      ) : null}
      {starter.error ? <ErrorNotice title="Start" error={starter.error} /> : null}
    </div>
  );
}
