/** The code a model returned: its last ```python fenced block (docs/harness.md). */

const PYTHON_BLOCK = /```[ \t]*(?:python3?|py)[ \t]*\r?\n([\s\S]*?)```/gi;

/** The last complete ```python block's body, or null when there is none. */
export function lastPythonBlock(text: string): string | null {
  let last: string | null = null;
  for (const match of text.matchAll(PYTHON_BLOCK)) last = match[1] ?? '';
  return last;
}
