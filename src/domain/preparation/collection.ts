// Preparing a collection of benchmarks (docs/preparation.md
// "Collections"): reuse what the store already holds for the profile, prepare only the missing
// members, one after another, with one common seed (the requested one, else the one the reused
// datasets share, else the default), then select again and compose. Any conflict fails the
// collection with its reason code on every item; nothing is merged silently.
//
// The store and the work are the caller's: it lists the prepared datasets, prepares one member
// (the executor) and composes; every change is announced through `update`. A file store
// (preparation/collection-files.ts) and a job over the database can drive the same steps.
import { isProfileId } from '../catalog/profiles.ts';
import { selectPrepared, type BenchmarkChoice, type PreparedDataset, type SelectionReasonCode } from '../dataset/prepared-selection.ts';
import { DEFAULT_SEED, MAX_SEED } from '../dataset/selection.ts';
import { CollectionError } from './collection-error.ts';
import { itemSnapshot, queuedItem, type CollectionItem, type CollectionUpdate, type MemberPhase } from './collection-progress.ts';
import { PreparationError } from './preparation-error.ts';

export interface CollectionRequest {
  readonly benchmarks: readonly string[];
  readonly profile: string;
  /** Absent or null: the seed the reused datasets share, else the default. */
  readonly seed?: number | null;
}

/** One member to prepare. */
export interface MemberRequest {
  readonly benchmark: string;
  readonly profile: string;
  readonly seed: number;
}

/** What an executor reports while it prepares a member. */
export interface MemberProgress {
  /** The member moved on; announced before this resolves. */
  phase(phase: MemberPhase): Promise<void>;
  /** Download byte counts: recorded on the item and passed to `bytes` (the caller decides how often to store them). */
  bytes(done: number, total: number): void;
}

export interface PreparedMember {
  readonly id: string;
  /** The same dataset was already stored (same content, same id). */
  readonly reused?: boolean;
}

export interface CollectionSteps<Result> {
  /** The store's prepared datasets of `profile` (others may be listed too: selection skips them). */
  preparedDatasets(profile: string): Promise<readonly PreparedDataset[]>;
  /** Prepares and stores one member (the executor). */
  prepare(member: MemberRequest, progress: MemberProgress): Promise<PreparedMember>;
  /** Composes the chosen datasets into the collection's dataset. */
  compose(datasetIds: readonly string[], benchmarks: readonly string[]): Promise<Result>;
  /** Announces a change; a rejection stops the collection. */
  update(changes: CollectionUpdate): Promise<void> | void;
  /** The items after a member's byte counts changed. */
  bytes?(items: CollectionItem[]): void;
  /** The text a failed member's item shows (default: the error's message). */
  failureMessage?(error: unknown): string;
  /** Checked before each member and before composing. */
  readonly signal?: AbortSignal;
}

export async function executeCollection<Result>(request: CollectionRequest, steps: CollectionSteps<Result>): Promise<Result> {
  const { benchmarks, profile } = request;
  const requestedSeed = request.seed ?? null;
  checkRequest(benchmarks, profile, requestedSeed);
  const items = benchmarks.map(queuedItem);
  const announce = async (changes: Omit<CollectionUpdate, 'items'>) => steps.update({ ...changes, items: itemSnapshot(items) });
  const fail = async (code: SelectionReasonCode, changes: Omit<CollectionUpdate, 'items'>): Promise<never> => {
    const error = new CollectionError(code);
    for (const item of items) Object.assign(item, { status: 'failed', phase: 'failed', error_code: code, error: error.message });
    await announce(changes);
    throw error;
  };

  await announce({ phase: 'resolving_datasets' });
  const choices = selectPrepared(await steps.preparedDatasets(profile), profile, benchmarks);
  choices.forEach((choice, index) => {
    const item = items[index]!;
    Object.assign(item, { reused: choice.sourceIds.length > 0, source_ids: [...choice.sourceIds] });
    if (choice.eligible) Object.assign(item, { status: 'completed', phase: 'reused' });
  });
  const seed = commonSeed(choices, requestedSeed);
  const withSeed = seed === null ? {} : { seed };
  if (choices.some((choice) => choice.reasonCode === 'source_conflict')) return fail('source_conflict', withSeed);
  if (seed === null || choices.some((choice) => choice.seed !== null && choice.seed !== seed)) return fail('seed_conflict', withSeed);
  await announce({ seed });

  for (const item of items) {
    if (item.status !== 'queued') continue;
    steps.signal?.throwIfAborted();
    await prepareMember(item, { benchmark: item.benchmark, profile, seed }, steps, items, announce);
  }

  // Selected again: what is composed is what the store holds now, with the seed fixed above.
  const final = selectPrepared(await steps.preparedDatasets(profile), profile, benchmarks);
  const unusable = final.find((choice) => !choice.eligible || choice.seed !== seed);
  if (unusable !== undefined) return fail(unusable.reasonCode ?? 'seed_conflict', {});
  steps.signal?.throwIfAborted();
  await steps.update({ phase: 'composing' });
  return steps.compose([...new Set(final.flatMap((choice) => choice.sourceIds))], benchmarks);
}

/**
 * One member through the executor: it starts by checking its dependencies, then reports its own
 * phases. A failure fails its item with the message and the members still queued; it is rethrown.
 */
async function prepareMember(
  item: CollectionItem,
  member: MemberRequest,
  steps: CollectionSteps<unknown>,
  items: readonly CollectionItem[],
  announce: (changes: Omit<CollectionUpdate, 'items'>) => Promise<void>,
): Promise<void> {
  Object.assign(item, { status: 'running', phase: 'checking_dependencies' });
  await announce({ phase: 'checking_dependencies' });
  let prepared: PreparedMember;
  try {
    prepared = await steps.prepare(member, {
      phase: async (phase) => {
        item.phase = phase;
        await announce({ phase });
      },
      bytes: (done, total) => {
        Object.assign(item, { bytes_done: done, bytes_total: total });
        steps.bytes?.(itemSnapshot(items));
      },
    });
  } catch (error) {
    Object.assign(item, { status: 'failed', phase: 'failed', error: steps.failureMessage?.(error) ?? messageOf(error) });
    for (const other of items) if (other.status === 'queued') Object.assign(other, { status: 'failed', phase: 'failed' });
    await announce({});
    throw error;
  }
  Object.assign(item, {
    status: 'completed',
    phase: prepared.reused ? 'reused' : 'completed',
    reused: prepared.reused === true,
    source_ids: [prepared.id],
    dataset_id: prepared.id,
  });
  await announce({});
}

function checkRequest(benchmarks: readonly string[], profile: string, seed: number | null): void {
  if (benchmarks.length === 0) throw new PreparationError('ValueError', 'A collection needs at least one benchmark');
  if (new Set(benchmarks).size !== benchmarks.length) throw new PreparationError('ValueError', 'A collection names each benchmark once');
  if (!isProfileId(profile)) throw new PreparationError('ValueError', 'Unknown benchmark or profile');
  if (seed !== null && (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED)) {
    throw new PreparationError('ValueError', 'seed must be an integer between 0 and 2^53-1');
  }
}

/** The requested seed, else the one the chosen datasets share, else the default; null when they disagree. */
function commonSeed(choices: readonly BenchmarkChoice[], requested: number | null): number | null {
  if (requested !== null) return requested;
  const seeds = [...new Set(choices.flatMap((choice) => (choice.seed === null ? [] : [choice.seed])))];
  if (seeds.length > 1) return null;
  return seeds[0] ?? DEFAULT_SEED;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
