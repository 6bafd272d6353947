/**
 * The output guards of docs/transport.md "Reading the stream" ("Guards after every event"), counted in Unicode
 * code points as Python counts `str` length (`codePointLength`). Surrogate pairs count once;
 * a lone surrogate (possible from `\uD83D` escapes split across events) counts as one.
 */
import { CallFailure } from '../accounting/call-failure.ts';
import { ERR } from './errors.ts';

function isHigh(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}
function isLow(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/**
 * Walks the code points of `parts` joined, from the end backwards, calling `visit` with
 * each one and its distance from the end (0 = last). Stops when `visit` returns false.
 * Parts are walked separately, so a pair is never formed across two parts.
 */
function walkBackwards(parts: readonly string[], visit: (codePoint: number, fromEnd: number) => boolean): void {
  let fromEnd = 0;
  for (let p = parts.length - 1; p >= 0; p--) {
    const text = parts[p] as string;
    let i = text.length - 1;
    while (i >= 0) {
      const unit = text.charCodeAt(i);
      let codePoint = unit;
      if (isLow(unit) && i > 0 && isHigh(text.charCodeAt(i - 1))) {
        codePoint = text.codePointAt(i - 1) as number;
        i--;
      }
      i--;
      if (!visit(codePoint, fromEnd)) return;
      fromEnd++;
    }
  }
}

/**
 * Repetition guard: with `n = window` and `k = limit`, true when the last `n·k` code points
 * of `parts` joined exist and equal the last `n` code points repeated `k` times, i.e.
 * every code point in that tail equals the one `n` positions after it.
 */
export function isRepeatedTail(parts: readonly string[], window: number, limit: number): boolean {
  const span = window * limit;
  if (!(span > 0)) return false;
  const tail: number[] = [];
  let matched = true;
  walkBackwards(parts, (codePoint, fromEnd) => {
    if (fromEnd >= window && codePoint !== tail[fromEnd - window]) {
      matched = false;
      return false;
    }
    tail.push(codePoint);
    return tail.length < span;
  });
  return matched && tail.length === span;
}

export interface GuardInput {
  /** Code points of `content + reasoning`. */
  outputChars: number;
  content: string;
  reasoning: string;
  /** Normalised output tokens so far, or null when no usage arrived. */
  outputTokens: number | null;
}

export interface GuardLimits {
  max_output_chars: number;
  max_output_tokens: number;
  repetition_window: number;
  repetition_limit: number;
}

/** Throws the first guard that trips, in this order: characters, repetition, tokens. */
export function checkGuards(input: GuardInput, limits: GuardLimits): void {
  if (input.outputChars > limits.max_output_chars) throw new CallFailure(ERR.charCap);
  if (
    input.outputChars >= limits.repetition_window * limits.repetition_limit &&
    isRepeatedTail([input.content, input.reasoning], limits.repetition_window, limits.repetition_limit)
  ) {
    throw new CallFailure(ERR.repetition);
  }
  if (input.outputTokens !== null && input.outputTokens > limits.max_output_tokens) {
    throw new CallFailure(ERR.tokenCap);
  }
}
