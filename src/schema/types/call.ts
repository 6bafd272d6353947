// Call (one model request) and Run.calls / Run.call (service.md §1.9, clients.md §4.5). Lists
// read the stored summary; the receipt (request, visible answer, raw usage, tool calls) is
// loaded only when a client asks for it, in one batched statement per page.
import { callReceipts, callsByIds, countCalls, listCalls, type CallRecord } from '../../db/queries/calls.ts';
import type { JsonObject } from '../../domain/run/manifest-projection.ts';
import { publicReceipt } from '../../domain/run/public-manifest.ts';
import { onlyVisible } from '../../resolvers/visibility.ts';
import { builder } from '../builder.ts';
import { notFound } from '../errors.ts';
import { entityId } from '../ids.ts';
import { asObject, bool, int, num, str } from '../json-fields.ts';
import { pageRequest, toConnection } from '../pagination.ts';
import { CallRoleEnum, CallStatusEnum } from './enums.ts';
import { RunRef } from './run.ts';
import { checkRunFilter } from './run-scope.ts';
import { TokenUsageRef, usageOrNull } from './usage.ts';

export const CallRef = builder.loadableNodeRef('Call', {
  id: { resolve: (call: CallRecord) => call.id },
  load: async (ids: string[], ctx) => {
    const rows = await callsByIds(ctx.db, ids);
    const byId = new Map((await onlyVisible(ctx, rows)).map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? notFound(`Call ${id} not found`));
  },
});

export const CallActivityRef = builder.objectRef<JsonObject>('CallActivity');
CallActivityRef.implement({
  description: 'Transport progress of a call (service.md §5).',
  fields: (t) => ({
    phase: t.string({ nullable: true, description: '`preparing`, `waiting` or `streaming`.', resolve: (a) => str(a, 'phase') }),
    phaseStartedAt: t.string({ nullable: true, resolve: (a) => str(a, 'phase_started_at') }),
    lastActivityAt: t.string({ nullable: true, resolve: (a) => str(a, 'last_activity_at') }),
    receivedBytes: t.field({ type: 'SafeInt', nullable: true, resolve: (a) => int(a, 'received_bytes') }),
    updatedAt: t.string({ nullable: true, resolve: (a) => str(a, 'updated_at') }),
  }),
});

export const ModelUsageRef = builder.objectRef<JsonObject>('ModelUsage');
ModelUsageRef.implement({
  description: 'One inference of a routed (MoM) request, from its usage receipt.',
  fields: (t) => ({
    model: t.string({ nullable: true, resolve: (m) => str(m, 'model') }),
    usage: t.field({ type: TokenUsageRef, nullable: true, resolve: (m) => usageOrNull(m.usage) }),
    costUsd: t.float({ nullable: true, resolve: (m) => num(m, 'cost_usd') }),
  }),
});

const s = (c: CallRecord) => asObject(c.summary);

export const CallReceiptRef = builder.objectRef<JsonObject>('CallReceipt');
CallReceiptRef.implement({
  description: 'The stored call record, loaded on demand; hidden reasoning is never returned (clients.md §4.5).',
  fields: (t) => ({
    final: t.string({ nullable: true, description: 'The visible answer text; show it as inert text.', resolve: (r) => str(r, 'final') }),
    request: t.field({ type: 'JSON', nullable: true, description: 'Messages, sampling, request params and the exact body sent.', resolve: (r) => r.request ?? null }),
    toolCalls: t.field({ type: 'JSON', nullable: true, resolve: (r) => r.tool_calls ?? null }),
    rawUsage: t.field({ type: 'JSON', nullable: true, description: 'The provider usage object as received.', resolve: (r) => r.raw_usage ?? null }),
    document: t.field({ type: 'JSON', description: 'The whole record ("Original call receipt").', resolve: (r) => r }),
  }),
});

