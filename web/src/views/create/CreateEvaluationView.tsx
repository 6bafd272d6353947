// Placeholder until this view is built.
export function CreateEvaluationView({ mode }: { mode: 'new' | 'preview' }) {
  return <p className="muted">CreateEvaluationView {mode}</p>;
}
