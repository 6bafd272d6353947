// A result's grader `details` in words where the shape is known (harness code and agent tasks,
// the dialogue tasks), else none: the view then shows the JSON as it is.
type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const words = (value: string) => value.replace(/_/g, ' ');

/** Sentences for the known keys; an empty list when none is known. */
export function detailsInWords(details: unknown): string[] {
  if (!isRecord(details)) return [];
  const out: string[] = [];
  const passed = num(details.passed);
  const total = num(details.total);
  if (passed !== null && total !== null) out.push(`${passed} of ${total} tests passed${num(details.not_run) ? ` (${num(details.not_run)} not run)` : ''}`);
  const stepsPassed = num(details.steps_passed);
  const stepsTotal = num(details.steps_total);
  if (stepsPassed !== null && stepsTotal !== null) out.push(`${stepsPassed} of ${stepsTotal} steps passed`);
  const reward = num(details.reward);
  if (reward !== null) out.push(`Reward ${reward}`);
  const turns = num(details.turns);
  if (turns !== null) out.push(`${turns} turn${turns === 1 ? '' : 's'}`);
  const termination = text(details.termination_reason);
  if (termination) out.push(`Ended by ${words(termination)}`);
  const reason = text(details.reason);
  if (reason) out.push(`Reason: ${words(reason)}`);
  if (Array.isArray(details.failures) && details.failures.length > 0)
    out.push(`${details.failures.length} failure${details.failures.length === 1 ? '' : 's'} recorded`);
  return out;
}
