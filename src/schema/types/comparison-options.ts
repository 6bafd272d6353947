// Query.comparisonOptions (api.md; service.md §13; clients.md §7.1): baselines with at least one
// compatible partner, or a baseline's partners, paged forward with a bounded scan per page.
import { comparisonOptions } from '../../services/comparison-options.ts';
import { builder } from '../builder.ts';
import { discoveryConnection, discoveryPage } from './discovery-scan.ts';

const ComparisonOptionConnection = discoveryConnection({
  prefix: 'Comparison',
  kind: 'comparison-options',
  optionDescription: 'A completed live run that can take part in a comparison.',
  scanLimitedDescription: 'The scan budget ended this page early, or some pairs could not be checked.',
  emptyReasonDescription: '`baseline_not_completed_live_single`, `evidence_size_limit` or `no_compatible_saved_runs`.',
});

builder.queryField('comparisonOptions', (t) =>
  t.field({
    type: ComparisonOptionConnection,
    description: 'What can be compared: baselines with a compatible partner, or one baseline’s partners. Zero model requests.',
    args: {
      baselineRunId: t.arg.id(),
      first: t.arg.int(),
      after: t.arg.string(),
    },
    resolve: (_root, args, ctx) => discoveryPage(ctx, 'comparison-options', args, comparisonOptions),
  }),
);
