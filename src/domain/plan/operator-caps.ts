/**
 * Operator caps on a frozen plan's limits (README "Limits"): the most a plan on this server may
 * spend, call, generate or wait. The caps are the operator's settings, passed in; a plan whose
 * limit is above its cap is refused before anything is stored or sent.
 */
import { isNumber, num } from './json.ts';
import type { PlanObject } from './json.ts';
import type { LimitKey } from './limits.ts';

/** The most each capped limit may be; a limit without an entry is not capped. */
export type OperatorCaps = Readonly<Partial<Record<LimitKey, number>>>;

export interface CapViolation {
  readonly limit: LimitKey;
  readonly requested: number;
  readonly cap: number;
}

/** The first limit (in `caps` order) above its cap, or null when the plan is within every cap. */
export function capViolation(limits: unknown, caps: OperatorCaps): CapViolation | null {
  const frozen = (limits !== null && typeof limits === 'object' ? limits : {}) as PlanObject;
  // Object.entries forgets the key type; `caps` only has LimitKey keys.
  for (const [limit, cap] of Object.entries(caps) as [LimitKey, number][]) {
    const value = frozen[limit];
    if (isNumber(value) && num(value) > cap) return { limit, requested: num(value), cap };
  }
  return null;
}

/** `max_cost_usd 1e+308 is above this server's cap of 100`. */
export function capViolationMessage(violation: CapViolation): string {
  return `limits.${violation.limit} ${violation.requested} is above this server's cap of ${violation.cap}`;
}
