// What `Run.manifest` shows (docs/runs.md "What is stored"; docs/architecture.md "Rules that hold everywhere"): the list projection, without
// deployment wiring or credential names of targets.
import { isJsonObject } from '../accounting/json-values.ts';
import type { JsonRecord } from '../json/json-value.ts';

const HIDDEN_TARGET_KEYS = new Set(['base_url', 'preview_url', 'api_key_env', 'header_env', 'preview_api_key_env']);

/** A frozen target without its deployment wiring and credential variable names. */
export function publicTarget(target: unknown): unknown {
  if (!isJsonObject(target)) return target;
  return Object.fromEntries(Object.entries(target).filter(([key]) => !HIDDEN_TARGET_KEYS.has(key)));
}

export function publicManifest(listProjection: JsonRecord): JsonRecord {
  const out: JsonRecord = { ...listProjection };
  if (Array.isArray(out.targets)) out.targets = out.targets.map(publicTarget);
  if (isJsonObject(out.auxiliary_targets)) {
    out.auxiliary_targets = Object.fromEntries(Object.entries(out.auxiliary_targets).map(([id, target]) => [id, publicTarget(target)]));
  }
  return out;
}

/** A call receipt as clients may see it: never the hidden reasoning (docs/dashboard.md "Calls section"). */
export function publicReceipt(receipt: JsonRecord): JsonRecord {
  const { reasoning: _hidden, ...rest } = receipt;
  return rest;
}
