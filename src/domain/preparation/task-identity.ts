// Source-bound task identities (docs/preparation.md, "Source partitions"): with a
// source partition every case names the upstream task it was made from, bound to the exact
// source (url, revision, normalizer, partition, files). Its task key, the digest of that
// identity, is what history exclusions compare, so a task stays the same task across profiles,
// seeds and datasets of one source.
import { isJsonObject } from '../accounting/json-values.ts';
import type { DatasetSource } from '../dataset/artifact.ts';
import { digest } from '../hashing/canonical.ts';
import { NATIVE_TASK, type NativeTask, type NormalizedCase } from './normalizers/normalizer.ts';
import { PreparationError } from './preparation-error.ts';

export const TASK_IDENTITY_POLICY = 'exact-source-task-v1';

/** The source a partition of tasks was taken from; its digest is every identity's `source_sha256`. */
export interface TaskSource {
  readonly url: string;
  readonly revision: string;
  readonly normalizer: string;
  readonly partition: string;
  readonly files: readonly { readonly name: string; readonly sha256: string }[];
}

export interface TaskIdentity {
  readonly policy: typeof TASK_IDENTITY_POLICY;
  readonly benchmark: string;
  readonly source_sha256: string;
  readonly partition: string;
  readonly domain: string;
  readonly task_id: string;
}

/** A normalized case whose metadata carries its `task_identity`. */
export type IdentifiedCase = NormalizedCase & { readonly metadata: Readonly<Record<string, unknown>> & { readonly task_identity: TaskIdentity } };

/** The task source of a benchmark's provenance, in the order the manifest's `preparation` writes it. */
export function taskSource(source: DatasetSource, partition: string): TaskSource {
  return { url: source.url, revision: source.revision, normalizer: source.normalizer, partition, files: source.files };
}

/** The key history exclusions compare: the digest of the identity. */
export function taskKey(identity: TaskIdentity): string {
  return digest(identity);
}

/**
 * The native task of a case: what its normalizer recorded, else a task named within a domain
 * (`metadata.domain` and `metadata.task_id`, as τ³ cases carry them), else the case id without
 * its `<benchmark>/` prefix.
 */
export function nativeTask(testCase: NormalizedCase): NativeTask {
  const recorded = testCase[NATIVE_TASK];
  if (recorded) return recorded;
  const metadata = isJsonObject(testCase.metadata) ? testCase.metadata : {};
  const { domain, task_id: taskId } = metadata;
  if (typeof domain === 'string' && typeof taskId === 'string') return { domain, taskId };
  const prefix = `${testCase.benchmark}/`;
  return { domain: '', taskId: testCase.id.startsWith(prefix) ? testCase.id.slice(prefix.length) : testCase.id };
}

/** Every case with `metadata.task_identity` for this source; a case naming no upstream task is refused. */
export function identifyCases(cases: readonly NormalizedCase[], benchmark: string, source: TaskSource): IdentifiedCase[] {
  const sourceSha256 = digest(source);
  return cases.map((testCase) => {
    const { domain, taskId } = nativeTask(testCase);
    if (taskId === null) throw new PreparationError('ValueError', `Source-bound task identity needs the upstream task id of ${testCase.id}`);
    const identity: TaskIdentity = {
      policy: TASK_IDENTITY_POLICY,
      benchmark,
      source_sha256: sourceSha256,
      partition: source.partition,
      domain,
      task_id: taskId,
    };
    const { [NATIVE_TASK]: _recorded, ...plain } = testCase;
    const metadata = isJsonObject(testCase.metadata) ? testCase.metadata : {};
    return { ...plain, metadata: { ...metadata, task_identity: identity } };
  });
}
