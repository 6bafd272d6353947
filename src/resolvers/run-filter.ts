// RunFilter → a query filter; values that name nothing are refused, not silently matched to zero
// rows (issue "bad input").
import { ownerScope, type Context } from '../context.ts';
import type { RunListFilter } from '../db/queries/runs.ts';
import { experimentVisible } from '../db/queries/experiments.ts';
import { badUserInput } from '../domain/errors.ts';
import { entityId } from '../schema/ids.ts';

export interface RunFilterArgs {
  search?: string | null;
  status?: readonly string[] | null;
  mode?: readonly string[] | null;
  profile?: readonly string[] | null;
  experimentId?: string | number | null;
  imported?: boolean | null;
}

export async function resolveRunFilter(ctx: Context, args: RunFilterArgs | null): Promise<RunListFilter> {
  const filter: RunListFilter = { owner: ownerScope(ctx.viewer) };
  if (!args) return filter;
  const search = args.search?.trim();
  if (search) filter.search = search;
  if (args.status?.length) {
    filter.statuses = [...new Set(args.status.flatMap((s) => (s === 'active' ? ['queued', 'running'] : [s])))];
  }
  if (args.mode?.length) filter.modes = [...args.mode];
  // The schema admits only the catalog's profile ids.
  if (args.profile?.length) filter.profiles = [...args.profile];
  if (typeof args.imported === 'boolean') filter.imported = args.imported;
  if (args.experimentId != null) {
    const id = entityId('Experiment', String(args.experimentId));
    // Someone else's experiment answers exactly like a missing one: no existence oracle.
    if (!(await experimentVisible(ctx.db, id, filter.owner ?? null))) throw badUserInput(`Unknown experiment ${id}`);
    filter.experimentId = id;
  }
  return filter;
}
