// Placeholder until this view is built.
export function ExperimentsView(props: Record<string, unknown>) {
  return <p className="muted">ExperimentsView {JSON.stringify(props)}</p>;
}
