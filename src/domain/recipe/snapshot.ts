// A recipe snapshot (docs/runs.md "Runner provenance and recipe snapshots"): the redacted projection of the router's configuration plus
// the hashes that bracket it; verified only when every hash equals the target's config_hash.
import { digest } from '../hashing/canonical.ts';
import { redactRecipe } from './redact.ts';

export const RECIPE_SOURCE = 'router_config_api_bracketed_hashes';
const PROJECTED = ['recipes', 'entrypoints', 'evaluation', 'routing', 'learning'] as const;

export interface ConfigHashes {
  activation_status: unknown;
  source_config_hash: unknown;
  generated_runtime_hash: unknown;
  active_runtime_hash: unknown;
}

/** Why the bracketing hashes do not allow a capture, or null when they do. */
export function hashRefusal(hashes: ConfigHashes, configHash: string): string | null {
  if (hashes.activation_status !== 'active') return 'router configuration is not active';
  if (hashes.generated_runtime_hash !== configHash || hashes.active_runtime_hash !== configHash) {
    return 'router runtime hashes differ from the frozen config_hash';
  }
  if (typeof hashes.source_config_hash !== 'string' || hashes.source_config_hash === '') return 'router reports no source config hash';
  return null;
}

export function buildSnapshot(config: Record<string, unknown>, hashes: ConfigHashes, configHash: string, capturedAt: string): Record<string, unknown> {
  const projected: Record<string, unknown> = {};
  for (const key of PROJECTED) if (key in config) projected[key] = config[key];
  const { value, redactions } = redactRecipe(projected);
  const recipe = value as Record<string, unknown>;
  return {
    ...recipe,
    source_config_hash: hashes.source_config_hash,
    generated_runtime_hash: hashes.generated_runtime_hash,
    active_runtime_hash: hashes.active_runtime_hash,
    config_hash: configHash,
    captured_at: capturedAt,
    recipe_sha256: digest(recipe),
    redacted: true,
    redactions,
    source: RECIPE_SOURCE,
    scope: 'target',
  };
}

export function snapshotVerified(snapshot: Record<string, unknown>, configHash: string | null): boolean {
  return (
    snapshot.source === RECIPE_SOURCE &&
    configHash !== null &&
    snapshot.source_config_hash === configHash &&
    snapshot.generated_runtime_hash === configHash &&
    snapshot.active_runtime_hash === configHash &&
    snapshot.redacted === true
  );
}
