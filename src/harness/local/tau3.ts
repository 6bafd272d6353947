/**
 * The local τ³ harness (docs/harness.md "Agents: τ³ and Terminal-Bench"): a multi-turn, tool-calling
 * conversation between a simulated user (bridge role `simulator`) and the agent under test
 * (role `subject`), against the in-memory domain environment of `tau3-domain.ts`. The loop ends
 * when the user sends the stop marker or after `max_steps` model calls; the reward is graded
 * from the recorded tool calls and the agent's replies (`tau3-reward.ts`).
 */
import type { HarnessResult } from '../../domain/harness/protocol.ts';
import type { JsonRecord } from '../../domain/json/json-value.ts';
import type { Bridge } from './bridge-client.ts';
import type { HarnessIo, LocalHarness } from './harness-types.ts';
import { DomainEnvironment, domainTools } from './tau3-domain.ts';
import { actionsMatch, informationCommunicated } from './tau3-reward.ts';
import { loadTau3Task } from './tau3-task.ts';
import type { Tau3Task } from './tau3-task.ts';
import { assistantMessage, positiveInteger, toolCallsOf, toolMessage } from './tool-calls.ts';

export const DEFAULT_MAX_STEPS = 100;
export const STOP_MARKER = '###STOP###';
const GREETING = 'Hi! How can I help you today?';

const DEFAULT_POLICY: Readonly<Record<string, string>> = {
  airline: 'Verify the user before changing a reservation. Confirm the details of every change with the user. Cancel or change only what the user asks for.',
  retail: "Authenticate the user by email or by name and zip code first. Act only on the user's own orders. Confirm the details of every change with the user.",
  telecom: 'Identify the customer by phone number first. Make only the changes needed to fix the reported problem and tell the customer what changed.',
};

function agentSystemPrompt(caseId: string, task: Tau3Task): string {
  const policy = task.policy ?? DEFAULT_POLICY[task.domain] ?? 'Help the user within the rules of the domain.';
  return (
    `[${caseId}] You are a customer-service agent for the ${task.domain} domain. Use the tools to look up and change ` +
    `records, one call at a time, and tell the user the outcome in plain words.\n\n# Policy\n${policy.trim()}`
  );
}

/** The user simulator's instructions: persona, scenario, and how to end. */
function userSystemPrompt(task: Tau3Task): string {
  const goal = task.instructions[0]?.text ?? 'Get help with your account.';
  const lines = task.instructions.map((line) => `${line.label}: ${line.text}`);
  return [
    "You are playing the customer in a conversation with a customer-service agent. Write only the customer's next message, briefly.",
    `When your request has been handled, or cannot be, end the conversation with ${STOP_MARKER}.`,
    '',
    '# Scenario',
    ...(task.persona === '' ? [] : [`Persona: ${task.persona}`]),
    `Goal: ${goal}`,
    ...lines,
  ].join('\n');
}

type Termination = 'user_stop' | 'max_steps';

interface Conversation {
  /** The agent's view: system, greeting, user turns, its own turns and tool results. */
  readonly agent: JsonRecord[];
  /** The user simulator's view: the same turns with the roles swapped, no tool traffic. */
  readonly user: JsonRecord[];
  readonly replies: string[];
}

async function run(
  task: Tau3Task,
  caseId: string,
  maxSteps: number,
  bridge: Bridge,
  io: HarnessIo,
): Promise<{ env: DomainEnvironment; termination: Termination; replies: string[] }> {
  const tools = domainTools(task.domain, task.actions);
  const env = new DomainEnvironment(tools);
  const talk: Conversation = {
    agent: [
      { role: 'system', content: agentSystemPrompt(caseId, task) },
      { role: 'assistant', content: GREETING },
    ],
    user: [
      { role: 'system', content: userSystemPrompt(task) },
      { role: 'user', content: GREETING },
    ],
    replies: [],
  };
  let steps = 0;
  for (;;) {
    if (steps >= maxSteps) return { env, termination: 'max_steps', replies: talk.replies };
    const userReceipt = await bridge.call(talk.user, { role: 'simulator' });
    steps += 1;
    const stop = userReceipt.final.includes(STOP_MARKER);
    io.log(`step ${steps} simulator stop=${stop}`);
    if (stop) return { env, termination: 'user_stop', replies: talk.replies };
    talk.agent.push({ role: 'user', content: userReceipt.final });
    talk.user.push({ role: 'assistant', content: userReceipt.final });

    // The agent works (tool calls) until it answers the user in text.
    for (;;) {
      if (steps >= maxSteps) return { env, termination: 'max_steps', replies: talk.replies };
      const receipt = await bridge.call(talk.agent, { role: 'subject', extraBody: { tools: [...tools], tool_choice: 'auto' } });
      steps += 1;
      const calls = toolCallsOf(receipt);
      io.log(`step ${steps} subject tool_calls=${calls.length}`);
      talk.agent.push(assistantMessage(receipt, calls));
      if (calls.length === 0) {
        talk.replies.push(receipt.final);
        talk.user.push({ role: 'user', content: receipt.final });
        break;
      }
      for (const call of calls) talk.agent.push(toolMessage(call, env.execute(call)));
    }
  }
}

export const tau3Harness: LocalHarness = async (request, bridge, io) => {
  const caseId = String(request.case['id']);
  const task = await loadTau3Task(request);
  const maxSteps = positiveInteger(request.config['max_steps'], DEFAULT_MAX_STEPS);
  io.log(`tau3 ${caseId} domain=${task.domain} expected_actions=${task.actions.length} max_steps=${maxSteps}`);
  const { env, termination, replies } = await run(task, caseId, maxSteps, bridge, io);
  const passed = actionsMatch(task.actions, env.recorded) && informationCommunicated(task.communicateInfo, replies);
  const reward = passed ? 1 : 0;
  io.log(`tau3 ${caseId} termination=${termination} reward=${reward}`);
  const result: HarnessResult = {
    answer: env.recorded.map((action) => ({ ...action })),
    correct: passed,
    score: reward,
    details: { reward, termination_reason: termination, release: request.config['release'] ?? null, trials: 1, domain: task.domain },
  };
  return result;
};
