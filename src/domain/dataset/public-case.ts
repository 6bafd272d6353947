/**
 * The public projection of a frozen case (docs/datasets.md "Public and hidden fields"): what `Dataset.cases` may show.
 * It is built from an allow-list, so `answer`, hidden metadata (tests, source records, task
 * paths), reference trajectories and any other field never leave, whatever the case holds.
 */
import { isJsonObject } from '../accounting/json-values.ts';
import { builtInBenchmark } from '../catalog/benchmarks.ts';
import { strictPythonJsonDumps } from '../hashing/python-json.ts';
import { pyStrip } from '../hashing/python-text.ts';

export interface PublicMessage {
  role: 'system' | 'user' | 'developer';
  content: string;
}

export interface PublicCase {
  id: string;
  benchmark: string;
  /** `metadata.stratum` when it is a string, else `all`. */
  category: string;
  /** The shown messages' contents joined by a blank line. */
  question: string;
  messages: PublicMessage[];
  /** Multiple-choice options in letter order (`choices[0]` is A). */
  choices?: string[];
  input_status: 'available' | 'unavailable';
  input_notice?: string;
}

export interface PublicCaseOptions {
  /**
   * The displayable input of a task kept outside the case (terminal-bench instruction, tau3
   * persona), after re-verifying its digest; throws when the pinned input is missing or
   * differs. Without it such tasks show as unavailable.
   */
  readonly taskInput?: (testCase: Readonly<Record<string, unknown>>) => string;
}

export const MAX_PUBLIC_CASE_BYTES = 2 * 1024 * 1024;
export const MAX_SEARCH_CHARS = 200;
export const UNAVAILABLE_NOTICE = 'Pinned task inputs are unavailable or no longer match the prepared dataset.';
export const NO_INPUT_NOTICE = 'This prepared task has no displayable input.';
export const TOO_LARGE_NOTICE = 'Task input exceeds the supported display size.';

const SHOWN_ROLES: ReadonlySet<string> = new Set(['system', 'user', 'developer']);
const MCQ_INSTRUCTION = '\n\nReturn only the letter of the correct answer.';
const LETTERS = 'ABCDEFGHIJ';

/** Only system/user/developer messages with non-blank string content; only role and content. */
function shownMessages(messages: unknown): PublicMessage[] {
  if (!Array.isArray(messages)) return [];
  const shown: PublicMessage[] = [];
  for (const message of messages as unknown[]) {
    if (!isJsonObject(message)) continue;
    const { role, content } = message;
    if (typeof role === 'string' && SHOWN_ROLES.has(role) && typeof content === 'string' && pyStrip(content) !== '') {
      shown.push({ role: role as PublicMessage['role'], content });
    }
  }
  return shown;
}

/**
 * The options of an sr-bench multiple-choice prompt (docs/datasets.md "Cases"): `question`, a blank
 * line, `A. …` lines, a blank line and `Return only the letter of the correct answer.`
 * Returns null unless the prompt has exactly that shape, with 2–10 options none of which
 * contains a line that could itself be read as an option.
 */
export function mcqChoices(prompt: string): string[] | null {
  if (!prompt.endsWith(MCQ_INSTRUCTION)) return null;
  const body = prompt.slice(0, prompt.length - MCQ_INSTRUCTION.length);
  const start = body.lastIndexOf('\n\nA. ');
  if (start < 0) return null;
  const block = body.slice(start + 2);
  const choices: string[] = [];
  let rest = block;
  for (let i = 0; i < LETTERS.length; i++) {
    const prefix = `${LETTERS[i]}. `;
    if (!rest.startsWith(prefix)) return null;
    const next = i + 1 < LETTERS.length ? rest.indexOf(`\n${LETTERS[i + 1]}. `) : -1;
    choices.push(rest.slice(prefix.length, next < 0 ? undefined : next));
    if (next < 0) break;
    rest = rest.slice(next + 1);
  }
  // An option holding a line like "C. …" would make the split ambiguous: show none.
  if (choices.length < 2 || choices.some((c) => /\n[A-J]\. /.test(c))) return null;
  return choices;
}

