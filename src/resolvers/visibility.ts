// Non-admin actors see only their own runs, and everything inside them (api.md "Access").
import { ownerScope, type Context } from '../context.ts';
import { runsByIds } from '../db/queries/runs.ts';

/** Keeps the rows whose run the viewer may see (admins see all, without a query). */
export async function onlyVisible<T extends { runId: string }>(ctx: Context, rows: T[]): Promise<T[]> {
  const owner = ownerScope(ctx.viewer);
  if (!owner || rows.length === 0) return rows;
  const runs = await runsByIds(ctx.db, [...new Set(rows.map((r) => r.runId))]);
  const visible = new Set(runs.filter((r) => r.owner === owner).map((r) => r.id));
  return rows.filter((r) => visible.has(r.runId));
}

/** Keeps the runs the viewer may see. */
export function onlyVisibleRuns<T extends { owner: string }>(ctx: Context, runs: T[]): T[] {
  const owner = ownerScope(ctx.viewer);
  return owner ? runs.filter((run) => run.owner === owner) : runs;
}
