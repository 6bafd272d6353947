/**
 * Stable, disjoint selections (docs/datasets.md "Selection and splits", "Benchmarks and profiles"): the stratified hash order of
 * a benchmark's source cases and the profile slices taken from it. Pure: the same cases and
 * seed always give the same order, whatever order the source listed them in.
 */
import { compareCodePoints } from '../hashing/code-point-order.ts';
import { digest } from '../hashing/canonical.ts';
import { isJsonObject } from '../accounting/json-values.ts';
import { PROFILE_SIZES } from '../catalog/benchmarks.ts';
import type { ProfileId } from '../catalog/benchmarks.ts';

/** The default seed of plans and dataset selections (docs/plans.md "Validation order"; docs/datasets.md "Selection and splits"). */
export const DEFAULT_SEED = 20260918;
export const MAX_SEED = Number.MAX_SAFE_INTEGER; // 2^53 − 1

/** The minimum a case needs for ordering. */
export interface SelectableCase {
  readonly id: string;
  readonly metadata?: unknown;
}

/** Python `str(value)` for the JSON scalars a stratum can hold. */
function pythonStr(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value); // objects/lists: not a meaningful stratum, but deterministic
}

/** `metadata.stratum`, default `all` (docs/datasets.md "Selection and splits"). */
export function stratumOf(testCase: SelectableCase): string {
  const metadata = testCase.metadata;
  if (!isJsonObject(metadata) || !Object.hasOwn(metadata, 'stratum')) return 'all';
  return pythonStr(metadata['stratum']);
}

function assertSeed(seed: number): void {
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new RangeError('seed must be an integer between 0 and 2^53-1');
  }
}

/** Groups by stratum, each sorted by `digest([seed, case id])`; groups sorted by name. */
function hashedGroups<T extends SelectableCase>(cases: readonly T[], seed: number): [string, T[]][] {
  assertSeed(seed);
  const groups = new Map<string, { key: string; item: T }[]>();
  for (const item of cases) {
    const name = stratumOf(item);
    const rows = groups.get(name) ?? [];
    rows.push({ key: digest([seed, item.id]), item });
    groups.set(name, rows);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareCodePoints(a, b))
    .map(([name, rows]) => [name, rows.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0)).map((r) => r.item)]);
}

/**
 * The stratified order (docs/datasets.md "Selection and splits"): the first case of every group (groups by name),
 * then the remaining cases interleaved by fractional position `(i + 0.5) / remaining group
 * size`, ties by group name. `balanced` (tau3) is a plain round-robin over the groups.
 */
export function stratifiedOrder<T extends SelectableCase>(cases: readonly T[], seed: number, options: { readonly balanced?: boolean } = {}): T[] {
  const groups = hashedGroups(cases, seed);
  if (options.balanced) {
    const longest = Math.max(0, ...groups.map(([, rows]) => rows.length));
    const out: T[] = [];
    for (let i = 0; i < longest; i++) {
      for (const [, rows] of groups) {
        const row = rows[i];
        if (row !== undefined) out.push(row);
      }
    }
    return out;
  }
  const first = groups.map(([, rows]) => rows[0]).filter((row): row is T => row !== undefined);
  const rest: { position: number; name: string; item: T }[] = [];
  for (const [name, rows] of groups) {
    const remaining = rows.slice(1);
    remaining.forEach((item, i) => {
      rest.push({ position: (i + 0.5) / remaining.length, name, item });
    });
  }
  // Array.prototype.sort is stable, and (position, name) never ties inside one group.
  rest.sort((a, b) => a.position - b.position || compareCodePoints(a.name, b.name));
  return [...first, ...rest.map((r) => r.item)];
}

/** The order a benchmark's preparation uses: tau3 round-robins its domains. */
export function benchmarkOrder<T extends SelectableCase>(benchmark: string, cases: readonly T[], seed: number): T[] {
  return stratifiedOrder(cases, seed, { balanced: benchmark === 'tau3' });
}

/** A selected case: a copy whose metadata carries `split` (and `source_revision`). */
export type SelectedCase<T> = T & { metadata: Readonly<Record<string, unknown>> & { split: 'dev' | 'holdout'; source_revision?: string } };

export interface ProfileSelection<T> {
  /** Copies of the selected cases with `metadata.split` (and `source_revision`) set. */
  readonly cases: SelectedCase<T>[];
  /** True when `limit` took a prefix (docs/datasets.md "Selection and splits"). */
  readonly customSubset: boolean;
  readonly split: 'dev' | 'holdout';
}

export interface ProfileSelectionOptions {
  readonly profile: ProfileId;
  /** Per-profile counts; default `PROFILE_SIZES[benchmark]`. */
  readonly sizes?: Readonly<Record<ProfileId, number>>;
  readonly benchmark?: string;
  /** 1..profile size: take a prefix and mark the dataset a custom subset. */
  readonly limit?: number;
  /** Written to every selected case's `metadata.source_revision` when given. */
  readonly sourceRevision?: string;
}

/** What a profile asks of a benchmark's order: how many cases, how many quick ones come first, the split. */
export interface ProfileBudget {
  /** The profile's count, or the limit when one is given. */
  readonly count: number;
  /** The profile's quick count: standard selections leave that many (or those memberships) to quick. */
  readonly quick: number;
  readonly split: 'dev' | 'holdout';
}

/** The budget of a profile, with the limit checked against it (docs/datasets.md "Selection and splits"). */
export function profileBudget(options: ProfileSelectionOptions): ProfileBudget {
  const sizes = options.sizes ?? (options.benchmark === undefined ? undefined : PROFILE_SIZES[options.benchmark]);
  if (sizes === undefined) throw new RangeError('Unknown benchmark or profile');
  const { profile } = options;
  let count = sizes[profile];
  if (count === undefined) throw new RangeError('Unknown benchmark or profile');
  if (options.limit !== undefined) {
    if (!Number.isSafeInteger(options.limit) || options.limit <= 0 || options.limit > count) {
      throw new RangeError('limit must be a positive integer within the profile budget');
    }
    count = options.limit;
  }
  return { count, quick: sizes.quick, split: profile === 'standard' ? 'holdout' : 'dev' };
}

/** Copies of the picked cases with `metadata.split` (and `source_revision`) set. */
export function markSelected<T extends SelectableCase>(picked: readonly T[], split: 'dev' | 'holdout', sourceRevision?: string): SelectedCase<T>[] {
  return picked.map((item): SelectedCase<T> => {
    const metadata = isJsonObject(item.metadata) ? item.metadata : {};
    const extra = sourceRevision === undefined ? {} : { source_revision: sourceRevision };
    return { ...item, metadata: { ...metadata, split, ...extra } };
  });
}

/**
 * Slices an ordered list for a profile (docs/datasets.md "Selection and splits"): smoke = the first smoke-count
 * cases, quick = the first quick-count (so smoke ⊂ quick), standard = the standard-count
 * cases after the first quick-count (disjoint from quick). Too few cases → error.
 */
export function selectForProfile<T extends SelectableCase>(ordered: readonly T[], options: ProfileSelectionOptions): ProfileSelection<T> {
  const { count, quick, split } = profileBudget(options);
  const offset = options.profile === 'standard' ? quick : 0;
  const picked = ordered.slice(offset, offset + count);
  if (picked.length !== count) {
    throw new RangeError(`Source has insufficient tasks for disjoint ${options.profile}: need ${offset + count}, found ${ordered.length}`);
  }
  return { cases: markSelected(picked, split, options.sourceRevision), customSubset: options.limit !== undefined, split };
}
