// createReplay and replayOptions (docs/runs.md "Replay runs"; docs/api.md "Pagination"; docs/dashboard.md "Offline estimate"): an
// offline estimate from a completed live single-model baseline and a completed routing preview on
// the same frozen cases, and the discovery of eligible pairs. Zero model requests: the replay run
// is created completed, with `replayed` calls.
import { replayOptions } from '../../services/replay-options.ts';
import { createReplay } from '../../services/replays.ts';
import { builder } from '../builder.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { userErrorsField } from '../user-errors.ts';
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
        description:
          'Without it, list baselines (completed live single-model runs) with at least one eligible preview; with it, list that baseline’s eligible previews.',
      }),
      first: t.arg.int({ description: 'Options per page, 1..25 (default 10).' }),
      after: t.arg.string({
        description: 'The previous page’s `pageInfo.endCursor`; refused once the saved runs have changed (start again from the first page).',
      }),
    },
    resolve: (_root, args, ctx) => discoveryPage(ctx, 'replay-options', args, replayOptions),
  }),
);

builder.relayMutationField(
  'createReplay',
  {
    description: 'The baseline and preview to replay, and the key that makes creation idempotent.',
    inputFields: (t) => ({
      baselineRunId: t.id({ required: true, description: 'A completed live run of single-model targets.' }),
      previewRunId: t.id({ required: true, description: 'A completed preview run on identical frozen cases.' }),
      idempotencyKey: t.string({
        required: true,
        description: 'A key chosen by the client, 1..128 visible ASCII characters: the same key with the same baseline and preview returns the same run.',
      }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.createReplay },
    description:
      'Creates an offline replay run (RUN; zero model requests): each routing decision of the completed preview reuses the saved ' +
      'answer, grade, usage, cost and latency of the baseline target serving the selected model. The run goes queued → completed at ' +
      'once; its report shows estimated_* figures with the measured ones null. The same key with the same baseline and preview ' +
      'returns the same run; another pair under that key is CONFLICT. An ineligible pair is a BAD_USER_INPUT user error with ' +
      '`details.rejection = "replay_ineligible"` and `details.reason` = the first failed rule (e.g. `model_missing`).',
    resolve: async (_root, { input }, ctx) =>
      succeeded(
        await createReplay(ctx.deps, ctx.viewer, {
          baselineRunId: entityId('Run', String(input.baselineRunId)),
          previewRunId: entityId('Run', String(input.previewRunId)),
          idempotencyKey: input.idempotencyKey,
        }),
      ),
  },
  {
    description: 'The replay run, or why it was refused.',
    outputFields: (t) => ({
      run: t.field({
        type: RunRef,
        nullable: true,
        description: 'The replay run (or the one this key already created); null when refused.',
        resolve: (p) => p.result,
      }),
      userErrors: userErrorsField(t),
    }),
  },
);
