/**
 * Re-reading a call's saved raw SSE evidence offline (docs/accounting.md "Reconciliation", steps 1–2; docs/transport.md "Evidence").
 *
 * Lines and events are split by the live transport's own reader (`SseLineSplitter`,
 * `SseEventAssembler`: lines on `\n` bytes, strict UTF-8 per line, trailing CRs removed, a
 * blank line ends an event, a trailing unterminated event still counts), so the evidence is
 * read back exactly as it was read live. What reconciliation keeps per event is its own,
 * smaller contract: the `[DONE]` count, the last truthy raw `usage`, the last truthy `model`
 * and the last truthy index-0 `finish_reason`; no output guards, no usage normalisation per
 * chunk (usage is normalised once, after agreement), and an error event has its own text.
 */
import { DONE_DATA, SseEventAssembler, SseLineSplitter } from '../transport/sse-reader.ts';
import { parseJson } from '../hashing/json-lexeme.ts';
import { PY_SPACE } from '../hashing/python-text.ts';
import { getKey, hasKey, isJsonObject, pyEquals, truthy } from './json-values.ts';

/** `max_output_chars` when a frozen plan lacks it: the default (docs/plans.md "Limits"). */
export const DEFAULT_MAX_OUTPUT_CHARS = 131072;

/** docs/transport.md "Evidence": evidence is read back bounded by `max(max_output_chars · 30, 1048576)` bytes. */
export function evidenceByteLimitFor(maxOutputChars: number): number {
  return Math.max(maxOutputChars * 30, 1_048_576);
}

/**
 * A failure whose message is a public reconciliation reason (docs/accounting.md "Reconciliation": the named
 * validation failures and `normalize_usage` errors). Every other error while replaying or
 * checking evidence becomes the generic reason.
 */
export class EvidenceRejected extends Error {
  override readonly name = 'EvidenceRejected';
}

export const EVIDENCE_REASON = {
  generic: 'Saved stream evidence could not be verified',
  bound: 'Saved stream exceeds frozen evidence bound',
  errorEvent: 'Saved stream contains an error event',
  disagree: 'Saved stream and terminal call receipt do not agree',
  momNotDirect: 'Only a proven direct MoM call can use final-stream usage',
  modelDiffers: 'Saved response model differs from the frozen target',
  incomplete: 'Saved usage or frozen model prices are incomplete',
} as const;

/** What the saved stream says (docs/accounting.md "Reconciliation", step 2); values as received (lexeme-preserving). */
export interface EvidenceReplay {
  /** Number of `[DONE]` events (agreement needs exactly one). */
  done: number;
  /** The last truthy `usage` as received, or null when none was seen. */
  rawUsage: unknown;
  /** The last truthy `model`, or null. */
  model: unknown;
  /** The last truthy `finish_reason` of a choice with index 0 (default 0), or null. */
  finishReason: unknown;
}

// Python `str.lstrip()`: the "left-trimmed" data payload (docs/accounting.md "Reconciliation", step 2).
const LEADING_SPACE = new RegExp(`^${PY_SPACE}+`);

/** An event's data: the `data:` lines' payloads after the 5-character prefix, left-trimmed, joined with `\n`. */
export function evidenceEventData(lines: readonly string[]): string {
  const parts: string[] = [];
  for (const line of lines) {
    if (line.startsWith('data:')) parts.push(line.slice(5).replace(LEADING_SPACE, ''));
  }
  return parts.join('\n');
}

class ReplayState implements EvidenceReplay {
  done = 0;
  rawUsage: unknown = null;
  model: unknown = null;
  finishReason: unknown = null;

  event(lines: readonly string[]): void {
    const data = evidenceEventData(lines);
    if (data === '') return;
    if (data === DONE_DATA) {
      this.done += 1;
      return;
    }
    // A JSON syntax error propagates as a plain error: the generic reason.
    const payload = parseJson(data);
    if (!isJsonObject(payload)) throw new TypeError('Saved stream event is not a JSON object');
    if (truthy(getKey(payload, 'error'))) throw new EvidenceRejected(EVIDENCE_REASON.errorEvent);
    if (truthy(getKey(payload, 'usage'))) this.rawUsage = payload.usage;
    if (truthy(getKey(payload, 'model'))) this.model = payload.model;
    const choices = getKey(payload, 'choices');
    if (!truthy(choices)) return;
    // The original iterates `payload.get("choices") or []`: anything but a list of objects is a type error.
    if (!Array.isArray(choices)) throw new TypeError('Saved stream choices are not a list');
    for (const choice of choices as readonly unknown[]) {
      if (!isJsonObject(choice)) throw new TypeError('Saved stream choice is not an object');
      const index = hasKey(choice, 'index') ? choice.index : 0;
      if (pyEquals(index, 0) && truthy(getKey(choice, 'finish_reason'))) this.finishReason = choice.finish_reason;
    }
  }
}

/**
 * Step 2 of docs/accounting.md "Reconciliation" over the complete evidence bytes (the caller has already checked the
 * byte bound and hashed them). Throws `EvidenceRejected` for an error event; invalid UTF-8,
 * JSON syntax errors and shape errors throw other errors (the generic reason).
 */
export function replayEvidence(bytes: Uint8Array): EvidenceReplay {
  // No line cap offline: the whole object is already bounded by the evidence byte limit.
  const splitter = new SseLineSplitter(Number.POSITIVE_INFINITY);
  const assembler = new SseEventAssembler();
  const state = new ReplayState();
  for (const line of splitter.push(bytes)) {
    const lines = assembler.push(line);
    if (lines !== null) state.event(lines);
  }
  const tail = splitter.finish();
  if (tail !== null) {
    const lines = assembler.push(tail);
    if (lines !== null) state.event(lines);
  }
  const trailing = assembler.finish();
  if (trailing !== null) state.event(trailing);
  return { done: state.done, rawUsage: state.rawUsage, model: state.model, finishReason: state.finishReason };
}
