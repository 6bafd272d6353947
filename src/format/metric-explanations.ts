// One sentence per headline metric, shown beside it by the dashboard, the CLI and the HTML
// report (docs/formats.md "Metrics").

export const METRIC_EXPLANATIONS = {
  accuracy: 'Correct answers over every planned case of the target: failed, timed-out and unanswered cases count as incorrect.',
  wilson: 'The 95% Wilson score interval of the accuracy: where the accuracy over many more cases like these would likely fall.',
  macroAccuracy:
    'The mean of the per-benchmark accuracies, weighted by the plan’s benchmark weights, so a benchmark with many cases does not outweigh the others.',
  srBenchScore: 'The macro accuracy of a complete run over all nine sr-bench 1.0 benchmarks; unknown for any other plan.',
  subjectCost: 'What the calls to the evaluated target cost.',
  evaluationCost: 'What judge and user-simulator calls cost: spent to grade, not by the target.',
  totalSpend: 'Subject and evaluation cost together; unknown while any call’s cost is unknown, never counted as zero.',
  latency: 'Seconds from a request to its last token, 50th and 95th percentile over the target’s calls.',
  ttft: 'Seconds from a request to its first streamed token (median).',
  qualityDelta: 'The candidate’s quality minus the baseline’s over the paired cases, in percent points (the comparison names its quality metric).',
  pairedInterval: 'A conservative 95% Hoeffding interval of the quality difference over the paired cases.',
  pairedRecord: 'Per paired case: a win when only the candidate is right, a loss when only the baseline is, a tie otherwise.',
  costSaving: 'How the candidate’s cost compares with the baseline’s over the same cases; unknown when either cost is incomplete.',
} as const;

export type ExplainedMetric = keyof typeof METRIC_EXPLANATIONS;
