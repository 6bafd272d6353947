// Recipe capture before dispatch (docs/runs.md "Runner provenance and recipe snapshots"): for MoM targets with `capture_recipe`, read the
// router's config hash, its config (ETag must name the source hash), and the hash again; keep
// the redacted projection only when nothing changed in between. 15 s in total, 4 MiB per
// response, no redirects. Any failure aborts admission, so nothing is stored.
import { nowIsoMicros } from '../db/timestamps.ts';
import { DomainError, NOTHING_SENT } from '../domain/errors.ts';
import { buildSnapshot, hashRefusal, type ConfigHashes } from '../domain/recipe/snapshot.ts';
import { isObject } from '../domain/run/manifest-projection.ts';

const TOTAL_MS = 15_000;
const MAX_BYTES = 4 * 1024 * 1024;
const PREVIEW_PATH = '/api/v1/routing/preview';

/** A failed capture aborts admission before anything is stored or sent. */
export class RecipeCaptureError extends DomainError {
  override readonly name = 'RecipeCaptureError';
  constructor(message: string) {
    super('BAD_USER_INPUT', message, NOTHING_SENT);
  }
}

async function readJson(url: string, signal: AbortSignal): Promise<{ body: unknown; etag: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'application/json' } });
  } catch {
    throw new RecipeCaptureError(`could not reach ${new URL(url).pathname}`);
  }
  if (response.status !== 200) throw new RecipeCaptureError(`${new URL(url).pathname} answered HTTP ${response.status}`);
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = reader ? await reader.read() : { done: true as const, value: undefined };
    if (next.done) break;
    size += next.value.length;
    if (size > MAX_BYTES) {
      await reader?.cancel();
      throw new RecipeCaptureError('router configuration exceeds 4 MiB');
    }
    chunks.push(next.value);
  }
  try {
    return { body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown, etag: response.headers.get('etag') };
  } catch {
    throw new RecipeCaptureError(`${new URL(url).pathname} did not return JSON`);
  }
}

async function captureOne(target: Record<string, unknown>, signal: AbortSignal): Promise<Record<string, unknown>> {
  const configHash = typeof target.config_hash === 'string' ? target.config_hash : null;
  if (!configHash) throw new RecipeCaptureError('recipe capture needs a frozen config_hash');
  let origin: string;
  try {
    const preview = new URL(String(target.preview_url ?? ''));
    if (preview.pathname !== PREVIEW_PATH) throw new Error('path');
    origin = preview.origin;
  } catch {
    throw new RecipeCaptureError(`recipe capture needs a preview_url ending in ${PREVIEW_PATH}`);
  }
  const hashes = (await readJson(`${origin}/api/v1/config/hash`, signal)).body as ConfigHashes;
  if (!isObject(hashes)) throw new RecipeCaptureError('router config hash is not an object');
  const refusal = hashRefusal(hashes, configHash);
  if (refusal) throw new RecipeCaptureError(refusal);
  const config = await readJson(`${origin}/api/v1/config`, signal);
  if (config.etag !== `"${String(hashes.source_config_hash)}"`) throw new RecipeCaptureError('router config ETag differs from its source hash');
  if (!isObject(config.body)) throw new RecipeCaptureError('router config is not an object');
  const again = (await readJson(`${origin}/api/v1/config/hash`, signal)).body;
  if (JSON.stringify(again) !== JSON.stringify(hashes)) throw new RecipeCaptureError('router configuration changed during capture');
  return buildSnapshot(config.body, hashes, configHash, nowIsoMicros());
}

/** Snapshots of every MoM target with `capture_recipe: true`, keyed by target id. */
export async function captureRecipes(manifest: Record<string, unknown>): Promise<Record<string, Record<string, unknown>>> {
  const targets = Array.isArray(manifest.targets) ? manifest.targets.filter(isObject) : [];
  const wanted = targets.filter((t) => t.kind === 'mom' && t.capture_recipe === true);
  const snapshots: Record<string, Record<string, unknown>> = {};
  if (wanted.length === 0) return snapshots;
  const signal = AbortSignal.timeout(TOTAL_MS);
  for (const target of wanted) {
    try {
      snapshots[String(target.id)] = await captureOne(target, signal);
    } catch (error) {
      if (error instanceof RecipeCaptureError) throw new RecipeCaptureError(`Recipe capture failed for ${String(target.id)}: ${error.message}`);
      throw error;
    }
  }
  return snapshots;
}
