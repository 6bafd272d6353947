// Query.comparisonOptions (docs/comparison.md "Comparison options"; docs/dashboard.md "Choosing runs"): baselines with at least one
// compatible partner, or a baseline's partners, paged forward with a bounded scan per page.
import { comparisonOptions } from '../../services/comparison-options.ts';
import { builder } from '../builder.ts';
import { discoveryConnection, discoveryPage } from './discovery-scan.ts';
import { COMPARISON_EMPTY_REASONS, ComparisonOptionsEmptyReasonEnum } from './enums.ts';

const ComparisonOptionConnection = discoveryConnection({
  prefix: 'Comparison',
  kind: 'comparison-options',
  optionDescription: 'A completed live run that can take part in a comparison.',
  scanLimitedDescription: 'The scan budget ended this page early, or some pairs could not be checked.',
  emptyReasonDescription:
    'Why the search found nothing: BASELINE_NOT_COMPLETED_LIVE_SINGLE, EVIDENCE_SIZE_LIMIT or NO_COMPATIBLE_SAVED_RUNS; null when the page has options or the search is unfinished.',
  emptyReasonEnum: ComparisonOptionsEmptyReasonEnum,
  emptyReasons: COMPARISON_EMPTY_REASONS,
});

builder.queryField('comparisonOptions', (t) =>
  t.field({
    type: ComparisonOptionConnection,
    description: 'What can be compared: baselines with a compatible partner, or one baseline’s partners. Zero model requests.',
    args: {
      baselineRunId: t.arg.id({
        description:
          'Without it, list baselines (completed live runs with a single-model target) that have a compatible partner; with it, list that baseline’s compatible partners.',
      }),
      first: t.arg.int({ description: 'Options per page, 1..25 (default 10).' }),
      after: t.arg.string({
        description: 'The previous page’s `pageInfo.endCursor`; refused once the set of completed runs has changed (start again from the first page).',
      }),
    },
    resolve: (_root, args, ctx) => discoveryPage(ctx, 'comparison-options', args, comparisonOptions),
  }),
);
