// Recipe snapshots (docs/runs.md "Runner provenance and recipe snapshots"): redaction of secrets, deployment wiring and private-looking
// strings; capture only when the bracketing hashes match; verification.
import { describe, expect, it } from 'vitest';
import { redactRecipe } from '../../../src/domain/recipe/redact.ts';
import { buildSnapshot, hashRefusal, RECIPE_SOURCE, snapshotVerified } from '../../../src/domain/recipe/snapshot.ts';

describe('redaction', () => {
  it('replaces credential and wiring keys, bearer tokens, key-like and internal URL values, listing each path', () => {
    const { value, redactions } = redactRecipe({
      entrypoints: [{ name: 'MoM', endpoint: 'http://10.0.0.7:8801/v1', api_key: 'sk-abcdefgh12345678' }],
      evaluation: { judge: 'internal', note: 'Bearer abc.def' },
      routing: { model: 'acme/small', docs: 'https://example.com/routing', callback: 'http://user:pw@example.com/hook' },
      learning: { enabled: false },
    });
    expect(value).toEqual({
      entrypoints: [{ name: 'MoM', endpoint: '<redacted>', api_key: '<redacted>' }],
      evaluation: { judge: 'internal', note: '<redacted>' },
      routing: { model: 'acme/small', docs: 'https://example.com/routing', callback: '<redacted>' },
      learning: { enabled: false },
    });
    expect(redactions.sort()).toEqual(['$.entrypoints[0].api_key', '$.entrypoints[0].endpoint', '$.evaluation.note', '$.routing.callback']);
  });
});

describe('bracketing hashes', () => {
  const good = { activation_status: 'active', source_config_hash: 'h1', generated_runtime_hash: 'h1', active_runtime_hash: 'h1' };
  it('allow a capture only for an active configuration whose runtime hashes equal the frozen config_hash', () => {
    expect(hashRefusal(good, 'h1')).toBeNull();
    expect(hashRefusal({ ...good, activation_status: 'pending' }, 'h1')).toMatch(/not active/);
    expect(hashRefusal({ ...good, active_runtime_hash: 'h2' }, 'h1')).toMatch(/differ/);
    expect(hashRefusal(good, 'h2')).toMatch(/differ/);
  });

  it('a snapshot is verified only when every hash equals the target config_hash and it is redacted', () => {
    const snapshot = buildSnapshot({ recipes: [], routing: {}, secrets: { token: 'x' } }, good, 'h1', '2026-11-30T00:00:00+00:00');
    expect(snapshot).toMatchObject({ source: RECIPE_SOURCE, redacted: true, config_hash: 'h1', scope: 'target' });
    expect(snapshot).not.toHaveProperty('secrets');
    expect(snapshot.recipe_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(snapshotVerified(snapshot, 'h1')).toBe(true);
    expect(snapshotVerified(snapshot, 'h2')).toBe(false);
    expect(snapshotVerified({ ...snapshot, redacted: false }, 'h1')).toBe(false);
    expect(snapshotVerified({ ...snapshot, source: 'manual' }, 'h1')).toBe(false);
  });
});
