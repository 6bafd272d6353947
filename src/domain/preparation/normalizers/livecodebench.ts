// LiveCodeBench (`livecodebench/code_generation_lite`, `test.jsonl` … `test6.jsonl`): one
// programming problem per line. The case id is `livecodebench/` + `question_id`; the prompt is
// `question_content`, a fixed instruction and, when `starter_code` is non-empty, that code; the
// stratum is `difficulty` (`all` when the field is absent). The whole row is kept as
// `metadata.source_record` for the sandbox grader, so its numbers keep their Python spelling
// (docs/preparation.md).
import { passThrough, pythonStr, pythonTruthy, required, type NormalizedCase, type SourceRecord } from './normalizer.ts';

export const LIVECODEBENCH = 'livecodebench';

const INSTRUCTION = 'Write a Python solution. Return the solution in one Python code block.';

export function normalizeLiveCodeBench(records: readonly SourceRecord[]): NormalizedCase[] {
  return records.map((record) => passThrough(record, LIVECODEBENCH) ?? nativeCase(record));
}

function nativeCase(record: SourceRecord): NormalizedCase {
  const id = `${LIVECODEBENCH}/${pythonStr(required(record, 'question_id'))}`;
  const starter = record['starter_code'];
  const question = `${pythonStr(required(record, 'question_content'))}\n\n${INSTRUCTION}`;
  return {
    id,
    benchmark: LIVECODEBENCH,
    messages: [{ role: 'user', content: pythonTruthy(starter) ? `${question}\n\nStarter code:\n${pythonStr(starter)}` : question }],
    metadata: { source_record: record, stratum: Object.hasOwn(record, 'difficulty') ? record['difficulty'] : 'all' },
  };
}
