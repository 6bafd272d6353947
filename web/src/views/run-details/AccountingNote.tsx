// The accounting correction in force (docs/dashboard.md "Results section"): badge, counts, spends and the receipt.
import { count, dateTime, usd } from '../../ui/format.ts';
import type { ReportData } from './types.ts';

export function AccountingNote({ correction }: { correction: ReportData['accountingCorrection'] }) {
  if (!correction) return <p className="muted">No accounting correction: the original call receipts are the accounting.</p>;
  return (
    <details className="run-accounting" data-testid="accounting-correction">
      <summary>
        <span className={correction.qualified ? 'status completed' : 'status cancelled'}>
          {correction.qualified ? 'Accounting verified' : 'Partial accounting'}
        </span>{' '}
        · {count(correction.correctedCallCount)} corrected calls · original known spend {usd(correction.originalKnownSpendUsd)} → reconciled{' '}
        {usd(correction.correctedKnownSpendUsd)}
      </summary>
      <dl className="run-dl">
        <dt>Verified / unverifiable calls</dt>
        <dd>
          {count(correction.verifiedCallCount)} / {count(correction.unverifiableCallCount)}
        </dd>
        <dt>New model requests</dt>
        <dd>{count(correction.modelRequests)}</dd>
        <dt>Receipt</dt>
        <dd>
          version {correction.version ?? 'Not recorded'} · created {dateTime(correction.createdAt)} · evidence{' '}
          <span className="run-mono">{correction.evidenceSha256 ?? 'Not recorded'}</span>
        </dd>
      </dl>
    </details>
  );
}
