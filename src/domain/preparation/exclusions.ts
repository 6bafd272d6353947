// Selection with frozen exclusions (docs/preparation.md, "History-bound preparation";
// `stratified-hash-provenance-v1`): the benchmark's stratified order, with the
// excluded tasks skipped once, gives the profile's exact count or the preparation fails. A
// standard selection excludes the quick memberships (the first quick-count tasks of the order)
// and the snapshot's task keys of this family; smoke and quick exclude the snapshot's keys. The
// `preparation` block records the role, the task source, the snapshot, the quick keys, the
// counts and the digests of the selection.
import type { ProfileId } from '../catalog/benchmarks.ts';
import { markSelected, profileBudget, type SelectedCase } from '../dataset/selection.ts';
import { digest } from '../hashing/canonical.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import type { PyJsonObject } from '../hashing/json-lexeme.ts';
import type { HistoryBinding } from './history-binding.ts';
import { familyTaskKeys } from './history-snapshot.ts';
import { PreparationError } from './preparation-error.ts';
import { taskKey, type IdentifiedCase, type TaskSource } from './task-identity.ts';

export const PREPARATION_SCHEMA = 'sr-bench-preparation-v1';
/** The coverage of a preparation without a snapshot: nothing about history is claimed. */
export const NO_HISTORY_COVERAGE = 'no-history-qualification';

export interface ExclusionSelectionOptions {
  readonly benchmark: string;
  readonly profile: ProfileId;
  readonly limit?: number;
  readonly sourceRevision: string;
  readonly source: TaskSource;
  readonly binding: HistoryBinding;
}

export interface ExclusionSelection {
  readonly cases: SelectedCase<IdentifiedCase>[];
  readonly customSubset: boolean;
  /** This benchmark family's entry of the manifest's `preparation`. */
  readonly preparation: PyJsonObject;
}

export function selectWithExclusions(ordered: readonly IdentifiedCase[], options: ExclusionSelectionOptions): ExclusionSelection {
  const { binding } = options;
  const history = binding.snapshot === null ? new Set<string>() : familyTaskKeys(binding.snapshot, options.benchmark, options.source);
  const budget = profileBudget(options);
  const keyed = ordered.map((testCase) => ({ testCase, key: taskKey(testCase.metadata.task_identity) }));
  if (new Set(keyed.map(({ key }) => key)).size !== keyed.length) throw new PreparationError('ValueError', 'Source contains the same task twice');
  const quick = options.profile === 'standard' ? keyed.slice(0, budget.quick).map(({ key }) => key) : [];
  const excluded = new Set([...quick, ...history]);
  const eligible = keyed.filter(({ key }) => !excluded.has(key));
  if (eligible.length < budget.count) {
    const overlap = quick.filter((key) => history.has(key)).length;
    throw new PreparationError(
      'ValueError',
      `Insufficient tasks after frozen exclusions: requested=${budget.count}, eligible=${eligible.length}, quick=${quick.length}, history=${history.size}, quick_history_overlap=${overlap}`,
    );
  }
  const picked = eligible.slice(0, budget.count);
  const sortedDigest = (values: readonly string[]) => digest([...values].sort(compareCodePoints));
  const preparation: PyJsonObject = {
    schema: PREPARATION_SCHEMA,
    evaluation_role: binding.role,
    task_source: { ...options.source, files: options.source.files.map((file) => ({ name: file.name, sha256: file.sha256 })) },
    history_snapshot: binding.snapshot === null ? null : binding.snapshot.document,
    quick_task_keys: [...quick].sort(compareCodePoints),
    source_count: ordered.length,
    requested_count: budget.count,
    eligible_count: eligible.length,
    selected_count: picked.length,
    excluded_count: ordered.length - eligible.length,
    selected_task_keys_sha256: sortedDigest(picked.map(({ key }) => key)),
    selected_case_ids_sha256: sortedDigest(picked.map(({ testCase }) => testCase.id)),
    coverage: binding.snapshot === null ? NO_HISTORY_COVERAGE : binding.snapshot.coverage,
  };
  return {
    cases: markSelected(
      picked.map(({ testCase }) => testCase),
      budget.split,
      options.sourceRevision,
    ),
    customSubset: options.limit !== undefined,
    preparation,
  };
}
