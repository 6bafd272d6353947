// "Download report": the run's self-contained HTML report (one file, opens offline), the same
// file `sr-bench report RUN --html` writes. Fetched on click, never cached: a running run's
// report changes with every result.
import { useState } from 'react';
import { useClient, type CombinedError } from 'urql';
import { downloadText } from '../../ui/download.ts';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { RunReportHtmlQuery } from './run-details-queries.ts';

export function DownloadReportButton({ runId }: { runId: string }) {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CombinedError | null>(null);
  const [saved, setSaved] = useState(false);
  const download = async () => {
    setBusy(true);
    setError(null);
    const result = await client.query(RunReportHtmlQuery, { id: runId }, { requestPolicy: 'network-only' }).toPromise();
    setBusy(false);
    const html = result.data?.run?.reportHtml;
    if (result.error || !html) {
      setError(result.error ?? null);
      return;
    }
    downloadText(`sr-bench-report-${runId}.html`, html, 'text/html;charset=utf-8');
    setSaved(true);
  };
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void download()} title="One HTML file with this run’s report; it opens offline">
        {busy ? 'Preparing report…' : saved ? 'Report downloaded' : 'Download report'}
      </button>
      {error ? <ErrorNotice title="Download report" error={error} /> : null}
    </>
  );
}
