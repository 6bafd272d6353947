// createReplay and replayOptions (service.md §13 "Replay runs", §1.9; clients.md 7.3): an
// offline estimate from a completed live single-model baseline and a completed routing preview on
// the same frozen cases, and the discovery of eligible pairs. Zero model requests: the replay run
// is created completed, with `replayed` calls.
import { replayOptions } from '../../services/replay-options.ts';
import { createReplay } from '../../services/replays.ts';
import { builder } from '../builder.ts';
import { entityId } from '../ids.ts';
import { discoveryConnection, discoveryPage } from './discovery-scan.ts';
import { REPLAY_EMPTY_REASONS, ReplayOptionsEmptyReasonEnum } from './enums.ts';
import { RunRef } from './run.ts';

const ReplayOptionConnection = discoveryConnection({
  prefix: 'Replay',
  kind: 'replay-options',
  optionDescription: 'A completed saved run that can take part in an offline replay: a baseline, or a preview of the given baseline.',
  scanLimitedDescription: 'The scan budget ended this page early, or some saved evidence was too large to verify.',
  emptyReasonDescription:
    'Why the search found nothing: BASELINE_NOT_COMPLETED_LIVE, EVIDENCE_SIZE_LIMIT or NO_COMPATIBLE_SAVED_RUNS; null when the page has options or the search is unfinished.',
  emptyReasonEnum: ReplayOptionsEmptyReasonEnum,
  emptyReasons: REPLAY_EMPTY_REASONS,
});

builder.queryField('replayOptions', (t) =>
  t.field({
    type: ReplayOptionConnection,
    description:
      'Eligible offline replay pairs: baselines with at least one eligible preview, or the eligible previews of one baseline ' +
      '(each passes the createReplay validator). Newest first; opaque cursors that a change of the saved runs invalidates. Zero model requests.',
    args: {
      baselineRunId: t.arg.id({
        description: 'Without it, list baselines (completed live single-model runs) with at least one eligible preview; with it, list that baseline’s eligible previews.',
      }),
      first: t.arg.int({ description: 'Options per page, 1..25 (default 10).' }),
      after: t.arg.string({ description: 'The previous page’s `pageInfo.endCursor`; refused once the saved runs have changed (start again from the first page).' }),
    },
    resolve: (_root, args, ctx) => discoveryPage(ctx, 'replay-options', args, replayOptions),
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
      idempotencyKey: t.arg.string({ required: true, description: 'A key chosen by the client, 1..128 visible ASCII characters: the same key with the same baseline and preview returns the same run.' }),
    },
    resolve: (_root, args, ctx) =>
      createReplay(ctx.deps, ctx.viewer, {
        baselineRunId: entityId('Run', String(args.baselineRunId)),
        previewRunId: entityId('Run', String(args.previewRunId)),
        idempotencyKey: args.idempotencyKey,
      }),
  }),
}));
