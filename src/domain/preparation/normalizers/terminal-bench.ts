// Terminal-Bench 2.1 (a pinned task checkout): each task is a folder holding `task.toml`,
// `instruction.md`, `environment/`, `solution/` and `tests/`, run in its own container by the
// sandbox grader. A case has no prompt: the case id is `terminal-bench-2.1/<task folder>` and the
// metadata points at the task folder (`task_path`, absolute) and binds its content by
// `tree_sha256`, the canonical digest of `{relative path: sha256}` over every regular file below
// it (hidden ones included, symbolic links left out). Every task has the stratum `terminal`.
//
// As a folder: the task folders are those directly in `tasks/` (or in the checkout itself when it
// has no `tasks/`) with a `task.toml` directly inside; the provenance lists each by name with its
// tree digest, sorted by name.
import { digest } from '../../hashing/canonical.ts';
import { absolutePath, sha256Hex, type FolderRecords } from '../folder-layout.ts';
import { joinPath, type FolderView } from '../source-folder.ts';
import { passThrough, pythonStr, required, type NormalizedCase, type SourceRecord } from './normalizer.ts';

export const TERMINAL_BENCH = 'terminal-bench-2.1';

const TASKS_DIR = 'tasks';
const TASK_MARKER = 'task.toml';
const STRATUM = 'terminal';

export function normalizeTerminalBench(records: readonly SourceRecord[]): NormalizedCase[] {
  return records.map((record) => passThrough(record, TERMINAL_BENCH) ?? nativeCase(record));
}

function nativeCase(record: SourceRecord): NormalizedCase {
  return {
    id: `${TERMINAL_BENCH}/${pythonStr(required(record, 'id'))}`,
    benchmark: TERMINAL_BENCH,
    messages: [{ role: 'user', content: '' }],
    metadata: { stratum: STRATUM, task_path: required(record, 'task_path'), tree_sha256: required(record, 'tree_sha256') },
  };
}

export function readTerminalBenchFolder(folder: FolderView): FolderRecords {
  const base = folder.isDirectory(TASKS_DIR) ? TASKS_DIR : '';
  const records: SourceRecord[] = [];
  const files = folder
    .subdirectories(base)
    .filter((name) => folder.file(joinPath(joinPath(base, name), TASK_MARKER)) !== undefined)
    .map((name) => {
      const dir = joinPath(base, name);
      // fromEntries keeps any file name (even `__proto__`) as an own key.
      const tree = Object.fromEntries(folder.filesBelow(dir).map(({ relative, file }) => [relative, sha256Hex(file.read())]));
      const treeSha256 = digest(tree);
      records.push({ id: name, task_path: absolutePath(folder, dir), tree_sha256: treeSha256 });
      return { name, sha256: treeSha256 };
    });
  return { records, files };
}
