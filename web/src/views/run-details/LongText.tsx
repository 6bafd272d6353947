// Inert text that folds when long: a step's reply or a tool result stays one short line until
// opened, so a task of ~20 steps reads at a glance.
const FOLD_CHARS = 320;
const FOLD_LINES = 6;

export function LongText({ text, testId }: { text: string; testId?: string }) {
  const lines = text.split('\n');
  if (text.length <= FOLD_CHARS && lines.length <= FOLD_LINES) {
    return (
      <pre className="run-final" data-testid={testId}>
        {text}
      </pre>
    );
  }
  const preview = lines.slice(0, 2).join(' ').slice(0, 160);
  return (
    <details className="run-fold" data-testid={testId}>
      <summary>
        {preview}… <span className="muted">({text.length.toLocaleString('en-US')} characters)</span>
      </summary>
      <pre className="run-final">{text}</pre>
    </details>
  );
}
