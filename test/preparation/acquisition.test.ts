// Acquisition at pinned revisions (docs/preparation.md "Acquisition"): Hub files through the Hub
// client from a local server speaking the Hub's resolution API, the download cache, resumption,
// the checksum and token checks, the offline mirror; task repositories through git from a local
// repository. Nothing here reaches the network.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDataset } from '../../src/domain/preparation/prepare.ts';
import { UPSTREAM_SOURCES, type GitSource, type HubSource } from '../../src/domain/preparation/upstream-sources.ts';
import { acquireUpstream, MIRROR_ENV, type Acquired } from '../../src/preparation/acquire.ts';
import { checkoutPinned } from '../../src/preparation/git-checkout.ts';
import { readLocalSource } from '../../src/preparation/source-files.ts';
import { startLocalHub, type LocalHub } from '../helpers/local-hub.ts';
import { commitAsVectors, git, VECTOR_GIT_ENV } from '../helpers/vector-git.ts';

const FIXTURES = new URL('../fixtures/preparation/', import.meta.url).pathname;
const VECTOR_REVISION = '3f6c1e0b9a8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b';
const TOKEN = 'hf_localtesttoken0123456789';

const gpqa = UPSTREAM_SOURCES['gpqa-diamond'] as HubSource;
const mmlu = UPSTREAM_SOURCES['mmlu-pro'] as HubSource;
const gpqaCsv = readFileSync(join(FIXTURES, 'gpqa-diamond/sources/gpqa_diamond.csv'));
const mmluParquet = readFileSync(join(FIXTURES, 'mmlu-pro/sources/test-00000-of-00001.parquet'));

let hub: LocalHub;
const scratch = mkdtempSync(join(tmpdir(), 'srb-acquire-'));

beforeAll(async () => {
  hub = await startLocalHub({
    files: [
      { repo: gpqa.repo, revision: gpqa.revision, path: gpqa.files[0]!, bytes: gpqaCsv },
      { repo: mmlu.repo, revision: mmlu.revision, path: mmlu.files[0]!, bytes: mmluParquet },
    ],
    gated: new Map([[gpqa.repo, TOKEN]]),
  });
});

afterAll(async () => {
  await hub.close();
  rmSync(scratch, { recursive: true, force: true });
});

let folders = 0;
function options(env: Record<string, string>, progress: [number, number][] = []) {
  return {
    dataDir: join(scratch, `data-${++folders}`),
    env: { HF_ENDPOINT: hub.url, ...env },
    signal: AbortSignal.timeout(30_000),
    onProgress: (done: number, total: number) => progress.push([done, total]),
  };
}

const filesOf = (acquired: Acquired) => {
  if (acquired.kind !== 'files') throw new Error(`expected files, got ${acquired.kind}`);
  return acquired;
};

