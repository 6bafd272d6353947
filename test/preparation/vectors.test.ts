// The preparation reference vectors (test/fixtures/preparation/, README.md there): every call this
// server supports so far is staged as the checker stages it and run through the same protocol
// the vector script speaks; outputs must equal the recorded ones byte for byte (the manifest's
// absolute `path` compared after replacing the stage folder), refusals by kind and message.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { runVectorRequest, type VectorResult } from '../../src/preparation/vector-protocol.ts';

const VECTORS = new URL('../fixtures/preparation/', import.meta.url).pathname;
const ROOT = new URL('../../', import.meta.url).pathname;

interface VectorCall {
  name: string;
  kind: string;
  benchmark: string;
  profile: string;
  seed: number;
  limit: number | null;
  revision: string | null;
  source_path: string;
  source_partition?: string | null;
  evaluation_role?: string | null;
  exclusion_snapshot?: string | null;
  store_group?: string | null;
  result: 'ok' | 'error';
  error_type: string | null;
  error_message: string | null;
  manifest_file?: string;
  cases_file?: string;
  store_datasets_after: string[];
  /** mutate_store steps: the earlier call whose dataset file is overwritten, the file and its new content. */
  inputs?: string[];
  file?: string;
  content?: string;
  dataset_id?: string;
}

/** Folders and the calls of each that need history-bound preparation, which is not built yet. */
const FOLDERS: Record<string, { historyBound: string[] }> = {
  'gpqa-diamond': {
    historyBound: [
      'quick-s20260918-partition-retest', 'standard-s20260918-partition-retest', 'err-role-invalid', 'history-base-standard-limit20',
      'history-compile-snapshot', 'history-retest-with-snapshot-quick', 'err-history-insufficient', 'err-history-other-revision',
    ],
  },
  livecodebench: { historyBound: ['quick-s20260918-partition-retest'] },
  scicode: { historyBound: ['quick-s20260918-partition-retest', 'standard-s20260918-partition-retest'] },
  'simpleqa-verified': { historyBound: ['quick-s20260918-partition-retest'] },
  'mmlu-pro': { historyBound: ['quick-s20260918-partition-retest'] },
  hle: { historyBound: ['quick-s20260918-partition-retest'] },
};

const isHistoryBound = (call: VectorCall) =>
  Boolean(call.source_partition || call.evaluation_role || call.exclusion_snapshot) || (call.kind !== 'prepare' && call.kind !== 'mutate_store');

const stageBase = mkdtempSync(join(tmpdir(), 'srb-prep-vectors-'));
afterAll(() => rmSync(stageBase, { recursive: true, force: true }));

function calls(folder: string): VectorCall[] {
  return JSON.parse(readFileSync(join(VECTORS, folder, 'calls.json'), 'utf8')) as VectorCall[];
}

/** Copies a folder's sources where the checker would, and returns the stage folder. */
function stage(folder: string): string {
  const root = join(stageBase, folder);
  if (!existsSync(root)) cpSync(join(VECTORS, folder, 'sources'), join(root, 'sources'), { recursive: true });
  return root;
}

function request(call: VectorCall, root: string) {
  return {
    kind: call.kind,
    args: {
      benchmark: call.benchmark,
      profile: call.profile,
      store: join(root, 'store', call.store_group ?? call.name),
      source_path: join(root, call.source_path),
      revision: call.revision,
      seed: call.seed,
      limit: call.limit,
    },
  };
}

function expectRecorded(folder: string, call: VectorCall, root: string, result: VectorResult): void {
  const store = join(root, 'store', call.store_group ?? call.name);
  if (call.result === 'error') {
    expect(result, call.name).toEqual({ result: 'error', error_type: call.error_type, error_message: call.error_message });
  } else {
    expect(result.result, `${call.name}: ${JSON.stringify(result)}`).toBe('ok');
    const expectedManifestText = readFileSync(join(VECTORS, folder, call.manifest_file!), 'utf8').replaceAll(`{STAGE}/${folder}`, root);
    if (result.result === 'ok') expect(result.value, call.name).toEqual(JSON.parse(expectedManifestText));
    const published = join(store, 'datasets', JSON.parse(expectedManifestText).id as string);
    expect(readFileSync(join(published, 'manifest.json'), 'utf8'), `${call.name} manifest.json`).toBe(expectedManifestText);
    expect(readFileSync(join(published, 'cases.jsonl')).equals(readFileSync(join(VECTORS, folder, call.cases_file!))), `${call.name} cases.jsonl`).toBe(true);
  }
  const datasets = existsSync(join(store, 'datasets')) ? readdirSync(join(store, 'datasets')).sort() : [];
  expect(datasets, `${call.name} datasets in the store afterwards`).toEqual([...call.store_datasets_after].sort());
}

describe('preparation reference vectors', () => {
  for (const [folder, { historyBound }] of Object.entries(FOLDERS)) {
    it(`${folder}: every supported call reproduces the recorded outputs and refusals`, { timeout: 60_000 }, async () => {
      const root = stage(folder);
      const all = calls(folder);
      const supported = all.filter((call) => !historyBound.includes(call.name));
      // The calls left out are exactly the history-bound ones, by name.
      expect(all.filter(isHistoryBound).map((c) => c.name)).toEqual(historyBound);
      expect(supported.length).toBeGreaterThan(0);
      for (const call of supported) {
        if (call.kind === 'mutate_store') {
          // A test step: overwrite a published file of an earlier call's dataset.
          const earlier = all.find((c) => c.name === call.inputs?.[0]);
          writeFileSync(join(root, 'store', call.store_group!, 'datasets', earlier!.dataset_id!, call.file!), call.content!);
          continue;
        }
        expectRecorded(folder, call, root, await runVectorRequest(request(call, root)));
      }
    });
  }

  it('the vector script speaks the same protocol through files', { timeout: 60_000 }, async () => {
    const folder = 'simpleqa-verified';
    const root = join(stageBase, 'script', folder);
    cpSync(join(VECTORS, folder, 'sources'), join(root, 'sources'), { recursive: true });
    const [ok, refused] = ['quick-s20260918-limit5', 'err-empty-problem'].map((name) => calls(folder).find((c) => c.name === name)!);
    for (const call of [ok!, refused!]) {
      const requestPath = join(root, `${call.name}.request.json`);
      const resultPath = join(root, `${call.name}.result.json`);
      writeFileSync(requestPath, JSON.stringify(request(call, root)));
      await promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/preparation-vector.ts'), requestPath, resultPath], { cwd: ROOT, timeout: 50_000 });
      expectRecorded(folder, call, root, JSON.parse(readFileSync(resultPath, 'utf8')) as VectorResult);
    }
  });
});
