// A task repository checked out at its pinned commit with the `git` CLI (docs/preparation.md
// "Acquisition"): a shallow fetch of exactly that commit, an optional sparse checkout, then a
// check that HEAD is the commit and the tree is clean. An existing clean checkout at the
// commit is reused; anything else in the folder is refused rather than overwritten.
import { execFile } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { GitSource } from '../domain/preparation/upstream-sources.ts';
import { AcquisitionError } from './acquisition-error.ts';

const run = promisify(execFile);

/** Bounds every git command: a fetch of a large task repository over a slow link included. */
const GIT_TIMEOUT_MS = 15 * 60_000;
const GIT_OUTPUT_BYTES = 4 * 1024 * 1024;

export interface CheckoutOptions {
  readonly signal: AbortSignal;
  /** The environment git runs with (its own configuration, e.g. `url.<base>.insteadOf`, applies). */
  readonly env: NodeJS.ProcessEnv;
}

async function git(args: readonly string[], options: CheckoutOptions): Promise<string> {
  const { stdout } = await run('git', [...args], {
    timeout: GIT_TIMEOUT_MS,
    maxBuffer: GIT_OUTPUT_BYTES,
    signal: options.signal,
    env: { ...options.env, GIT_TERMINAL_PROMPT: '0' },
  });
  return stdout.trim();
}

const lastLine = (error: unknown) => {
  const stderr = error && typeof error === 'object' && 'stderr' in error ? String(error.stderr) : '';
  const text = stderr.trim() || (error instanceof Error ? error.message : String(error));
  return (
    text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .at(-1) ?? text
  );
};

async function headOf(dest: string, options: CheckoutOptions): Promise<string | null> {
  try {
    return await git(['-C', dest, 'rev-parse', 'HEAD'], options);
  } catch {
    return null;
  }
}

async function isEmptyFolder(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch {
    return true;
  }
}

/** Checks out `source` at its pinned commit into `dest` (created when missing); returns `dest`. */
export async function checkoutPinned(source: GitSource, dest: string, options: CheckoutOptions): Promise<string> {
  const head = await headOf(dest, options);
  if (head === null) {
    if (!(await isEmptyFolder(dest))) {
      const origin = await git(['-C', dest, 'remote', 'get-url', 'origin'], options).catch(() => null);
      if (origin !== source.url) throw new AcquisitionError(`Refusing to check out ${source.url} into ${dest}, which holds something else`);
    } else {
      await mkdir(dest, { recursive: true });
      await git(['init', '-q', dest], options);
      await git(['-C', dest, 'remote', 'add', 'origin', source.url], options);
    }
    try {
      await git(['-C', dest, 'fetch', '-q', '--depth=1', 'origin', source.revision], options);
    } catch (error) {
      if (options.signal.aborted) throw new AcquisitionError(`Fetching ${source.url} stopped`);
      throw new AcquisitionError(`Could not fetch ${source.url} at ${source.revision}: ${lastLine(error)}`);
    }
    if (source.sparse) await git(['-C', dest, 'sparse-checkout', 'set', ...source.sparse], options);
    await git(['-C', dest, '-c', 'advice.detachedHead=false', 'checkout', '-q', '--detach', 'FETCH_HEAD'], options);
  }
  const actual = await headOf(dest, options);
  const dirty = await git(['-C', dest, 'status', '--porcelain'], options);
  if (actual !== source.revision || dirty !== '') {
    throw new AcquisitionError(`The checkout in ${dest} differs from the pinned ${source.revision} of ${source.url}; remove it and retry`);
  }
  return dest;
}
