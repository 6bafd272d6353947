// The preparation reference vectors (test/fixtures/preparation/, README.md there): every call is
// staged as the checker stages it (git checkouts included) and run through the same protocol the
// vector script speaks; outputs must equal the recorded ones byte for byte, refusals by kind and
// message. Recorded outputs name the stage folder `{STAGE}/<folder>`: it is replaced by the actual
// one, and where cases embed it (Terminal-Bench task paths) the manifest's `sha256` and `id`, which
// hash those bytes, are recomputed from the relocated cases; a history snapshot is compared after
// relocating the manifest digests it records. A collection's announced updates must equal the
// recorded ones, refused or not.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { datasetId } from '../../src/domain/dataset/artifact.ts';
import { canonical, digest } from '../../src/domain/hashing/canonical.ts';
import { commitAsVectors } from '../helpers/vector-git.ts';
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
  /** A git checkout of the source made before the call; its HEAD is `expected_head`. */
  git?: { checkout: boolean; expected_head: string } | null;
  /** Symbolic links the checker creates in the staged sources (the same on every call of a folder). */
  stage?: { symlinks?: { path: string; target: string }[] };
  /** mutate_store steps: the earlier call whose dataset file is overwritten; compile_snapshot: the calls whose datasets it names. */
  inputs?: string[];
  file?: string;
  content?: string;
  dataset_id?: string;
  /** compile_snapshot: where the snapshot is written and where the recorded one lies (both relative to the folder). */
  output?: string;
  snapshot_file?: string;
  /** compose: the benchmarks taken from the inputs. */
  benchmarks?: string[];
  /** collection: what is asked for, each benchmark's source (relative to the folder), and the updates it announces. */
  request?: { benchmarks: string[]; profile: string; seed?: number };
  local_sources?: Record<string, string>;
  updates_file?: string;
}

const FOLDERS = ['arc-agi-2', 'composed', 'gpqa-diamond', 'hle', 'livecodebench', 'mmlu-pro', 'scicode', 'simpleqa-verified', 'tau3', 'terminal-bench-2.1'];

const stageBase = mkdtempSync(join(tmpdir(), 'srb-prep-vectors-'));
afterAll(() => rmSync(stageBase, { recursive: true, force: true }));

function calls(folder: string): VectorCall[] {
  return JSON.parse(readFileSync(join(VECTORS, folder, 'calls.json'), 'utf8')) as VectorCall[];
}

/** Copies a folder's sources where the checker would, with its symbolic links, and returns the stage folder. */
function stage(folder: string): string {
  const root = join(stageBase, folder);
  if (existsSync(root)) return root;
  cpSync(join(VECTORS, folder, 'sources'), join(root, 'sources'), { recursive: true });
  for (const link of calls(folder)[0]?.stage?.symlinks ?? []) {
    const path = join(root, 'sources', link.path);
    mkdirSync(dirname(path), { recursive: true });
    symlinkSync(link.target, path);
  }
  return root;
}

/** Makes the checker's git checkout of a call's source (files 644, folders 755, links kept) and returns it. */
async function gitCheckout(call: VectorCall, root: string): Promise<string> {
  const checkout = join(root, 'git', call.name, basename(call.source_path));
  rmSync(dirname(checkout), { recursive: true, force: true });
  cpSync(join(root, call.source_path), checkout, { recursive: true, verbatimSymlinks: true });
  const head = await commitAsVectors(checkout);
  expect(head, `${call.name}: git checkout HEAD`).toBe(call.git?.expected_head);
  return checkout;
}

/** A manifest an earlier call returned (the fixture README's format): read for its id and passed on as it is. */
type Returned = { readonly id?: unknown };

