// A folder committed as the preparation reference vectors commit their git sources (the
// fixtures' README): files 644, folders 755, links kept, the vectors' identity and date, no global
// or system configuration, so the commit id is the recorded one.
import { execFile } from 'node:child_process';
import { chmodSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const VECTOR_GIT_ENV = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_'))),
  GIT_AUTHOR_NAME: 'sr-bench vectors',
  GIT_AUTHOR_EMAIL: 'vectors@example.invalid',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00+00:00',
  GIT_COMMITTER_NAME: 'sr-bench vectors',
  GIT_COMMITTER_EMAIL: 'vectors@example.invalid',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00+00:00',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

export async function git(cwd: string, ...args: string[]): Promise<string> {
  return (await promisify(execFile)('git', ['-C', cwd, ...args], { env: VECTOR_GIT_ENV, timeout: 30_000 })).stdout.trim();
}

/** Commits everything in `folder` (a new repository) as the vectors do and returns the commit id. */
export async function commitAsVectors(folder: string): Promise<string> {
  const normalizeModes = (dir: string): void => {
    chmodSync(dir, 0o755);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) normalizeModes(join(dir, entry.name));
      else if (entry.isFile()) chmodSync(join(dir, entry.name), 0o644);
    }
  };
  normalizeModes(folder);
  await git(folder, 'init', '-q');
  await git(folder, 'add', '-A', '-f');
  await git(folder, '-c', 'commit.gpgsign=false', 'commit', '-q', '--no-verify', '-m', 'synthetic source snapshot\n');
  return git(folder, 'rev-parse', 'HEAD');
}