CallRef.implement({
  description: 'One model request: subject, judge or simulator.',
  fields: (t) => ({
    callId: t.exposeString('id', { description: 'The natural id (`call-` + 32 hex).' }),
    runId: t.exposeString('runId'),
    caseId: t.exposeString('caseId'),
    targetId: t.exposeString('targetId', { description: "The cell's subject target, also for judge/simulator calls." }),
    role: t.field({ type: CallRoleEnum, resolve: (c) => c.role as never }),
    status: t.field({ type: CallStatusEnum, resolve: (c) => c.status as never }),
    model: t.string({ nullable: true, description: 'Configured model (`MoM` for routers), or the response model once finished.', resolve: (c) => str(s(c), 'model') }),
    selectedModel: t.string({ nullable: true, resolve: (c) => str(s(c), 'selected_model') }),
    decision: t.string({ nullable: true, resolve: (c) => str(s(c), 'decision') }),
    configHash: t.string({ nullable: true, resolve: (c) => str(s(c), 'config_hash') }),
    startedAt: t.string({ nullable: true, resolve: (c) => str(s(c), 'started_at') }),
    finishedAt: t.string({ nullable: true, resolve: (c) => str(s(c), 'finished_at') }),
    latencySeconds: t.float({ nullable: true, resolve: (c) => num(s(c), 'latency_s') }),
    ttftSeconds: t.float({ nullable: true, resolve: (c) => num(s(c), 'ttft_s') }),
    finishReason: t.string({ nullable: true, resolve: (c) => str(s(c), 'finish_reason') }),
    outputComplete: t.boolean({ nullable: true, resolve: (c) => bool(s(c), 'output_complete') }),
    usage: t.field({ type: TokenUsageRef, nullable: true, resolve: (c) => usageOrNull(s(c).usage) }),
    responseUsage: t.field({ type: TokenUsageRef, nullable: true, resolve: (c) => usageOrNull(s(c).response_usage) }),
    usageComplete: t.boolean({ nullable: true, resolve: (c) => bool(s(c), 'usage_complete') }),
    costUsd: t.float({ nullable: true, resolve: (c) => num(s(c), 'cost_usd') }),
    costComplete: t.boolean({ nullable: true, resolve: (c) => bool(s(c), 'cost_complete') }),
    inferenceCallCount: t.int({ nullable: true, resolve: (c) => int(s(c), 'inference_call_count') }),
    modelUsage: t.field({
      type: [ModelUsageRef],
      nullable: true,
      resolve: (c) => (Array.isArray(s(c).model_usage) ? (s(c).model_usage as unknown[]).map(asObject) : null),
    }),
    cacheReadReported: t.boolean({ nullable: true, resolve: (c) => bool(s(c), 'cache_read_reported') }),
    cacheWriteReported: t.boolean({ nullable: true, resolve: (c) => bool(s(c), 'cache_write_reported') }),
    error: t.string({ nullable: true, resolve: (c) => str(s(c), 'error') }),
    activity: t.field({ type: CallActivityRef, nullable: true, resolve: (c) => (s(c).activity ? asObject(s(c).activity) : null) }),
    receipt: t.loadable({
      type: CallReceiptRef,
      description: 'The heavy part of the record, read only when asked for (one statement per page).',
      loaderOptions: { cacheKeyFn: (call: CallRecord) => call.id },
      resolve: (call) => call,
      load: async (calls: CallRecord[], ctx) => {
        const rows = await callReceipts(ctx.db, calls.map((c) => c.id));
        const byId = new Map(rows.map((r) => [r.id, r.data]));
        return calls.map((c) => {
          const text = byId.get(c.id);
          return text === undefined ? notFound(`Call ${c.id} not found`) : publicReceipt(asObject(JSON.parse(text)));
        });
      },
    }),
  }),
});

export const CallFilterInput = builder.inputType('CallFilter', {
  fields: (t) => ({
    active: t.boolean({ description: 'Only calls in flight (status SENT).' }),
    role: t.field({ type: [CallRoleEnum] }),
    status: t.field({ type: [CallStatusEnum] }),
    targetId: t.stringList(),
    search: t.string({
      description: 'Call id, case id, target id or status (case-insensitive substring).',
      validate: { type: 'string', maxLength: [200, { message: 'search is at most 200 characters' }] },
    }),
  }),
});

builder.objectFields(RunRef, (t) => ({
  calls: t.connection({
    type: CallRef,
    description: 'Calls in insertion order; each page reads call summaries only.',
    args: { filter: t.arg({ type: CallFilterInput }) },
    resolve: async (run, args, ctx) => {
      const list = { kind: 'calls', scope: run.id, arity: 1 };
      const page = pageRequest(args, list);
      const f = args.filter;
      checkRunFilter(run, f);
      const filter = {
        active: f?.active ?? null, roles: f?.role ?? null, statuses: f?.status ?? null,
        targetIds: f?.targetId ?? null, search: f?.search?.trim() || null,
      };
      const result = await listCalls(ctx.db, run.id, filter, page);
      return toConnection(result, list, (c) => [c.seq], () => countCalls(ctx.db, run, filter));
    },
  }),
  call: t.field({
    type: CallRef,
    nullable: true,
    description: 'One call of this run by its natural or global id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (run, args, ctx) => {
      const id = entityId('Call', String(args.id));
      const [call] = await callsByIds(ctx.db, [id]);
      if (!call || call.runId !== run.id) throw notFound(`Call ${id} not found in run ${run.id}`);
      return call;
    },
  }),
}));
