// Humanity's Last Exam, text part (`cais/hle`, `data/test-00000-of-00001.parquet`): rows with an
// image (a non-empty `image`) are dropped, since the text benchmark cannot show them. The question
// is the whole prompt (multiple-choice questions already list their choices), the case id is
// `hle/` + `id`, `category` is the stratum and `answer_type` is kept in the metadata, null included.
import { passThrough, pythonStr, required, type NormalizedCase, type SourceRecord } from './normalizer.ts';

export const HLE = 'hle';

export function normalizeHle(records: readonly SourceRecord[]): NormalizedCase[] {
  return records.flatMap((record) => {
    const normalized = passThrough(record, HLE);
    if (normalized) return [normalized];
    // Python truthiness: an empty or null `image` is a text question.
    if (record['image']) return [];
    return [
      {
        id: `${HLE}/${pythonStr(required(record, 'id'))}`,
        benchmark: HLE,
        messages: [{ role: 'user', content: pythonStr(required(record, 'question')) }],
        answer: record['answer'] ?? null,
        metadata: { answer_type: record['answer_type'] ?? null, stratum: record['category'] ?? null },
      },
    ];
  });
}
