// Mutation.routePreview: the routing decision of a registered MoM target for one request
// (services/route-preview.ts). A mutation (not a query) because it sends a credentialed request
// to the router; WRITE, like planning.
import { builder } from '../builder.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { previewRoute, type RoutePreviewResult } from '../../services/route-preview.ts';
import { userErrorsField } from '../user-errors.ts';
import { asObject, str } from '../json-fields.ts';

const RoutePreviewRef = builder.objectRef<RoutePreviewResult>('RoutePreview');
RoutePreviewRef.implement({
  description: "A router's decision for one request: nothing generated, nothing stored.",
  fields: (t) => ({
    targetId: t.exposeString('targetId', { description: 'The MoM target that was asked.' }),
    selectionStatus: t.string({
      nullable: true,
      description:
        'Whether the router settled on a model, as the router reported it (an open set kept as text), e.g. `selected` or `execution_required`; null when it did not say.',
      resolve: (r) => str(r.routing, 'selection_status'),
    }),
    selectionReason: t.string({
      nullable: true,
      description: 'The router’s reason for its selection; null when not given.',
      resolve: (r) => str(r.routing, 'selection_reason'),
    }),
    selectedModel: t.string({
      nullable: true,
      description: 'The model the router would send the request to; null when none was selected.',
      resolve: (r) => str(r.routing, 'selected_model'),
    }),
    decisionName: t.string({
      nullable: true,
      description: 'The name of the routing decision that matched; null when not given.',
      resolve: (r) => str(asObject(r.routing.decision_result), 'decision_name'),
    }),
    selectionMethod: t.string({
      nullable: true,
      description:
        'How the model was chosen, as the router reported it (an open set kept as text), e.g. `static`, `single` or `route_action`; null when not given.',
      resolve: (r) => str(r.routing, 'selection_method'),
    }),
    configHash: t.string({
      nullable: true,
      description: 'The configuration hash the router acknowledged; null when not given.',
      resolve: (r) => str(r.routing, 'config_hash'),
    }),
    selectionProvenance: t.field({
      type: 'JSON',
      nullable: true,
      description:
        'The router’s record of the selection (configuration and state hashes, capture time, whether and with which seed it sampled); null when not given.',
      resolve: (r) => r.routing.selection_provenance ?? null,
    }),
    routing: t.field({ type: 'JSON', description: "The router's full preview response.", resolve: (r) => r.routing }),
    modelRequests: t.int({ description: 'Always 0: a preview generates nothing.', resolve: () => 0 }),
  }),
});

builder.relayMutationField(
  'routePreview',
  {
    description: 'The MoM target to ask and the request to route.',
    inputFields: (t) => ({
      targetId: t.string({ required: true, description: 'A registered MoM target with a preview endpoint.' }),
      request: t.field({
        type: 'JSON',
        required: true,
        description:
          'An OpenAI-style chat request, free-form as the router receives it: `{messages, tools?, functions?, tool_choice?, function_call?, response_format?, metadata?}`.',
      }),
      sessionId: t.string({ description: 'Session identity passed to the router; a non-empty string. Omitted, none is sent.' }),
      conversationId: t.string({ description: 'Conversation identity passed to the router; a non-empty string. Omitted, none is sent.' }),
      samplingSeed: t.int({ description: 'Seed for a router that samples among models; default 20260918, the default plan seed.' }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.routePreview },
    description:
      "The routing decision of a registered MoM target (with a preview_url) for one request, from the router's preview endpoint (WRITE). Zero model requests; nothing is stored. " +
      'An unknown or non-previewable target, an invalid request or a failed preview is BAD_USER_INPUT.',
    resolve: async (_root, { input }, ctx) => succeeded(await previewRoute(ctx.deps, ctx.viewer, input)),
  },
  {
    description: 'The routing decision, or why the preview was refused.',
    outputFields: (t) => ({
      preview: t.field({ type: RoutePreviewRef, nullable: true, description: 'The routing decision; null when refused.', resolve: (p) => p.result }),
      userErrors: userErrorsField(t),
    }),
  },
);
