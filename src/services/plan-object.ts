// A submitted plan or manifest as a plan object (README "The API in brief": pass the JSON text to
// keep every number exact). Shared by planning, admission and the stored plans.
import { parseJson } from '../domain/hashing/json-lexeme.ts';
import type { PlanObject } from '../domain/plan/json.ts';
import { isObject } from '../domain/run/manifest-projection.ts';
import { badUserInput } from '../domain/errors.ts';

/** A plan given as text is parsed lexeme-preserving, so `1.0` stays a float (docs/plans.md "Canonical JSON and hashes"). */
export function planObject(value: unknown): PlanObject {
  if (typeof value === 'string') {
    try {
      value = parseJson(value);
    } catch {
      throw badUserInput('plan text is not valid JSON', { dispatchStarted: false, modelRequests: 0 });
    }
  }
  if (!isObject(value)) throw badUserInput('manifest must be an object', { dispatchStarted: false, modelRequests: 0 });
  return value as PlanObject;
}
