/** Test-only builders for small valid plans. */
import { freezePlan } from '../../../src/domain/plan/freeze.ts';
import type { FreezeContext, FrozenPlan } from '../../../src/domain/plan/freeze.ts';
import type { PlanObject } from '../../../src/domain/plan/json.ts';

export const PRICES = { input: 1, cached_input: 0.1, cache_write: 1.25, output: 3 };

export function single(id = 's', model = 'acme/s'): PlanObject {
  return { id, kind: 'single', model, base_url: 'http://127.0.0.1:8001/v1', prices: { [model]: { ...PRICES } } };
}

export function mom(id = 'm'): PlanObject {
  return {
    id,
    kind: 'mom',
    model: 'MoM',
    base_url: 'http://127.0.0.1:8801/v1',
    config_hash: 'cfg-1',
    max_inference_calls: 4,
    preview_url: 'http://127.0.0.1:8801/api/v1/routing/preview',
    prices: { 'acme/a': { ...PRICES }, 'acme/b': { input: 2, cached_input: 0.2, cache_write: 2.5, output: 6 } },
  };
}

export function mcq(id = 'c1', extra: PlanObject = {}): PlanObject {
  return { id, benchmark: 'mmlu-pro', messages: [{ role: 'user', content: `Question ${id}` }], answer: 'A', ...extra };
}

export function plan(extra: PlanObject = {}): PlanObject {
  return { version: 'sr-bench-1.0', cases: [mcq('c1'), mcq('c2')], targets: [single()], ...extra };
}

export const ADMIN: FreezeContext = { actorIsAdmin: true };

export function freeze(manifest: unknown, context: Partial<FreezeContext> = {}): FrozenPlan {
  return freezePlan(manifest, { ...ADMIN, ...context });
}

/** The message and code freezing fails with, for `toEqual` checks. */
export function failure(manifest: unknown, context: Partial<FreezeContext> = {}): { message: string; code: string } {
  try {
    freeze(manifest, context);
  } catch (error) {
    const e = error as { message: string; code?: string };
    return { message: e.message, code: e.code ?? (error as Error).name };
  }
  throw new Error('freezing succeeded');
}

export function bad(message: string): { message: string; code: string } {
  return { message, code: 'BAD_USER_INPUT' };
}
