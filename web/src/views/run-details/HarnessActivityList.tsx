// Harness cells in flight (code and agent benchmarks), from `activeCalls.harnesses`: where each
// harness is, how many model calls it has made and how much it has written. Liveness only.
import type { ActiveCallsSubscription as ActiveCallsEvent, HarnessPhase } from '../../gql/graphql.ts';
import { byteSize, count, seconds } from '../../ui/format.ts';

type Harness = ActiveCallsEvent['activeCalls']['harnesses'][number];

const PHASE: Record<HarnessPhase, string> = {
  STARTING: 'Starting',
  RUNNING: 'Working between model calls',
  WAITING_FOR_MODEL: 'Waiting for a model call',
  STOPPING: 'Stopping',
  FINISHED: 'Finished',
};

export function HarnessActivityList({ harnesses, now }: { harnesses: readonly Harness[]; now: number }) {
  if (harnesses.length === 0) return null;
  return (
    <div className="run-harnesses" data-testid="run-harnesses">
      <h4>Harness tasks ({count(harnesses.length)})</h4>
      <ul className="run-activity">
        {harnesses.map((h) => (
          <li key={`${h.caseId}\u0000${h.targetId}`} data-testid="run-harness">
            <strong>case {h.caseId}</strong> · {h.targetId} · {PHASE[h.phase]}
            <div className="muted">
              {count(h.steps)} step{h.steps === 1 ? '' : 's'} so far · artifacts {byteSize(h.artifactBytes)} · running for{' '}
              {seconds(Math.max(0, (now - Date.parse(h.startedAt)) / 1000))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
