// One Hugging Face dataset file at a pinned revision, through the Hub's own client
// (docs/preparation.md "Acquisition"). Downloads land in a content-addressed cache under the
// data directory (`blobs/sha256/<hex>`, with a reference per repository, revision and path),
// resume from a partial file after an interruption, stop at a size bound, and are checked
// against the checksum the Hub announces for files stored with Git LFS.
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { downloadFile, fileDownloadInfo, HubApiError } from '@huggingface/hub';
import { AcquisitionError } from './acquisition-error.ts';

export interface HubFileRequest {
  readonly repo: string;
  readonly revision: string;
  readonly path: string;
  /** The Hub's base URL (`HF_ENDPOINT`). */
  readonly hubUrl: string;
  /** `HF_TOKEN`, for gated datasets. */
  readonly accessToken: string | null;
  readonly cacheDir: string;
  readonly maxBytes: number;
  readonly signal: AbortSignal;
  /** A transfer that receives nothing for this long is stopped (it resumes on the next attempt). */
  readonly idleTimeoutMs?: number;
  /** Bytes of this file received so far (a resumed download starts where it stopped). */
  readonly onProgress: (done: number, total: number) => void;
  /** The benchmark, for messages. */
  readonly benchmark: string;
}

interface CacheReference {
  sha256: string;
  size: number;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex');

function blobPath(cacheDir: string, sha256: string): string {
  return join(cacheDir, 'blobs', 'sha256', sha256);
}

function referencePath(cacheDir: string, request: HubFileRequest): string {
  return join(cacheDir, 'refs', keyOf('hub', request.repo, request.revision, request.path));
}

/** The file's bytes, from the cache when a verified copy is there, else from the Hub. */
export async function hubFile(request: HubFileRequest): Promise<Uint8Array> {
  const cached = await readCached(request);
  if (cached) return cached;
  const bytes = await download(request);
  const sha256 = sha256Of(bytes);
  await storeBlob(request.cacheDir, sha256, bytes, request);
  const reference: CacheReference = { sha256, size: bytes.byteLength };
  await writeAtomically(referencePath(request.cacheDir, request), JSON.stringify(reference), request);
  return bytes;
}

async function readCached(request: HubFileRequest): Promise<Uint8Array | null> {
  let reference: CacheReference;
  try {
    reference = JSON.parse(await readFile(referencePath(request.cacheDir, request), 'utf8')) as CacheReference;
  } catch {
    return null;
  }
  if (typeof reference.sha256 !== 'string' || !SHA256_HEX.test(reference.sha256)) return null;
  try {
    const bytes = await readFile(blobPath(request.cacheDir, reference.sha256));
    // A blob changed on disk is not used: it is downloaded again.
    if (sha256Of(bytes) === reference.sha256) return bytes;
  } catch {
    // Missing blob: download again.
  }
  return null;
}

export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

/** An abort signal that fires when `touch` has not been called for `ms`, or when `outer` fires. */
function idleSignal(outer: AbortSignal, ms: number): { signal: AbortSignal; touch: () => void; stop: () => void } {
  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(new Error(`nothing received for ${Math.round(ms / 1000)} s`)), ms);
  };
  touch();
  return { signal: AbortSignal.any([outer, idle.signal]), touch, stop: () => clearTimeout(timer) };
}

async function download(request: HubFileRequest): Promise<Uint8Array> {
  const watchdog = idleSignal(request.signal, request.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS);
  try {
    return await transfer(request, watchdog.signal, watchdog.touch);
  } catch (error) {
    throw explain(error, request, watchdog.signal);
  } finally {
    watchdog.stop();
  }
}

