// The per-run budget (docs/runs.md "One model call", step 7, "Cost policy and reservations"): spent and reserved USD are shared by every
// worker of a run, so each change is one row-locked update.
import type { Db } from '../db/client.ts';
import { addReservation, lockBudget, settleBudget } from '../db/writes/runs.ts';
import { CallFailure } from '../domain/accounting/call-failure.ts';

export interface Reservation {
  usd: number;
}

/** Takes a call slot and (require_priced) reserves `usd`, or throws the documented failure text. */
export async function reserve(db: Db, runId: string, options: { usd: number; priced: boolean; maxCostUsd: number }): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const budget = await lockBudget(tx, runId);
    const committed = budget.spentUsd + budget.reservedUsd;
    if (options.priced && (committed + options.usd > options.maxCostUsd || committed >= options.maxCostUsd)) {
      throw new CallFailure('Insufficient cost budget for a bounded call reservation');
    }
    if (options.usd > 0) await addReservation(tx, runId, options.usd);
    return { usd: options.usd };
  });
}

/** Books what a finished call cost; releases its reservation unless the incurred cost is unknown. */
export async function settle(db: Db, runId: string, reservation: Reservation, costUsd: number | null, release: boolean): Promise<void> {
  const spent = costUsd ?? 0;
  const released = release ? reservation.usd : 0;
  if (spent === 0 && released === 0) return;
  await settleBudget(db, runId, spent, released);
}
