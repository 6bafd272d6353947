// Follows one preparation job live (`preparationProgress`, no polling). The server sends the
// current state at once, so a reloaded page shows where the job is without asking for it
// separately, and ends the stream after COMPLETED or FAILED.
import { useSubscription } from 'urql';
import type { PreparationStateFragment } from '../../gql/graphql.ts';
import { PreparationProgressSubscription } from './preparation-operations.ts';

export type PreparationState = PreparationStateFragment;

export const FINISHED = new Set<PreparationState['status']>(['COMPLETED', 'FAILED']);

/** The newest state of `preparationId` (null: nothing followed, or nothing received yet). */
export function usePreparationProgress(preparationId: string | null): PreparationState | null {
  const [{ data }] = useSubscription({
    query: PreparationProgressSubscription,
    variables: { preparationId: preparationId ?? '' },
    pause: preparationId === null,
  });
  const state = data?.preparationProgress ?? null;
  // Another job's last state may linger while the next one's first arrives.
  return state && state.preparationId === preparationId ? state : null;
}
