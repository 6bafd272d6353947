// createReplay and replayOptions (service.md §13 "Replay runs", §1.9; clients.md 7.3): an
// offline estimate from a completed live single-model baseline and a completed routing preview on
// the same frozen cases, and the discovery of eligible pairs. Zero model requests: the replay run
// is created completed, with `replayed` calls.
import { ownerScope } from '../../context.ts';
import { runsByIds, type RunRecord } from '../../db/queries/runs.ts';
import { onlyVisibleRuns } from '../../resolvers/visibility.ts';
import { replayOptions, type ReplayOptionsPage } from '../../services/replay-options.ts';
import { createReplay } from '../../services/replays.ts';
import { builder } from '../builder.ts';
import { badUserInput, notFound } from '../errors.ts';
import { decodeCursor, encodeCursor, entityId } from '../ids.ts';
import { RunRef } from './run.ts';

/** Page sizes (service.md §1.9: 1..25, default 10). */
const DEFAULT_OPTIONS_PAGE = 10;
const MAX_OPTIONS_PAGE = 25;
const CURSOR_KIND = 'replay-options';

interface ReplayOptionsConnection extends ReplayOptionsPage {
  scope: string;
}

const ReplayOptionRef = builder.objectRef<RunRecord>('ReplayOption');
ReplayOptionRef.implement({
  description: 'A completed saved run that can take part in an offline replay: a baseline, or a preview of the given baseline.',
  fields: (t) => ({
    runId: t.exposeString('id'),
    name: t.exposeString('name'),
    profile: t.exposeString('profile'),
    caseCount: t.exposeInt('caseCount'),
    run: t.field({ type: RunRef, resolve: (run) => run }),
  }),
});

const ReplayOptionEdgeRef = builder.objectRef<{ cursor: string; node: RunRecord }>('ReplayOptionEdge');
ReplayOptionEdgeRef.implement({
  fields: (t) => ({
    cursor: t.exposeString('cursor'),
    node: t.field({ type: ReplayOptionRef, resolve: (edge) => edge.node }),
  }),
});

const cursorOf = (page: ReplayOptionsConnection) =>
  page.resumeKey ? encodeCursor(CURSOR_KIND, page.scope, [...page.resumeKey, page.revision]) : null;

const ReplayOptionConnectionRef = builder.objectRef<ReplayOptionsConnection>('ReplayOptionConnection');
ReplayOptionConnectionRef.implement({
  description:
    'One page of a bounded discovery scan. An empty page with hasNextPage true is an unfinished search: ask for the next page.',
  fields: (t) => ({
    edges: t.field({
      type: [ReplayOptionEdgeRef],
      // Every edge resumes after the last run examined (a scan position, not the option itself).
      resolve: (page) => page.options.map((node) => ({ cursor: cursorOf(page) ?? '', node })),
    }),
    pageInfo: t.field({
      type: builder.pageInfoRef(),
      resolve: (page) => ({ hasNextPage: page.hasNextPage, hasPreviousPage: false, startCursor: null, endCursor: cursorOf(page) }),
    }),
    scanLimited: t.exposeBoolean('scanLimited', { description: 'The scan budget ended this page early, or some saved evidence was too large to verify.' }),
    scannedPairs: t.exposeInt('scannedPairs'),
    unverifiedPairs: t.exposeInt('unverifiedPairs'),
    unverifiedBaselines: t.exposeInt('unverifiedBaselines'),
    emptyReason: t.exposeString('emptyReason', {
      nullable: true,
      description: '`baseline_not_completed_live`, `evidence_size_limit` or `no_compatible_saved_runs`.',
    }),
  }),
});

builder.queryField('replayOptions', (t) =>
  t.field({
    type: ReplayOptionConnectionRef,
    description:
      'Eligible offline replay pairs: baselines with at least one eligible preview, or the eligible previews of one baseline ' +
      '(each passes the createReplay validator). Newest first; opaque cursors that a change of the saved runs invalidates. Zero model requests.',
    args: {
      baselineRunId: t.arg.id(),
      first: t.arg.int({ description: '1..25, default 10.' }),
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
        const key = decodeCursor(args.after, CURSOR_KIND, scope, 3, [0]);
        after = [key[0]!, key[1]!];
        revision = String(key[2]);
      }
      const page = await replayOptions(ctx, baseline, first, after, revision);
      return { ...page, scope };
    },
  }),
);

builder.mutationFields((t) => ({
  createReplay: t.field({
    type: RunRef,
    description:
      'Creates an offline replay run (RUN; zero model requests): each routing decision of the completed preview reuses the saved ' +
      'answer, grade, usage, cost and latency of the baseline target serving the selected model. The run goes queued → completed at ' +
      'once; its report shows estimated_* figures with the measured ones null. The same key with the same baseline and preview ' +
      'returns the same run; another pair under that key is CONFLICT. An ineligible pair is BAD_USER_INPUT with ' +
      '`extensions.rejection = "replay_ineligible"` and `extensions.reason` = the first failed rule (e.g. `model_missing`).',
    args: {
      baselineRunId: t.arg.id({ required: true, description: 'A completed live run of single-model targets.' }),
      previewRunId: t.arg.id({ required: true, description: 'A completed preview run on identical frozen cases.' }),
      idempotencyKey: t.arg.string({ required: true, description: '1..128 visible ASCII characters.' }),
    },
    resolve: (_root, args, ctx) =>
      createReplay(ctx, entityId('Run', String(args.baselineRunId)), entityId('Run', String(args.previewRunId)), args.idempotencyKey),
  }),
}));
