/**
 * `POST /api/v1/routing/preview`: the router's decision for a request without generating
 * anything (service.md §3.10 fields). Deterministic for the same request.
 */
import type { ResolvedRouter } from './config.ts';
import { messagesOf } from './prompt.ts';
import { sha256Hex } from './random.ts';
import { acknowledgedHash, route } from './router.ts';

export function previewDecision(
  router: ResolvedRouter,
  body: Record<string, unknown>,
  expectedHash: string | null,
  capturedAt: string,
): Record<string, unknown> {
  const messages = messagesOf(body);
  const choice = route(router, messages, null);
  const configHash = acknowledgedHash(router, expectedHash);
  const context = typeof body.preview_context === 'object' && body.preview_context !== null ? (body.preview_context as Record<string, unknown>) : {};
  return {
    selection_status: 'selected',
    selection_reason: choice.reason,
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
}
