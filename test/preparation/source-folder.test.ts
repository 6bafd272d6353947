// Folder sources (docs/preparation.md): the listing a benchmark layout reads, the git-head
// revision check, and the refusal of a folder for a benchmark read from record files.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { UNSUPPORTED_SOURCE } from '../../src/domain/preparation/folder-layout.ts';
import { PreparationError } from '../../src/domain/preparation/preparation-error.ts';
import { prepareDataset } from '../../src/domain/preparation/prepare.ts';
import { readLocalSource } from '../../src/preparation/source-files.ts';

const base = mkdtempSync(join(tmpdir(), 'srb-folder-source-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const savedGitDir = process.env['GIT_DIR'];
afterEach(() => {
  if (savedGitDir === undefined) delete process.env['GIT_DIR'];
  else process.env['GIT_DIR'] = savedGitDir;
});

const GIT_ENV = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_'))),
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

async function committedRepository(name: string): Promise<{ path: string; head: string }> {
  const path = join(base, name);
  mkdirSync(path);
  writeFileSync(join(path, 'file.txt'), 'content\n');
  const git = (...args: string[]) => promisify(execFile)('git', ['-C', path, ...args], { env: GIT_ENV, timeout: 30_000 });
  await git('init', '-q');
  await git('add', '-A');
  await git('-c', 'commit.gpgsign=false', 'commit', '-q', '--no-verify', '-m', 'snapshot');
  return { path, head: (await git('rev-parse', 'HEAD')).stdout.trim() };
}

describe('folder sources', () => {
  it('list every regular file and folder below, hidden ones included, symbolic links left out', async () => {
    const dir = join(base, 'listing');
    mkdirSync(join(dir, 'a', '.b'), { recursive: true });
    writeFileSync(join(dir, 'a', '.b', 'c.txt'), 'c');
    writeFileSync(join(dir, '.top'), 't');
    symlinkSync('.top', join(dir, 'file-link'));
    symlinkSync('a', join(dir, 'folder-link'));
    symlinkSync('missing', join(dir, 'dangling-link'));
    const { files, folder } = await readLocalSource(dir);
    expect(files).toEqual([]);
    expect(folder?.path).toBe(dir);
    expect(folder?.files.map((file) => file.name).sort()).toEqual(['.top', 'a/.b/c.txt']);
    expect(folder?.directories.slice().sort()).toEqual(['a', 'a/.b']);
    expect(Buffer.from(folder?.files.find((file) => file.name === 'a/.b/c.txt')?.read() ?? []).toString()).toBe('c');
    expect(folder?.verification).toEqual({ kind: 'declared' });
  });

  it('record the HEAD of a git work tree, whatever GIT_* variables the server runs with', async () => {
    const repository = await committedRepository('repository');
    const plain = join(base, 'plain');
    mkdirSync(plain);
    // With GIT_DIR passed on, git would answer for this repository from any folder.
    process.env['GIT_DIR'] = join(repository.path, '.git');
    expect((await readLocalSource(plain)).folder?.verification).toEqual({ kind: 'declared' });
    expect((await readLocalSource(repository.path)).folder?.verification).toEqual({ kind: 'git-head', head: repository.head });
  });

  it('are refused for a benchmark read from record files', async () => {
    const dir = join(base, 'records');
    mkdirSync(dir);
    writeFileSync(join(dir, 'gpqa_diamond.csv'), 'Question\nq\n');
    const source = await readLocalSource(dir);
    const refusal = prepareDataset({ benchmark: 'gpqa-diamond', profile: 'smoke', seed: 1, revision: 'r', ...source });
    await expect(refusal).rejects.toThrow(PreparationError);
    await expect(refusal).rejects.toThrow(UNSUPPORTED_SOURCE);
  });
});
