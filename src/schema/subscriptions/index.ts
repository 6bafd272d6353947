// Subscriptions (docs/api.md): each re-reads state from the database when a notice
// arrives; streams about one run end after the run's terminal state has been sent.
import { ownerScope, type Context } from '../../context.ts';
import { listCalls } from '../../db/queries/calls.ts';
import { knownSpendUsd, resultStatusCounts, runsByIds, type RunRecord } from '../../db/queries/runs.ts';
import { eventsAfterSeq, type EventRecord } from '../../db/queries/events.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { progressFromCounts, type RunProgress } from '../../domain/run/progress.ts';
import { secondsBetween } from '../../domain/time/iso-micros.ts';
import type { Watcher } from '../../pubsub/bus.ts';
import { closable } from '../../pubsub/closable.ts';
import { snapshots } from '../../pubsub/snapshots.ts';
import { ownerMaySee } from '../../db/queries/run-visibility.ts';
import { builder } from '../builder.ts';
import { notFound } from '../../domain/errors.ts';
import { decodeCursor, entityId } from '../ids.ts';
import { CallRef } from '../types/call.ts';
import { RunStatusEnum, TERMINAL_RUN_STATUSES } from '../types/enums.ts';
import { RunRef } from '../types/run.ts';
import { RunEventRef } from '../types/run-event.ts';
import { RunProgressRef } from '../types/run-progress.ts';
import type { CallRecord } from '../../db/queries/calls.ts';
import { activeHarnesses, type HarnessActivityRow } from '../../db/queries/harness-activity.ts';
import { HarnessActivityRef } from '../types/harness-activity.ts';

async function existingRun(db: Context['db'], id: string): Promise<RunRecord> {
  const [run] = await runsByIds(db, [id]);
  if (!run) throw notFound(`Run ${id} not found`);
  return run;
}

/** A run the viewer may see (NOT_FOUND otherwise, as for a run that does not exist). */
function visibleTo(ctx: Context, run: RunRecord): RunRecord {
  if (!ownerMaySee(ownerScope(ctx.viewer), run)) throw notFound(`Run ${run.id} not found`);
  return run;
}

// Subscribers of one run arriving together share the read of its row (pubsub/shared-reads.ts).
const visibleRun = async (ctx: Context, id: string): Promise<RunRecord> =>
  visibleTo(ctx, await ctx.services.bus.reads.read(`run:${id}`, id, () => existingRun(ctx.db, id)));

// Read once for every subscriber of a run (pubsub/shared-reads.ts); each then checks its own access.
async function readProgress(db: Context['db'], id: string): Promise<ProgressEvent> {
  const run = await existingRun(db, id);
  const counts = await resultStatusCounts(db, [id]);
  return { run, progress: progressFromCounts(run.plannedCells, counts), knownSpendUsd: await knownSpendUsd(db, id) };
}

async function readActivity(db: Context['db'], id: string): Promise<{ run: RunRecord; value: ActiveCallsShape }> {
  const run = await existingRun(db, id);
  const page = await listCalls(db, id, { active: true }, { limit: ACTIVE_CALLS_SHOWN, backward: false, after: null, before: null });
  const harnesses = await activeHarnesses(db, id, ACTIVE_CALLS_SHOWN);
  return { run, value: { runId: id, calls: page.rows, harnesses, at: nowIso() } };
}

interface ProgressEvent {
  run: RunRecord;
  progress: RunProgress;
  knownSpendUsd: number;
}

const RunProgressEventRef = builder.objectRef<ProgressEvent>('RunProgressEvent');
RunProgressEventRef.implement({
  description: 'The current state of a run; the first event is the state at subscription time.',
  fields: (t) => ({
    run: t.field({ type: RunRef, description: 'The run, as re-read for this event.', resolve: (e) => e.run }),
    status: t.field({
      type: RunStatusEnum,
      description: 'The run’s status; the stream ends after the first event with a terminal status.',
      resolve: (e) => e.run.status as never,
    }),
    progress: t.field({ type: RunProgressRef, description: 'How many of the run’s planned cells have each outcome.', resolve: (e) => e.progress }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When the run last changed (a status change or a result write).',
      resolve: (e) => toIsoMicros(e.run.updatedAt),
    }),
    wallTimeSeconds: t.float({
      description: 'Seconds from the run’s creation to `updatedAt`.',
      resolve: (e) => secondsBetween(toIsoMicros(e.run.createdAt), toIsoMicros(e.run.updatedAt)),
    }),
    knownSpendUsd: t.float({
      description: 'Sum in USD of the call costs known so far (all roles, original receipts); unknown costs are left out.',
      resolve: (e) => e.knownSpendUsd,
    }),
  }),
});

interface ActiveCallsShape {
  runId: string;
  calls: CallRecord[];
  harnesses: HarnessActivityRow[];
  at: string;
}

const ActiveCallsEventRef = builder.objectRef<ActiveCallsShape>('ActiveCallsEvent');
ActiveCallsEventRef.implement({
  description: 'The calls of a run in flight (status SENT), with their transport activity.',
  fields: (t) => ({
    runId: t.exposeString('runId', { description: 'The run these calls belong to.' }),
    calls: t.field({ type: [CallRef], description: 'Calls in flight, oldest first; at most 100.', resolve: (e) => e.calls }),
    harnesses: t.field({
      type: [HarnessActivityRef],
      description: 'Harness cells (code and agent benchmarks) not yet finished, with their phase, steps and artifact bytes; at most 100.',
      resolve: (e) => e.harnesses,
    }),
    at: t.field({ type: 'DateTime', description: 'When this snapshot was read.', resolve: (e) => e.at }),
  }),
});

