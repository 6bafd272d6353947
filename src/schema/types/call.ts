// Call (one model request) and Run.calls / Run.call (docs/api.md "Pagination", docs/dashboard.md "Calls section"). Lists
// read the stored summary; the receipt (request, visible answer, raw usage, tool calls) is
// loaded only when a client asks for it, in one batched statement per page.
import { callReceipts, callsByIds, countCalls, listCalls, type CallRecord } from '../../db/queries/calls.ts';
import type { JsonObject } from '../../domain/run/manifest-projection.ts';
import { publicReceipt } from '../../domain/run/public-manifest.ts';
import { rowsOfVisibleRuns } from '../../db/queries/run-visibility.ts';
import { ownerScope } from '../../context.ts';
import { builder } from '../builder.ts';
import { notFound } from '../../domain/errors.ts';
import { entityId } from '../ids.ts';
import { asObject, bool, int, num, str } from '../json-fields.ts';
import { pageRequest, toConnection } from '../pagination.ts';
import { CALL_ACTIVITY_PHASES, CallActivityPhaseEnum, CallRoleEnum, CallStatusEnum, knownValue } from './enums.ts';
import { RunRef } from './run.ts';
import { checkRunFilter } from './run-scope.ts';
import { TokenUsageRef, usageOrNull } from './usage.ts';

export const CallRef = builder.loadableNodeRef('Call', {
  id: { description: 'Global id of this call, for `node(id:)`; `callId` is the natural id.', resolve: (call: CallRecord) => call.id },
  load: async (ids: string[], ctx) => {
    const rows = await callsByIds(ctx.db, ids);
    const byId = new Map((await rowsOfVisibleRuns(ctx.db, rows, ownerScope(ctx.viewer))).map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? notFound(`Call ${id} not found`));
  },
});

export const CallActivityRef = builder.objectRef<JsonObject>('CallActivity');
CallActivityRef.implement({
  description: 'Transport progress of a call in flight: it proves liveness only; tokens and cost come from the final usage receipt.',
  fields: (t) => ({
    phase: t.field({
      type: CallActivityPhaseEnum,
      nullable: true,
      description:
        'PREPARING (building the request), WAITING (request sent, no response byte yet) or STREAMING (receiving the response); null when not recorded or not a phase this server knows.',
      resolve: (a) => knownValue(CALL_ACTIVITY_PHASES, a.phase),
    }),
    phaseStartedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the call entered its current phase; null when not recorded.',
      resolve: (a) => str(a, 'phase_started_at'),
    }),
    lastActivityAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a byte, header or state change was last seen for the call; null when not recorded.',
      resolve: (a) => str(a, 'last_activity_at'),
    }),
    receivedBytes: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Response bytes received so far (never decreases); null when not recorded.',
      resolve: (a) => int(a, 'received_bytes'),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When this activity record was last written; null when not recorded.',
      resolve: (a) => str(a, 'updated_at'),
    }),
  }),
});

export const ModelUsageRef = builder.objectRef<JsonObject>('ModelUsage');
ModelUsageRef.implement({
  description: 'One inference of a routed (MoM) request, from its usage receipt.',
  fields: (t) => ({
    model: t.string({ nullable: true, description: 'The model that served this inference; null when not reported.', resolve: (m) => str(m, 'model') }),
    usage: t.field({
      type: TokenUsageRef,
      nullable: true,
      description: 'Token usage of this inference; null when unknown.',
      resolve: (m) => usageOrNull(m.usage),
    }),
    costUsd: t.float({
      nullable: true,
      description: 'Cost in USD of this inference at the target’s frozen prices; null when its usage or price is unknown.',
      resolve: (m) => num(m, 'cost_usd'),
    }),
  }),
});

const s = (c: CallRecord) => asObject(c.summary);

export const CallReceiptRef = builder.objectRef<JsonObject>('CallReceipt');
CallReceiptRef.implement({
  description: 'The full stored call record, loaded only when asked for; the hidden reasoning is never returned.',
  fields: (t) => ({
    final: t.string({ nullable: true, description: 'The visible answer text; show it as inert text.', resolve: (r) => str(r, 'final') }),
    request: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Messages, sampling, request params and the exact body sent.',
      resolve: (r) => r.request ?? null,
    }),
    toolCalls: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Tool calls the model returned, each `{id, type, function: {name, arguments}}`; null when none were recorded.',
      resolve: (r) => r.tool_calls ?? null,
    }),
    rawUsage: t.field({ type: 'JSON', nullable: true, description: 'The provider usage object as received.', resolve: (r) => r.raw_usage ?? null }),
    document: t.field({
      type: 'JSON',
      description: 'The whole stored record (snake_case keys) without the hidden reasoning: the original call receipt.',
      resolve: (r) => r,
    }),
  }),
});

