// Placeholder until this view is built.
export function RunDetailsView(props: Record<string, unknown>) {
  return <p className="muted">RunDetailsView {JSON.stringify(props)}</p>;
}
