/**
 * Effective calls (docs/accounting.md): the calls as reports, comparisons, recovery plans,
 * regrade, export and replay see them once an accounting correction is in force.
 */
import type { TokenUsage } from './usage.ts';

/** One row of a correction artifact (docs/accounting.md "Reconciliation"; SCHEMA.md `accounting_corrections.data`). */
export interface CorrectionCallRow {
  readonly call_id: string;
  readonly usage?: TokenUsage | null;
  readonly cost_usd?: number | null;
  readonly verified?: boolean;
}

/** The correction artifact in force (only the fields the overlay reads). */
export interface AccountingCorrectionInput {
  readonly id: string;
  readonly calls: readonly CorrectionCallRow[];
}

/** The call fields the overlay writes; a call type must admit these values. */
export interface CorrectableCall {
  readonly id: string;
  usage?: TokenUsage | null;
  cost_usd?: unknown;
  cost_complete?: unknown;
  accounting_correction_id?: unknown;
}

/**
 * docs/accounting.md "Effective calls". Without a correction the stored calls are returned unchanged. With one,
 * every call gets `usage`, `cost_usd`, `cost_complete = verified` and
 * `accounting_correction_id` from its row; an unverified row or a call missing from the
 * correction has unknown usage and cost (a previously known cost becomes unknown).
 * Other fields (e.g. MoM `model_usage`) keep the original receipt.
 */
export function effectiveCalls<C extends CorrectableCall>(calls: readonly C[], correction: AccountingCorrectionInput | null | undefined): C[] {
  if (correction === null || correction === undefined) return [...calls];
  const rows = new Map<string, CorrectionCallRow>();
  for (const row of correction.calls) rows.set(row.call_id, row);
  return calls.map((call) => {
    const row = rows.get(call.id);
    const verified = row?.verified === true;
    // The overlay values are exactly the stored call field types (SCHEMA.md calls.data).
    return {
      ...call,
      usage: verified ? (row?.usage ?? null) : null,
      cost_usd: verified ? (row?.cost_usd ?? null) : null,
      cost_complete: verified,
      accounting_correction_id: correction.id,
    } as C;
  });
}
