/** Dataset references (docs/plans.md), with a resolved dataset handed in by the caller. */
import { describe, expect, it } from 'vitest';
import { canonical, digest, sha256Hex } from '../../../src/domain/hashing/canonical.ts';
import { parseJson, PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import type { ResolvedDataset } from '../../../src/domain/plan/dataset-reference.ts';
import type { PlanObject } from '../../../src/domain/plan/json.ts';
import { bad, failure, freeze, mcq, plan } from './plan-fixtures.ts';
import { fullSuiteDataset } from './fixture-journals.ts';

function dataset(cases: PlanObject[], manifest: PlanObject | null = null): ResolvedDataset {
  const jsonl = cases.map((c) => `${canonical(c)}\n`).join('');
  const sha256 = sha256Hex(jsonl);
  return {
    id: `id-${sha256.slice(0, 8)}`,
    sha256,
    manifest: manifest && { sha256, ...manifest },
    cases: jsonl
      .split('\n')
      .filter(Boolean)
      .map((l) => parseJson(l)),
    jsonl,
  };
}

const rows = [mcq('d1', { metadata: { w: new PyFloat(1) } }), mcq('d2')];
const withDataset = (ref: PlanObject, extra: PlanObject = {}) => {
  const m = plan({ dataset: ref, ...extra });
  delete m.cases;
  return { ...m, ...extra };
};

describe('dataset references', () => {
  const ds = dataset(rows);
  it.each([[null], ['x'], [{ path: 'p' }], [{ sha256: 'abc' }], [{ id: '' }], [{ path: '', sha256: 'a' }]])('%j needs id or path + sha256', (ref) => {
    expect(failure(withDataset(ref as PlanObject), { resolvedDataset: ds })).toEqual(bad('dataset requires path and sha256'));
  });
  it('the rows become the cases, 1.0 kept as a float', () => {
    const frozen = freeze(withDataset({ path: 'cases.jsonl', sha256: ds.sha256 }), { resolvedDataset: ds });
    expect(frozen.caseSha256).toBe(digest(rows));
    expect(canonical(frozen.manifest.cases)).toContain('"w":1.0');
    expect(frozen.manifest.dataset).toEqual({ path: 'cases.jsonl', sha256: ds.sha256 });
  });
  it('an id reference freezes the content hash too', () => {
    const frozen = freeze(withDataset({ id: ds.id }), { resolvedDataset: ds });
    expect(frozen.manifest.dataset).toEqual({ id: ds.id, sha256: ds.sha256 });
  });
  it('a hash that does not match the stored bytes', () => {
    expect(failure(withDataset({ path: 'p', sha256: 'f'.repeat(64) }), { resolvedDataset: ds })).toEqual(bad('dataset SHA256 mismatch'));
    expect(failure(withDataset({ id: ds.id }), { resolvedDataset: { ...ds, jsonl: `${ds.jsonl}\n{}` } })).toEqual(bad('dataset SHA256 mismatch'));
    expect(failure(withDataset({ id: 'other' }), { resolvedDataset: ds })).toEqual(bad('dataset SHA256 mismatch'));
  });
  it('an unresolved reference is refused', () => {
    expect(failure(withDataset({ id: 'x' }))).toEqual(bad('dataset is not available on this server'));
  });
  it('inline cases must equal the rows (Python equality)', () => {
    const ref = { path: 'p', sha256: ds.sha256 };
    expect(failure(withDataset(ref, { cases: [rows[0]] }), { resolvedDataset: ds })).toEqual(bad('inline cases do not match dataset'));
    expect(failure(withDataset(ref, { cases: [rows[1], rows[0]] }), { resolvedDataset: ds })).toEqual(bad('inline cases do not match dataset'));
    expect(failure(withDataset(ref, { cases: null }), { resolvedDataset: ds })).toEqual(bad('inline cases do not match dataset'));
    // 1 == 1.0 for Python, so this matches, but the file's float row is what gets frozen.
    const inline = [mcq('d1', { metadata: { w: 1 } }), mcq('d2')];
    const frozen = freeze(withDataset(ref, { cases: inline }), { resolvedDataset: ds });
    expect(frozen.caseSha256).toBe(digest(rows));
  });
});

describe('prepared dataset manifests', () => {
  const prepared = { name: 'mmlu-pro/quick', profile: 'quick', seed: 20260918, custom_subset: false, case_count: 2 };
  it('are merged into manifest.dataset', () => {
    const ds = dataset(rows, prepared);
    const frozen = freeze(withDataset({ path: 'p', sha256: ds.sha256 }), { resolvedDataset: ds });
    expect(frozen.manifest.dataset).toEqual({ ...prepared, sha256: ds.sha256, path: 'p' });
  });
  it('profile and seed must match the run', () => {
    const ds = dataset(rows, prepared);
    expect(failure(withDataset({ path: 'p', sha256: ds.sha256 }, { profile: 'smoke' }), { resolvedDataset: ds })).toEqual(
      bad('Prepared dataset profile differs from requested run profile'),
    );
    expect(failure(withDataset({ path: 'p', sha256: ds.sha256 }, { seed: 1 }), { resolvedDataset: ds })).toEqual(
      bad('Prepared dataset seed differs from requested run seed'),
    );
  });
  it('a manifest for other bytes is ignored', () => {
    const ds = { ...dataset(rows), manifest: { ...prepared, sha256: 'other' } };
    expect(freeze(withDataset({ path: 'p', sha256: ds.sha256 }, { profile: 'smoke' }), { resolvedDataset: ds }).manifest.dataset).toEqual({
      path: 'p',
      sha256: ds.sha256,
    });
  });
  it('preparation provenance cannot be overridden and needs its manifest', () => {
    const ds = dataset(rows, { ...prepared, preparation: { 'mmlu-pro': { evaluation_role: 'holdout' } } });
    expect(
      failure(withDataset({ path: 'p', sha256: ds.sha256, preparation: { 'mmlu-pro': { evaluation_role: 'retest' } } }), {
        resolvedDataset: ds,
      }),
    ).toEqual(bad('Prepared dataset provenance cannot be overridden'));
    expect(failure(withDataset({ path: 'p', sha256: ds.sha256, name: 'renamed' }), { resolvedDataset: ds })).toEqual(
      bad('Prepared dataset provenance cannot be overridden'),
    );
    expect(() => freeze(withDataset({ path: 'p', sha256: ds.sha256, name: 'mmlu-pro/quick' }), { resolvedDataset: ds })).not.toThrow();
    const bare = dataset(rows);
    expect(failure(withDataset({ path: 'p', sha256: bare.sha256, preparation: {} }), { resolvedDataset: bare })).toEqual(
      bad('Preparation provenance requires its verified prepared manifest'),
    );
    expect(failure(withDataset({ path: 'p', sha256: bare.sha256, selection: 'stratified-hash-provenance-v1' }), { resolvedDataset: bare })).toEqual(
      bad('Preparation provenance requires its verified prepared manifest'),
    );
  });
  it('the f-suite fixture dataset: its prepared manifest pins the quick profile', () => {
    const ds = fullSuiteDataset();
    expect(ds.sha256).toBe('58fedccc6f2f7ac2a7fd31539de5cfa696a1c2b0de885e4541b076d2647c8be5');
    expect(failure(withDataset({ path: 'dataset/cases.jsonl', sha256: ds.sha256 }, { profile: 'smoke' }), { resolvedDataset: ds })).toEqual(
      bad('Prepared dataset profile differs from requested run profile'),
    );
  });
});