function choicesOf(testCase: Readonly<Record<string, unknown>>, messages: PublicMessage[]): string[] | undefined {
  const given = testCase['choices'];
  if (Array.isArray(given) && given.every((c): c is string => typeof c === 'string')) return [...given];
  if (builtInBenchmark(String(testCase['benchmark']))?.kind !== 'multiple-choice') return undefined;
  const prompt = messages.filter((m) => m.role === 'user').at(-1)?.content;
  return (prompt === undefined ? null : mcqChoices(prompt)) ?? undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** SciCode's displayable input: dependencies and each sub-step's description, header and return line. */
function scicodeInput(metadata: Readonly<Record<string, unknown>>): string {
  const record = isJsonObject(metadata['source_record']) ? metadata['source_record'] : {};
  const parts: string[] = [];
  const dependencies = text(record['required_dependencies']);
  if (dependencies) parts.push(`Required dependencies:\n${dependencies}`);
  const steps = Array.isArray(record['sub_steps']) ? (record['sub_steps'] as unknown[]) : [];
  steps.forEach((step, index) => {
    const s = isJsonObject(step) ? step : {};
    const fields = [`Subproblem ${index + 1}`, text(s['step_description_prompt']) || text(s['prompt'])];
    if (text(s['function_header'])) fields.push(`Function header:\n${text(s['function_header'])}`);
    if (text(s['return_line'])) fields.push(`Return line:\n${text(s['return_line'])}`);
    parts.push(fields.filter(Boolean).join('\n\n'));
  });
  return parts.join('\n\n');
}

/** Projects one frozen case for display (docs/datasets.md "Public and hidden fields"). Never includes `answer` or hidden metadata. */
export function publicCase(testCase: Readonly<Record<string, unknown>>, options: PublicCaseOptions = {}): PublicCase {
  const metadata = isJsonObject(testCase['metadata']) ? testCase['metadata'] : {};
  const benchmark = String(testCase['benchmark']);
  let messages = shownMessages(testCase['messages']);
  let notice: string | undefined;
  if (messages.length === 0) {
    let question = '';
    try {
      if (benchmark === 'scicode') question = scicodeInput(metadata);
      else if (benchmark === 'terminal-bench-2.1' || benchmark === 'tau3') {
        if (options.taskInput === undefined) throw new Error('no task input reader');
        question = options.taskInput(testCase);
      }
    } catch {
      question = '';
      notice = UNAVAILABLE_NOTICE;
    }
    if (question) messages = [{ role: 'user', content: question }];
  }
  const question = messages.map((m) => m.content).join('\n\n');
  const result: PublicCase = {
    id: String(testCase['id']),
    benchmark,
    category: typeof metadata['stratum'] === 'string' ? metadata['stratum'] : 'all',
    question,
    messages,
    input_status: question ? 'available' : 'unavailable',
  };
  const choices = choicesOf(testCase, messages);
  if (choices !== undefined) result.choices = choices;
  if (!question) result.input_notice = notice ?? NO_INPUT_NOTICE;
  // Measured like the original: Python `json.dumps` (ASCII-escaped) in bytes.
  if (strictPythonJsonDumps(result, { ensureAscii: true }).length > MAX_PUBLIC_CASE_BYTES) {
    const { choices: _dropped, ...rest } = result;
    return { ...rest, question: '', messages: [], input_status: 'unavailable', input_notice: TOO_LARGE_NOTICE };
  }
  return result;
}

/** Case folding for search: close to Python `str.casefold()` (`ß` → `ss`, `ς` → `σ`). */
export function caseFold(value: string): string {
  return value.toUpperCase().toLowerCase();
}

/** The text a search matches: id, question and choices, case-folded. */
export function searchText(projected: Pick<PublicCase, 'id' | 'question' | 'choices'>): string {
  return caseFold([projected.id, projected.question, ...(projected.choices ?? [])].join('\n'));
}

export class SearchQueryError extends Error {
  override readonly name = 'SearchQueryError';
}

/** Whether a projected case matches a search (≤ 200 characters; empty matches everything). */
export function matchesSearch(projected: Pick<PublicCase, 'id' | 'question' | 'choices'>, query: string): boolean {
  if ([...query].length > MAX_SEARCH_CHARS) {
    throw new SearchQueryError(`search must be at most ${MAX_SEARCH_CHARS} characters`);
  }
  const needle = caseFold(query.trim());
  return needle === '' || searchText(projected).includes(needle);
}
