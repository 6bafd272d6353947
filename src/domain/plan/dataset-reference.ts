/**
 * Dataset references (docs/plans.md "Dataset references"; "Validation order", step 10). Reading and re-hashing the stored bytes
 * needs the database, so the caller resolves the reference and hands the result in
 * (`ResolvedDataset`); this module applies the plan rules: hash binding, inline cases equal
 * to the rows, and the prepared manifest's profile, seed and provenance.
 */
import { hasKey, isJsonObject, pyEquals, truthy } from '../accounting/json-values.ts';
import { canonical, digest, sha256Hex } from '../hashing/canonical.ts';
import { badInput } from './plan-error.ts';
import { put } from './json.ts';
import type { PlanObject } from './json.ts';

/** What the caller found for `manifest.dataset` (by `id`, or by `path` + `sha256`). */
export interface ResolvedDataset {
  /** Content address of the dataset on this server (docs/datasets.md "Frozen datasets"). */
  readonly id: string;
  /** SHA-256 of the stored JSONL bytes, as re-computed by the caller from those bytes. */
  readonly sha256: string;
  /** The prepared dataset manifest (docs/datasets.md "Frozen datasets") when one is stored, else null. */
  readonly manifest: PlanObject | null;
  /** The rows in file order, parsed lexeme-preserving (`parseJson`) so `1.0` stays a float. */
  readonly cases: readonly unknown[];
  /** Optional: the exact JSONL text; when given its SHA-256 is verified here as well. */
  readonly jsonl?: string;
}

const NOT_LOADED = Symbol('no inline cases');

/** Rows replace inline cases; inline cases, if given, must equal them (Python equality). */
function loadRows(rows: readonly unknown[], inline: unknown): unknown[] {
  if (inline === NOT_LOADED) return [...rows];
  if (!Array.isArray(inline) || inline.length !== rows.length) throw badInput('inline cases do not match dataset');
  return rows.map((row, i) => {
    const given: unknown = inline[i];
    if (!pyEquals(given, row)) throw badInput('inline cases do not match dataset');
    // Python equality merges 1 and 1.0; only an identical case digest keeps the inline copy.
    return digest(given) === digest(row) ? given : row;
  });
}

/** Applies a resolved dataset reference to the manifest in place (no-op without `dataset`). */
export function applyDatasetReference(manifest: PlanObject, resolved: ResolvedDataset | null | undefined): void {
  if (!hasKey(manifest, 'dataset')) return;
  const ds = manifest.dataset;
  const byId = isJsonObject(ds) && typeof ds.id === 'string' && ds.id !== '';
  if (!isJsonObject(ds) || !(byId || (truthy(ds.path) && truthy(ds.sha256)))) {
    throw badInput('dataset requires path and sha256');
  }
  if (resolved === null || resolved === undefined) throw badInput('dataset is not available on this server');
  const sha256 = typeof ds.sha256 === 'string' ? ds.sha256 : resolved.sha256;
  if (sha256 !== resolved.sha256 || (byId && ds.id !== resolved.id) || (resolved.jsonl !== undefined && sha256Hex(resolved.jsonl) !== sha256)) {
    throw badInput('dataset SHA256 mismatch');
  }
  put(manifest, 'cases', loadRows(resolved.cases, hasKey(manifest, 'cases') ? manifest.cases : NOT_LOADED));

  let preparedFound = false;
  const metadata = resolved.manifest;
  if (metadata !== null && metadata.sha256 === sha256) {
    if (hasKey(metadata, 'preparation') || hasKey(ds, 'preparation')) {
      for (const key of Object.keys(ds)) {
        if (key === 'path' || key === 'sha256' || key === 'id') continue;
        if (!hasKey(metadata, key) || canonical(ds[key]) !== canonical(metadata[key])) {
          throw badInput('Prepared dataset provenance cannot be overridden');
        }
      }
      preparedFound = true;
    }
    if (!pyEquals(metadata.profile ?? null, manifest.profile)) {
      throw badInput('Prepared dataset profile differs from requested run profile');
    }
    if (!pyEquals(metadata.seed ?? null, manifest.seed)) throw badInput('Prepared dataset seed differs from requested run seed');
    const merged: PlanObject = {};
    for (const [key, value] of [...Object.entries(metadata), ...Object.entries(ds)]) put(merged, key, value);
    put(manifest, 'dataset', merged);
  }
  if ((hasKey(ds, 'preparation') || ds.selection === 'stratified-hash-provenance-v1') && !preparedFound) {
    throw badInput('Preparation provenance requires its verified prepared manifest');
  }
  // An id reference without a prepared manifest still freezes its content hash.
  const frozen = manifest.dataset as PlanObject;
  if (!hasKey(frozen, 'sha256')) put(frozen, 'sha256', resolved.sha256);
}
