/**
 * The simulated user of agent benchmarks (service.md §3.11 `simulator` role): a short,
 * deterministic user turn.
 */
import type { HashRandom } from './random.ts';

/** A system prompt that asks the model to play the user. */
const USER_SIMULATOR_PROMPT =
  /\b(user simulator|simulated user|simulating (a|the) user|simulate (a|the) (user|customer)|(play|playing|act as|acting as) (a|the) (user|customer))\b/i;

export function isUserSimulatorPrompt(systemText: string): boolean {
  return USER_SIMULATOR_PROMPT.test(systemText);
}

const TURNS = [
  'Thanks, that helps. Can you confirm the booking?',
  'Yes, please go ahead.',
  'Could you check that again for me?',
  'That works for me, thank you.',
];

/** After a few exchanges the simulated user ends the conversation. */
export function userTurn(turnCount: number, rng: HashRandom): string {
  if (turnCount >= 6) return 'That is all I needed. ###STOP###';
  return rng.pick(TURNS);
}