const ACTIVE_CALLS_SHOWN = 100;
const nowIso = () => toIsoMicros(new Date().toISOString().replace('Z', '+00'));

builder.subscriptionFields((t) => ({
  runProgress: t.field({
    type: RunProgressEventRef,
    description:
      'The state of a run: the current state at once, then a new event whenever its status, progress, known spend or update time changes; ends after the terminal status was sent.',
    args: { runId: t.arg.id({ required: true, description: 'The run to follow (natural or global id).' }) },
    subscribe: async (_root, args, ctx) => {
      const id = entityId('Run', String(args.runId));
      await visibleRun(ctx, id);
      const bus = ctx.services.bus;
      return snapshots<ProgressEvent>(
        bus,
        (n) => n.runId === id && n.topic !== 'activity',
        async () => {
          const value = await bus.reads.read(`progress:${id}`, id, () => readProgress(ctx.db, id));
          visibleTo(ctx, value.run);
          return { value, last: TERMINAL_RUN_STATUSES.has(value.run.status) };
        },
        {
          changed: (prev, next) =>
            !prev ||
            prev.run.updatedAt !== next.run.updatedAt ||
            prev.run.status !== next.run.status ||
            JSON.stringify(prev.progress) !== JSON.stringify(next.progress) ||
            prev.knownSpendUsd !== next.knownSpendUsd,
        },
      );
    },
    resolve: (event) => event,
  }),
  activeCalls: t.field({
    type: ActiveCallsEventRef,
    description:
      'The calls of a run in flight: the current set at once, then a new snapshot whenever a call or its transport activity changes; ends once the run is terminal.',
    args: { runId: t.arg.id({ required: true, description: 'The run to follow (natural or global id).' }) },
    subscribe: async (_root, args, ctx) => {
      const id = entityId('Run', String(args.runId));
      await visibleRun(ctx, id);
      return snapshots<ActiveCallsShape>(
        ctx.services.bus,
        (n) => n.runId === id,
        async () => {
          const read = await ctx.services.bus.reads.read(`activity:${id}`, id, () => readActivity(ctx.db, id));
          visibleTo(ctx, read.run);
          return { value: read.value, last: TERMINAL_RUN_STATUSES.has(read.run.status) };
        },
        {
          changed: (prev, next) =>
            JSON.stringify(prev?.calls) !== JSON.stringify(next.calls) || JSON.stringify(prev?.harnesses) !== JSON.stringify(next.harnesses),
        },
      );
    },
    resolve: (event) => event,
  }),
  runEvents: t.field({
    type: RunEventRef,
    description:
      'A run’s saved events after the cursor, then live ones as they are appended, in seq order without gaps; ends once the run is terminal and all its events were sent.',
    args: {
      runId: t.arg.id({ required: true, description: 'The run to follow (natural or global id).' }),
      after: t.arg.string({ description: 'An edge cursor from `Run.events`: only later events are sent. Omit to start from the run’s first event.' }),
    },
    subscribe: (_root, args, ctx) => {
      const id = entityId('Run', String(args.runId));
      const start = args.after ? Number(decodeCursor(args.after, 'events', id, 1)[0]) : 0;
      return eventStream(ctx, id, start);
    },
    resolve: (event) => event,
  }),
  runsChanged: t.field({
    type: RunRef,
    description: 'A run was created or changed state (the runs inventory).',
    subscribe: (_root, _args, ctx) => runChanges(ctx),
    resolve: (run) => run,
  }),
}));

const EVENT_BATCH = 500;

async function eventStream(ctx: Context, runId: string, afterSeq: number): Promise<AsyncGenerator<EventRecord>> {
  await visibleRun(ctx, runId);
  const watcher = ctx.services.bus.watch((n) => n.runId === runId && (n.topic === 'event' || n.topic === 'run'));
  return closable(watcher, eventLoop(ctx, watcher, runId, afterSeq));
}

async function* eventLoop(ctx: Context, watcher: Watcher, runId: string, afterSeq: number): AsyncGenerator<EventRecord> {
  try {
    let last = afterSeq;
    while (!watcher.isClosed) {
      // Read the status first: events appended before a terminal status are then all visible below.
      const run = await visibleRun(ctx, runId);
      const batch = await eventsAfterSeq(ctx.db, runId, last, EVENT_BATCH);
      for (const event of batch) {
        yield event;
        last = event.seq;
      }
      if (batch.length === EVENT_BATCH) continue;
      if (TERMINAL_RUN_STATUSES.has(run.status)) return;
      await watcher.next(2_000);
    }
  } finally {
    watcher.close();
  }
}

function runChanges(ctx: Context): AsyncGenerator<RunRecord> {
  const changed = new Set<string>();
  const watcher = ctx.services.bus.watch((n) => {
    if (n.topic !== 'run') return false;
    changed.add(n.runId);
    return true;
  });
  return closable(watcher, runChangeLoop(ctx, watcher, changed));
}

async function* runChangeLoop(ctx: Context, watcher: Watcher, changed: Set<string>): AsyncGenerator<RunRecord> {
  try {
    while (!watcher.isClosed) {
      await watcher.next(60_000);
      const ids = [...changed];
      changed.clear();
      for (const run of await runsByIds(ctx.db, ids, ownerScope(ctx.viewer))) yield run;
    }
  } finally {
    watcher.close();
  }
}
