// The routing decision of a registered MoM target for one request, from the target's management
// preview endpoint (preview context as plans freeze it). Nothing is generated and nothing is
// stored: zero model requests, no run, no cost.
import { CallFailure } from '../domain/accounting/call-failure.ts';
import { PROMPT_FIELDS, validateCaseRequestFields } from '../domain/plan/cases.ts';
import { defaultLimits } from '../domain/plan/limits.ts';
import { freezePreviewContext } from '../domain/plan/preview-context.ts';
import { DEFAULT_SEED } from '../domain/dataset/selection.ts';
import { badUserInput, refusingWithSync } from '../domain/errors.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import { targetById } from '../db/queries/targets.ts';
import { previewPayload, requestPreview, type JsonObject } from '../worker/preview-call.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { Actor } from './actor.ts';
import type { ServiceDeps } from './deps.ts';

export interface RoutePreviewInput {
  readonly targetId: string;
  /** The chat request as the router would receive it: `{messages, tools?, …, metadata?}` (checked here, so any value is accepted). */
  readonly request?: unknown;
  readonly sessionId?: string | null;
  readonly conversationId?: string | null;
  readonly samplingSeed?: number | null;
}

export interface RoutePreviewResult {
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

/** Asks the target's router for its decision; every refusal is BAD_USER_INPUT and says nothing was sent. */
export async function previewRoute(deps: ServiceDeps, actor: Actor, input: RoutePreviewInput): Promise<RoutePreviewResult> {
  requireAccess(actor, ACCESS.routePreview);
  const row = await targetById(deps.db, input.targetId);
  if (!row) throw bad(`Unknown target ${input.targetId}`);
  const target: JsonObject = isJsonObject(row.data) ? row.data : {};
  if (row.kind !== 'mom' || target.kind !== 'mom') throw bad('preview only supports mom targets');
  if (typeof target.preview_url !== 'string' || target.preview_url === '') {
    throw bad('preview requires an explicit management preview_url (/api/v1/routing/preview)');
  }
  // Every refusal here, the plan rules' included, says nothing was sent.
  const payload = refusingWithSync({ modelRequests: 0 }, () => {
    const request = caseShapedRequest(input.request);
    const given: JsonObject = {};
    if (input.sessionId != null) given.session_id = input.sessionId;
    if (input.conversationId != null) given.conversation_id = input.conversationId;
    if (input.samplingSeed != null) given.sampling_seed = input.samplingSeed;
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
    // The preview's public failure texts (docs/runs.md "Preview runs"; docs/transport.md "Error texts"): the router or its configuration is at fault.
    if (error instanceof CallFailure) throw bad(`Route preview failed: ${error.message}`);
    throw error;
  }
}
