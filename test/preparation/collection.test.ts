// Collections beyond the reference vectors (docs/preparation.md "Collections"): the selection of
// reusable datasets and the orchestration's conflicts and failures, against an in-memory store.
import { describe, expect, it } from 'vitest';
import { benchmarkGroups, selectPrepared, type PreparedDataset } from '../../src/domain/dataset/prepared-selection.ts';
import { DEFAULT_SEED } from '../../src/domain/dataset/selection.ts';
import { executeCollection, type CollectionRequest, type CollectionSteps } from '../../src/domain/preparation/collection.ts';
import { CollectionError, SEED_CONFLICT, SOURCE_CONFLICT } from '../../src/domain/preparation/collection-error.ts';
import type { CollectionUpdate } from '../../src/domain/preparation/collection-progress.ts';

const id = (n: number) => n.toString(16).padStart(64, '0');

function dataset(n: number, groups: Record<string, string>, more: Partial<PreparedDataset> = {}): PreparedDataset {
  return { id: id(n), profile: 'smoke', seed: DEFAULT_SEED, customSubset: false, size: 100, groups, ...more };
}

/** A store in memory: the executor adds a single-benchmark dataset with the member's seed. */
function memoryStore(initial: PreparedDataset[], prepare?: CollectionSteps<unknown>['prepare']) {
  const datasets = [...initial];
  const updates: CollectionUpdate[] = [];
  const prepared: { benchmark: string; seed: number }[] = [];
  let next = 100;
  const steps: CollectionSteps<{ ids: readonly string[]; benchmarks: readonly string[] }> = {
    preparedDatasets: async () => datasets,
    prepare:
      prepare ??
      (async (member, progress) => {
        await progress.phase('freezing');
        prepared.push({ benchmark: member.benchmark, seed: member.seed });
        const added = dataset(next++, { [member.benchmark]: `${member.benchmark}@${member.seed}` }, { seed: member.seed });
        datasets.push(added);
        return { id: added.id };
      }),
    compose: async (ids, benchmarks) => ({ ids, benchmarks }),
    update: (changes) => {
      updates.push(changes);
    },
  };
  return { steps, updates, prepared };
}

async function refusal(request: CollectionRequest, steps: CollectionSteps<unknown>): Promise<CollectionError> {
  const error = await executeCollection(request, steps).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CollectionError);
  return error as CollectionError; // checked just above
}

describe('selection of prepared datasets', () => {
  it('chooses the dataset with the fewest benchmarks, then the smallest, then the lowest id; skips custom subsets and other profiles', () => {
    const datasets = [
      dataset(1, { a: 'A', b: 'B' }, { size: 10 }),
      dataset(2, { a: 'A' }, { size: 50 }),
      dataset(3, { a: 'A' }, { size: 40 }),
      dataset(4, { a: 'A' }, { size: 40 }),
      dataset(5, { c: 'C' }, { customSubset: true }),
      dataset(6, { c: 'other' }, { profile: 'quick' }),
    ];
    expect(selectPrepared(datasets, 'smoke', ['a', 'b', 'c'])).toEqual([
      { benchmark: 'a', eligible: true, sourceIds: [id(3)], seed: DEFAULT_SEED, reasonCode: null },
      { benchmark: 'b', eligible: true, sourceIds: [id(1)], seed: DEFAULT_SEED, reasonCode: null },
      { benchmark: 'c', eligible: false, sourceIds: [], seed: null, reasonCode: 'not_prepared' },
    ]);
  });

  it('two frozen versions of a benchmark are a source conflict; eligible benchmarks that disagree on the seed all become ineligible', () => {
    const choices = selectPrepared([dataset(1, { a: 'A' }), dataset(2, { a: 'A2' }), dataset(3, { b: 'B' }), dataset(4, { c: 'C' }, { seed: 7 })], 'smoke', [
      'a',
      'b',
      'c',
    ]);
    expect(choices.map((c) => [c.benchmark, c.eligible, c.reasonCode, c.sourceIds])).toEqual([
      ['a', false, 'source_conflict', []],
      ['b', false, 'seed_conflict', [id(3)]],
      ['c', false, 'seed_conflict', [id(4)]],
    ]);
  });

  it('fingerprints a group by its rows, source, seed, split and preparation entry, not by the dataset holding it', () => {
    const manifest = { sources: { a: { url: 'u' }, b: { url: 'v' } }, seed: 1, split: 'dev' };
    const rows = [
      { id: 'a/2', benchmark: 'a' },
      { id: 'b/1', benchmark: 'b' },
      { id: 'a/1', benchmark: 'a' },
    ];
    const together = benchmarkGroups(manifest, rows);
    const alone = benchmarkGroups({ sources: { a: { url: 'u' } }, seed: 1, split: 'dev' }, [rows[2]!, rows[0]!]);
    expect(alone['a']).toBe(together['a']);
    expect(benchmarkGroups({ ...manifest, seed: 2 }, rows)['a']).not.toBe(together['a']);
    expect(benchmarkGroups({ ...manifest, preparation: { a: { evaluation_role: 'retest' } } }, rows)['a']).not.toBe(together['a']);
  });
});

