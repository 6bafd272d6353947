/**
 * `POST /api/v1/routing/preview`: the router's decision for a request without generating
 * anything (the fields of docs/runs.md "Preview runs"). Deterministic for the same request. An injected
 * preview fault (faults.ts, scope `preview`) can ask for a real execution or break the
 * acknowledged config hash.
 */
import type { FaultKind } from './faults.ts';
import type { ResolvedRouter } from './config.ts';
import { messagesOf } from './prompt.ts';
import { sha256Hex } from './random.ts';
import { acknowledgedHash, route } from './router.ts';

export function previewDecision(
  router: ResolvedRouter,
  body: Record<string, unknown>,
  expectedHash: string | null,
  capturedAt: string,
  fault: FaultKind | null = null,
): Record<string, unknown> {
  const messages = messagesOf(body);
  const choice = route(router, messages, null);
  const configHash = acknowledgedHash(router, expectedHash);
  const context = typeof body.preview_context === 'object' && body.preview_context !== null ? (body.preview_context as Record<string, unknown>) : {};
  const executionRequired = fault === 'execution_required';
  const decision: Record<string, unknown> = {
    selection_status: executionRequired ? 'execution_required' : 'selected',
    selection_reason: executionRequired ? 'runtime learning state' : choice.reason,
    selected_model: choice.model,
    decision_result: { decision_name: choice.decision, cascade: choice.cascade },
    selection_method: 'static',
    selection_provenance: {
      config_hash: configHash,
      state_snapshot_hash: sha256Hex(JSON.stringify(router.decisions)),
      captured_at: capturedAt,
      sampling_performed: false,
      sampling_seed: context.sampling_seed ?? null,
    },
    config_hash: configHash,
  };
  if (fault === 'wrong_config_hash') decision.config_hash = `${configHash}-mismatch`;
  else if (fault === 'missing_config_hash') delete decision.config_hash;
  return decision;
}
