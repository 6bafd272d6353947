/**
 * Candidate plans (docs/plans.md): a new plan derived from a terminal,
 * live, single-model baseline run that is not a recovery subset. The baseline's frozen
 * protocol (cases, sampling, limits, options, weights, versions, cost policy, auxiliary
 * targets) is copied; only the targets, name, mode and lineage are new. After freezing, the
 * protocol must still equal the baseline's, so the two runs stay comparable (docs/comparison.md).
 * Pure: the caller loads the baseline and the registry, and freezes the draft.
 */
import { hasKey, isJsonObject, truthy } from '../accounting/json-values.ts';
import { canonical } from '../hashing/canonical.ts';
import { AUXILIARY_ROLES, effectiveAuxiliaryTargets } from './auxiliary-targets.ts';
import type { AuxiliaryTargetsManifest } from './auxiliary-targets.ts';
import { cloneJson, put } from './json.ts';
import type { PlanObject } from './json.ts';
import { badInput } from './plan-error.ts';
import { isTerminalRun } from '../run/status.ts';

export const DEFAULT_CANDIDATE_NAME = 'Candidate evaluation';
export const DEFAULT_ROUTING_CHECK_NAME = 'Routing check';

/** Copied from the baseline's frozen manifest when present (docs/plans.md "Candidate plans"). */
export const COPIED_KEYS = [
  'version',
  'profile',
  'seed',
  'cases',
  'dataset',
  'sampling',
  'limits',
  'benchmark_options',
  'auxiliary_targets',
  'adapter_versions',
  'benchmark_weights',
  'cost_policy',
] as const;

/** Must be equal in the frozen candidate and the baseline (plus the effective auxiliary targets). */
export const PROTOCOL_KEYS = [
  'case_sha256',
  'sampling',
  'limits',
  'profile',
  'seed',
  'cost_policy',
  'benchmark_options',
  'adapter_versions',
  'benchmark_weights',
] as const;

export const MESSAGES = {
  notTerminal: 'Candidate plans need a finished baseline run (completed, failed, cancelled or interrupted)',
  notLive: 'Candidate plans need a live baseline run',
  notSingle: 'Candidate plans need a baseline with exactly one single-model target',
  recoverySubset: 'Candidate plans cannot use a recovery subset as the baseline',
  noTargets: 'Choose at least one candidate target',
  duplicateTargets: 'Candidate target IDs must be distinct',
  unknownTarget: (id: string) => `Candidate target ${id} is not registered`,
  notMom: (id: string) => `Candidate target ${id} is not a registered MoM target`,
  reusesAuxiliary: (id: string) => `Candidate target ${id} reuses the ID of the baseline's judge or simulator`,
  badMode: 'mode must be live or preview; replay is not live evidence',
  protocolChanged: (key: string) => `Candidate plan does not reproduce the baseline protocol: ${key} differs`,
  auxiliaryChanged: 'Candidate plan does not reproduce the baseline protocol: effective judge/simulator targets differ',
} as const;

export type CandidateMode = 'live' | 'preview';
export type CandidateRole = 'preview' | 'validation' | 'candidate';

export interface CandidateBaseline {
  readonly runId: string;
  readonly status: string;
  /** The baseline's frozen manifest, parsed lexeme-preserving. */
  readonly manifest: Readonly<PlanObject>;
}

export interface CandidateRequest {
  readonly targetIds: readonly string[];
  /** Default `live`. */
  readonly mode?: string | null;
  /** Blank or absent → the default name for the mode. */
  readonly name?: string | null;
  readonly experimentId?: string | null;
  readonly hypothesis?: string | null;
}

function targetList(manifest: Readonly<PlanObject>): unknown[] {
  return Array.isArray(manifest.targets) ? (manifest.targets as unknown[]) : [];
}

/** The baseline rules, in order: terminal, live, not a recovery subset, one single-model target. */
export function checkBaseline(baseline: CandidateBaseline): void {
  const m = baseline.manifest;
  if (!isTerminalRun(baseline.status)) throw badInput(MESSAGES.notTerminal);
  if ((hasKey(m, 'mode') ? m.mode : 'live') !== 'live') throw badInput(MESSAGES.notLive);
  if (truthy(m.recovery)) throw badInput(MESSAGES.recoverySubset);
  const targets = targetList(m);
  const only = targets[0];
  if (targets.length !== 1 || !isJsonObject(only) || (only.kind ?? 'single') !== 'single') throw badInput(MESSAGES.notSingle);
}

/** Every id the baseline's `benchmark_options` name as judge or simulator. */
export function auxiliaryReferenceIds(manifest: Readonly<PlanObject>): Set<string> {
  const ids = new Set<string>();
  const options = manifest.benchmark_options;
  if (!isJsonObject(options)) return ids;
  for (const value of Object.values(options)) {
    if (!isJsonObject(value)) continue;
    for (const role of AUXILIARY_ROLES) {
      const id = value[role];
      if (typeof id === 'string' && id !== '') ids.add(id);
    }
  }
  return ids;
}

