// Discovery queries that page a bounded scan of saved runs (comparisonOptions, replayOptions;
// docs/comparison.md "Comparison options"): the same option, edge and connection shapes, the same `first` bounds,
// baseline lookup and revision-bound cursors; only the scan differs.
import type { OutputRef } from '@pothos/core';
import { ownerScope, type Context } from '../../context.ts';
import type { Actor } from '../../services/actor.ts';
import type { ServiceDeps } from '../../services/deps.ts';
import type { KeyValue } from '../../db/keyset.ts';
import { runsByIds, type RunRecord } from '../../db/queries/runs.ts';
import type { ScanPage } from '../../services/discovery-scan.ts';
import { builder } from '../builder.ts';
import { badUserInput, notFound } from '../../domain/errors.ts';
import { decodeCursor, encodeCursor, entityId } from '../ids.ts';
import { RunRef } from './run.ts';
import { knownValue, PROFILE_IDS, ProfileEnum } from './enums.ts';

/** Page sizes (docs/api.md "Pagination": 1..25, default 10). */
const DEFAULT_OPTIONS_PAGE = 10;
const MAX_OPTIONS_PAGE = 25;

interface ScanConnection extends ScanPage {
  scope: string;
}

export interface DiscoveryTypes {
  /** Type name prefix: `Comparison` → ComparisonOption, ComparisonOptionEdge, ComparisonOptionConnection. */
  prefix: string;
  /** Cursor kind (binds a cursor to its list). */
  kind: string;
  optionDescription: string;
  scanLimitedDescription: string;
  emptyReasonDescription: string;
  emptyReasonEnum: OutputRef<string>;
  emptyReasons: readonly string[];
}

/** The connection type of one discovery query. */
export function discoveryConnection(types: DiscoveryTypes) {
  const OptionRef = builder.objectRef<RunRecord>(`${types.prefix}Option`);
  OptionRef.implement({
    description: types.optionDescription,
    fields: (t) => ({
      runId: t.exposeString('id', { description: 'The run’s natural `run-…` id.' }),
      name: t.exposeString('name', { description: 'The run’s display name.' }),
      profile: t.field({
        type: ProfileEnum,
        nullable: true,
        description: 'The run’s profile; null when it names none this server knows (see `run.profileName`).',
        resolve: (run) => knownValue(PROFILE_IDS, run.profile),
      }),
      caseCount: t.exposeInt('caseCount', { description: 'Cases in the run.' }),
      run: t.field({ type: RunRef, description: 'The run itself.', resolve: (run) => run }),
    }),
  });
  const EdgeRef = builder.objectRef<{ cursor: string; node: RunRecord }>(`${types.prefix}OptionEdge`);
  EdgeRef.implement({
    description: 'One option of a discovery page, with the position the scan resumes from.',
    fields: (t) => ({
      cursor: t.exposeString('cursor', {
        description: 'Where the scan resumes: after the last run examined, so every edge of a page has the same cursor.',
      }),
      node: t.field({ type: OptionRef, description: 'The option.', resolve: (edge) => edge.node }),
    }),
  });
  const cursorOf = (page: ScanConnection) => (page.resumeKey ? encodeCursor(types.kind, page.scope, [...page.resumeKey, page.revision]) : null);
  const ConnectionRef = builder.objectRef<ScanConnection>(`${types.prefix}OptionConnection`);
  ConnectionRef.implement({
    description: 'One page of a bounded discovery scan. An empty page with hasNextPage true is an unfinished search: ask for the next page.',
    fields: (t) => ({
      edges: t.field({
        type: [EdgeRef],
        description: 'The options found on this page; may be empty while hasNextPage is true.',
        // Every edge resumes after the last run examined (a scan position, not the option itself).
        resolve: (page) => page.options.map((node) => ({ cursor: cursorOf(page) ?? '', node })),
      }),
      pageInfo: t.field({
        type: builder.pageInfoRef(),
        description: 'hasNextPage says whether the scan can go on and endCursor resumes it; paging backwards is not supported.',
        resolve: (page) => ({ hasNextPage: page.hasNextPage, hasPreviousPage: false, startCursor: null, endCursor: cursorOf(page) }),
      }),
      scanLimited: t.exposeBoolean('scanLimited', { description: types.scanLimitedDescription }),
      scannedPairs: t.exposeInt('scannedPairs', { description: 'Run pairs checked for compatibility on this page.' }),
      unverifiedPairs: t.exposeInt('unverifiedPairs', { description: 'Pairs skipped on this page because their saved evidence was too large to check.' }),
      unverifiedBaselines: t.exposeInt('unverifiedBaselines', {
        description: 'Baselines on this page whose evidence was too large to check or whose partners the scan budget left unchecked.',
      }),
      emptyReason: t.field({
        type: types.emptyReasonEnum,
        nullable: true,
        description: types.emptyReasonDescription,
        resolve: (page) => knownValue(types.emptyReasons, page.emptyReason),
      }),
    }),
  });
  return ConnectionRef;
}

export type Scan = (
  deps: ServiceDeps,
  actor: Actor,
  baseline: RunRecord | null,
  first: number,
  after: KeyValue[] | null,
  revision: string | null,
) => Promise<ScanPage>;

/** Checks `first`, resolves the (visible) baseline, decodes the cursor within its scope and runs the scan. */
export async function discoveryPage(
  ctx: Context,
  kind: string,
  args: { baselineRunId?: string | number | null; first?: number | null; after?: string | null },
  scan: Scan,
): Promise<ScanConnection> {
  const first = args.first ?? DEFAULT_OPTIONS_PAGE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_OPTIONS_PAGE) {
    throw badUserInput(`\`first\` must be between 1 and ${MAX_OPTIONS_PAGE}, got ${first}`);
  }
  let baseline: RunRecord | null = null;
  if (args.baselineRunId != null) {
    const id = entityId('Run', String(args.baselineRunId));
    [baseline = null] = await runsByIds(ctx.db, [id], ownerScope(ctx.viewer));
    if (!baseline) throw notFound(`Run ${id} not found`);
  }
  const scope = `${ownerScope(ctx.viewer) ?? '*'}|${baseline?.id ?? ''}`;
  let after: KeyValue[] | null = null;
  let revision: string | null = null;
  if (args.after != null) {
    const key = decodeCursor(args.after, kind, scope, 3, [0]);
    after = [key[0]!, key[1]!];
    revision = String(key[2]);
  }
  return { ...(await scan(ctx.deps, ctx.viewer, baseline, first, after, revision)), scope };
}
