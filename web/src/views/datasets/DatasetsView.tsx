// Placeholder until this view is built.
export function DatasetsView(props: Record<string, unknown>) {
  return <p className="muted">DatasetsView {JSON.stringify(props)}</p>;
}