describe('executeCollection', () => {
  it('uses the seed the reused datasets share and prepares the missing members with it', async () => {
    const { steps, prepared } = memoryStore([dataset(1, { a: 'A' }, { seed: 7 })]);
    const result = await executeCollection({ benchmarks: ['b', 'a'], profile: 'smoke' }, steps);
    expect(prepared).toEqual([{ benchmark: 'b', seed: 7 }]);
    expect(result).toEqual({ ids: [id(100), id(1)], benchmarks: ['b', 'a'] });
  });

  it('fails every item with the reason code of a source conflict, before preparing anything', async () => {
    const { steps, updates, prepared } = memoryStore([dataset(1, { a: 'A' }), dataset(2, { a: 'A2' })]);
    const error = await refusal({ benchmarks: ['a', 'b'], profile: 'smoke' }, steps);
    expect([error.reasonCode, error.message]).toEqual(['source_conflict', SOURCE_CONFLICT]);
    expect(prepared).toEqual([]);
    expect(updates.at(-1)).toEqual({
      seed: DEFAULT_SEED,
      items: ['a', 'b'].map((benchmark) => ({
        benchmark,
        status: 'failed',
        phase: 'failed',
        reused: false,
        source_ids: [],
        error_code: 'source_conflict',
        error: SOURCE_CONFLICT,
      })),
    });
  });

  it('reused datasets that disagree on the seed fail the collection without a seed', async () => {
    const { steps, updates } = memoryStore([dataset(1, { a: 'A' }), dataset(2, { b: 'B' }, { seed: 7 })]);
    expect((await refusal({ benchmarks: ['a', 'b'], profile: 'smoke' }, steps)).message).toBe(SEED_CONFLICT);
    expect(updates.at(-1)).not.toHaveProperty('seed');
    expect(updates.at(-1)?.items?.map((item) => [item.reused, item.error_code])).toEqual([
      [true, 'seed_conflict'],
      [true, 'seed_conflict'],
    ]);
  });

  it('a failing member fails its item with the message, the queued ones without; completed ones stay', async () => {
    let calls = 0;
    const { steps, updates } = memoryStore([], async () => {
      if (++calls === 2) throw new Error('source unreadable');
      return { id: id(50) };
    });
    await expect(
      executeCollection({ benchmarks: ['a', 'b', 'c'], profile: 'smoke' }, { ...steps, failureMessage: (e) => `failed: ${String(e)}` }),
    ).rejects.toThrow('source unreadable');
    expect(updates.at(-1)).toEqual({
      items: [
        { benchmark: 'a', status: 'completed', phase: 'completed', reused: false, source_ids: [id(50)], dataset_id: id(50) },
        { benchmark: 'b', status: 'failed', phase: 'failed', reused: false, source_ids: [], error: 'failed: Error: source unreadable' },
        { benchmark: 'c', status: 'failed', phase: 'failed', reused: false, source_ids: [] },
      ],
    });
  });

  it('selects again before composing: a member missing from the store fails the collection', async () => {
    const { steps } = memoryStore([], async () => ({ id: id(60), reused: true }));
    expect((await refusal({ benchmarks: ['a'], profile: 'smoke' }, steps)).reasonCode).toBe('not_prepared');
  });

  it('records byte counts on the item and stops between members when aborted', async () => {
    const stop = new AbortController();
    const seen: unknown[] = [];
    const { steps, prepared } = memoryStore([]);
    const { prepare } = steps;
    const work = executeCollection(
      { benchmarks: ['a', 'b'], profile: 'smoke' },
      {
        ...steps,
        signal: stop.signal,
        bytes: (items) => seen.push(items[0]),
        prepare: async (member, progress) => {
          progress.bytes(5, 10);
          stop.abort(new Error('stopped'));
          return prepare(member, progress);
        },
      },
    );
    await expect(work).rejects.toThrow('stopped');
    expect(seen).toEqual([expect.objectContaining({ benchmark: 'a', bytes_done: 5, bytes_total: 10 })]);
    expect(prepared.map((p) => p.benchmark)).toEqual(['a']);
  });
});
