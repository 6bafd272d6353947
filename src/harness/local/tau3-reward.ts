/**
 * The local τ³ reward (docs/harness.md "Agents: τ³ and Terminal-Bench"): 1 when the recorded tool calls
 * contain every expected action, in the criteria's order (name and arguments compared as
 * canonical JSON; other calls may come between), and every `communicate_info` item appears in
 * some agent reply; else 0. No judge is consulted.
 */
import { canonical } from '../../domain/hashing/canonical.ts';
import type { RecordedAction } from './tau3-domain.ts';
import type { ExpectedAction } from './tau3-task.ts';

function key(action: { name: string; arguments: unknown }): string {
  try {
    return `${action.name}\u0000${canonical(action.arguments)}`;
  } catch {
    // A value canonical JSON refuses (e.g. a non-finite number) can never equal an expected one.
    return `${action.name}\u0000<invalid>`;
  }
}

/** Whether `expected` appears in `recorded` as an ordered subsequence. */
export function actionsMatch(expected: readonly ExpectedAction[], recorded: readonly RecordedAction[]): boolean {
  let next = 0;
  for (const action of recorded) {
    const wanted = expected[next];
    if (wanted === undefined) break;
    if (key(action) === key(wanted)) next += 1;
  }
  return next === expected.length;
}

/** Lower case without commas, as numbers are often written with thousands separators. */
function normalise(text: string): string {
  return text.toLowerCase().replaceAll(',', '');
}

export function informationCommunicated(items: readonly string[], replies: readonly string[]): boolean {
  const said = replies.map(normalise);
  return items.every((item) => said.some((reply) => reply.includes(normalise(item))));
}
