/**
 * Target rules (docs/plans.md "Validation order", steps 20–22, "Targets and prices"): the `targets` list, the `auxiliary_targets`
 * map, and the per-target checks in the original's order, for subject targets then
 * auxiliary targets. Defaults (`session_mode: stateless`, `stream: true`) are never written
 * into the frozen target, so stored plans re-freeze to the same hash.
 */
import { hasKey, isJsonObject, truthy } from '../accounting/json-values.ts';
import { badInput } from './plan-error.ts';
import { get, put } from './json.ts';
import type { PlanObject } from './json.ts';
import { validateTargetPrices } from './prices.ts';
import { isPlainHttpUrl } from './url.ts';

export const TARGET_KINDS = ['single', 'mom'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];
export const SESSION_MODES = ['stateless', 'session_aware'] as const;

/** A frozen target (docs/plans.md "Targets and prices"); the optional fields stay loosely typed JSON. */
export interface Target {
  id: string;
  kind: TargetKind;
  model: string;
  base_url: string;
  [key: string]: unknown;
}

export const MAX_HEADER_ENV = 16;
const HEADER_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;
const ENV_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
const RESERVED_HEADERS: ReadonlySet<string> = new Set(['authorization', 'content-type', 'content-length', 'host', 'transfer-encoding', 'connection']);

/** `header_env`: header name → environment variable name, credential references only. */
export function validateHeaderEnv(headerEnv: unknown): void {
  if (!isJsonObject(headerEnv) || Object.keys(headerEnv).length > MAX_HEADER_ENV) {
    throw badInput('header_env must map at most 16 header names to env names');
  }
  for (const [name, env] of Object.entries(headerEnv)) {
    const lower = name.toLowerCase();
    if (!HEADER_NAME_RE.test(name) || RESERVED_HEADERS.has(lower) || lower.startsWith('x-sr-bench-') || typeof env !== 'string' || !ENV_NAME_RE.test(env)) {
      throw badInput('header_env needs non-reserved header names and environment variable names');
    }
  }
}

/** The `targets` list and the `auxiliary_targets` map (steps 20–21); returns both. */
export function targetCollections(manifest: PlanObject): { targets: unknown[]; auxiliary: PlanObject } {
  const targets = manifest.targets;
  if (!Array.isArray(targets) || targets.length === 0) throw badInput('at least one target is required');
  const auxiliary = get(manifest, 'auxiliary_targets', {});
  if (!isJsonObject(auxiliary) || Object.entries(auxiliary).some(([key, t]) => !isJsonObject(t) || get(t, 'id') !== key)) {
    throw badInput('auxiliary_targets must map target IDs to matching target objects');
  }
  return { targets, auxiliary };
}

export interface TargetRuleContext {
  mode: string;
  costPolicy: string;
}

/** The rules of 2.5 for one target; `subject` marks entries of `targets` (preview rules). */
export function validateTarget(target: PlanObject, subject: boolean, ctx: TargetRuleContext): void {
  // `model` must be a non-empty string (the original only asked for a truthy value).
  if (!TARGET_KINDS.includes(target.kind as TargetKind) || typeof target.model !== 'string' || target.model === '') {
    throw badInput('target requires kind single/mom and model');
  }
  if (hasKey(target, 'capture_recipe') && typeof target.capture_recipe !== 'boolean') {
    throw badInput('capture_recipe must be boolean');
  }
  if (target.capture_recipe === true && target.kind !== 'mom') {
    throw badInput('Recipe capture is only available for MoM targets');
  }
  if (!isPlainHttpUrl(get(target, 'base_url', ''))) {
    throw badInput('target base_url must be an HTTP(S) URL without credentials/query');
  }
  if (['api_key', 'authorization', 'headers'].some((key) => hasKey(target, key))) {
    throw badInput('use api_key_env and header_env; raw credentials and header values are forbidden');
  }
  validateHeaderEnv(get(target, 'header_env', {}));
  if (hasKey(target, 'stream') && (typeof target.stream !== 'boolean' || (!target.stream && target.kind !== 'single'))) {
    throw badInput('stream must be boolean; only single targets may disable it');
  }
  if (ctx.mode === 'preview' && subject) {
    if (target.kind !== 'mom') throw badInput('preview only supports mom targets');
    if (!isPlainHttpUrl(get(target, 'preview_url', ''))) {
      throw badInput('preview requires an explicit management preview_url (/api/v1/routing/preview)');
    }
  }
  if (target.kind === 'mom' && ctx.mode === 'live' && !truthy(target.config_hash)) {
    throw badInput('live mom target requires frozen config_hash');
  }
  validateTargetPrices(target, ctx.mode, ctx.costPolicy);
  if (hasKey(target, 'session_mode') && !SESSION_MODES.includes(target.session_mode as (typeof SESSION_MODES)[number])) {
    throw badInput('session_mode must be stateless or session_aware');
  }
}

/**
 * Step 22: ids unique non-empty strings across both collections, then every rule, for
 * `targets` then `auxiliary_targets` (one target at a time, as the original did).
 */
export function validateTargets(targets: readonly unknown[], auxiliary: PlanObject, ctx: TargetRuleContext): PlanObject[] {
  const all: PlanObject[] = [];
  const ids = new Set<string>();
  const entries: [unknown, boolean][] = [
    ...targets.map((t): [unknown, boolean] => [t, true]),
    ...Object.values(auxiliary).map((t): [unknown, boolean] => [t, false]),
  ];
  for (const [target, subject] of entries) {
    if (!isJsonObject(target) || typeof target.id !== 'string' || target.id === '' || ids.has(target.id)) {
      throw badInput('target IDs must be unique nonempty strings');
    }
    ids.add(target.id);
    validateTarget(target, subject, ctx);
    all.push(target);
  }
  return all;
}

export const ROUTER_SESSION_SCOPES = ['none', 'case'] as const;

/**
 * Legacy `router_session_scope` (docs/plans.md "Targets and prices"): `case` is allowed only for live runs whose subject
 * targets are all MoM and becomes `session_mode: session_aware` on every subject target;
 * the key itself is not frozen.
 */
export function normalizeRouterSessionScope(manifest: PlanObject, targets: readonly PlanObject[]): void {
  if (!hasKey(manifest, 'router_session_scope')) return;
  const scope = manifest.router_session_scope;
  if (scope !== 'none' && scope !== 'case') throw badInput('router_session_scope must be none or case');
  if (scope === 'case') {
    if (manifest.mode !== 'live' || targets.some((t) => t.kind !== 'mom')) {
      throw badInput('router_session_scope case requires a live run whose targets are all MoM');
    }
    for (const target of targets) put(target, 'session_mode', 'session_aware');
  }
  delete manifest.router_session_scope;
}
