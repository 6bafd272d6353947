/**
 * The simulated user of agent benchmarks (the `simulator` role of docs/runs.md "Judge and simulator calls"): a short,
 * deterministic user turn.
 *
 * When its instructions name an end marker (`###DONE###`, `###STOP###`, …) the user is goal
 * directed: it opens with the prompt's `Goal:` line, lets the assistant answer once or
 * twice, then ends with that marker, so short tasks finish before their turn limit.
 * A τ³-style scenario prompt (`# Scenario`) states its goal once and ends after the agent's
 * reply (scenario-user.ts). Otherwise it chats generically and stops after a few exchanges.
 */
import { systemText } from './prompt.ts';
import type { HashRandom } from './random.ts';
import { scenarioUserTurn } from './scenario-user.ts';

/** A system prompt that asks the model to play the user. */
const USER_SIMULATOR_PROMPT =
  /\b(user simulator|simulated user|simulating (a|the) user|simulate (a|the) (user|customer)|(play|playing|act as|acting as) (a|the) (user|customer))\b/i;

export function isUserSimulatorPrompt(text: string): boolean {
  return USER_SIMULATOR_PROMPT.test(text);
}

const TURNS = [
  'Thanks, that helps. Can you confirm the booking?',
  'Yes, please go ahead.',
  'Could you check that again for me?',
  'That works for me, thank you.',
];

const END_MARKER = /###[A-Z_]+###/;
const GOAL_LINE = /^\s*goal:\s*(.+?)\s*$/im;
const FOLLOW_UP = 'Could you check that again for me?';

/** The assistant's turns so far: in the simulator's view of the conversation they are `user` messages. */
function assistantTurns(messages: readonly unknown[]): number {
  return messages.filter((m) => typeof m === 'object' && m !== null && (m as { role?: unknown }).role === 'user').length;
}

function goalDirectedTurn(system: string, marker: string, answered: number, rng: HashRandom): string {
  if (answered === 0) return GOAL_LINE.exec(system)?.[1] ?? rng.pick(TURNS);
  if (answered >= 2 || rng.chance(0.5)) return `Thanks, that is what I needed. ${marker}`;
  return FOLLOW_UP;
}

/** The user's next message for this request (the whole simulator request's messages). */
export function userTurn(messages: readonly unknown[], rng: HashRandom): string {
  const system = systemText(messages);
  const marker = END_MARKER.exec(system)?.[0];
  if (marker !== undefined) return scenarioUserTurn(system, messages, marker) ?? goalDirectedTurn(system, marker, assistantTurns(messages), rng);
  if (messages.length >= 6) return 'That is all I needed. ###STOP###';
  return rng.pick(TURNS);
}
