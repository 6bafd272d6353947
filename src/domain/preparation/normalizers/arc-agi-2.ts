// ARC-AGI-2 (`arcprize/ARC-AGI-2`, `data/evaluation/<task>.json`): a task shows train pairs of
// input and output grids and asks for the output grid of each test input. The prompt is a fixed
// instruction line and the compact, ASCII-escaped JSON of the train pairs and test inputs; the
// answer is the list of test output grids. Every task has the stratum `public-evaluation`.
//
// As a folder: the checkout (then `data/evaluation`, when that folder exists) or a folder of task
// files; every `*.json` directly in it is a task, hidden files too, sorted by name. The file stem
// is the task id unless the task has an `id` key; each file is hashed into the provenance.
import { isJsonObject } from '../../accounting/json-values.ts';
import { pythonJsonDumps } from '../../hashing/python-json.ts';
import { readJsonFile, type FolderRecords } from '../folder-layout.ts';
import { PreparationError } from '../preparation-error.ts';
import type { FolderView } from '../source-folder.ts';
import { passThrough, pythonStr, required, type NormalizedCase, type SourceRecord } from './normalizer.ts';

export const ARC_AGI_2 = 'arc-agi-2';

const INSTRUCTION = 'Infer the grid transformation from the examples. Return a JSON array containing one output grid for each test input, in order.';
const STRATUM = 'public-evaluation';
const EVALUATION_DIR = 'data/evaluation';
const TASK_SUFFIX = '.json';

export function normalizeArc(records: readonly SourceRecord[]): NormalizedCase[] {
  return records.map((record) => passThrough(record, ARC_AGI_2) ?? nativeCase(record));
}

function nativeCase(record: SourceRecord): NormalizedCase {
  const train = required(record, 'train');
  const tests = required(record, 'test');
  if (!Array.isArray(tests) || !tests.every(isJsonObject)) throw new PreparationError('ValueError', 'ARC task test must be a list of objects');
  const shown = { train, test: tests.map((test) => ({ input: required(test, 'input') })) };
  return {
    id: `${ARC_AGI_2}/${pythonStr(required(record, 'id'))}`,
    benchmark: ARC_AGI_2,
    messages: [{ role: 'user', content: `${INSTRUCTION}\n${pythonJsonDumps(shown, { compact: true, ensureAscii: true })}` }],
    answer: tests.map((test) => required(test, 'output')),
    metadata: { output_format: 'grids', stratum: STRATUM },
  };
}

export function readArcFolder(folder: FolderView): FolderRecords {
  const dir = folder.isDirectory(EVALUATION_DIR) ? EVALUATION_DIR : '';
  const tasks = folder.filesIn(dir).filter((file) => file.name.endsWith(TASK_SUFFIX));
  const records: SourceRecord[] = [];
  const files = tasks.map((file) => {
    const name = file.name.slice(file.name.lastIndexOf('/') + 1);
    const { value, sha256 } = readJsonFile(file);
    if (!isJsonObject(value)) throw new PreparationError('ValueError', `ARC task ${name} must hold a JSON object`);
    records.push(Object.hasOwn(value, 'id') ? value : { ...value, id: pythonStem(name) });
    return { name, sha256 };
  });
  return { records, files };
}

/** Python's `Path.stem`: the name without its last suffix; a leading dot starts no suffix (`.json` stays). */
function pythonStem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(0, dot) : name;
}
