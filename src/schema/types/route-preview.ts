// Mutation.routePreview: the routing decision of a registered MoM target for one request, from
// the target's management preview endpoint (service.md §3.10, §2.9 preview context). Nothing is
// generated and nothing is stored: zero model requests, no run, no cost. A mutation (not a
// query) because it sends a credentialed request to the router; WRITE, like planning.
import { CallFailure } from '../../domain/accounting/call-failure.ts';
import { PROMPT_FIELDS, validateCaseRequestFields } from '../../domain/plan/cases.ts';
import { defaultLimits } from '../../domain/plan/limits.ts';
import { freezePreviewContext } from '../../domain/plan/preview-context.ts';
import { DEFAULT_SEED } from '../../domain/dataset/selection.ts';
import { targetById } from '../../db/queries/targets.ts';
import { previewPayload, requestPreview, type JsonObject } from '../../worker/preview-call.ts';
import { requireRole } from '../../auth/roles.ts';
import { builder } from '../builder.ts';
import { badUserInput, refusingWithSync } from '../../domain/errors.ts';
import { asObject, str } from '../json-fields.ts';

interface RoutePreviewResult {
  targetId: string;
  routing: JsonObject;
}

const REQUEST_KEYS: ReadonlySet<string> = new Set(['messages', 'metadata', ...PROMPT_FIELDS]);

const bad = (message: string) => badUserInput(message, { modelRequests: 0 });

/** The request as a case-shaped object (`metadata` travels as `request_metadata`, as in datasets). */
function caseShapedRequest(request: unknown): JsonObject {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) throw bad('request must be a JSON object');
  const given = request as JsonObject;
  const unknown = Object.keys(given).filter((key) => !REQUEST_KEYS.has(key));
  if (unknown.length > 0) throw bad(`Unknown request field: ${unknown.sort().join(', ')}`);
  const messages = given.messages;
  if (!Array.isArray(messages) || messages.length === 0) throw bad('request.messages must be a nonempty list');
  if (messages.some((m) => typeof m !== 'object' || m === null || Array.isArray(m) || typeof (m as JsonObject).role !== 'string')) {
    throw bad('Every request message must be an object with a string role');
  }
  const shaped: JsonObject = { messages };
  for (const name of PROMPT_FIELDS) if (Object.hasOwn(given, name)) shaped[name] = given[name];
  if (Object.hasOwn(given, 'metadata')) shaped.request_metadata = given.metadata;
  validateCaseRequestFields(shaped);
  return shaped;
}

const RoutePreviewRef = builder.objectRef<RoutePreviewResult>('RoutePreview');
RoutePreviewRef.implement({
  description: "A router's decision for one request: nothing generated, nothing stored.",
  fields: (t) => ({
    targetId: t.exposeString('targetId', { description: 'The MoM target that was asked.' }),
    selectionStatus: t.string({ nullable: true, description: 'Whether the router settled on a model, as the router reported it (an open set kept as text), e.g. `selected` or `execution_required`; null when it did not say.', resolve: (r) => str(r.routing, 'selection_status') }),
    selectionReason: t.string({ nullable: true, description: 'The router’s reason for its selection; null when not given.', resolve: (r) => str(r.routing, 'selection_reason') }),
    selectedModel: t.string({ nullable: true, description: 'The model the router would send the request to; null when none was selected.', resolve: (r) => str(r.routing, 'selected_model') }),
    decisionName: t.string({ nullable: true, description: 'The name of the routing decision that matched; null when not given.', resolve: (r) => str(asObject(r.routing.decision_result), 'decision_name') }),
    selectionMethod: t.string({
      nullable: true,
      description: 'How the model was chosen, as the router reported it (an open set kept as text), e.g. `static`, `single` or `route_action`; null when not given.',
      resolve: (r) => str(r.routing, 'selection_method') }),
    configHash: t.string({ nullable: true, description: 'The configuration hash the router acknowledged; null when not given.', resolve: (r) => str(r.routing, 'config_hash') }),
    selectionProvenance: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The router’s record of the selection (configuration and state hashes, capture time, whether and with which seed it sampled); null when not given.',
      resolve: (r) => r.routing.selection_provenance ?? null }),
    routing: t.field({ type: 'JSON', description: "The router's full preview response.", resolve: (r) => r.routing }),
    modelRequests: t.int({ description: 'Always 0: a preview generates nothing.', resolve: () => 0 }),
  }),
});

builder.mutationField('routePreview', (t) =>
  t.field({
    type: RoutePreviewRef,
    description:
      "The routing decision of a registered MoM target (with a preview_url) for one request, from the router's preview endpoint (WRITE). Zero model requests; nothing is stored. " +
      'An unknown or non-previewable target, an invalid request or a failed preview is BAD_USER_INPUT.',
    args: {
      targetId: t.arg.string({ required: true, description: 'A registered MoM target with a preview endpoint.' }),
      request: t.arg({ type: 'JSON', required: true, description: '`{messages, tools?, functions?, tool_choice?, function_call?, response_format?, metadata?}`' }),
      sessionId: t.arg.string({ description: 'Session identity passed to the router; a non-empty string. Omitted, none is sent.' }),
      conversationId: t.arg.string({ description: 'Conversation identity passed to the router; a non-empty string. Omitted, none is sent.' }),
      samplingSeed: t.arg.int({ description: 'Seed for a router that samples among models; default 20260918, the default plan seed.' }),
    },
    resolve: async (_root, args, ctx) => {
      requireRole(ctx.viewer, 'WRITE', 'Previewing a route');
      const row = await targetById(ctx.db, args.targetId);
      if (!row) throw bad(`Unknown target ${args.targetId}`);
      const target = asObject(row.data);
      if (row.kind !== 'mom' || target.kind !== 'mom') throw bad('preview only supports mom targets');
      if (typeof target.preview_url !== 'string' || target.preview_url === '') {
        throw bad('preview requires an explicit management preview_url (/api/v1/routing/preview)');
      }
      // Every refusal here, the plan rules' included, says nothing was sent.
      const payload = refusingWithSync({ modelRequests: 0 }, () => {
        const request = caseShapedRequest(args.request);
        const given: JsonObject = {};
        if (args.sessionId != null) given.session_id = args.sessionId;
        if (args.conversationId != null) given.conversation_id = args.conversationId;
        if (args.samplingSeed != null) given.sampling_seed = args.samplingSeed;
        const previewContext = freezePreviewContext(given, DEFAULT_SEED) as JsonObject;
        return previewPayload(request, target, { previewContext });
      });
      const limits = defaultLimits();
      try {
        const routing = await requestPreview({
          target,
          payload,
          env: process.env,
          timeoutSeconds: Math.min(Number(limits.total_timeout_s), Number(limits.idle_timeout_s)),
        });
        return { targetId: row.id, routing };
      } catch (error) {
        // The preview's public failure texts (§3.10, §4.11): the router or its configuration is at fault.
        if (error instanceof CallFailure) throw bad(`Route preview failed: ${error.message}`);
        throw error;
      }
    },
  }),
);