describe('Hub acquisition', () => {
  it('downloads a pinned file, records its provenance, and prepares the same cases as from local files', async () => {
    const progress: [number, number][] = [];
    const acquired = filesOf(await acquireUpstream('mmlu-pro', options({}, progress)));
    expect(acquired.files.map((f) => [f.name, Buffer.from(f.bytes).equals(mmluParquet)])).toEqual([[mmlu.files[0], true]]);
    expect(progress.at(-1)).toEqual([mmluParquet.byteLength, mmluParquet.byteLength]);
    const artifact = await prepareDataset({
      benchmark: 'mmlu-pro',
      profile: 'smoke',
      seed: 20260918,
      revision: acquired.revision,
      files: acquired.files,
      origin: acquired.origin,
    });
    const source = artifact.manifest.sources['mmlu-pro']!;
    expect(source).toEqual({
      url: 'https://huggingface.co/datasets/TIGER-Lab/MMLU-Pro',
      revision: mmlu.revision,
      files: [{ name: 'data/test-00000-of-00001.parquet', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }],
      revision_verification: 'pinned-huggingface-download',
      license_url: `https://huggingface.co/datasets/TIGER-Lab/MMLU-Pro/blob/${mmlu.revision}/README.md`,
      access_note: 'Upstream access and license terms apply; sr-bench does not redistribute the source dataset.',
      normalizer: 'sr-bench-normalizer-v1',
    });
    // The cases are the reference's for the same file; only the recorded revision differs.
    const expected = readFileSync(join(FIXTURES, 'mmlu-pro/expected/smoke-s20260918/cases.jsonl'), 'utf8').replaceAll(VECTOR_REVISION, mmlu.revision);
    expect(Buffer.from(artifact.jsonl).toString()).toBe(expected);
  });

  it('reads a second request from the cache without downloading again', async () => {
    const opts = options({});
    await acquireUpstream('mmlu-pro', opts);
    const before = hub.requests.length;
    const again = filesOf(await acquireUpstream('mmlu-pro', { ...opts, onProgress: () => {} }));
    expect(hub.requests.length).toBe(before);
    expect(Buffer.from(again.files[0]!.bytes).equals(mmluParquet)).toBe(true);
  });

  it('downloads a file again when its cached copy changed on disk', async () => {
    const opts = options({});
    await acquireUpstream('mmlu-pro', opts);
    const blobs = join(opts.dataDir, 'cache', 'blobs', 'sha256');
    for (const name of execFileSync('ls', [blobs], { encoding: 'utf8' }).trim().split('\n')) writeFileSync(join(blobs, name), 'tampered');
    const before = hub.requests.length;
    const again = filesOf(await acquireUpstream('mmlu-pro', opts));
    expect(hub.requests.length).toBeGreaterThan(before);
    expect(Buffer.from(again.files[0]!.bytes).equals(mmluParquet)).toBe(true);
  });

  it('resumes an interrupted download from where it stopped', async () => {
    const opts = options({});
    const cut = 1000;
    hub.cutNextTransfer(mmlu.files[0]!, cut);
    await expect(acquireUpstream('mmlu-pro', opts)).rejects.toThrow(/Could not download TIGER-Lab\/MMLU-Pro@/);
    // What arrived before the cut is kept.
    const partials = join(opts.dataDir, 'cache', 'partial');
    const [partial] = readdirSync(partials);
    expect(statSync(join(partials, partial!)).size).toBe(cut);
    const before = hub.requests.length;
    const acquired = filesOf(await acquireUpstream('mmlu-pro', opts));
    expect(Buffer.from(acquired.files[0]!.bytes).equals(mmluParquet)).toBe(true);
    const ranges = hub.requests.slice(before).map((r) => r.range);
    expect(ranges).toContain(`bytes=${cut}-${mmluParquet.byteLength - 1}`);
    expect(readdirSync(partials)).toEqual([]);
  });

  it('refuses a download whose bytes differ from the checksum the Hub announced, and keeps nothing', async () => {
    const opts = options({});
    hub.announceEtag(mmlu.files[0]!, `"${'0'.repeat(64)}"`);
    try {
      await expect(acquireUpstream('mmlu-pro', opts)).rejects.toThrow(/checksum mismatch/);
    } finally {
      hub.announceEtag(mmlu.files[0]!, '');
    }
  });

  it('asks for HF_TOKEN for a gated dataset, names a refused token, and downloads with an accepted one', async () => {
    await expect(acquireUpstream('gpqa-diamond', options({}))).rejects.toThrow(/Idavidrein\/gpqa is gated on the Hub; accept its terms .* set HF_TOKEN/);
    await expect(acquireUpstream('gpqa-diamond', options({ HF_TOKEN: 'hf_wrongtoken000000000' }))).rejects.toThrow(
      /the Hub refused HF_TOKEN for Idavidrein\/gpqa \(HTTP 401\)/,
    );
    const acquired = filesOf(await acquireUpstream('gpqa-diamond', options({ HF_TOKEN: TOKEN })));
    expect(Buffer.from(acquired.files[0]!.bytes).equals(gpqaCsv)).toBe(true);
    expect(hub.requests.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says when the pinned revision is not on the Hub it talks to', async () => {
    await expect(acquireUpstream('scicode', options({}))).rejects.toThrow(
      /SciCode1\/SciCode@4510f6a6aa27c43fad7b43da2c59602a86e88480\/problems_test.jsonl was not found on the Hub at http:\/\/127\.0\.0\.1:\d+ \(revision or file missing\)/,
    );
  });

  it('reads the same files from an offline mirror folder, without the Hub', async () => {
    const mirror = join(scratch, 'mirror');
    const local = join(mirror, 'datasets', gpqa.repo, gpqa.revision, gpqa.files[0]!);
    mkdirSync(join(local, '..'), { recursive: true });
    writeFileSync(local, gpqaCsv);
    const before = hub.requests.length;
    const acquired = filesOf(await acquireUpstream('gpqa-diamond', options({ [MIRROR_ENV]: mirror, HF_ENDPOINT: 'http://127.0.0.1:9' })));
    expect(hub.requests.length).toBe(before);
    expect(acquired.origin.revision_verification).toBe('pinned-huggingface-download');
    expect(Buffer.from(acquired.files[0]!.bytes).equals(gpqaCsv)).toBe(true);
    await expect(acquireUpstream('mmlu-pro', options({ [MIRROR_ENV]: mirror }))).rejects.toThrow(
      /the source mirror \(SR_BENCH_SOURCE_MIRROR\) has no datasets\/TIGER-Lab\/MMLU-Pro\//,
    );
  });
});

describe('a task repository acquired at its pinned commit', () => {
  it('checks out the pinned commit from a local repository and prepares the reference dataset from it', async () => {
    const calls = JSON.parse(readFileSync(join(FIXTURES, 'arc-agi-2/calls.json'), 'utf8')) as {
      name: string;
      git?: { expected_head: string };
      dataset_id: string;
      cases_file: string;
    }[];
    const call = calls.find((c) => c.name === 'git-head-quick')!;
    // The repository as the reference vectors commit it (identity, date, modes), so its HEAD is the recorded one.
    const work = join(scratch, 'ARC-AGI-2');
    cpSync(join(FIXTURES, 'arc-agi-2/sources/ARC-AGI-2'), work, { recursive: true });
    const head = await commitAsVectors(work);
    expect(head).toBe(call.git!.expected_head);
    const bare = join(scratch, 'mirror-git', 'ARC-AGI-2.git');
    execFileSync('git', ['clone', '-q', '--bare', work, bare], { env: VECTOR_GIT_ENV });
    await git(bare, 'config', 'uploadpack.allowAnySHA1InWant', 'true');

    const pinned: GitSource = { kind: 'git', url: `file://${bare}`, revision: head, sparse: null };
    const acquired = await acquireUpstream('arc-agi-2', { ...options({}), sources: { 'arc-agi-2': pinned } });
    if (acquired.kind !== 'checkout') throw new Error(`expected a checkout, got ${acquired.kind}`);
    expect(acquired.revision).toBe(head);
    const artifact = await prepareDataset({
      benchmark: 'arc-agi-2',
      profile: 'quick',
      seed: 20260918,
      revision: acquired.revision,
      ...(await readLocalSource(acquired.path)),
    });
    expect(artifact.manifest.sources['arc-agi-2']?.revision_verification).toBe('git-head');
    expect(artifact.manifest.id).toBe(call.dataset_id);
    expect(Buffer.from(artifact.jsonl).equals(readFileSync(join(FIXTURES, 'arc-agi-2', call.cases_file)))).toBe(true);
  });
});

describe('git checkout at a pinned commit', () => {
  const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
  const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-C', cwd, ...args], { env, encoding: 'utf8' }).trim();

  function repository(): { url: string; commits: string[] } {
    const work = mkdtempSync(join(scratch, 'repo-'));
    git(work, 'init', '-q');
    const commits: string[] = [];
    for (const round of [1, 2]) {
      mkdirSync(join(work, 'data', 'evaluation'), { recursive: true });
      writeFileSync(join(work, 'data', 'evaluation', `task-${round}.json`), JSON.stringify({ train: [], test: [{ input: [[round]], output: [[round]] }] }));
      git(work, 'add', '-A');
      git(work, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-q', '-m', `round ${round}`);
      commits.push(git(work, 'rev-parse', 'HEAD'));
    }
    const bare = `${work}.git`;
    execFileSync('git', ['clone', '-q', '--bare', work, bare], { env });
    // A fetch by commit id needs the server to allow it (hosts do).
    git(bare, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
    return { url: `file://${bare}`, commits };
  }

  it('checks out exactly the pinned commit, not the newest, reuses a clean checkout and refuses a changed one', async () => {
    const { url, commits } = repository();
    const source: GitSource = { kind: 'git', url, revision: commits[0]!, sparse: null };
    const dest = join(scratch, 'checkout-a');
    const signal = AbortSignal.timeout(30_000);
    await checkoutPinned(source, dest, { signal, env });
    expect(git(dest, 'rev-parse', 'HEAD')).toBe(commits[0]);
    expect(readFileSync(join(dest, 'data', 'evaluation', 'task-1.json'), 'utf8')).toContain('[[1]]');
    await checkoutPinned(source, dest, { signal, env });
    writeFileSync(join(dest, 'data', 'evaluation', 'task-1.json'), 'changed');
    await expect(checkoutPinned(source, dest, { signal, env })).rejects.toThrow(/differs from the pinned/);
  });

  it('names a commit the repository does not have', async () => {
    const { url } = repository();
    const source: GitSource = { kind: 'git', url, revision: 'f'.repeat(40), sparse: null };
    await expect(checkoutPinned(source, join(scratch, 'checkout-b'), { signal: AbortSignal.timeout(30_000), env })).rejects.toThrow(
      /Could not fetch file:\/\/.* at f{40}/,
    );
  });
});
