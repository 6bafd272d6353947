// GPQA Diamond (`Idavidrein/gpqa`, `gpqa_diamond.csv`): a question with one correct and three
// incorrect answers. The case id is `gpqa-diamond/` + the first 24 hex characters of the
// canonical digest of the question text; the four answers (correct first) are shuffled with
// Python's `random.Random` seeded by the canonical digest of `[seed, that identity]`, so the
// selection seed also changes the answer letters. `Subdomain` is the stratum. The native task is
// the whole digest of the question.
import { digest } from '../../hashing/canonical.ts';
import { PreparationError } from '../preparation-error.ts';
import { pythonShuffle, PythonRandom } from '../python-random.ts';
import { NATIVE_TASK, passThrough, pythonStr, required, type NormalizedCase, type SourceRecord } from './normalizer.ts';

export const GPQA_DIAMOND = 'gpqa-diamond';

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const RETEST_NOTICE = 'Public labels may have been previously inspected; not an unseen-data claim.';
const INSTRUCTION = 'Return only the letter of the correct answer.';

export function normalizeGpqa(records: readonly SourceRecord[], seed: number): NormalizedCase[] {
  return records.map((record) => passThrough(record, GPQA_DIAMOND) ?? nativeCase(record, seed));
}

function nativeCase(record: SourceRecord, seed: number): NormalizedCase {
  const question = pythonStr(required(record, 'Question'));
  const options = ['Correct Answer', 'Incorrect Answer 1', 'Incorrect Answer 2', 'Incorrect Answer 3'].map((column) => pythonStr(required(record, column)));
  const questionDigest = digest(question);
  const identity = questionDigest.slice(0, 24);
  const shuffled = pythonShuffle(
    new PythonRandom(digest([seed, identity])),
    options.map((text, index) => ({ text, correct: index === 0 })),
  );
  const correct = shuffled.findIndex((option) => option.correct);
  if (correct < 0) throw new PreparationError('ValueError', 'GPQA row lost its correct answer');
  const listed = shuffled.map((option, i) => `${LETTERS[i]}. ${option.text}`).join('\n');
  return {
    id: `${GPQA_DIAMOND}/${identity}`,
    benchmark: GPQA_DIAMOND,
    messages: [{ role: 'user', content: `${question}\n\n${listed}\n\n${INSTRUCTION}` }],
    answer: LETTERS[correct],
    metadata: { retest_notice: RETEST_NOTICE, stratum: Object.hasOwn(record, 'Subdomain') ? record['Subdomain'] : 'all' },
    [NATIVE_TASK]: { domain: '', taskId: questionDigest },
  };
}
