// Who may see a run (docs/api.md "Access"): non-admin actors see only their own runs and everything
// inside them; for them another owner's run does not exist (NOT_FOUND). `owner` is the actor's
// scope, null for an admin (every owner's runs). Every run-scoped read takes it.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { runs } from '../schema.ts';

/** The SQL predicate on `runs`; undefined (no condition) for an admin. */
export function runVisibleTo(owner: string | null | undefined): SQL | undefined {
  return owner ? eq(runs.owner, owner) : undefined;
}

/** The same rule for a run already read once for several subscribers. */
export function ownerMaySee(owner: string | null, run: { owner: string }): boolean {
  return owner === null || run.owner === owner;
}

/** Keeps the rows (calls, events, results) whose run the scope may see; admins without a query. */
export async function rowsOfVisibleRuns<T extends { runId: string }>(db: DbOrTx, rows: T[], owner: string | null): Promise<T[]> {
  if (owner === null || rows.length === 0) return rows;
  const visible = await db
    .select({ id: runs.id })
    .from(runs)
    .where(and(inArray(runs.id, [...new Set(rows.map((r) => r.runId))]), runVisibleTo(owner)));
  const ids = new Set(visible.map((r) => r.id));
  return rows.filter((r) => ids.has(r.runId));
}
