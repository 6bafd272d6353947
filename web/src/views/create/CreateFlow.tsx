// The form, the review and the start of one evaluation. Any change to the form drops the reviewed
// plan: Start is enabled only for the plan the user is looking at. Benchmarks chosen from the
// catalog that no stored dataset holds are prepared first (use-auto-preparation.ts), then
// composed with the stored ones and planned; zero model requests until Start.
import { useEffect, useRef, useState } from 'react';
import { CombinedError, useMutation } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import { useShellData } from '../../shell/shell-data.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { TextInput } from '../../ui/form-field.tsx';
import type { ReviewedPlanFragment } from '../../gql/graphql.ts';
import { BaselineProtocol, type BaselineRun } from './BaselineProtocol.tsx';
import { CandidatePlanMutation, ComposeDatasetMutation, PlanRunMutation } from './create-operations.ts';
import { DatasetStep, type DatasetOption } from './DatasetStep.tsx';
import { initialForm, toPlanInput, validateForm, type CreateForm, type FormErrors } from './form-state.ts';
import { planSelection, profileSelection } from './dataset-selection.ts';
import { AutoPreparationPanel } from './AutoPreparationPanel.tsx';
import { useAutoPreparation } from './use-auto-preparation.ts';
import { FINISHED } from '../datasets/use-preparation-progress.ts';
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

