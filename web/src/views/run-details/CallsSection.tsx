// Calls section (docs/dashboard.md): call summaries 25 a page with a server-side filter; clicking a
// call opens its evidence (`call` in the URL), read only then.
import { useSearchParams } from 'react-router';
import { count, seconds, usd } from '../../ui/format.ts';
import { CallDetail } from './CallDetail.tsx';
import { runParams } from './run-url.ts';
import { SectionFilter } from './SectionFilter.tsx';
import { SectionPager } from './SectionPager.tsx';
import type { RunData } from './types.ts';

type Calls = NonNullable<RunData['calls']>;

const ROLE: Record<string, string> = { SUBJECT: 'Subject', JUDGE: 'Judge', SIMULATOR: 'Simulator' };

export function CallsSection({
  runId,
  calls,
  page,
  q,
  open,
  corrected,
}: {
  runId: string;
  calls: Calls;
  page: number;
  q: string;
  open: string | null;
  corrected: boolean;
}) {
  const [params, setParams] = useSearchParams();
  return (
    <>
      {open ? <CallDetail key={open} runId={runId} callId={open} onClose={() => setParams(runParams(params, { call: null }))} /> : null}
      <section className="panel" data-testid="section-calls">
        <h3>Calls</h3>
        <SectionFilter value={q} placeholder="Call, case, target or status" />
        <p className="muted">
          Loaded {count(calls.edges.length)} of {count(calls.totalCount)} persisted call summaries
        </p>
        <table>
          <thead>
            <tr>
              <th>Call</th>
              <th>Case / target</th>
              <th>Role</th>
              <th>Status</th>
              <th>Model</th>
              <th className="num">{corrected ? 'Original cost / latency' : 'Cost / latency'}</th>
            </tr>
          </thead>
          <tbody>
            {calls.edges.map(({ node }) => (
              <tr key={node.id} data-testid="call-row">
                <td>
                  <button type="button" className="link run-mono" onClick={() => setParams(runParams(params, { call: node.callId }))}>
                    {node.callId}
                  </button>
                </td>
                <td>
                  {node.caseId}
                  <div className="muted">{node.targetId}</div>
                </td>
                <td>{ROLE[node.role] ?? node.role}</td>
                <td>
                  <span className={`status ${node.status.toLowerCase()}`}>{node.status.toLowerCase()}</span>
                </td>
                <td>{node.selectedModel ?? node.model ?? 'Model not recorded'}</td>
                <td className="num">
                  {usd(node.costUsd)} / {seconds(node.latencySeconds)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <SectionPager page={page} totalCount={calls.totalCount} hasNext={calls.pageInfo.hasNextPage} endCursor={calls.pageInfo.endCursor} label="calls" />
      </section>
    </>
  );
}
