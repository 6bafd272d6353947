/**
 * Preview context (docs/plans.md), preview mode only: `{session_id?, conversation_id?,
 * sampling_seed}` where `sampling_seed` defaults to the run seed. Live plans keep whatever
 * they carry untouched (the original never looked at it outside preview).
 */
import { isJsonInteger, isJsonObject } from '../accounting/json-values.ts';
import { badInput } from './plan-error.ts';
import { get, put } from './json.ts';
import type { PlanObject } from './json.ts';

export const PREVIEW_CONTEXT_FIELDS: ReadonlySet<string> = new Set(['session_id', 'conversation_id', 'sampling_seed']);

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Returns the frozen context `{sampling_seed: seed, ...given}`. */
export function freezePreviewContext(given: unknown, seed: unknown): PlanObject {
  if (!isJsonObject(given)) throw badInput('preview_context must be an object');
  const context: PlanObject = { sampling_seed: seed };
  for (const [key, value] of Object.entries(given)) put(context, key, value);
  if (Object.keys(context).some((key) => !PREVIEW_CONTEXT_FIELDS.has(key))) {
    throw badInput('Unknown preview_context field');
  }
  for (const key of ['session_id', 'conversation_id']) {
    const value = get(context, key);
    if (value !== undefined && (typeof value !== 'string' || value === '')) {
      throw badInput('Preview session identities must be nonempty strings');
    }
  }
  const seedValue = context.sampling_seed;
  if (!isJsonInteger(seedValue) || BigInt(seedValue) < INT64_MIN || BigInt(seedValue) > INT64_MAX) {
    throw badInput('preview sampling_seed must be a signed 64-bit integer');
  }
  return context;
}

/** Step 9 of 2.1: preview plans get a frozen context (default `{}`). */
export function applyPreviewContext(manifest: PlanObject): void {
  if (manifest.mode !== 'preview') return;
  put(manifest, 'preview_context', freezePreviewContext(get(manifest, 'preview_context', {}), manifest.seed));
}
