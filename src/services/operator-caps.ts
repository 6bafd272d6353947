// The operator caps on plan limits (README "Limits") applied to a frozen plan: every plan that
// may become a run (planRun, startRun, candidatePlan, recover) passes here first.
import type { Actor } from './actor.ts';
import type { ServiceDeps } from './deps.ts';
import { capViolation, capViolationMessage } from '../domain/plan/operator-caps.ts';
import type { PlanObject } from '../domain/plan/json.ts';
import { settingFor } from '../limits/plan-caps.ts';
import { badUserInput } from '../domain/errors.ts';

/** BAD_USER_INPUT naming the limit, the requested value and the cap (and the setting that raises it). */
export function assertWithinCaps(deps: ServiceDeps, _actor: Actor, manifest: PlanObject): void {
  const violation = capViolation(manifest.limits, deps.planCaps);
  if (violation === null) return;
  const setting = settingFor(violation.limit);
  throw badUserInput(`${capViolationMessage(violation)}${setting ? ` (${setting})` : ''}`, {
    limit: violation.limit,
    requested: violation.requested,
    cap: violation.cap,
    dispatchStarted: false,
    modelRequests: 0,
  });
}