/**
 * The baseline's judge/simulator targets by id: every id its `benchmark_options` reference,
 * resolved like the original (auxiliary targets, overlaid by subject targets).
 */
export function pinnedAuxiliaries(manifest: Readonly<PlanObject>): PlanObject {
  const inventory = new Map<string, unknown>();
  if (isJsonObject(manifest.auxiliary_targets)) {
    for (const [id, target] of Object.entries(manifest.auxiliary_targets)) inventory.set(id, target);
  }
  for (const target of targetList(manifest)) {
    if (isJsonObject(target) && typeof target.id === 'string') inventory.set(target.id, target);
  }
  const pinned: PlanObject = {};
  for (const id of auxiliaryReferenceIds(manifest)) {
    const target = inventory.get(id);
    if (target !== undefined) put(pinned, id, cloneJson(target));
  }
  return pinned;
}

/** Candidate targets: distinct, registered, `mom`, and none reuses an auxiliary id. */
export function candidateTargets(ids: readonly string[], registry: ReadonlyMap<string, PlanObject>, reservedIds: ReadonlySet<string>): PlanObject[] {
  if (ids.length === 0) throw badInput(MESSAGES.noTargets);
  if (new Set(ids).size !== ids.length) throw badInput(MESSAGES.duplicateTargets);
  return ids.map((id) => {
    if (reservedIds.has(id)) throw badInput(MESSAGES.reusesAuxiliary(id));
    const registered = registry.get(id);
    if (registered === undefined) throw badInput(MESSAGES.unknownTarget(id));
    if (registered.kind !== 'mom') throw badInput(MESSAGES.notMom(id));
    return cloneJson(registered) as PlanObject;
  });
}

export function candidateMode(mode: string | null | undefined): CandidateMode {
  if (mode === null || mode === undefined || mode === 'live') return 'live';
  if (mode === 'preview') return 'preview';
  throw badInput(MESSAGES.badMode);
}

/** The experiment role (docs/plans.md "Candidate plans"): preview mode → preview; a standard baseline → validation; else candidate. */
export function candidateRole(baselineManifest: Readonly<PlanObject>, mode: CandidateMode): CandidateRole {
  if (mode === 'preview') return 'preview';
  return baselineManifest.profile === 'standard' ? 'validation' : 'candidate';
}

/**
 * The unfrozen candidate manifest. Throws `PlanError` (BAD_USER_INPUT) when the baseline or
 * the targets break a rule; the caller freezes the result and then calls `assertSameProtocol`.
 */
export function candidateManifest(baseline: CandidateBaseline, request: CandidateRequest, registry: ReadonlyMap<string, PlanObject>): PlanObject {
  checkBaseline(baseline);
  const source = baseline.manifest;
  const mode = candidateMode(request.mode);
  const pinned = pinnedAuxiliaries(source);
  const copiedAuxiliary = isJsonObject(source.auxiliary_targets) ? (source.auxiliary_targets as PlanObject) : {};
  const reserved = new Set([...auxiliaryReferenceIds(source), ...Object.keys(copiedAuxiliary)]);
  const targets = candidateTargets(request.targetIds, registry, reserved);

  const m: PlanObject = {};
  for (const key of COPIED_KEYS) if (hasKey(source, key)) put(m, key, cloneJson(source[key]));
  const name = request.name?.trim() ? request.name.trim() : mode === 'preview' ? DEFAULT_ROUTING_CHECK_NAME : DEFAULT_CANDIDATE_NAME;
  put(m, 'name', name);
  put(m, 'mode', mode);
  put(m, 'targets', targets);
  put(m, 'baseline_run_id', baseline.runId);
  if (hasKey(source, 'auxiliary_targets') || Object.keys(pinned).length > 0) {
    const auxiliary = cloneJson(copiedAuxiliary) as PlanObject;
    for (const [id, target] of Object.entries(pinned)) put(auxiliary, id, target);
    put(m, 'auxiliary_targets', auxiliary);
  }
  if (request.experimentId !== null && request.experimentId !== undefined) {
    const experiment: PlanObject = { id: request.experimentId, role: candidateRole(source, mode) };
    if (request.hypothesis !== null && request.hypothesis !== undefined) put(experiment, 'hypothesis', request.hypothesis);
    put(m, 'experiment', experiment);
  }
  return m;
}

function same(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  return canonical(a) === canonical(b);
}

function effectiveAuxiliaries(manifest: Readonly<PlanObject>): string | null {
  try {
    return canonical(effectiveAuxiliaryTargets(manifest as AuxiliaryTargetsManifest));
  } catch {
    return null;
  }
}

/** After freezing: the protocol keys and the effective auxiliary targets equal the baseline's. */
export function assertSameProtocol(baselineManifest: Readonly<PlanObject>, frozen: Readonly<PlanObject>): void {
  for (const key of PROTOCOL_KEYS) {
    if (!same(baselineManifest[key], frozen[key])) throw badInput(MESSAGES.protocolChanged(key));
  }
  const before = effectiveAuxiliaries(baselineManifest);
  if (before === null || before !== effectiveAuxiliaries(frozen)) throw badInput(MESSAGES.auxiliaryChanged);
}
