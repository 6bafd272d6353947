// The revision check of a folder source (docs/preparation.md): `git -C <folder> rev-parse HEAD`.
// Outside a git work tree git fails and the declared revision stands, recorded beside the content
// digests; inside one the HEAD is what the declared revision must equal. Git runs without a shell,
// bounded in time and output, and without the caller's GIT_* variables (which could point it at
// another repository or work tree).
import { execFile, type ExecFileException } from 'node:child_process';
import type { FolderVerification } from '../domain/preparation/source-folder.ts';
import { PreparationError } from '../domain/preparation/preparation-error.ts';

const GIT_TIMEOUT_MS = 10_000;
const GIT_MAX_OUTPUT = 64 * 1024;

export function verifyFolderRevision(folder: string): Promise<FolderVerification> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')));
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['-C', folder, 'rev-parse', 'HEAD'],
      { env, timeout: GIT_TIMEOUT_MS, maxBuffer: GIT_MAX_OUTPUT, encoding: 'utf8', windowsHide: true },
      (error: ExecFileException | null, stdout: string) => {
        if (!error) return resolve({ kind: 'git-head', head: stdout.trim() });
        // A non-zero exit: not a work tree (or one without a commit yet).
        if (typeof error.code === 'number' && !error.killed) return resolve({ kind: 'declared' });
        if (error.code === 'ENOENT') return reject(new PreparationError('FileNotFoundError', "[Errno 2] No such file or directory: 'git'"));
        reject(new PreparationError('Error', `git rev-parse HEAD failed for the source folder: ${error.killed ? 'timed out' : error.message}`));
      },
    );
  });
}
