// "Did you mean …?" for a mistyped verb, sub-command or flag: the closest known word, when it is
// close enough to be a slip (one edit per three characters, at least one and at most two; a
// swapped pair of letters counts two).
import { distance } from 'fastest-levenshtein';

export function closestWord(word: string, known: readonly string[]): string | null {
  const allowed = Math.min(2, Math.max(1, Math.floor(word.length / 3)));
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= allowed ? best : null;
}

/** `; did you mean "runs"?`, or nothing when no known word is close. */
export function didYouMean(word: string, known: readonly string[], quote: (w: string) => string = (w) => JSON.stringify(w)): string {
  const close = closestWord(word, known);
  return close === null ? '' : `; did you mean ${quote(close)}?`;
}
