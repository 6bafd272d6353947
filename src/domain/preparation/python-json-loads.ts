// One JSON document parsed as Python's `json.loads` parses it (docs/preparation.md), since
// upstream JSON Lines records reach the cases whole and their refusals are checked against the
// reference: numbers keep their spelling, `NaN`/`Infinity`/`-Infinity` are accepted (canonical
// JSON refuses them later, like `json.dumps(allow_nan=False)`), and a syntax error reads
// `<reason>: line L column C (char P)` with positions in code points.
import { JsonSyntaxError, parseJson, type PyJsonValue } from '../hashing/json-lexeme.ts';
import { codePointLength } from '../hashing/python-text.ts';
import { PreparationError } from './preparation-error.ts';

/** Python's wording where it differs from the parser's (the C scanner's messages). */
const PYTHON_REASONS: Readonly<Record<string, string>> = {
  'Unterminated string starting': 'Unterminated string starting at',
  'Invalid control character': 'Invalid control character at',
};

export function pythonJsonLoads(text: string): PyJsonValue {
  // Python refuses a BOM before anything else, since the text was decoded as plain UTF-8.
  if (text.startsWith('\ufeff')) throw decodeError('Unexpected UTF-8 BOM (decode using utf-8-sig)', text, 0);
  try {
    return parseJson(text, { pythonConstants: true });
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw decodeError(PYTHON_REASONS[error.reason] ?? error.reason, text, error.position);
    throw error;
  }
}

/** `json.JSONDecodeError(reason, text, position)`: 1-based line and column, 0-based char. */
function decodeError(reason: string, text: string, position: number): PreparationError {
  const before = text.slice(0, position);
  const lastBreak = before.lastIndexOf('\n');
  const line = before.split('\n').length;
  const char = codePointLength(before);
  const column = lastBreak < 0 ? char + 1 : codePointLength(before.slice(lastBreak + 1)) + 1;
  return new PreparationError('JSONDecodeError', `${reason}: line ${line} column ${column} (char ${char})`);
}
