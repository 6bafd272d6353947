// RunEvent (the append-only log, docs/runs.md "Events") and Run.events, oldest first.
import { countEvents, eventsBySeqs, listEvents, type EventRecord } from '../../db/queries/events.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { rowsOfVisibleRuns } from '../../db/queries/run-visibility.ts';
import { ownerScope } from '../../context.ts';
import { builder } from '../builder.ts';
import { badUserInput, notFound } from '../../domain/errors.ts';
import { pageRequest, toConnection } from '../pagination.ts';
import { RunRef } from './run.ts';
import { knownValue, OTHER_EVENT_KIND, RUN_EVENT_KINDS, RunEventKindEnum } from './enums.ts';

export const RunEventRef = builder.loadableNodeRef('RunEvent', {
  id: { description: 'Global id of this event, for `node(id:)`.', resolve: (event: EventRecord) => event.seq },
  load: async (ids: string[], ctx) => {
    const seqs = ids.map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : null));
    const rows = await eventsBySeqs(
      ctx.db,
      seqs.filter((s) => s !== null),
    );
    const bySeq = new Map((await rowsOfVisibleRuns(ctx.db, rows, ownerScope(ctx.viewer))).map((r) => [r.seq, r]));
    return seqs.map((seq) => (seq === null ? badUserInput('Malformed event id') : (bySeq.get(seq) ?? notFound('Event not found'))));
  },
});

RunEventRef.implement({
  description:
    'One entry of a run’s append-only event log: a status change, a cell or call being started or finished, a failure, a cancellation request or an accounting reconciliation.',
  fields: (t) => ({
    seq: t.field({
      type: 'SafeInt',
      description: 'Position in the event log, increasing across all runs; the order of a run’s events.',
      resolve: (e) => e.seq,
    }),
    runId: t.exposeString('runId', { description: 'The run this event belongs to.' }),
    at: t.field({ type: 'DateTime', description: 'When the event was appended.', resolve: (e) => toIsoMicros(e.at) }),
    kind: t.field({
      type: RunEventKindEnum,
      description:
        'What happened: CREATED, a new run status (RUNNING, COMPLETED, FAILED, CANCELLED, INTERRUPTED), `CASE_` + a new result status (e.g. CASE_COMPLETED), CALL_SENT, CALL_REPLAYED, FAILURE_OBSERVED, CANCELLATION_REQUESTED or ACCOUNTING_RECONCILED; OTHER for a kind only imported history carries (see `kindName`).',
      resolve: (e) => knownValue(RUN_EVENT_KINDS, e.kind) ?? OTHER_EVENT_KIND,
    }),
    kindName: t.exposeString('kind', { description: 'The kind as stored (lower case, e.g. `case_completed`), also when `kind` is OTHER.' }),
    data: t.field({
      type: 'JSON',
      description:
        'Details by kind (snake_case keys), e.g. `{case_id, target_id}` for cell events, `{call_id, case_id, target_id, role}` for `call_sent`, `{case_id, target_id, reason, inferred_from_saved_results}` for `failure_observed`, `{error}` when a status change carries an error.',
      resolve: (e) => e.data,
    }),
  }),
});

builder.objectField(RunRef, 'events', (t) =>
  t.connection(
    {
      type: RunEventRef,
      description: 'The run’s events, oldest first (by seq), optionally only some kinds.',
      args: {
        kinds: t.arg({
          type: [RunEventKindEnum],
          description: 'Only events of these kinds; an empty or missing list means all. OTHER is refused: read all events and pick by `kindName`.',
        }),
      },
      resolve: async (run, args, ctx) => {
        const list = { kind: 'events', scope: run.id, arity: 1 };
        const page = pageRequest(args, list);
        // Unknown kinds have no single stored name to select by.
        if (args.kinds?.includes(OTHER_EVENT_KIND)) throw badUserInput('The event kind OTHER cannot be used as a filter');
        const result = await listEvents(ctx.db, run.id, args.kinds, page);
        return toConnection(
          result,
          list,
          (e) => [e.seq],
          () => countEvents(ctx.db, run, args.kinds),
        );
      },
    },
    {
      description: 'A page of a run’s events, oldest first.',
      edgesField: { description: 'The events of this page, each with its cursor.' },
    },
    {
      description: 'One run event and its cursor.',
      nodeField: { description: 'The event.' },
    },
  ),
);
