// Plan warnings before Start: from the same first-call reservations the worker makes, a plan
// whose cells fail for cost for sure (a call over the whole budget, or the calls in flight
// over it together) and one that may stop early (all reservations over the budget).
import { describe, expect, it } from 'vitest';
import { budgetWarnings } from '../../../src/domain/plan/budget-check.ts';
import { firstCallReservations } from '../../../src/domain/plan/reservation.ts';
import { formatUsd } from '../../../src/format/money.ts';
import { freeze, mcq, plan } from './plan-fixtures.ts';

const cases = (n: number) => Array.from({ length: n }, (_, i) => mcq(`c${i + 1}`));

function frozen(limits: Record<string, number>, n = 6, extra: Record<string, unknown> = {}) {
  return freeze(plan({ cases: cases(n), limits, ...extra })).manifest;
}

describe('budgetWarnings', () => {
  const reservation = firstCallReservations(frozen({}))![0]!;

  it('finds nothing in a plan its budget covers, or in a preview or unpriced plan', () => {
    expect(budgetWarnings(frozen({}))).toEqual([]);
    expect(budgetWarnings(frozen({ max_cost_usd: reservation / 2 }, 6, { cost_policy: 'capability_only' }))).toEqual([]);
  });

  it('a call that reserves more than the budget fails for sure', () => {
    const budget = reservation / 2;
    const warnings = budgetWarnings(frozen({ max_cost_usd: budget }));
    expect(warnings.map((w) => [w.code, w.certain])).toEqual([
      ['CALL_OVER_BUDGET', true],
      ['RESERVATIONS_OVER_BUDGET', false],
    ]);
    expect(warnings[0]!.message).toBe(
      `6 subject calls each reserve up to ${formatUsd(reservation)}, more than the ${formatUsd(budget)} budget: their cells fail before anything is sent. Raise the budget to at least ${formatUsd(reservation)} or lower max_tokens.`,
    );
  });

  it('calls in flight that reserve more than the budget together fail for sure, and the concurrency that fits is named', () => {
    // Room for two calls at once (2.5 reservations), with four in flight.
    const budget = reservation * 2.5;
    const warnings = budgetWarnings(frozen({ max_cost_usd: budget, concurrency: 4 }));
    expect(warnings.map((w) => [w.code, w.certain])).toEqual([
      ['CONCURRENT_CALLS_OVER_BUDGET', true],
      ['RESERVATIONS_OVER_BUDGET', false],
    ]);
    expect(warnings[0]!.message).toContain(`At concurrency 4, 4 calls in flight reserve up to ${formatUsd(reservation * 4)} together`);
    expect(warnings[0]!.message).toContain('Lower concurrency to 2 or raise the budget');
    // The same budget at concurrency 2 only may stop early.
    expect(budgetWarnings(frozen({ max_cost_usd: budget, concurrency: 2 })).map((w) => w.code)).toEqual(['RESERVATIONS_OVER_BUDGET']);
  });

  it('reservations over the budget in total may stop the run early', () => {
    const warnings = budgetWarnings(frozen({ max_cost_usd: reservation * 3 }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'RESERVATIONS_OVER_BUDGET', certain: false });
    expect(warnings[0]!.message).toContain(`The first calls of all 6 planned cells reserve up to ${formatUsd(reservation * 6)}`);
  });
});
