// SciCode (`SciCode1/SciCode`, `problems_test.jsonl`): one multi-step scientific coding problem
// per line. The case id is `scicode/` + `problem_id`; the stratum is `domain` (`all` when the
// field is absent). The message is empty: the prompt is built per sub-step from the whole row,
// kept as `metadata.source_record` (docs/preparation.md).
import { passThrough, pythonStr, required, type NormalizedCase, type SourceRecord } from './normalizer.ts';

export const SCICODE = 'scicode';

export function normalizeSciCode(records: readonly SourceRecord[]): NormalizedCase[] {
  return records.map((record) => passThrough(record, SCICODE) ?? nativeCase(record));
}

function nativeCase(record: SourceRecord): NormalizedCase {
  return {
    id: `${SCICODE}/${pythonStr(required(record, 'problem_id'))}`,
    benchmark: SCICODE,
    messages: [{ role: 'user', content: '' }],
    metadata: { source_record: record, stratum: Object.hasOwn(record, 'domain') ? record['domain'] : 'all' },
  };
}