/** The request the checker sends (check.py's build_request); `returned` holds what earlier calls of the folder returned. */
function request(call: VectorCall, root: string, returned: ReadonlyMap<string, Returned> = new Map(), sourcePath?: string) {
  const store = join(root, 'store', call.store_group ?? call.name);
  const inputs = (call.inputs ?? []).map((name) => returned.get(name));
  const datasetIds = inputs.map((manifest) => manifest?.id);
  if (call.kind === 'compile_snapshot') return { kind: call.kind, args: { store, dataset_ids: datasetIds, output: join(root, call.output!) } };
  if (call.kind === 'combine') return { kind: call.kind, args: { store, manifests: inputs } };
  if (call.kind === 'compose') return { kind: call.kind, args: { store, dataset_ids: datasetIds, benchmarks: call.benchmarks } };
  if (call.kind === 'collection') {
    const localSources = Object.fromEntries(Object.entries(call.local_sources ?? {}).map(([benchmark, path]) => [benchmark, join(root, path)]));
    return { kind: call.kind, args: { store, request: call.request, revision: call.revision, local_sources: localSources } };
  }
  return {
    kind: call.kind,
    args: {
      benchmark: call.benchmark,
      profile: call.profile,
      store,
      source_path: sourcePath ?? join(root, call.source_path),
      revision: call.revision,
      seed: call.seed,
      limit: call.limit,
      ...(call.exclusion_snapshot ? { exclusion_snapshot: join(root, call.exclusion_snapshot) } : {}),
      ...(call.source_partition ? { source_partition: call.source_partition } : {}),
      ...(call.evaluation_role ? { evaluation_role: call.evaluation_role } : {}),
    },
  };
}

/**
 * A call's recorded outputs as the reference writes them at stage folder `root`: the stage folder
 * replaced, and when the cases embed it, the manifest's `sha256` and `id` recomputed from the
 * relocated cases bytes (where they do not, the recomputation must give the recorded values).
 */
