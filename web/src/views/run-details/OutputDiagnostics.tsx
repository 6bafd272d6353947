// Output diagnostics per target (docs/dashboard.md "Results section", live runs): output-limit cases, answer-format
// failures ("Not assessed" when nothing was checked) and how subject calls ended.
import { count, percent } from '../../ui/format.ts';
import type { TargetRow } from './types.ts';

const FINISH: Record<string, string> = { stop: 'Stop', length: 'Output limit', tool_calls: 'Tool calls', function_call: 'Function call' };

export function OutputDiagnostics({ target }: { target: TargetRow }) {
  const d = target.outputDiagnostics;
  const strict = d.strictFormat;
  return (
    <div className="run-diagnostics">
      <strong>{target.targetId}</strong>
      <div>
        Recorded output-limit cases {count(d.outputLimitCases)} / {count(d.plannedCases)} (
        {d.plannedCases > 0 ? percent(d.outputLimitCases / d.plannedCases) : '—'})
      </div>
      <div>
        Answer-format failures {strict.checkedCases > 0 ? `${count(strict.failedCases)} / ${count(strict.checkedCases)}` : 'Not assessed'}
        {strict.unassessedCases > 0 ? ` · ${count(strict.unassessedCases)} planned cases not assessed` : ''}
      </div>
      <div>
        {count(d.resultCases)} / {count(d.plannedCases)} case results recorded
      </div>
      <details>
        <summary>How subject calls ended ({count(d.subjectCalls.total)})</summary>
        <ul>
          {d.subjectCalls.finishReasons.map((f) => (
            <li key={f.reason}>
              {FINISH[f.reason] ?? f.reason}: {count(f.count)}
            </li>
          ))}
          <li>Unknown: {count(d.subjectCalls.unknownFinishReason)}</li>
        </ul>
      </details>
    </div>
  );
}