async function transfer(request: HubFileRequest, signal: AbortSignal, touch: () => void): Promise<Uint8Array> {
  const where = `${request.repo}@${request.revision}/${request.path}`;
  const common = {
    repo: { type: 'dataset' as const, name: request.repo },
    path: request.path,
    revision: request.revision,
    hubUrl: request.hubUrl,
    ...(request.accessToken ? { accessToken: request.accessToken } : {}),
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, signal }),
  };
  const info = await fileDownloadInfo(common);
  if (!info) throw new AcquisitionError(`${where} does not exist on the Hub at the pinned revision`);
  if (info.size > request.maxBytes) {
    throw new AcquisitionError(`${where} is ${info.size} bytes, more than the ${request.maxBytes}-byte limit for one source file (SR_BENCH_MAX_SOURCE_BYTES)`);
  }
  // The plain HTTP transfer (not the chunked xet protocol), so a partial file can resume by range.
  const blob = await downloadFile({ ...common, downloadInfo: info, xet: false });
  if (!blob) throw new AcquisitionError(`${where} does not exist on the Hub at the pinned revision`);
  const partial = join(request.cacheDir, 'partial', `${keyOf(request.repo, request.revision, request.path, info.etag)}.part`);
  await mkdirOrFail(dirname(partial), request);
  let done = await sizeOf(partial);
  if (done > info.size) {
    await rm(partial, { force: true });
    done = 0;
  }
  request.onProgress(done, info.size);
  if (done < info.size) {
    // Each chunk is on disk before the next is read, so whatever arrived before a failure is kept.
    const file = await open(partial, 'a');
    try {
      const reader = blob.slice(done).stream().getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        touch();
        await file.write(next.value);
        done += next.value.byteLength;
        request.onProgress(done, info.size);
      }
    } finally {
      await file.close();
    }
  }
  const bytes = await readFile(partial);
  await rm(partial, { force: true });
  if (bytes.byteLength !== info.size) throw new AcquisitionError(`${where}: received ${bytes.byteLength} of ${info.size} bytes; retry to resume`);
  // Files stored with Git LFS are announced with their sha256 as the ETag.
  const announced = info.etag.replace(/^W\//, '').replaceAll('"', '');
  if (SHA256_HEX.test(announced) && sha256Of(bytes) !== announced) {
    throw new AcquisitionError(`${where}: checksum mismatch (the Hub announced sha256 ${announced}); the download was discarded, retry`);
  }
  return bytes;
}

function explain(error: unknown, request: HubFileRequest, signal: AbortSignal): Error {
  const where = `${request.repo}@${request.revision}/${request.path}`;
  if (error instanceof AcquisitionError) return error;
  if (error instanceof HubApiError) {
    if (error.statusCode === 401 || error.statusCode === 403) {
      return new AcquisitionError(
        request.accessToken
          ? `${request.benchmark}: the Hub refused HF_TOKEN for ${request.repo} (HTTP ${error.statusCode}); accept the dataset's terms on its Hub page with that account, or use a token with read access`
          : `${request.benchmark}: ${request.repo} is gated on the Hub; accept its terms on the dataset page and set HF_TOKEN to a token of that account`,
      );
    }
    if (error.statusCode === 404) return new AcquisitionError(`${where} was not found on the Hub at ${request.hubUrl} (revision or file missing)`);
    return new AcquisitionError(`${where}: the Hub answered HTTP ${error.statusCode}`);
  }
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    return new AcquisitionError(`${where}: download stopped (${reason instanceof Error ? reason.message : String(reason)}); retry to resume it`);
  }
  if (isNoSpace(error)) return new AcquisitionError(`Not enough disk space under ${request.cacheDir} to download ${where}; free space and retry`);
  const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  return new AcquisitionError(`Could not download ${where} from ${request.hubUrl}: ${cause}`);
}

const isNoSpace = (error: unknown) => error instanceof Error && 'code' in error && (error.code === 'ENOSPC' || error.code === 'EDQUOT');

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

async function mkdirOrFail(path: string, request: HubFileRequest): Promise<void> {
  try {
    await mkdir(path, { recursive: true });
  } catch (error) {
    throw new AcquisitionError(`Cannot create the download cache ${request.cacheDir}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function storeBlob(cacheDir: string, sha256: string, bytes: Uint8Array, request: HubFileRequest): Promise<void> {
  await writeAtomically(blobPath(cacheDir, sha256), bytes, request);
}

async function writeAtomically(path: string, content: Uint8Array | string, request: HubFileRequest): Promise<void> {
  await mkdirOrFail(dirname(path), request);
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    if (isNoSpace(error)) throw new AcquisitionError(`Not enough disk space under ${request.cacheDir} to keep a downloaded file; free space and retry`);
    throw error;
  }
}
