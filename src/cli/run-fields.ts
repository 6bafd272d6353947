// The run fields several documents select, as fragments (codegen.ts copies each one used into the
// operation's document, so the server receives its definition), and how the CLI shows them.
// A fragment's fields stand where it is spread, so `--json` prints them in the same order.
import { CliError } from './client.ts';
import { graphql } from './gql/index.ts';
import type { ProgressCountsFragment } from './gql/graphql.ts';

/** Every counter of a run's progress: `progress { ...ProgressCounts }`. */
export const ProgressCounts = graphql(`
  fragment ProgressCounts on RunProgress {
    total
    completed
    failed
    running
    timeout
    pending
  }
`);

/** What identifies a run and its lifecycle, as `runs` lists it and `show` begins with. */
export const RunHeader = graphql(`
  fragment RunHeader on Run {
    runId
    name
    status
    mode
    profile
    profileName
    owner
    parentRunId
    importedFrom { storeName storeSha256 importedAt }
    createdAt
    updatedAt
  }
`);

/** A run's status as the CLI prints it; an imported unfinished run says so (it never advances here). */
export function statusText(run: { status: string; importedFrom?: { storeName: string } | null }): string {
  const status = run.status.toLowerCase();
  return run.importedFrom && (status === 'queued' || status === 'running') ? `${status} (imported)` : status;
}

/** Every counter, e.g. `3/40 completed, 1 failed, 0 timeout, 2 running, 34 pending`. */
export function progressText(p: ProgressCountsFragment): string {
  return `${p.completed}/${p.total} completed, ${p.failed} failed, ${p.timeout} timeout, ${p.running} running, ${p.pending} pending`;
}

/** A `run(id)` query answered null: no such run, or not one the caller may see. */
export const notFound = (id: string) => new CliError(`run ${JSON.stringify(id)} not found`, 'NOT_FOUND');
