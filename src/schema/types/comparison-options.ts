// Query.comparisonOptions (api.md; service.md §13; clients.md §7.1): baselines with at least one
// compatible partner, or a baseline's partners, paged forward with a bounded scan per page.
import { runsByIds, type RunRecord } from '../../db/queries/runs.ts';
import { ownerScope } from '../../context.ts';
import { onlyVisibleRuns } from '../../resolvers/visibility.ts';
import { comparisonOptions, type OptionsPage } from '../../services/comparison-options.ts';
import { builder } from '../builder.ts';
import { badUserInput, notFound } from '../errors.ts';
import { decodeCursor, encodeCursor, entityId } from '../ids.ts';
import { RunRef } from './run.ts';

/** Page sizes (service.md §1.9: 1..25, default 10). */
const DEFAULT_OPTIONS_PAGE = 10;
const MAX_OPTIONS_PAGE = 25;

interface OptionsConnection extends OptionsPage {
  scope: string;
}

const ComparisonOptionRef = builder.objectRef<RunRecord>('ComparisonOption');
ComparisonOptionRef.implement({
  description: 'A completed live run that can take part in a comparison.',
  fields: (t) => ({
    runId: t.exposeString('id'),
    name: t.exposeString('name'),
    profile: t.exposeString('profile'),
    caseCount: t.exposeInt('caseCount'),
    run: t.field({ type: RunRef, resolve: (run) => run }),
  }),
});

const ComparisonOptionEdgeRef = builder.objectRef<{ cursor: string; node: RunRecord }>('ComparisonOptionEdge');
ComparisonOptionEdgeRef.implement({
  fields: (t) => ({
    cursor: t.exposeString('cursor'),
    node: t.field({ type: ComparisonOptionRef, resolve: (edge) => edge.node }),
  }),
});

const cursorOf = (page: OptionsConnection) =>
  page.resumeKey ? encodeCursor('comparison-options', page.scope, [...page.resumeKey, page.revision]) : null;

const ComparisonOptionConnectionRef = builder.objectRef<OptionsConnection>('ComparisonOptionConnection');
ComparisonOptionConnectionRef.implement({
  description:
    'One page of a bounded discovery scan. An empty page with hasNextPage true is an unfinished search: ask for the next page.',
  fields: (t) => ({
    edges: t.field({
      type: [ComparisonOptionEdgeRef],
      // Every edge resumes after the last run examined (a scan position, not the option itself).
      resolve: (page) => page.options.map((node) => ({ cursor: cursorOf(page) ?? '', node })),
    }),
    pageInfo: t.field({
      type: builder.pageInfoRef(),
      resolve: (page) => ({
        hasNextPage: page.hasNextPage,
        hasPreviousPage: false,
        startCursor: null,
        endCursor: cursorOf(page),
      }),
    }),
    scanLimited: t.exposeBoolean('scanLimited', { description: 'The scan budget ended this page early, or some pairs could not be checked.' }),
    scannedPairs: t.exposeInt('scannedPairs'),
    unverifiedPairs: t.exposeInt('unverifiedPairs'),
    unverifiedBaselines: t.exposeInt('unverifiedBaselines'),
    emptyReason: t.exposeString('emptyReason', {
      nullable: true,
      description: '`baseline_not_completed_live_single`, `evidence_size_limit` or `no_compatible_saved_runs`.',
    }),
  }),
});

builder.queryField('comparisonOptions', (t) =>
  t.field({
    type: ComparisonOptionConnectionRef,
    description: 'What can be compared: baselines with a compatible partner, or one baseline’s partners. Zero model requests.',
    args: {
      baselineRunId: t.arg.id(),
      first: t.arg.int(),
      after: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const first = args.first ?? DEFAULT_OPTIONS_PAGE;
      if (!Number.isInteger(first) || first < 1 || first > MAX_OPTIONS_PAGE) {
        throw badUserInput(`\`first\` must be between 1 and ${MAX_OPTIONS_PAGE}, got ${first}`);
      }
      let baseline: RunRecord | null = null;
      if (args.baselineRunId != null) {
        const id = entityId('Run', String(args.baselineRunId));
        [baseline = null] = onlyVisibleRuns(ctx, await runsByIds(ctx.db, [id]));
        if (!baseline) throw notFound(`Run ${id} not found`);
      }
      const scope = `${ownerScope(ctx.viewer) ?? '*'}|${baseline?.id ?? ''}`;
      let after: (string | number)[] | null = null;
      let revision: string | null = null;
      if (args.after != null) {
        const key = decodeCursor(args.after, 'comparison-options', scope, 3, [0]);
        after = [key[0]!, key[1]!];
        revision = String(key[2]);
      }
      const page = await comparisonOptions(ctx, baseline, first, after, revision);
      return { ...page, scope };
    },
  }),
);
