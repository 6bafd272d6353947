/**
 * The simulated user of a τ³-style scenario (docs/harness.md "Agents: τ³ and Terminal-Bench"): a user
 * simulator prompt with a `# Scenario` section and an end marker. The user states its goal in
 * its first turn and ends the conversation with the marker once the agent has replied, so a
 * scenario task takes one request and the agent's work on it.
 */
import { isToolResult } from './prompt.ts';

const SCENARIO_HEADING = /^#+\s*scenario\b/im;
const GOAL_LINE = /^\s*goal:\s*(.+?)\s*$/im;

/** The goal, said in the first person (scenarios address the user as "you"). */
function firstPerson(goal: string): string {
  return goal
    .replace(/^you\b/i, 'I')
    .replace(/\byour\b/gi, 'my')
    .replace(/\byou are\b/gi, 'I am')
    .replace(/\byou\b/gi, 'I');
}

/** The user's own earlier turns: in the simulator's view of the conversation they are `assistant` messages. */
function ownTurns(messages: readonly unknown[]): number {
  return messages.filter((m) => typeof m === 'object' && m !== null && !isToolResult(m) && (m as { role?: unknown }).role === 'assistant').length;
}

/** The next user turn for a scenario prompt, or null when the prompt is not one. */
export function scenarioUserTurn(system: string, messages: readonly unknown[], marker: string): string | null {
  if (!SCENARIO_HEADING.test(system)) return null;
  if (ownTurns(messages) === 0) {
    const goal = GOAL_LINE.exec(system)?.[1];
    return goal === undefined ? 'Hello, I need help with my account.' : `Hello. ${firstPerson(goal)}`;
  }
  return `Thanks, that is all I needed. ${marker}`;
}
