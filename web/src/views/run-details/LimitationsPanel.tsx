// The report's limitations: run-specific sentences shown, the generic ones collapsed.
const GENERIC = /^(Scores|Costs|Latency|Cache-neutral|Results) /;

export function LimitationsPanel({ limitations, showCostNote }: { limitations: readonly string[]; showCostNote: boolean }) {
  const specific = limitations.filter((l) => !GENERIC.test(l));
  const generic = limitations.filter((l) => GENERIC.test(l));
  return (
    <section className="panel">
      <h3>Limitations</h3>
      {specific.length ? (
        <ul>
          {specific.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">No run-specific limitations.</p>
      )}
      {generic.length ? (
        <details>
          <summary>General limitations ({generic.length})</summary>
          <ul>
            {generic.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {showCostNote ? (
        <p className="muted">
          Observed model cost is what the recorded calls cost at the frozen prices. The cache-neutral estimate is a counterfactual (every cached token priced as
          fresh input), not billed spend.
        </p>
      ) : null}
    </section>
  );
}
