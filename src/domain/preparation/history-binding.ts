// What binds a preparation to history (docs/preparation.md, "History-bound
// preparation"): the source partition its tasks are named in, the evaluation role it is
// prepared for, and the frozen exclusion snapshot it skips. A holdout needs a snapshot; a retest
// is asked for explicitly, never assumed.
import type { PyJsonValue } from '../hashing/json-lexeme.ts';
import { readSnapshot, type HistorySnapshot } from './history-snapshot.ts';
import { PreparationError } from './preparation-error.ts';

export type EvaluationRole = 'holdout' | 'retest';

/** The history arguments as a caller gives them; each may be absent. */
export interface HistoryRequest {
  readonly sourcePartition?: string | null;
  readonly evaluationRole?: string | null;
  /** The parsed snapshot file (undefined when none is given). */
  readonly exclusionSnapshot?: PyJsonValue;
}

export interface HistoryBinding {
  readonly partition: string;
  readonly role: EvaluationRole;
  readonly snapshot: HistorySnapshot | null;
}

export const ROLE_REQUIRED = 'Evaluation role must be holdout or retest';
export const PARTITION_REQUIRED = 'Evaluation roles and exclusion snapshots need a source partition';
export const SNAPSHOT_REQUIRED = 'A holdout evaluation role needs a frozen exclusion snapshot';

/** The binding a request asks for, or null for a plain preparation (no history argument given). */
export function historyBinding(request: HistoryRequest | undefined): HistoryBinding | null {
  const partition = request?.sourcePartition ?? null;
  const role = request?.evaluationRole ?? null;
  const snapshot = request?.exclusionSnapshot;
  if (partition === null && role === null && snapshot === undefined) return null;
  if (partition === null || partition === '') throw new PreparationError('ValueError', PARTITION_REQUIRED);
  if (role !== 'holdout' && role !== 'retest') throw new PreparationError('ValueError', ROLE_REQUIRED);
  if (role === 'holdout' && snapshot === undefined) throw new PreparationError('ValueError', SNAPSHOT_REQUIRED);
  return { partition, role, snapshot: snapshot === undefined ? null : readSnapshot(snapshot) };
}
