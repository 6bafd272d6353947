// History-bound preparation beyond the reference vectors (docs/preparation.md, "History-bound
// preparation"): the argument checks, a holdout that succeeds, snapshots that were tampered with
// or name datasets without task identities, and snapshot references that do not depend on the
// order datasets are named in. Runs on the vectors' synthetic sources.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PARTITION_REQUIRED, ROLE_REQUIRED, SNAPSHOT_REQUIRED } from '../../src/domain/preparation/history-binding.ts';
import { SNAPSHOT_ID_MISMATCH, UNBOUND_HISTORY } from '../../src/domain/preparation/history-snapshot.ts';
import { runVectorRequest, type VectorResult } from '../../src/preparation/vector-protocol.ts';

const VECTORS = new URL('../fixtures/preparation/', import.meta.url).pathname;
const REVISION = '3f6c1e0b9a8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b';
const root = mkdtempSync(join(tmpdir(), 'srb-prep-history-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
cpSync(join(VECTORS, 'gpqa-diamond', 'sources'), join(root, 'gpqa'), { recursive: true });
cpSync(join(VECTORS, 'simpleqa-verified', 'sources'), join(root, 'simpleqa'), { recursive: true });
const RECORDED_SNAPSHOT = join(root, 'gpqa', 'history', 'gpqa-standard-limit20.snapshot.json');

let stores = 0;
function prepare(args: Record<string, unknown>): Promise<VectorResult> {
  const request = {
    benchmark: 'gpqa-diamond',
    profile: 'quick',
    store: join(root, 'store', String(stores++)),
    source_path: join(root, 'gpqa', 'gpqa_diamond.csv'),
    revision: REVISION,
    seed: 20260918,
    limit: null,
    ...args,
  };
  return runVectorRequest({ kind: 'prepare', args: request });
}

function refusal(message: string) {
  return { result: 'error', error_type: 'ValueError', error_message: message };
}

function value(result: VectorResult): Record<string, unknown> {
  if (result.result !== 'ok') throw new Error(`${result.error_type}: ${result.error_message}`);
  return { ...result.value };
}

describe('history-bound preparation', () => {
  it('refuses a role or snapshot without a partition, a partition without a role and a holdout without a snapshot', async () => {
    expect(await prepare({ evaluation_role: 'retest' })).toEqual(refusal(PARTITION_REQUIRED));
    expect(await prepare({ exclusion_snapshot: RECORDED_SNAPSHOT, evaluation_role: 'holdout' })).toEqual(refusal(PARTITION_REQUIRED));
    expect(await prepare({ source_partition: 'test' })).toEqual(refusal(ROLE_REQUIRED));
    expect(await prepare({ source_partition: 'test', evaluation_role: 'holdout' })).toEqual(refusal(SNAPSHOT_REQUIRED));
  });

  it('a holdout skips the quick memberships and the snapshot tasks once and records them', async () => {
    const manifest = value(
      await prepare({ profile: 'standard', limit: 10, source_partition: 'test', evaluation_role: 'holdout', exclusion_snapshot: RECORDED_SNAPSHOT }),
    );
    const preparation = (manifest['preparation'] as Record<string, Record<string, unknown>>)['gpqa-diamond']!;
    const snapshot = JSON.parse(readFileSync(RECORDED_SNAPSHOT, 'utf8')) as { families: Record<string, { task_keys: string[] }> };
    expect(preparation['evaluation_role']).toBe('holdout');
    expect(preparation['history_snapshot']).toEqual(snapshot);
    expect(preparation['coverage']).toBe('named-memberships-only');
    expect([preparation['eligible_count'], preparation['excluded_count'], preparation['selected_count']]).toEqual([138, 60, 10]);
    expect((preparation['quick_task_keys'] as string[]).length).toBe(40);
    expect(manifest['selection']).toBe('stratified-hash-provenance-v1');
  });

  it('refuses a snapshot whose content no longer matches its id', async () => {
    const snapshot = JSON.parse(readFileSync(RECORDED_SNAPSHOT, 'utf8')) as { families: Record<string, { task_keys: string[] }> };
    snapshot.families['gpqa-diamond']!.task_keys.pop();
    const tampered = join(root, 'tampered.snapshot.json');
    writeFileSync(tampered, JSON.stringify(snapshot));
    expect(await prepare({ source_partition: 'test', evaluation_role: 'retest', exclusion_snapshot: tampered })).toEqual(refusal(SNAPSHOT_ID_MISMATCH));
  });

  it('needs the upstream task id of every row once a partition names tasks', async () => {
    const blank = { benchmark: 'simpleqa-verified', source_path: join(root, 'simpleqa', 'simpleqa_blank_original_index.csv') };
    expect((await prepare(blank)).result).toBe('ok');
    // Row 40 of that file has an original_index of spaces.
    const refused = await prepare({ ...blank, source_partition: 'test', evaluation_role: 'retest' });
    expect(refused).toEqual(refusal('Source-bound task identity needs the upstream task id of simpleqa-verified/40'));
  });

  it('compiles snapshots only of datasets with task identities, the same whatever order they are named in', async () => {
    const store = join(root, 'store', 'compile');
    const plain = value(await prepare({ store }));
    const retest = value(await prepare({ store, source_partition: 'test', evaluation_role: 'retest' }));
    const other = value(await prepare({ store, profile: 'standard', limit: 5, source_partition: 'test', evaluation_role: 'retest' }));
    const compile = (ids: unknown[], output: string) =>
      runVectorRequest({ kind: 'compile_snapshot', args: { store, dataset_ids: ids, output: join(root, output) } });
    expect(await compile([plain['id']], 'plain.json')).toEqual(refusal(UNBOUND_HISTORY));
    const forward = value(await compile([retest['id'], other['id']], 'forward.json'));
    value(await compile([other['id'], retest['id']], 'backward.json'));
    expect(readFileSync(join(root, 'backward.json'), 'utf8')).toBe(readFileSync(join(root, 'forward.json'), 'utf8'));
    const family = (forward['families'] as Record<string, { task_keys: string[] }>)['gpqa-diamond']!;
    expect(family.task_keys.length).toBe(45);
    expect(await compile(['../escape'], 'escape.json')).toEqual(refusal('Unknown prepared dataset: ../escape'));
  });
});
