/**
 * Protocol compatibility of two frozen plans (docs/comparison.md "Protocol compatibility"): the checks, in order, that
 * make a paired comparison meaningful. Reads manifests only, so it is cheap enough for
 * option listings (compatibility.ts).
 */
import { isJsonObject, pyEquals } from '../accounting/json-values.ts';
import type { JsonRecord } from '../accounting/json-values.ts';
import { AuxiliaryReferenceError, effectiveAuxiliaryTargets } from '../plan/auxiliary-targets.ts';
import type { EffectiveAuxiliaryTarget } from '../plan/auxiliary-targets.ts';
import { COMPARISON_MESSAGES, differentKeyMessage } from './errors.ts';

/** A frozen plan as stored JSON; only the protocol fields are read. */
export type ProtocolManifest = { readonly [key: string]: unknown };

/** Deep-equality keys, checked in this order after the output policy (docs/comparison.md "Protocol compatibility"). */
export const PROTOCOL_KEYS = ['case_sha256', 'sampling', 'benchmark_options', 'benchmark_weights', 'adapter_versions', 'mode', 'limits'] as const;

const DEFAULT_OUTPUT_POLICY = 'bounded';

function outputPolicy(manifest: ProtocolManifest): unknown {
  return manifest['output_policy'] === undefined ? DEFAULT_OUTPUT_POLICY : manifest['output_policy'];
}

/** Targets then auxiliary targets: the frozen target inventory as a list. */
function inventoryList(manifest: ProtocolManifest): JsonRecord[] {
  const list: JsonRecord[] = [];
  const targets = manifest['targets'];
  if (Array.isArray(targets)) for (const t of targets as unknown[]) if (isJsonObject(t)) list.push(t);
  const auxiliary = manifest['auxiliary_targets'];
  if (isJsonObject(auxiliary)) for (const t of Object.values(auxiliary)) if (isJsonObject(t)) list.push(t);
  return list;
}

/**
 * A map that must stay consistent: `add` returns false when the key already maps to a value
 * that is not deeply equal (Python `==`).
 */
class ConsistentMap {
  private readonly values = new Map<unknown, unknown>();
  add(key: unknown, value: unknown): boolean {
    if (this.values.has(key)) return pyEquals(this.values.get(key), value);
    this.values.set(key, value);
    return true;
  }
}

function objectEntries(value: unknown): [string, unknown][] {
  return isJsonObject(value) ? Object.entries(value) : [];
}

function auxiliaryTargets(manifest: ProtocolManifest): EffectiveAuxiliaryTarget[] | AuxiliaryReferenceError {
  try {
    return effectiveAuxiliaryTargets(manifest);
  } catch (error) {
    if (error instanceof AuxiliaryReferenceError) return error;
    throw error;
  }
}

/**
 * The first incompatibility between two frozen plans as its exact message, or null when
 * they may be compared. A dangling judge/simulator reference (a broken plan invariant)
 * reports its own message.
 */
export function protocolIncompatibility(baseline: ProtocolManifest, candidate: ProtocolManifest): string | null {
  const policy = outputPolicy(baseline);
  if (!pyEquals(policy, outputPolicy(candidate))) return COMPARISON_MESSAGES.outputPolicy;

  if (policy === 'native') {
    const limits = new ConsistentMap();
    for (const manifest of [baseline, candidate]) {
      for (const target of inventoryList(manifest)) {
        for (const [model, value] of objectEntries(target['native_limits'])) {
          if (!limits.add(model, value)) return COMPARISON_MESSAGES.nativeLimits;
        }
      }
    }
  }

  for (const key of PROTOCOL_KEYS) {
    if (!pyEquals(baseline[key], candidate[key])) return differentKeyMessage(key);
  }

  const baselineAuxiliary = auxiliaryTargets(baseline);
  if (baselineAuxiliary instanceof Error) return baselineAuxiliary.message;
  const candidateAuxiliary = auxiliaryTargets(candidate);
  if (candidateAuxiliary instanceof Error) return candidateAuxiliary.message;
  if (!pyEquals(baselineAuxiliary, candidateAuxiliary)) return COMPARISON_MESSAGES.auxiliaryTargets;

  // Prices and single-model profiles, interleaved per target, baseline inventory first.
  const prices = new ConsistentMap();
  const profiles = new ConsistentMap();
  for (const manifest of [baseline, candidate]) {
    const sampling = isJsonObject(manifest['sampling']) ? manifest['sampling'] : {};
    for (const target of inventoryList(manifest)) {
      for (const [model, price] of objectEntries(target['prices'])) {
        if (!prices.add(model, price)) return COMPARISON_MESSAGES.prices;
      }
      if (target['kind'] === 'single') {
        const own = isJsonObject(target['request_params']) ? target['request_params'] : {};
        if (!profiles.add(target['model'] ?? null, { ...sampling, ...own })) return COMPARISON_MESSAGES.singleProfiles;
      }
    }
  }
  return null;
}
