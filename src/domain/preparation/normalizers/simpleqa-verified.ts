// SimpleQA Verified (`google/simpleqa-verified`, `simpleqa_verified.csv`): one short-answer
// question per row. The question is `problem` (`question` in files without that column), the
// reference answer `answer`, the stratum `topic`; the case id is the row's 0-based position,
// since the file has no id column. The native task is the upstream `original_index`, stripped (a
// blank one is refused only when a source partition needs it).
import { pyStrip } from '../../hashing/python-text.ts';
import { PreparationError } from '../preparation-error.ts';
import { NATIVE_TASK, passThrough, pythonStr, type NormalizedCase, type SourceRecord } from './normalizer.ts';

export const SIMPLEQA_VERIFIED = 'simpleqa-verified';

export function normalizeSimpleQa(records: readonly SourceRecord[]): NormalizedCase[] {
  return records.map((record, index) => {
    const normalized = passThrough(record, SIMPLEQA_VERIFIED);
    if (normalized) return normalized;
    const question = Object.hasOwn(record, 'problem') ? record['problem'] : record['question'];
    if (!question) throw new PreparationError('ValueError', 'SimpleQA source lacks question/problem');
    return {
      id: `${SIMPLEQA_VERIFIED}/${index}`,
      benchmark: SIMPLEQA_VERIFIED,
      messages: [{ role: 'user', content: question }],
      answer: record['answer'] ?? null,
      metadata: { stratum: record['topic'] ?? null },
      [NATIVE_TASK]: { domain: '', taskId: originalIndex(record) },
    };
  });
}

function originalIndex(record: SourceRecord): string | null {
  const value = record['original_index'];
  const text = value === undefined || value === null ? '' : pyStrip(pythonStr(value));
  return text === '' ? null : text;
}
