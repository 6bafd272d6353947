// "How to read these figures": the shared one-sentence explanation of each metric a view shows,
// the same sentences as the CLI and the HTML report (docs/formats.md "Metrics").
import { METRIC_EXPLANATIONS, type ExplainedMetric } from '../../../src/format/metric-explanations.ts';

const LABELS: Record<ExplainedMetric, string> = {
  accuracy: 'Accuracy',
  wilson: '95% Wilson interval',
  macroAccuracy: 'Macro accuracy',
  srBenchScore: 'sr-bench score',
  subjectCost: 'Observed model cost',
  evaluationCost: 'Evaluation cost',
  totalSpend: 'Total spend',
  latency: 'Latency',
  ttft: 'TTFT',
  qualityDelta: 'Quality Δ',
  pairedInterval: '95% paired interval',
  pairedRecord: 'Paired record',
  costSaving: 'Cost saving',
};

/** The explanation of one metric, for a header's tooltip. */
export const explain = (metric: ExplainedMetric): string => METRIC_EXPLANATIONS[metric];

export function MetricNotes({ metrics }: { metrics: readonly ExplainedMetric[] }) {
  return (
    <details className="metric-notes" data-testid="metric-notes">
      <summary>How to read these figures</summary>
      <dl>
        {metrics.map((metric) => (
          <div key={metric}>
            <dt>{LABELS[metric]}</dt>
            <dd>{METRIC_EXPLANATIONS[metric]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
