/**
 * The visible final answer (service.md §4.6): content with every `<think>…</think>` block
 * removed (non-greedy, across newlines); a `<think>` left over means no visible answer;
 * then trimmed like Python's `str.strip()`. Reasoning is kept apart and never graded.
 */

const THINK_BLOCK = /<think>[\s\S]*?<\/think>/g;

/**
 * Python's `str.isspace()` set, which `strip()` removes: unlike JavaScript's `trim()` it
 * includes U+001C–U+001F and U+0085 and excludes U+FEFF (style.md / service.md §14.11).
 */
const PY_SPACE = '\\t\\n\\x0b\\x0c\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PY_STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'g');

export function pyStrip(text: string): string {
  return text.replace(PY_STRIP, '');
}

export function visibleFinal(content: string): string {
  const withoutThinking = content.replace(THINK_BLOCK, '');
  if (withoutThinking.includes('<think>')) return '';
  return pyStrip(withoutThinking);
}
