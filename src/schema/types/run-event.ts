// RunEvent (the append-only log, service.md §1.6) and Run.events, oldest first.
import { countEvents, eventsBySeqs, listEvents, type EventRecord } from '../../db/queries/events.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { rowsOfVisibleRuns } from '../../db/queries/run-visibility.ts';
import { ownerScope } from '../../context.ts';
import { builder } from '../builder.ts';
import { badUserInput, notFound } from '../../domain/errors.ts';
import { pageRequest, toConnection } from '../pagination.ts';
import { RunRef } from './run.ts';

/** Every kind the original writes (service.md §1.6); a filter naming another is refused. */
export const EVENT_KINDS: ReadonlySet<string> = new Set([
  'created', 'running', 'completed', 'failed', 'cancelled', 'interrupted',
  'case_running', 'case_completed', 'case_failed', 'case_cancelled', 'case_sent_unknown', 'case_timeout',
  'call_sent', 'call_replayed', 'failure_observed', 'cancellation_requested', 'accounting_reconciled',
]);

export const RunEventRef = builder.loadableNodeRef('RunEvent', {
  id: { description: 'Global id of this event, for `node(id:)`.', resolve: (event: EventRecord) => event.seq },
  load: async (ids: string[], ctx) => {
    const seqs = ids.map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : null));
    const rows = await eventsBySeqs(ctx.db, seqs.filter((s) => s !== null));
    const bySeq = new Map((await rowsOfVisibleRuns(ctx.db, rows, ownerScope(ctx.viewer))).map((r) => [r.seq, r]));
    return seqs.map((seq) => (seq === null ? badUserInput('Malformed event id') : bySeq.get(seq) ?? notFound('Event not found')));
  },
});

RunEventRef.implement({
  description: 'One entry of a run’s append-only event log: a status change, a cell or call being started or finished, a failure, a cancellation request or an accounting reconciliation.',
  fields: (t) => ({
    seq: t.field({ type: 'SafeInt', description: 'Position in the event log, increasing across all runs; the order of a run’s events.', resolve: (e) => e.seq }),
    runId: t.exposeString('runId', { description: 'The run this event belongs to.' }),
    at: t.field({ type: 'DateTime', description: 'When the event was appended.', resolve: (e) => toIsoMicros(e.at) }),
    kind: t.exposeString('kind', { description: 'What happened: `created`, a new run status (`running`, `completed`, `failed`, `cancelled`, `interrupted`), `case_` + a new result status (e.g. `case_completed`), `call_sent`, `call_replayed`, `failure_observed`, `cancellation_requested` or `accounting_reconciled`.' }),
    data: t.field({ type: 'JSON', description: 'Details by kind (snake_case keys), e.g. `{case_id, target_id}` for cell events, `{call_id, case_id, target_id, role}` for `call_sent`, `{case_id, target_id, reason, inferred_from_saved_results}` for `failure_observed`, `{error}` when a status change carries an error.', resolve: (e) => e.data }),
  }),
});

builder.objectField(RunRef, 'events', (t) =>
  t.connection({
    type: RunEventRef,
    description: 'The run’s events, oldest first (by seq), optionally only some kinds.',
    args: { kinds: t.arg.stringList({ description: 'Only events of these kinds (see `RunEvent.kind`); an unknown kind is an error, and an empty or missing list means all.' }) },
    resolve: async (run, args, ctx) => {
      const list = { kind: 'events', scope: run.id, arity: 1 };
      const page = pageRequest(args, list);
      const unknown = (args.kinds ?? []).filter((k) => !EVENT_KINDS.has(k));
      if (unknown.length) throw badUserInput(`Unknown event kind ${unknown.join(', ')}`);
      const result = await listEvents(ctx.db, run.id, args.kinds, page);
      return toConnection(result, list, (e) => [e.seq], () => countEvents(ctx.db, run, args.kinds));
    },
  }, {
    description: 'A page of a run’s events, oldest first.',
    edgesField: { description: 'The events of this page, each with its cursor.' },
  }, {
    description: 'One run event and its cursor.',
    nodeField: { description: 'The event.' },
  }),
);
