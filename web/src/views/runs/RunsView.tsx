// Placeholder until this view is built.
export function RunsView(props: Record<string, unknown>) {
  return <p className="muted">RunsView {JSON.stringify(props)}</p>;
}
