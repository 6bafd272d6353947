/**
 * The cost reservation of one call (docs/runs.md "Cost policy and reservations") and the plan's estimate of the largest
 * reservation it may take (docs/plans.md "Plan results and the reservation estimate"). All arithmetic is IEEE double in the original's order.
 *
 *   count       = t.max_inference_calls (default 1) for a MoM, else 1
 *   input_bound = bytes(B) + 64·len(messages) + 256 + (count − 1)·max_output_chars·4
 *   out_cap     = B.max_tokens (bounded) | max native max_output_tokens of t (native)
 *   reservation = count·(input_bound·max_P(max(input, cached_input, cache_write))
 *                        + out_cap·max_P(output)) / 1_000_000
 */
import { isJsonInteger, isJsonObject } from '../accounting/json-values.ts';
import { pythonJsonBytes } from '../hashing/python-json.ts';
import { isNumber, num } from './json.ts';
import type { PlanObject } from './json.ts';
import { limitValue } from './limits.ts';
import { nativeCapacity } from './output-policy.ts';
import { plannedCellsOfRecord } from './planned-cells.ts';
import { effectiveRequestBody, firstSubjectExtraBody, FrozenCallError } from './request-body.ts';
import type { RequestLimits, RequestTarget } from './request-body.ts';

/** The target fields a reservation reads (any frozen target object fits). */
export interface ReservationTarget extends RequestTarget {
  readonly prices?: unknown;
  readonly max_inference_calls?: unknown;
  readonly native_limits?: unknown;
}

function priceValue(row: PlanObject, bucket: string): number {
  const v = row[bucket];
  if (!isNumber(v)) throw new TypeError(`Frozen price ${bucket} is not a number`);
  return num(v);
}

/** USD reserved before dispatching `body` to `target` (docs/runs.md "Cost policy and reservations"). */
export function reservationUsd(
  target: ReservationTarget,
  body: Readonly<Record<string, unknown>>,
  messages: readonly unknown[],
  limits: RequestLimits,
  outputPolicy: unknown,
): number {
  const rows = isJsonObject(target.prices) ? (Object.values(target.prices) as PlanObject[]) : [];
  if (rows.length === 0) throw new FrozenCallError('Call has no frozen prices');
  const bound = target.max_inference_calls;
  const count = target.kind === 'mom' && bound !== undefined ? (isJsonInteger(bound) ? num(bound) : Number.NaN) : 1;
  if (!Number.isFinite(count)) throw new TypeError('Frozen max_inference_calls is not an integer');
  const inputBound = pythonJsonBytes(body) + 64 * messages.length + 256 + (count - 1) * limitValue(limits as PlanObject, 'max_output_chars') * 4;
  let outCap: number;
  if (outputPolicy === 'native') {
    outCap = nativeCapacity(target as PlanObject);
  } else {
    const maxTokens = body.max_tokens;
    if (!isNumber(maxTokens)) throw new TypeError('A bounded request body carries max_tokens');
    outCap = num(maxTokens);
  }
  const inputPrice = Math.max(...rows.map((p) => Math.max(priceValue(p, 'input'), priceValue(p, 'cached_input'), priceValue(p, 'cache_write'))));
  const outputPrice = Math.max(...rows.map((p) => priceValue(p, 'output')));
  return (count * (inputBound * inputPrice + outCap * outputPrice)) / 1_000_000;
}

/**
 * The reservation of each planned cell's first subject call, in planned order, built from the
 * case messages (harness cases without messages count an empty list). Null under
 * `capability_only`; empty for preview plans, which make no model calls.
 */
export function firstCallReservations(manifest: PlanObject): number[] | null {
  if (manifest.cost_policy === 'capability_only') return null;
  if (manifest.mode === 'preview') return [];
  const cases = new Map((manifest.cases as PlanObject[]).map((c) => [c.id as string, c]));
  const targets = new Map((manifest.targets as PlanObject[]).map((t) => [t.id as string, t]));
  const limits = manifest.limits as PlanObject;
  const reservations: number[] = [];
  for (const cell of plannedCellsOfRecord(manifest)) {
    const testCase = cases.get(cell.case_id);
    const target = targets.get(cell.target_id);
    if (testCase === undefined || target === undefined) throw new TypeError('Planned cell outside the frozen matrix');
    const messages = Array.isArray(testCase.messages) ? (testCase.messages as unknown[]) : [];
    const body = effectiveRequestBody(manifest, target, messages, firstSubjectExtraBody(testCase));
    reservations.push(reservationUsd(target, body, messages, limits, manifest.output_policy));
  }
  return reservations;
}

/**
 * 2.11: Σ over planned cells (planned order, float addition from 0) of the reservation of
 * the cell's first subject call. Null under `capability_only`; 0 for preview plans.
 */
export function estimatedMaxReservationUsd(manifest: PlanObject): number | null {
  const reservations = firstCallReservations(manifest);
  if (reservations === null) return null;
  let total = 0;
  for (const usd of reservations) total += usd;
  return total;
}
