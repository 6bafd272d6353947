// Acquiring a benchmark's upstream data at its pinned revision (docs/preparation.md
// "Acquisition"): Hub files through the Hub client into the download cache, task repositories
// through git into a checkout under the data directory; or, offline, the same files from a
// local mirror folder. Zero model requests.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { SourceOrigin } from '../domain/preparation/prepare.ts';
import type { SourceFile } from '../domain/preparation/records.ts';
import { hubOrigin, UPSTREAM_SOURCES, type GitSource, type HubSource, type UpstreamSource } from '../domain/preparation/upstream-sources.ts';
import { AcquisitionError } from './acquisition-error.ts';
import { checkoutPinned } from './git-checkout.ts';
import { hubFile } from './hub-download.ts';

export const MIRROR_ENV = 'SR_BENCH_SOURCE_MIRROR';
export const MAX_SOURCE_BYTES_ENV = 'SR_BENCH_MAX_SOURCE_BYTES';
export const DEFAULT_HUB_URL = 'https://huggingface.co';
/** One upstream file is read whole; the largest pinned one is far below this. */
export const DEFAULT_MAX_SOURCE_BYTES = 1024 * 1024 * 1024;

export type Acquired =
  | { readonly kind: 'files'; readonly files: SourceFile[]; readonly revision: string; readonly origin: SourceOrigin }
  | { readonly kind: 'checkout'; readonly path: string; readonly revision: string };

export interface AcquireOptions {
  /** The server's data directory: the download cache and checkouts live under it. */
  readonly dataDir: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly signal: AbortSignal;
  /** Bytes received so far over every file of the benchmark, and the total known so far. */
  readonly onProgress: (done: number, total: number) => void;
  /** A download that receives nothing for this long stops (default a minute); the next attempt resumes it. */
  readonly idleTimeoutMs?: number;
  /** The pinned sources; the catalog's unless a caller (a test) pins its own. */
  readonly sources?: Readonly<Record<string, UpstreamSource>>;
}

export async function acquireUpstream(benchmark: string, options: AcquireOptions): Promise<Acquired> {
  const source = (options.sources ?? UPSTREAM_SOURCES)[benchmark];
  if (!source) throw new AcquisitionError(`${benchmark} has no pinned upstream source; prepare it from local files with sourcePath and revision`);
  const mirror = options.env[MIRROR_ENV] || null;
  if (source.kind === 'hub') {
    const files = mirror ? await mirroredHubFiles(benchmark, source, mirror, options) : await downloadedHubFiles(benchmark, source, options);
    return { kind: 'files', files, revision: source.revision, origin: hubOrigin(source) };
  }
  const path = await checkout(benchmark, source, mirror, options);
  return { kind: 'checkout', path, revision: source.revision };
}

function maxSourceBytes(env: AcquireOptions['env']): number {
  const configured = Number(env[MAX_SOURCE_BYTES_ENV]);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_MAX_SOURCE_BYTES;
}

async function downloadedHubFiles(benchmark: string, source: HubSource, options: AcquireOptions): Promise<SourceFile[]> {
  const hubUrl = (options.env['HF_ENDPOINT'] || DEFAULT_HUB_URL).replace(/\/+$/, '');
  const accessToken = options.env['HF_TOKEN'] || null;
  if (source.gated && !accessToken) {
    throw new AcquisitionError(
      `${benchmark}: ${source.repo} is gated on the Hub; accept its terms on the dataset page and set HF_TOKEN to a token of that account`,
    );
  }
  const sizes = source.files.map(() => ({ done: 0, total: 0 }));
  const report = () =>
    options.onProgress(
      sizes.reduce((sum, s) => sum + s.done, 0),
      sizes.reduce((sum, s) => sum + s.total, 0),
    );
  const files: SourceFile[] = [];
  for (const [index, path] of source.files.entries()) {
    const bytes = await hubFile({
      repo: source.repo,
      revision: source.revision,
      path,
      hubUrl,
      accessToken,
      benchmark,
      cacheDir: join(options.dataDir, 'cache'),
      maxBytes: maxSourceBytes(options.env),
      signal: options.signal,
      ...(options.idleTimeoutMs === undefined ? {} : { idleTimeoutMs: options.idleTimeoutMs }),
      onProgress: (done, total) => {
        sizes[index] = { done, total };
        report();
      },
    });
    sizes[index] = { done: bytes.byteLength, total: bytes.byteLength };
    report();
    files.push({ name: path, bytes });
  }
  return files;
}

/** Offline: `<mirror>/datasets/<owner>/<name>/<revision>/<path>`, the Hub's files at the pinned revision. */
async function mirroredHubFiles(benchmark: string, source: HubSource, mirror: string, options: AcquireOptions): Promise<SourceFile[]> {
  const files: SourceFile[] = [];
  let done = 0;
  for (const path of source.files) {
    const local = join(mirror, 'datasets', source.repo, source.revision, path);
    let bytes: Uint8Array;
    try {
      bytes = await readFile(local);
    } catch {
      throw new AcquisitionError(`${benchmark}: the source mirror (${MIRROR_ENV}) has no ${join('datasets', source.repo, source.revision, path)}`);
    }
    done += bytes.byteLength;
    options.onProgress(done, done);
    files.push({ name: path, bytes });
  }
  return files;
}

/** Online: the repository's URL; offline: `<mirror>/git/<repository folder name>` (bare or not). */
async function checkout(benchmark: string, source: GitSource, mirror: string | null, options: AcquireOptions): Promise<string> {
  const url = mirror ? join(mirror, 'git', basename(source.url)) : source.url;
  const dest = join(options.dataDir, 'checkouts', benchmark, source.revision);
  return checkoutPinned({ ...source, url }, dest, { signal: options.signal, env: { ...process.env, ...options.env } });
}