function relocated(folder: string, call: VectorCall, root: string): { manifestText: string; cases: Buffer; id: string } {
  // The stage folder is written into JSON text unescaped: it must need no escaping.
  expect(root).toMatch(/^[ -~]+$/);
  expect(root).not.toMatch(/["\\]/);
  const recordedCases = readFileSync(join(VECTORS, folder, call.cases_file!), 'utf8');
  const cases = Buffer.from(recordedCases.replaceAll(`{STAGE}/${folder}`, root), 'utf8');
  const recordedText = readFileSync(join(VECTORS, folder, call.manifest_file!), 'utf8');
  // A recorded manifest (the fixture README's format): only the fields the id hashes are read.
  const recorded = JSON.parse(recordedText) as {
    id: string;
    sha256: string;
    sources: unknown;
    profile: string;
    seed: number;
    custom_subset: boolean;
    selection: string;
    preparation?: unknown;
  };
  const sha256 = createHash('sha256').update(cases).digest('hex');
  const { sources, profile, seed, custom_subset, selection, preparation } = recorded;
  const id = datasetId({ cases_sha256: sha256, sources, profile, seed, custom_subset, selection, preparation });
  if (!recordedCases.includes('{STAGE}')) expect([id, sha256], `${call.name}: recomputed id and sha256`).toEqual([recorded.id, recorded.sha256]);
  const manifestText = recordedText
    .replaceAll(`{STAGE}/${folder}`, root)
    .replaceAll(recorded.id, id)
    .replace(`"sha256": "${recorded.sha256}"`, `"sha256": "${sha256}"`);
  return { manifestText, cases, id };
}

/**
 * The recorded snapshot as compiled under this stage. It holds no path, but each reference's
 * `manifest_sha256` hashes a manifest whose `path` is absolute, and the id hashes those: both are
 * recomputed from the recorded manifests relocated here. Everything else must match as recorded.
 */
function relocatedSnapshot(folder: string, call: VectorCall, root: string, all: readonly VectorCall[]): string {
  const { id: _recordedId, ...recorded } = JSON.parse(readFileSync(join(VECTORS, folder, call.snapshot_file!), 'utf8')) as {
    id: string;
    references: { id: string; manifest_sha256: string }[];
  };
  const references = recorded.references.map((reference) => {
    const producer = all.find((c) => c.kind === 'prepare' && c.dataset_id === reference.id && c.result === 'ok');
    return {
      ...reference,
      manifest_sha256: createHash('sha256')
        .update(relocated(folder, producer!, root).manifestText)
        .digest('hex'),
    };
  });
  const body = { ...recorded, references };
  return `${canonical({ ...body, id: digest(body) })}\n`;
}

function expectRecorded(folder: string, call: VectorCall, root: string, result: VectorResult): void {
  const store = join(root, 'store', call.store_group ?? call.name);
  let datasetsAfter = call.store_datasets_after;
  if (call.updates_file) {
    expect(result.updates, `${call.name} updates`).toEqual(JSON.parse(readFileSync(join(VECTORS, folder, call.updates_file), 'utf8')));
  }
  if (call.result === 'error') {
    const { updates: _updates, ...refusal } = result;
    expect(refusal, call.name).toEqual({ result: 'error', error_type: call.error_type, error_message: call.error_message });
  } else if (call.kind === 'compile_snapshot') {
    expect(result.result, `${call.name}: ${JSON.stringify(result)}`).toBe('ok');
  } else {
    expect(result.result, `${call.name}: ${JSON.stringify(result)}`).toBe('ok');
    const expected = relocated(folder, call, root);
    if (result.result === 'ok') expect(result.value, call.name).toEqual(JSON.parse(expected.manifestText));
    const published = join(store, 'datasets', expected.id);
    expect(readFileSync(join(published, 'manifest.json'), 'utf8'), `${call.name} manifest.json`).toBe(expected.manifestText);
    expect(readFileSync(join(published, 'cases.jsonl')).equals(expected.cases), `${call.name} cases.jsonl`).toBe(true);
    datasetsAfter = datasetsAfter.map((id) => (id === call.dataset_id ? expected.id : id));
  }
  const datasets = existsSync(join(store, 'datasets')) ? readdirSync(join(store, 'datasets')).sort() : [];
  expect(datasets, `${call.name} datasets in the store afterwards`).toEqual([...datasetsAfter].sort());
}

describe('preparation reference vectors', () => {
  for (const folder of FOLDERS) {
    it(`${folder}: every call reproduces the recorded outputs and refusals`, { timeout: 60_000 }, async () => {
      const root = stage(folder);
      const all = calls(folder);
      const returned = new Map<string, Returned>();
      for (const call of all) {
        if (call.kind === 'mutate_store') {
          // A test step: overwrite a published file of an earlier call's dataset.
          writeFileSync(join(root, 'store', call.store_group!, 'datasets', String(returned.get(call.inputs![0]!)?.id), call.file!), call.content!);
          continue;
        }
        // The staged sources hold the recorded snapshot where compile_snapshot writes: it must write it anew.
        if (call.kind === 'compile_snapshot') rmSync(join(root, call.output!), { force: true });
        const sourcePath = call.git?.checkout ? await gitCheckout(call, root) : undefined;
        const result = await runVectorRequest(request(call, root, returned, sourcePath));
        expectRecorded(folder, call, root, result);
        if (call.kind !== 'compile_snapshot' && result.result === 'ok') returned.set(call.name, result.value);
        if (call.kind === 'compile_snapshot') {
          const output = join(root, call.output!);
          expect(readFileSync(output, 'utf8'), `${call.name} snapshot`).toBe(relocatedSnapshot(folder, call, root, all));
          // Later calls read the recorded snapshot, as the checker has them do: their manifests embed it.
          writeFileSync(output, readFileSync(join(VECTORS, folder, call.snapshot_file!)));
        }
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
      await promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/preparation-vector.ts'), requestPath, resultPath], {
        cwd: ROOT,
        timeout: 50_000,
      });
      expectRecorded(folder, call, root, JSON.parse(readFileSync(resultPath, 'utf8')) as VectorResult);
    }
  });
});
