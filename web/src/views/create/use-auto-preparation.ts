// Review's automatic preparation (docs/preparation.md "What users see in the dashboard"): one prepareDataset job for
// the chosen benchmarks no stored dataset holds, followed live with preparationProgress. The job
// id is in the URL (`preparation=`) and the reviewed form in session storage (per actor and
// view), so a reload mid-preparation shows the same job and plans once it completes. Never
// re-sent on its own: Retry is the user's; an identical request returns the same job.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, type CombinedError } from 'urql';
import { outcome } from '../../api/payload.ts';
import type { ProfileId } from '../../gql/graphql.ts';
import { usePreparationProgress, type PreparationState } from '../datasets/use-preparation-progress.ts';
import { PrepareMissingMutation } from './create-operations.ts';
import type { CreateForm } from './form-state.ts';

export const PREPARATION_PARAM = 'preparation';

export interface PrepareRequest {
  benchmarks: string[];
  profile: ProfileId;
  seed: number;
}

/** A review waiting for its questions. */
export interface AutoReview {
  preparationId: string;
  request: PrepareRequest;
  /** The form as it was reviewed: restored after a reload. */
  form: CreateForm;
  /** Stored datasets composed with the prepared one. */
  storedIds: string[];
}

export interface AutoPreparation {
  review: AutoReview | null;
  /** The job's newest state: the subscription's, else the mutation's answer. */
  job: PreparationState | null;
  /** A job the URL names without a stored review (another tab's link): shown, not continued. */
  foreignId: string | null;
  /** Why prepareDataset was refused (e.g. another preparation is running). */
  error: CombinedError | null;
  sending: boolean;
  start(request: PrepareRequest, form: CreateForm, storedIds: string[]): Promise<void>;
  retry(): Promise<void>;
  /** Forgets the review (the job itself goes on in the server; the Datasets view lists it). */
  clear(): void;
}

function storageKey(actorId: string, mode: string): string {
  return `sr-bench.autoPreparation.${mode}:${actorId}`;
}

function isAutoReview(value: unknown): value is AutoReview {
  if (typeof value !== 'object' || value === null) return false;
  const review = value as Partial<AutoReview>; // its fields are checked one by one below
  return (
    typeof review.preparationId === 'string' &&
    Array.isArray(review.storedIds) &&
    typeof review.form === 'object' &&
    review.form !== null &&
    typeof review.request === 'object' &&
    review.request !== null
  );
}

function readStored(actorId: string, mode: string): AutoReview | null {
  try {
    const text = sessionStorage.getItem(storageKey(actorId, mode));
    const value: unknown = text ? JSON.parse(text) : null;
    return isAutoReview(value) ? value : null;
  } catch {
    return null;
  }
}

export function useAutoPreparation(actorId: string, mode: 'new' | 'preview'): AutoPreparation {
  const [params, setParams] = useSearchParams();
  const urlId = params.get(PREPARATION_PARAM);
  // Only the review the URL names comes back: a reload keeps both, a fresh visit neither.
  const [review, setReview] = useState<AutoReview | null>(() => {
    const stored = readStored(actorId, mode);
    return stored && stored.preparationId === urlId ? stored : null;
  });
  const [answered, setAnswered] = useState<PreparationState | null>(null);
  const [error, setError] = useState<CombinedError | null>(null);
  // What Retry sends again when the last request was refused (no review then).
  const [attempt, setAttempt] = useState<Omit<AutoReview, 'preparationId'> | null>(null);
  const [{ fetching }, prepare] = useMutation(PrepareMissingMutation);
  const foreignId = review === null ? urlId : null;
  const followedId = review?.preparationId ?? foreignId;
  const live = usePreparationProgress(followedId);
  const job = live ?? (answered && answered.preparationId === followedId ? answered : null);

  const remember = (next: AutoReview | null) => {
    setReview(next);
    if (next) sessionStorage.setItem(storageKey(actorId, mode), JSON.stringify(next));
    else sessionStorage.removeItem(storageKey(actorId, mode));
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(PREPARATION_PARAM, next.preparationId);
        else updated.delete(PREPARATION_PARAM);
        return updated;
      },
      { replace: true },
    );
  };

  const start = async (request: PrepareRequest, form: CreateForm, storedIds: string[]) => {
    setError(null);
    setAttempt({ request, form, storedIds });
    const result = outcome(await prepare(request), 'prepareDataset', 'preparation');
    if (result.value) {
      setAnswered(result.value);
      remember({ preparationId: result.value.preparationId, request, form, storedIds });
    } else {
      remember(null);
      setError(result.error);
    }
  };

  return {
    review,
    job,
    foreignId,
    error,
    sending: fetching,
    start,
    async retry() {
      const last = review ?? attempt;
      if (last) await start(last.request, last.form, last.storedIds);
    },
    clear() {
      setError(null);
      setAttempt(null);
      if (review !== null || urlId !== null) remember(null);
    },
  };
}
