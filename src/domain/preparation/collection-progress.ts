// What a collection reports while it works (docs/preparation.md "Collections"):
// the job's phase, the common seed once it is fixed, and one item per requested benchmark. Every
// update carries whole copies of the items, so a caller can store each as it comes.

/** The phases of a preparation job and of its items (docs/preparation.md). */
export const PREPARATION_PHASES = [
  'queued',
  'resolving_datasets',
  'waiting_for_slot',
  'checking_dependencies',
  'installing_dependencies',
  'downloading',
  'freezing',
  'composing',
  'reused',
  'completed',
  'failed',
] as const;
export type PreparationPhase = (typeof PREPARATION_PHASES)[number];

/** The phases a member's executor may report while it prepares one benchmark. */
export type MemberPhase = 'waiting_for_slot' | 'checking_dependencies' | 'installing_dependencies' | 'downloading' | 'freezing';

export type ItemStatus = 'queued' | 'running' | 'completed' | 'failed';

/** One requested benchmark (snake_case: it is stored and shown as it is). */
export interface CollectionItem {
  benchmark: string;
  status: ItemStatus;
  phase: PreparationPhase;
  /** A dataset already in the store is used for it. */
  reused: boolean;
  /** The datasets its rows are taken from. */
  source_ids: string[];
  /** The dataset prepared for it. */
  dataset_id?: string;
  /** While downloading: bytes received and the total known so far. */
  bytes_done?: number;
  bytes_total?: number;
  /** Why the collection failed (a selection reason code), on every item. */
  error_code?: string;
  error?: string;
}

/** One announced change; absent keys did not change. */
export interface CollectionUpdate {
  phase?: PreparationPhase;
  seed?: number;
  items?: CollectionItem[];
}

export function queuedItem(benchmark: string): CollectionItem {
  return { benchmark, status: 'queued', phase: 'queued', reused: false, source_ids: [] };
}

/** Copies for an update, so later changes to the items are not seen through it. */
export function itemSnapshot(items: readonly CollectionItem[]): CollectionItem[] {
  return items.map((item) => ({ ...item, source_ids: [...item.source_ids] }));
}
