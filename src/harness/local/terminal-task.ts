/**
 * A Terminal-Bench task for the local harness (docs/harness.md "Agents: τ³ and Terminal-Bench"): inline in
 * `case.metadata.task` (`{instruction, files: {relpath: content}, test}`, the demo) or a task tree
 * at `case.metadata.task_path` (`instruction.md`, `tests/test.sh`, `environment/`). A tree whose
 * environment is only a container recipe needs the upstream harness: the local one refuses it.
 */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import type { HarnessRequest } from '../../domain/harness/protocol.ts';
import type { JsonRecord } from '../../domain/json/json-value.ts';

export interface TerminalTask {
  readonly instruction: string;
  /** Workspace files: relative path → content. */
  readonly files: ReadonlyMap<string, Buffer>;
  /** The verifier: a bash script run in the workspace; exit 0 passes. */
  readonly test: string;
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A relative path that stays inside the workspace, or an error. */
export function safeRelativePath(path: string): string {
  const normal = normalize(path);
  if (path === '' || isAbsolute(path) || normal === '..' || normal.startsWith(`..${sep}`) || normal === '.') {
    throw new Error(`Task file path ${JSON.stringify(path)} must stay inside the workspace`);
  }
  return normal;
}

function inlineTask(raw: JsonRecord): TerminalTask {
  const { instruction, test, files } = raw;
  if (typeof instruction !== 'string' || instruction.trim() === '') throw new Error('Terminal task has no instruction');
  if (typeof test !== 'string' || test.trim() === '') throw new Error('Terminal task has no test script');
  const map = new Map<string, Buffer>();
  if (files !== undefined) {
    if (!isRecord(files)) throw new Error('Terminal task files must be an object of path → content');
    for (const [path, content] of Object.entries(files)) {
      if (typeof content !== 'string') throw new Error(`Terminal task file ${path} must be text`);
      map.set(safeRelativePath(path), Buffer.from(content, 'utf8'));
    }
  }
  return { instruction, files: map, test };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function listFiles(root: string, dir = root): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(root, path)));
    else if (entry.isFile()) out.push(relative(root, path));
  }
  return out;
}

const CONTAINER_RECIPES = new Set(['Dockerfile', 'docker-compose.yaml', 'docker-compose.yml']);

async function treeTask(taskPath: string): Promise<TerminalTask> {
  const instruction = await readFile(join(taskPath, 'instruction.md'), 'utf8');
  const testPath = join(taskPath, 'tests', 'test.sh');
  if (!(await exists(testPath))) throw new Error(`Task ${taskPath} has no tests/test.sh`);
  const test = await readFile(testPath, 'utf8');
  const envDir = join(taskPath, 'environment');
  const envFiles = (await exists(envDir)) ? await listFiles(envDir) : [];
  const workspaceFiles = envFiles.filter((path) => !CONTAINER_RECIPES.has(path));
  if (envFiles.length > 0 && workspaceFiles.length === 0) {
    throw new Error(
      `Task ${taskPath} defines its environment only as a container image (environment/${envFiles.join(', environment/')}); ` +
        'the local harness cannot build it — run this task with the upstream harness',
    );
  }
  const files = new Map<string, Buffer>();
  for (const path of workspaceFiles) files.set(safeRelativePath(path), await readFile(join(envDir, path)));
  return { instruction, files, test };
}

export async function loadTerminalTask(request: HarnessRequest): Promise<TerminalTask> {
  const metadata = isRecord(request.case['metadata']) ? request.case['metadata'] : {};
  if (isRecord(metadata['task'])) return inlineTask(metadata['task']);
  const taskPath = metadata['task_path'];
  if (typeof taskPath !== 'string' || taskPath === '') throw new Error('Terminal case has neither metadata.task nor metadata.task_path');
  if (!isAbsolute(taskPath) && request.source_root === null) throw new Error(`Relative task_path ${taskPath} needs a source_root`);
  return treeTask(isAbsolute(taskPath) ? taskPath : resolve(request.source_root ?? '.', taskPath));
}

/** Writes the task's files under `workspace` (created if missing). */
export async function writeWorkspace(workspace: string, task: TerminalTask): Promise<void> {
  await mkdir(workspace, { recursive: true, mode: 0o700 });
  for (const [path, content] of task.files) {
    const target = join(workspace, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}
