// The create form's state, its client checks (docs/dashboard.md "The form": the server re-checks) and the
// PlanInput it becomes. Numbers are kept as the text the user typed so the checks can name
// what is wrong; defaults are the plan defaults.
import type { ExperimentRole, OutputPolicy, PlanInput, ProfileId } from '../../gql/graphql.ts';

export type CostPolicyChoice = 'REQUIRE_PRICED' | 'CAPABILITY_ONLY';

export interface CreateForm {
  profile: ProfileId;
  /** The chosen stored dataset; empty: the benchmarks are chosen from the catalog (dataset-selection.ts). */
  datasetId: string;
  /** Benchmarks to evaluate; fewer than the chosen dataset's, or from several datasets, are composed first. */
  benchmarks: string[];
  name: string;
  targetIds: string[];
  costPolicy: CostPolicyChoice;
  outputPolicy: OutputPolicy;
  maxCostUsd: string;
  maxRunSeconds: string;
  maxOutputTokens: string;
  concurrency: string;
  totalTimeoutS: string;
  idleTimeoutS: string;
  caseTimeoutS: string;
  maxCallsPerCase: string;
  temperature: string;
  topP: string;
  seed: string;
  /** Candidate plans from a baseline (docs/dashboard.md "From a frozen baseline"). */
  hypothesis: string;
}

/** What the form needs of a stored dataset to start from it. */
export interface DatasetChoice {
  datasetId: string;
  profile?: ProfileId | null;
  benchmarks: readonly { benchmarkId: string }[];
}

/**
 * The form's first state: the dataset a link names, else the only stored dataset when there is
 * exactly one (nothing else to choose), else the defaults (benchmarks from the catalog).
 */
export function initialForm(datasets: readonly DatasetChoice[], datasetId: string | null): CreateForm {
  const dataset = datasets.find((d) => d.datasetId === datasetId) ?? (datasetId === null && datasets.length === 1 ? datasets[0] : undefined);
  if (!dataset) return DEFAULT_FORM;
  return {
    ...DEFAULT_FORM,
    profile: dataset.profile ?? DEFAULT_FORM.profile,
    datasetId: dataset.datasetId,
    benchmarks: dataset.benchmarks.map((b) => b.benchmarkId),
  };
}

export const DEFAULT_FORM: CreateForm = {
  profile: 'SMOKE',
  datasetId: '',
  benchmarks: [],
  name: '',
  targetIds: [],
  costPolicy: 'REQUIRE_PRICED',
  outputPolicy: 'BOUNDED',
  maxCostUsd: '5',
  maxRunSeconds: '1800',
  maxOutputTokens: '4096',
  concurrency: '1',
  totalTimeoutS: '180',
  idleTimeoutS: '30',
  caseTimeoutS: '600',
  maxCallsPerCase: '32',
  temperature: '',
  topP: '',
  seed: '',
  hypothesis: '',
};

export type FormErrors = Partial<Record<keyof CreateForm, string>>;

function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function positive(text: string, integer: boolean): string | undefined {
  const value = parseNumber(text);
  if (value === null) return 'Enter a number.';
  if (value <= 0) return 'Must be greater than 0.';
  if (integer && !Number.isInteger(value)) return 'Must be a whole number.';
  return undefined;
}

function optionalRange(text: string, low: number, high: number): string | undefined {
  if (text.trim() === '') return undefined;
  const value = parseNumber(text);
  if (value === null) return 'Enter a number.';
  if (value < low || value > high) return `Must be between ${low} and ${high}.`;
  return undefined;
}

/**
 * The checks run before planning. `fromBaseline` hides everything the baseline freezes;
 * `unavailable` are benchmarks that can be neither reused nor prepared (dataset-selection.ts).
 */
export function validateForm(form: CreateForm, fromBaseline: boolean, unavailable: readonly string[] = []): FormErrors {
  const errors: FormErrors = {};
  if (form.targetIds.length === 0) errors.targetIds = 'Add at least one target.';
  if (form.name.length > 160) errors.name = 'At most 160 characters.';
  if (fromBaseline) {
    if (form.hypothesis.length > 2000) errors.hypothesis = 'At most 2,000 characters.';
    return errors;
  }
  if (form.benchmarks.length === 0) errors.benchmarks = 'Select at least one benchmark.';
  else if (form.benchmarks.some((b) => unavailable.includes(b)))
    errors.benchmarks = 'Clear the benchmarks that can be neither reused nor prepared, or choose a specific dataset.';
  const limits: [keyof CreateForm, boolean][] = [
    ['maxRunSeconds', false],
    ['concurrency', true],
    ['totalTimeoutS', false],
    ['idleTimeoutS', false],
    ['caseTimeoutS', false],
    ['maxCallsPerCase', true],
  ];
  if (form.costPolicy === 'REQUIRE_PRICED') limits.push(['maxCostUsd', false]);
  if (form.outputPolicy === 'BOUNDED') limits.push(['maxOutputTokens', true]);
  for (const [field, integer] of limits) {
    const message = positive(form[field] as string, integer);
    if (message) errors[field] = message;
  }
  if (!errors.concurrency && Number(form.concurrency) > 32) errors.concurrency = 'At most 32.';
  if (!errors.idleTimeoutS && !errors.totalTimeoutS && Number(form.idleTimeoutS) > Number(form.totalTimeoutS)) {
    errors.idleTimeoutS = 'Idle timeout must not exceed the request deadline.';
  }
  const temperature = optionalRange(form.temperature, 0, 2);
  if (temperature) errors.temperature = temperature;
  const topP = optionalRange(form.topP, 0, 1);
  if (topP) errors.topP = topP;
  if (form.seed.trim() !== '') {
    const seed = parseNumber(form.seed);
    if (seed === null || !Number.isInteger(seed) || seed < 0) errors.seed = 'A whole number ≥ 0.';
  }
  return errors;
}

/** The PlanInput of a valid form; `datasetId` may be a composed dataset. */
export function toPlanInput(
  form: CreateForm,
  datasetId: string,
  mode: 'LIVE' | 'PREVIEW',
  experiment?: { id: string; role: ExperimentRole } | null,
): PlanInput {
  const num = (text: string) => Number(text);
  const sampling: NonNullable<PlanInput['sampling']> = {};
  if (form.temperature.trim() !== '') sampling.temperature = num(form.temperature);
  if (form.topP.trim() !== '') sampling.topP = num(form.topP);
  if (form.seed.trim() !== '') sampling.seed = num(form.seed);
  return {
    datasetId,
    profile: form.profile,
    mode,
    targetIds: form.targetIds,
    costPolicy: form.costPolicy,
    outputPolicy: form.outputPolicy,
    ...(form.name.trim() ? { name: form.name.trim() } : {}),
    ...(Object.keys(sampling).length ? { sampling } : {}),
    ...(experiment
      ? { experiment: { id: experiment.id, role: experiment.role, ...(form.hypothesis.trim() ? { hypothesis: form.hypothesis.trim() } : {}) } }
      : {}),
    limits: {
      ...(form.costPolicy === 'REQUIRE_PRICED' ? { maxCostUsd: num(form.maxCostUsd) } : {}),
      ...(form.outputPolicy === 'BOUNDED' ? { maxOutputTokens: num(form.maxOutputTokens) } : {}),
      maxRunSeconds: num(form.maxRunSeconds),
      concurrency: num(form.concurrency),
      totalTimeoutS: num(form.totalTimeoutS),
      idleTimeoutS: num(form.idleTimeoutS),
      caseTimeoutS: num(form.caseTimeoutS),
      maxCallsPerCase: num(form.maxCallsPerCase),
    },
  };
}
