// A start whose answer was lost (docs/dashboard.md "Review and start"): the stored request and its idempotency key,
// with "Check or submit same …" re-sending the identical request.
import type { PendingSubmission } from '../../ui/form-pending.ts';
import { dateTime } from '../../ui/format.ts';
import type { StartVariables } from './use-start-run.ts';

interface Props {
  pending: PendingSubmission<StartVariables>;
  noun: string;
  sending: boolean;
  onResend: () => void;
  onDiscard: () => void;
}

export function PendingSubmissionNotice({ pending, noun, sending, onResend, onDiscard }: Props) {
  return (
    <div className="notice" role="status" data-testid="pending-submission">
      <strong>{noun.charAt(0).toUpperCase() + noun.slice(1)} submission needs reconciliation.</strong> The answer to “{pending.label}” did not arrive; the
      server may have started it. Sending the same request again is safe: the same key returns the same run.
      <dl className="kv">
        <dt>Idempotency key</dt>
        <dd className="code" data-testid="pending-key">
          {pending.idempotencyKey}
        </dd>
        <dt>Stored</dt>
        <dd>{dateTime(pending.savedAt)}</dd>
      </dl>
      <div className="form-actions">
        <button type="button" className="btn primary" onClick={onResend} disabled={sending}>
          {sending ? 'Checking…' : `Check or submit same ${noun}`}
        </button>
        <button type="button" className="btn" onClick={onDiscard} disabled={sending}>
          Discard stored request
        </button>
      </div>
    </div>
  );
}