export function CreateFlow({ mode, datasets, requestParams, baselineRun, initialDatasetId, experiment }: Props) {
  const viewer = useViewer();
  const { targets, catalog } = useShellData();
  const auto = useAutoPreparation(viewer.actorId, mode);
  // After a reload mid-preparation the reviewed form comes back with its job.
  const [form, setForm] = useState(() => auto.review?.form ?? initialForm(datasets, initialDatasetId));
  const formNow = useRef(form);
  formNow.current = form;
  const [checked, setChecked] = useState(false);
  const [plan, setPlan] = useState<ReviewedPlanFragment | null>(null);
  const [planError, setPlanError] = useState<CombinedError | null>(null);
  // A plan whose cells will fail for cost starts only once its reviewer says so, for that plan.
  const [acceptedPlan, setAcceptedPlan] = useState<string | null>(null);
  const [planning, setPlanning] = useState(false);
  const [finalizing, setFinalizing] = useState(false);
  const [, composeDatasets] = useMutation(ComposeDatasetMutation);
  const [, planRun] = useMutation(PlanRunMutation);
  const [, candidatePlan] = useMutation(CandidatePlanMutation);
  const starter = useStartRun(viewer.actorId);
  const blocked = plan?.warnings.some((w) => w.certain) ?? false;
  const fromBaseline = baselineRun !== null;
  const catalogIds = catalog.benchmarks.filter((b) => b.sizes !== null && b.sizes !== undefined).map((b) => b.benchmarkId);
  const selection = profileSelection(datasets, form.profile, catalogIds);
  // Benchmarks chosen from the catalog that can be neither reused nor prepared (dataset-selection.ts).
  const unavailableOf = (current: CreateForm) =>
    current.datasetId
      ? []
      : [...profileSelection(datasets, current.profile, catalogIds).sources].filter(([, source]) => source.kind === 'seed_conflict').map(([id]) => id);
  const errors: FormErrors = checked ? validateForm(form, fromBaseline, unavailableOf(form)) : {};
  const noun = mode === 'preview' ? 'route preview' : 'evaluation';
  const planMode = mode === 'preview' ? 'PREVIEW' : 'LIVE';
  const preparing = auto.review !== null && (auto.job === null || !FINISHED.has(auto.job.status));

  const set = <K extends keyof CreateForm>(field: K, value: CreateForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setPlan(null);
  };
  // Other questions than the ones being prepared: that review is over (the job goes on in the server).
  const questionsChanged = () => {
    setPlan(null);
    auto.clear();
  };
  const chooseDataset = (id: string) => {
    const dataset = datasets.find((d) => d.datasetId === id);
    // Back to choosing from the catalog, the benchmarks chosen so far stay chosen.
    setForm((current) => ({ ...current, datasetId: id, benchmarks: dataset ? dataset.benchmarks.map((b) => b.benchmarkId) : current.benchmarks }));
    questionsChanged();
  };
  const chooseProfile = (profile: ProfileId) => {
    // The dataset belongs to one profile; the benchmark selection survives for the next choice.
    setForm((current) => ({ ...current, profile, datasetId: current.profile === profile ? current.datasetId : '' }));
    questionsChanged();
  };
  const chooseBenchmarks = (ids: string[]) => {
    setForm((current) => ({ ...current, benchmarks: ids }));
    questionsChanged();
  };

  /** Plans `current` against `datasetIds`, composed first into one pinned dataset when `compose`. */
  const planAgainst = async (current: CreateForm, datasetIds: string[], compose: boolean) => {
    let datasetId = datasetIds[0] ?? '';
    if (compose) {
      setFinalizing(true);
      try {
        const composed = outcome(await composeDatasets({ datasetIds, benchmarks: current.benchmarks }), 'composeDataset', 'dataset');
        if (!composed.value) {
          setPlanError(composed.error);
          return;
        }
        datasetId = composed.value.datasetId;
      } finally {
        setFinalizing(false);
      }
    }
    const planned = outcome(await planRun({ input: toPlanInput(current, datasetId, planMode, experiment) }), 'planRun', 'plan');
    setPlanError(planned.error);
    setPlan(planned.value);
  };

  // The review goes on once its questions are prepared: once per job, with the form as it is then
  // (only the questions' settings end a review, so those are still the reviewed ones).
  const continued = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the review or its job changes, on purpose (see the note at its dependency list)
  useEffect(() => {
    const { review, job } = auto;
    if (!review || !job || job.preparationId !== review.preparationId || job.status !== 'COMPLETED' || continued.current === review.preparationId) return;
    continued.current = review.preparationId;
    const preparedId = job.dataset?.datasetId;
    if (!preparedId) {
      setPlanError(
        new CombinedError({ graphQLErrors: [{ message: 'The prepared dataset is no longer stored; review the plan again to prepare it once more.' }] }),
      );
      return;
    }
    const current = formNow.current;
    if (Object.keys(validateForm(current, false)).length > 0) {
      setChecked(true);
      return;
    }
    setPlanning(true);
    void planAgainst(current, [...review.storedIds, preparedId], review.storedIds.length > 0).finally(() => setPlanning(false));
    // planAgainst reads only stable mutation functions and the form through formNow.
  }, [auto.review, auto.job]);

  const review = async () => {
    setChecked(true);
    setPlanError(null);
    if (Object.keys(validateForm(form, fromBaseline, unavailableOf(form))).length > 0) return;
    setPlanning(true);
    try {
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
      if (form.datasetId) {
        auto.clear();
        const dataset = datasets.find((d) => d.datasetId === form.datasetId);
        await planAgainst(form, [form.datasetId], dataset !== undefined && form.benchmarks.length < dataset.benchmarks.length);
        return;
      }
      const chosen = planSelection(selection, form.benchmarks);
      if (chosen.missing.length > 0) {
        // One job for every missing benchmark; the effect above plans when it completes.
        continued.current = null;
        await auto.start({ benchmarks: chosen.missing, profile: form.profile, seed: chosen.seed }, form, chosen.storedIds);
        return;
      }
      auto.clear();
      await planAgainst(form, chosen.storedIds, chosen.storedIds.length > 1 || chosen.storedExtra);
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
            onBenchmarks={chooseBenchmarks}
          />
        ) : null}
        <fieldset className="create-step">
          <legend>Run</legend>
          <div className="form-grid">
            <TextInput label="Run name" value={form.name} onChange={(v) => set('name', v)} error={errors.name} placeholder="optional" maxLength={200} />
            {fromBaseline ? (
              <TextInput label="What changed? (optional)" value={form.hypothesis} onChange={(v) => set('hypothesis', v)} error={errors.hypothesis} />
            ) : null}
          </div>
        </fieldset>
        <TargetsStep
          targetIds={form.targetIds}
          onChange={(ids) => set('targetIds', ids)}
          onlyMom={fromBaseline || mode === 'preview'}
          onlyPreviewable={mode === 'preview'}
          oneSingle={experiment?.role === 'BASELINE'}
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
          <button type="submit" className="btn primary" disabled={planning || preparing}>
            {preparing ? 'Preparing questions…' : planning ? 'Planning…' : 'Review plan'}
          </button>
          {checked && Object.keys(errors).length > 0 ? (
            <span className="form-error" role="alert" data-testid="form-invalid">
              Fix {Object.keys(errors).length} {Object.keys(errors).length === 1 ? 'field' : 'fields'} before planning.
            </span>
          ) : null}
          <span className="muted">Planning sends no model requests.</span>
        </div>
      </form>
      {!fromBaseline ? <AutoPreparationPanel auto={auto} finalizing={finalizing} /> : null}
      {planError ? <ErrorNotice title="Plan" error={planError} /> : null}
      {plan ? (
        <>
          <ReviewPlan
            plan={plan}
            prepared={
              auto.review && auto.job?.status === 'COMPLETED'
                ? auto.review.request.benchmarks.map((id) => catalog.benchmarks.find((b) => b.benchmarkId === id)?.title ?? id)
                : []
            }
          />
          <div className="form-actions start-actions">
            {viewer.canRun ? (
              <button
                type="button"
                className="btn primary"
                data-testid="start-run"
                disabled={starter.sending || starter.pending !== null || (blocked && acceptedPlan !== plan.planSha256)}
                onClick={() =>
                  starter.start(
                    plan.planSha256,
                    `${String((plan.manifest as { name?: unknown }).name ?? noun)} · ${plan.targets.map((t) => t.targetId).join(', ')}`,
                  )
                }
              >
                {starter.sending ? 'Starting…' : mode === 'preview' ? 'Start route preview' : 'Start evaluation'}
              </button>
            ) : (
              <span className="notice">Starting evaluations requires run permission.</span>
            )}
            {blocked && viewer.canRun ? (
              <label className="accept-warnings">
                <input
                  type="checkbox"
                  data-testid="accept-plan-warnings"
                  checked={acceptedPlan === plan.planSha256}
                  onChange={(e) => setAcceptedPlan(e.target.checked ? plan.planSha256 : null)}
                />
                Start anyway: cells will fail for cost as the plan says
              </label>
            ) : null}
            {starter.pending && !starter.sending ? <span className="muted">Reconcile the stored submission above first.</span> : null}
          </div>
        </>
      ) : null}
      {starter.error ? <ErrorNotice title="Start" error={starter.error} /> : null}
    </div>
  );
}
