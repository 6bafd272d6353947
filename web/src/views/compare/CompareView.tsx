// Placeholder until this view is built.
export function CompareView(props: Record<string, unknown>) {
  return <p className="muted">CompareView {JSON.stringify(props)}</p>;
}
