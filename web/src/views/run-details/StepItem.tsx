// One step of a cell: a model call with its role, model, status, cost and latency, the messages
// that prompted it (subject calls after the first), its visible reply and the tool calls it made.
import { Link, useSearchParams } from 'react-router';
import { seconds, usd } from '../../ui/format.ts';
import { toolCalls } from './call-request.ts';
import { LongText } from './LongText.tsx';
import { runParams } from './run-url.ts';
import type { StepPrompt } from './step-messages.ts';
import type { CellStep } from './useCellSteps.ts';

const ROLE: Record<string, string> = { SUBJECT: 'Subject', JUDGE: 'Judge', SIMULATOR: 'Simulated user' };
const MESSAGE_ROLE: Record<string, string> = { tool: 'Tool result', user: 'User', system: 'System', assistant: 'Assistant' };

/** Tool arguments as indented JSON when they parse, else as sent. */
function prettyArgs(args: string): string {
  try {
    return JSON.stringify(JSON.parse(args), null, 2);
  } catch {
    return args;
  }
}

export function StepItem({ number, step, prompt }: { number: number; step: CellStep; prompt: StepPrompt | null }) {
  const [params] = useSearchParams();
  const calls = toolCalls(step.receipt.toolCalls);
  const evidence = runParams(params, { section: 'calls', call: step.callId, page: null, after: null, q: null });
  return (
    <li className="run-step" data-testid="cell-step">
      <div className="run-step-head">
        <strong>Step {number}</strong> · <span data-testid="step-role">{ROLE[step.role] ?? step.role}</span> ·{' '}
        {step.selectedModel ?? step.model ?? 'Model not recorded'} · <span className={`status ${step.status.toLowerCase()}`}>{step.status.toLowerCase()}</span>{' '}
        · {usd(step.costUsd)} · {seconds(step.latencySeconds)}
        {step.finishReason && step.finishReason !== 'stop' ? <span className="muted"> · finished by {step.finishReason}</span> : null}{' '}
        <Link to={`?${evidence.toString()}`} className="muted">
          evidence
        </Link>
      </div>
      {prompt && prompt.messages.length > 0 ? (
        <div className="run-step-prompt" data-testid="step-prompt">
          <div className="muted">{prompt.rewritten ? 'The request was rewritten; it ends with:' : 'Before this step:'}</div>
          {prompt.messages.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the messages are a fixed transcript, never reordered
            <div key={i} className="run-message">
              <strong>{MESSAGE_ROLE[m.role] ?? m.role}</strong>
              <LongText text={m.text} />
            </div>
          ))}
        </div>
      ) : null}
      {step.receipt.final ? (
        <LongText text={step.receipt.final} testId="step-final" />
      ) : calls.length === 0 ? (
        <p className="muted">No visible response recorded.</p>
      ) : null}
      {calls.map((t) => (
        <div key={t.id} className="run-step-tool" data-testid="step-tool-call">
          Tool call <code>{t.name}</code>
          <pre className="run-json">{prettyArgs(t.args)}</pre>
        </div>
      ))}
      {step.error ? <div className="error">{step.error}</div> : null}
    </li>
  );
}
