// `show --calls` reads a harness or dialogue cell as a sequence of steps: the listed calls grouped
// by cell (case × target), in the order each cell first appears, numbered within their cell.
// Numbers count from the first call listed: after `--after` they restart with the page.

export interface CellCall {
  caseId: string;
  targetId: string;
}

export interface CallCell<T extends CellCall> {
  caseId: string;
  targetId: string;
  /** The cell's calls in listed order; step `i + 1` is `steps[i]`. */
  steps: T[];
}

export function callCells<T extends CellCall>(calls: readonly T[]): CallCell<T>[] {
  const cells = new Map<string, CallCell<T>>();
  for (const call of calls) {
    // A NUL never occurs in ids, so the key cannot collide across cells.
    const key = `${call.caseId}\u0000${call.targetId}`;
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { caseId: call.caseId, targetId: call.targetId, steps: [] }));
    cell.steps.push(call);
  }
  return [...cells.values()];
}

/** The names of the tool calls a receipt records (`[{function: {name}}]`), in order. */
export function toolCallNames(toolCalls: unknown): string[] {
  if (!Array.isArray(toolCalls)) return [];
  return toolCalls.map((call: unknown) => {
    const fn = typeof call === 'object' && call !== null && 'function' in call ? call.function : null;
    const name = typeof fn === 'object' && fn !== null && 'name' in fn ? fn.name : null;
    return typeof name === 'string' ? name : 'unknown';
  });
}
