// Call evidence (docs/dashboard.md "Calls section"): read with `run.call(id)` only when opened. Tiles, the visible
// response as inert text, the four token buckets ("Not recorded" when missing, never 0), the
// recorded request settings, tool calls and the conversation sent. `reasoning` is never read.
import { useQuery } from 'urql';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { count, dateTime, seconds, usd } from '../../ui/format.ts';
import { ClientPager } from './ClientPager.tsx';
import { requestSettings, sentMessages, toolCalls } from './call-request.ts';
import { RunCallQuery } from './run-details-queries.ts';

const ROLE: Record<string, string> = { SUBJECT: 'Subject (model response)', JUDGE: 'Judge', SIMULATOR: 'Simulator' };

function Tile({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="tile">
      <div className="label">{label}</div>
      <div className="value" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

export function CallDetail({ runId, callId, onClose }: { runId: string; callId: string; onClose(): void }) {
  const [{ data, error, fetching }] = useQuery({ query: RunCallQuery, variables: { runId, callId }, requestPolicy: 'network-only' });
  const call = data?.run?.call;
  return (
    <section className="panel run-call-detail" data-testid="call-detail" aria-label="Call evidence">
      <div className="run-title">
        <h3>Call evidence: {callId}</h3>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {error ? <ErrorNotice title="call" error={error} /> : null}
      {fetching && !call ? <p className="muted">Loading call…</p> : null}
      {data && !call ? <p className="muted">This call was not found in the run.</p> : null}
      {call ? (
        <>
          <div className="tiles">
            <Tile label="Status" value={call.status.toLowerCase()} testId="call-status" />
            <Tile label="Selected model" value={call.selectedModel ?? call.model ?? 'Model not recorded'} />
            <Tile label="Role" value={ROLE[call.role] ?? call.role} testId="call-role" />
            <Tile label="Model cost" value={usd(call.costUsd)} testId="call-cost" />
            <Tile label="Latency" value={seconds(call.latencySeconds)} testId="call-latency" />
            <Tile label="Time to first token" value={seconds(call.ttftSeconds)} testId="call-ttft" />
          </div>
          <p className="muted">
            Case {call.caseId} · target {call.targetId} · started {dateTime(call.startedAt)} · finished {dateTime(call.finishedAt)}
            {call.inferenceCallCount ? ` · ${count(call.inferenceCallCount)} inference calls` : ''}
          </p>
          <h4>Token usage</h4>
          <table className="run-buckets" data-testid="call-usage">
            <tbody>
              <tr>
                <th>Input</th>
                <td className="num">{call.usage ? count(call.usage.inputTokens) : 'Not recorded'}</td>
              </tr>
              <tr>
                <th>Cache read</th>
                <td className="num">{call.usage ? count(call.usage.cachedInputTokens) : 'Not recorded'}</td>
              </tr>
              <tr>
                <th>Cache write</th>
                <td className="num">{call.usage ? count(call.usage.cacheWriteTokens) : 'Not recorded'}</td>
              </tr>
              <tr>
                <th>Output</th>
                <td className="num">{call.usage ? count(call.usage.outputTokens) : 'Not recorded'}</td>
              </tr>
            </tbody>
          </table>
          {call.usageComplete === false ? <p className="muted">Usage incomplete: some buckets were not reported.</p> : null}
          <h4>Visible response</h4>
          <pre className="run-final">{call.receipt.final ?? 'No visible response recorded.'}</pre>
          <p className="muted">Finish reason: {call.finishReason ?? 'Not recorded'}</p>
          {call.error ? <div className="error">{call.error}</div> : null}
          <h4>Recorded request settings</h4>
          <table data-testid="call-settings">
            <tbody>
              {requestSettings(call.receipt.request).map(([key, value]) => (
                <tr key={key}>
                  <th>{key}</th>
                  <td className="run-mono">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h4>Tool calls</h4>
          {toolCalls(call.receipt.toolCalls).length === 0 ? <p className="muted">No tool calls.</p> : null}
          <ClientPager
            items={toolCalls(call.receipt.toolCalls)}
            label="tool calls"
            render={(t) => (
              <div key={t.id} className="run-mono">
                {t.name}({t.args})
              </div>
            )}
          />
          <h4>Conversation sent</h4>
          <ClientPager
            items={sentMessages(call.receipt.request)}
            label="messages"
            render={(m, i) => (
              <div key={i} className="run-message">
                <strong>{m.role}</strong>
                <pre>{m.text}</pre>
              </div>
            )}
          />
          <p className="muted">
            Cache read reported:{' '}
            {call.cacheReadReported === null || call.cacheReadReported === undefined ? 'Not recorded' : call.cacheReadReported ? 'yes' : 'no'} · cache write
            reported: {call.cacheWriteReported === null || call.cacheWriteReported === undefined ? 'Not recorded' : call.cacheWriteReported ? 'yes' : 'no'}
          </p>
        </>
      ) : null}
    </section>
  );
}
