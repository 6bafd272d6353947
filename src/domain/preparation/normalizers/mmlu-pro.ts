// MMLU-Pro (`TIGER-Lab/MMLU-Pro`, `data/test-00000-of-00001.parquet`; the same columns as JSON
// Lines work too): a question with 3 to 10 options. The case id is `mmlu-pro/` + `question_id`
// (an INT64, written in decimal); the options are lettered A., B., … under the question (an empty
// option keeps its `E. ` line), the answer letter is kept verbatim and `category` is the stratum.
import { PreparationError } from '../preparation-error.ts';
import { passThrough, pythonStr, required, type NormalizedCase, type SourceRecord } from './normalizer.ts';

export const MMLU_PRO = 'mmlu-pro';

const INSTRUCTION = 'Return only the letter of the correct answer.';

export function normalizeMmluPro(records: readonly SourceRecord[]): NormalizedCase[] {
  return records.map((record) => passThrough(record, MMLU_PRO) ?? nativeCase(record));
}

function nativeCase(record: SourceRecord): NormalizedCase {
  const id = pythonStr(required(record, 'question_id'));
  const question = pythonStr(required(record, 'question'));
  const options = required(record, 'options');
  if (!Array.isArray(options)) throw new PreparationError('ValueError', 'MMLU-Pro options must be a list');
  const listed = options.map((option, i) => `${String.fromCharCode(65 + i)}. ${pythonStr(option)}`).join('\n');
  return {
    id: `${MMLU_PRO}/${id}`,
    benchmark: MMLU_PRO,
    messages: [{ role: 'user', content: `${question}\n\n${listed}\n\n${INSTRUCTION}` }],
    answer: record['answer'] ?? null,
    metadata: { stratum: record['category'] ?? null },
  };
}
