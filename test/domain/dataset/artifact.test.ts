/**
 * The frozen dataset artifact (docs/datasets.md "Frozen datasets"; docs/plans.md "Dataset references"): the real f_full_suite dataset the
 * fixture runs were planned from verifies, tampering is caught, and built artifacts carry
 * a correct content-addressed id.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BENCHMARKS_MISMATCH,
  buildArtifact,
  CASE_LIMIT,
  COUNT_MISMATCH,
  DatasetArtifactError,
  datasetId,
  IDENTITY_MISMATCH,
  INVALID_CASE,
  INVALID_PROFILE,
  NOT_CANONICAL,
  SHA256_MISMATCH,
  SIZE_LIMIT,
  SOURCES_MISMATCH,
  SPLIT_MISMATCH,
  verifyArtifact,
} from '../../../src/domain/dataset/artifact.ts';
import type { DatasetCase, DatasetSource } from '../../../src/domain/dataset/artifact.ts';
import { canonical, digest } from '../../../src/domain/hashing/canonical.ts';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import { FIXTURES, withJournal } from '../../helpers/fixtures.ts';

const DATASET = `${FIXTURES}f_full_suite/dataset/`;
const manifestBytes = readFileSync(`${DATASET}manifest.json`);
const jsonl = new Uint8Array(readFileSync(`${DATASET}cases.jsonl`));

const fails = (fn: () => unknown, message: string) => expect(fn).toThrow(new DatasetArtifactError(message));

describe('f_full_suite dataset (a real frozen artifact)', () => {
  const verified = verifyArtifact(manifestBytes, jsonl);

  it('verifies: SHA-256 of the bytes, 18 unique cases, the nine benchmarks', () => {
    expect(verified.sha256).toBe('58fedccc6f2f7ac2a7fd31539de5cfa696a1c2b0de885e4541b076d2647c8be5');
    expect(verified.cases).toHaveLength(18);
    expect(new Set(verified.cases.map((c) => c.benchmark)).size).toBe(9);
    // Its manifest predates ids (a path + sha256 reference, docs/plans.md "Dataset references"), and its rows use
    // Python's default `", "` separators: bound by the hash all the same.
    expect(verified.idVerified).toBe(false);
    expect(verified.canonicalRows).toBe(false);
  });

  it('is exactly the case list both f runs froze (inline cases equal the dataset rows)', () => {
    const runs = withJournal(`${FIXTURES}f_full_suite/journal.sqlite3`, (db) =>
      (db.prepare('SELECT manifest FROM runs ORDER BY id').all() as { manifest: string }[]).map(
        (r) => JSON.parse(r.manifest) as { case_sha256: string; dataset: { sha256: string; case_count: number } },
      ),
    );
    expect(runs).toHaveLength(2);
    for (const run of runs) {
      expect(run.dataset).toMatchObject({ sha256: verified.sha256, case_count: 18 });
      expect(digest(verified.cases)).toBe(run.case_sha256);
    }
  });

  it('catches a changed byte, a wrong count, wrong benchmarks, a non-canonical requirement', () => {
    const tampered = new Uint8Array(jsonl);
    tampered[20] = (tampered[20] ?? 0) ^ 1;
    fails(() => verifyArtifact(manifestBytes, tampered), SHA256_MISMATCH);
    const manifest = JSON.parse(manifestBytes.toString('utf8')) as Record<string, unknown>;
    fails(() => verifyArtifact({ ...manifest, case_count: 17 } as never, jsonl), COUNT_MISMATCH);
    fails(() => verifyArtifact({ ...manifest, benchmarks: ['mmlu-pro'] } as never, jsonl), BENCHMARKS_MISMATCH);
    fails(() => verifyArtifact({ ...manifest, profile: 'nano' } as never, jsonl), INVALID_PROFILE);
    fails(() => verifyArtifact({ ...manifest, split: 'holdout' } as never, jsonl), INVALID_PROFILE);
    fails(() => verifyArtifact(manifestBytes, jsonl, { requireCanonicalRows: true }), NOT_CANONICAL);
    // An `id` must then match the id rule.
    fails(() => verifyArtifact({ ...manifest, id: 'f'.repeat(64) } as never, jsonl), IDENTITY_MISMATCH);
  });
});

const SOURCE: DatasetSource = {
  url: 'local-import',
  revision: 'r1',
  files: [{ name: 'cases.json', sha256: '0'.repeat(64) }],
  revision_verification: 'declared-revision-with-content-digest',
  access_note: 'Operator-supplied test source.',
  normalizer: 'sr-bench-normalizer-v1',
};

function mcq(id: string, extra: Record<string, unknown> = {}): DatasetCase {
  return {
    id,
    benchmark: 'mmlu-pro',
    messages: [{ role: 'user', content: `${id}?` }],
    answer: 'A',
    metadata: { split: 'dev', stratum: 'math', ...extra },
  };
}

describe('buildArtifact / verifyArtifact', () => {
  const cases = [mcq('mmlu-pro/1'), mcq('mmlu-pro/2', { weight: new PyFloat(1) })];
  const options = { profile: 'quick' as const, seed: 20260918, sources: { 'mmlu-pro': SOURCE }, custom_subset: false };

  it('writes canonical lines, hashes them and derives the id from the id rule', () => {
    const { manifest, jsonl: bytes } = buildArtifact(cases, options);
    const text = new TextDecoder().decode(bytes);
    expect(text).toBe(`${canonical(cases[0])}\n${canonical(cases[1])}\n`);
    expect(text).toContain('"weight":1.0'); // integral floats stay floats
    expect(manifest).toMatchObject({
      version: 'sr-bench-1.0',
      name: 'mmlu-pro/quick',
      case_count: 2,
      profile: 'quick',
      custom_subset: false,
      benchmarks: ['mmlu-pro'],
      seed: 20260918,
      selection: 'stratified-hash-v1',
      split: 'dev',
    });
    expect(manifest.path).toBe(`datasets/${manifest.id}/cases.jsonl`);
    expect(manifest.id).toBe(
      digest({
        cases_sha256: manifest.sha256,
        sources: { 'mmlu-pro': SOURCE },
        profile: 'quick',
        seed: 20260918,
        custom_subset: false,
        selection: 'stratified-hash-v1',
      }),
    );
  });

  it('round-trips through verification, strict rows included, floats preserved', () => {
    const { manifest, jsonl: bytes } = buildArtifact(cases, options);
    const verified = verifyArtifact(canonical(manifest), bytes, { requireCanonicalRows: true });
    expect(verified).toMatchObject({ idVerified: true, canonicalRows: true, sha256: manifest.sha256 });
    expect(digest(verified.cases)).toBe(digest(cases));
    expect(verifyArtifact(JSON.stringify(manifest, null, 2), bytes).idVerified).toBe(true);
  });

  it('any change of rules or bytes gives a new id', () => {
    const base = buildArtifact(cases, options).manifest.id;
    const variants = [
      buildArtifact(cases, { ...options, seed: 1 }),
      buildArtifact(cases, { ...options, custom_subset: true }),
      buildArtifact(cases, { ...options, profile: 'smoke' }),
      buildArtifact(cases, { ...options, sources: { 'mmlu-pro': { ...SOURCE, revision: 'r2' } } }),
      buildArtifact(cases, { ...options, preparation: { evaluation_role: 'initial' } }),
      buildArtifact([cases[1] as DatasetCase, cases[0] as DatasetCase], options),
    ].map((a) => a.manifest.id);
    expect(new Set([base, ...variants]).size).toBe(7);
    expect(buildArtifact(cases, { ...options, preparation: { a: 1 } }).manifest.selection).toBe('stratified-hash-provenance-v1');
  });

  it('a manifest edited in place no longer verifies', () => {
    const { manifest, jsonl: bytes } = buildArtifact(cases, options);
    fails(() => verifyArtifact({ ...manifest, seed: 7 } as never, bytes), IDENTITY_MISMATCH);
    fails(() => verifyArtifact({ ...manifest, custom_subset: true } as never, bytes), IDENTITY_MISMATCH);
    const { sources: _dropped, ...noSources } = manifest;
    fails(() => verifyArtifact(noSources as never, bytes), IDENTITY_MISMATCH);
  });

  it('rejects invalid or duplicate cases, wrong splits and missing provenance', () => {
    fails(() => buildArtifact([mcq('mmlu-pro/1'), mcq('mmlu-pro/1')], options), INVALID_CASE);
    fails(() => buildArtifact([{ ...mcq('x'), id: '' }], options), INVALID_CASE);
    fails(() => buildArtifact([mcq('mmlu-pro/1', { split: 'holdout' })], options), SPLIT_MISMATCH);
    fails(() => buildArtifact([mcq('mmlu-pro/1')], { ...options, profile: 'standard' }), SPLIT_MISMATCH);
    fails(() => buildArtifact([mcq('mmlu-pro/1')], { ...options, sources: {} }), SOURCES_MISMATCH);
    fails(() => buildArtifact([mcq('mmlu-pro/1')], { ...options, split: 'holdout' }), INVALID_PROFILE);
    expect(datasetId({ cases_sha256: 'x', sources: {}, profile: 'quick', seed: 1, custom_subset: false, selection: 's', preparation: {} })).toBe(
      datasetId({ cases_sha256: 'x', sources: {}, profile: 'quick', seed: 1, custom_subset: false, selection: 's' }),
    );
  });

  it('enforces the limits: 50,000 cases, a 2 MiB manifest', () => {
    const many = Array.from({ length: 50_001 }, (_, i) => ({ id: `b/${i}`, benchmark: 'b' }));
    fails(() => buildArtifact(many, { ...options, sources: { b: SOURCE } }), CASE_LIMIT);
    const huge = { ...SOURCE, access_note: 'x'.repeat(2 * 1024 * 1024) };
    fails(() => buildArtifact(cases, { ...options, sources: { 'mmlu-pro': huge } }), SIZE_LIMIT);
    fails(() => verifyArtifact(`{"pad": "${'x'.repeat(2 * 1024 * 1024)}"}`, jsonl), SIZE_LIMIT);
  });
});