CallRef.implement({
  description: 'One model request: subject, judge or simulator.',
  fields: (t) => ({
    callId: t.exposeString('id', { description: 'The natural id: `call-` + 32 hex, or `cached-` + 32 hex for an offline replay copy.' }),
    runId: t.exposeString('runId', { description: 'The run this call belongs to.' }),
    caseId: t.exposeString('caseId', { description: 'The case of the cell this call was made for.' }),
    targetId: t.exposeString('targetId', { description: "The cell's subject target, also for judge/simulator calls." }),
    role: t.field({
      type: CallRoleEnum,
      description: 'Why the call was made: SUBJECT (the evaluated target answering the case), or JUDGE or SIMULATOR (evaluation overhead).',
      resolve: (c) => c.role as never,
    }),
    status: t.field({
      type: CallStatusEnum,
      description:
        'SENT (in flight), COMPLETED, FAILED, CANCELLED, SENT_UNKNOWN (in flight when the service stopped; the provider may have billed it) or REPLAYED (an offline replay copy).',
      resolve: (c) => c.status as never,
    }),
    model: t.string({
      nullable: true,
      description:
        'The target’s configured model (for a router, its model alias) until the call finishes, then the model the response reported; null when not recorded.',
      resolve: (c) => str(s(c), 'model'),
    }),
    selectedModel: t.string({
      nullable: true,
      description: 'The model that served the request: the one the router reported selecting, else the response model; null while unknown (e.g. in flight).',
      resolve: (c) => str(s(c), 'selected_model'),
    }),
    decision: t.string({
      nullable: true,
      description: 'The router decision the request matched, as the router reported it; null when none was reported.',
      resolve: (c) => str(s(c), 'decision'),
    }),
    configHash: t.string({
      nullable: true,
      description: 'The configuration hash the router acknowledged in its response; null when none was reported.',
      resolve: (c) => str(s(c), 'config_hash'),
    }),
    startedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the request was sent; null when it never was.',
      resolve: (c) => str(s(c), 'started_at'),
    }),
    finishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the call ended (complete, failed or cancelled); null while in flight or unknown.',
      resolve: (c) => str(s(c), 'finished_at'),
    }),
    latencySeconds: t.float({
      nullable: true,
      description: 'Seconds from the start of the call to the end of its response; null until it ends or when unknown.',
      resolve: (c) => num(s(c), 'latency_s'),
    }),
    ttftSeconds: t.float({
      nullable: true,
      description: 'Seconds from the start of the call to the first content or reasoning token; null when none arrived.',
      resolve: (c) => num(s(c), 'ttft_s'),
    }),
    finishReason: t.string({
      nullable: true,
      description:
        'Finish reason as the provider reported it, an open set kept as text: commonly `stop`, `length` (output limit reached), `tool_calls` or `function_call`, but a provider may send others; null when none arrived.',
      resolve: (c) => str(s(c), 'finish_reason'),
    }),
    outputComplete: t.boolean({
      nullable: true,
      description: 'False when the output stopped at the token limit (finish reason `length`), true otherwise; null when the call did not finish.',
      resolve: (c) => bool(s(c), 'output_complete'),
    }),
    usage: t.field({
      type: TokenUsageRef,
      nullable: true,
      description:
        'Token usage the call is accounted with: the stream’s usage, or for a routed request the sum of the router’s per-inference receipt; null when unknown.',
      resolve: (c) => usageOrNull(s(c).usage),
    }),
    responseUsage: t.field({
      type: TokenUsageRef,
      nullable: true,
      description:
        'Token usage reported in the response stream itself, kept even when `usage` comes from a router receipt; null when the stream reported none.',
      resolve: (c) => usageOrNull(s(c).response_usage),
    }),
    usageComplete: t.boolean({
      nullable: true,
      description: 'Routed requests: true when the router’s usage receipt was complete and `usage` is known; null for calls that do not record it.',
      resolve: (c) => bool(s(c), 'usage_complete'),
    }),
    costUsd: t.float({
      nullable: true,
      description: 'Cost in USD from the original receipt (an accounting correction does not change it here); null when usage or prices are unknown.',
      resolve: (c) => num(s(c), 'cost_usd'),
    }),
    costComplete: t.boolean({
      nullable: true,
      description: 'True when `costUsd` is known; null when not recorded.',
      resolve: (c) => bool(s(c), 'cost_complete'),
    }),
    inferenceCallCount: t.int({
      nullable: true,
      description: 'Model inferences this request made: 1 for a single-model target, possibly more for a routed request; null when unknown.',
      resolve: (c) => int(s(c), 'inference_call_count'),
    }),
    modelUsage: t.field({
      type: [ModelUsageRef],
      nullable: true,
      description: 'Routed requests with a per-inference usage receipt: one entry per inference, in order; null otherwise.',
      resolve: (c) => (Array.isArray(s(c).model_usage) ? (s(c).model_usage as unknown[]).map(asObject) : null),
    }),
    cacheReadReported: t.boolean({
      nullable: true,
      description:
        'True when the provider’s usage reported a cache-read figure (0 included), false when usage arrived without one; null when no usage arrived or usage came from a router receipt.',
      resolve: (c) => bool(s(c), 'cache_read_reported'),
    }),
    cacheWriteReported: t.boolean({
      nullable: true,
      description:
        'True when the provider’s usage reported a cache-write figure (0 included), false when usage arrived without one; null when no usage arrived or usage came from a router receipt.',
      resolve: (c) => bool(s(c), 'cache_write_reported'),
    }),
    error: t.string({ nullable: true, description: 'Why the call failed or was cancelled; null otherwise.', resolve: (c) => str(s(c), 'error') }),
    activity: t.field({
      type: CallActivityRef,
      nullable: true,
      description: 'Transport progress recorded while the call was in flight; null when none was recorded (e.g. replay copies).',
      resolve: (c) => (s(c).activity ? asObject(s(c).activity) : null),
    }),
    receipt: t.loadable({
      type: CallReceiptRef,
      description: 'The heavy part of the record, read only when asked for (one statement per page).',
      loaderOptions: { cacheKeyFn: (call: CallRecord) => call.id },
      resolve: (call) => call,
      load: async (calls: CallRecord[], ctx) => {
        const rows = await callReceipts(
          ctx.db,
          calls.map((c) => c.id),
        );
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
  description: 'Which calls of a run to list. Conditions combine with AND; a list matches any of its values, and an empty or missing list matches all.',
  fields: (t) => ({
    active: t.boolean({ description: 'When true, only calls in flight (status SENT).' }),
    role: t.field({ type: [CallRoleEnum], description: 'Only calls with one of these roles.' }),
    status: t.field({ type: [CallStatusEnum], description: 'Only calls with one of these statuses.' }),
    targetId: t.stringList({
      description: 'Only calls of these targets (the cell’s subject target, also for judge and simulator calls); a target the run does not have is an error.',
    }),
    caseId: t.stringList({
      description: 'Only calls of these cases; with `targetId`, the steps of one cell (case × target) in order. A case the run does not have matches nothing.',
      validate: { type: 'array', maxLength: [100, { message: 'caseId lists at most 100 cases' }] },
    }),
    search: t.string({
      description: 'Call id, case id, target id or status (case-insensitive substring).',
      validate: { type: 'string', maxLength: [200, { message: 'search is at most 200 characters' }] },
    }),
  }),
});

builder.objectFields(RunRef, (t) => ({
  calls: t.connection(
    {
      type: CallRef,
      description: 'Calls in insertion order; each page reads call summaries only.',
      args: { filter: t.arg({ type: CallFilterInput, description: 'Narrows the list; every call of the run when omitted.' }) },
      resolve: async (run, args, ctx) => {
        const list = { kind: 'calls', scope: run.id, arity: 1 };
        const page = pageRequest(args, list);
        const f = args.filter;
        checkRunFilter(run, f);
        const filter = {
          active: f?.active ?? null,
          roles: f?.role ?? null,
          statuses: f?.status ?? null,
          targetIds: f?.targetId ?? null,
          caseIds: f?.caseId ?? null,
          search: f?.search?.trim() || null,
        };
        const result = await listCalls(ctx.db, run.id, filter, page);
        return toConnection(
          result,
          list,
          (c) => [c.seq],
          () => countCalls(ctx.db, run, filter),
        );
      },
    },
    {
      description: 'A page of a run’s calls, in insertion order.',
      edgesField: { description: 'The calls of this page, each with its cursor.' },
    },
    {
      description: 'One call of a run and its cursor.',
      nodeField: { description: 'The call.' },
    },
  ),
  call: t.field({
    type: CallRef,
    nullable: true,
    description: 'One call of this run by its natural or global id.',
    args: { id: t.arg.id({ required: true, description: 'The call’s natural id (`call-…`, or `cached-…` for a replay copy) or its global id.' }) },
    resolve: async (run, args, ctx) => {
      const id = entityId('Call', String(args.id));
      const [call] = await callsByIds(ctx.db, [id]);
      if (!call || call.runId !== run.id) throw notFound(`Call ${id} not found in run ${run.id}`);
      return call;
    },
  }),
}));
