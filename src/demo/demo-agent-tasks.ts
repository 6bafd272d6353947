/**
 * Demo tasks for the agent harness benchmarks (docs/harness.md "Agents: τ³ and Terminal-Bench"), written for
 * this project: small τ³ customer-service tasks (airline, retail, telecom) and Terminal-Bench
 * tasks, each carrying its task inline in `metadata.task` so the local harness needs no source
 * checkout. `demoAgentAnswers()` tells the simulated provider what a correct agent does.
 * Not wired into the demo dataset here.
 */
import type { JsonRecord } from '../domain/json/json-value.ts';
import type { AgentAction, AgentReference } from '../simulator/agent-reference.ts';
import { DEMO_ORIGIN } from './demo-dataset.ts';
import { DEMO_HARNESS_REVISION } from './demo-harness-revision.ts';

// A type alias so it fits the artifact's `DatasetCase` (an index-signature type).
export type DemoAgentCase = {
  id: string;
  benchmark: 'tau3' | 'terminal-bench-2.1';
  messages: { role: 'user'; content: string }[];
  metadata: {
    split: 'dev';
    stratum: string;
    origin: typeof DEMO_ORIGIN;
    source_revision: string;
    /** τ³: the domain and the task's id within it. */
    domain?: string;
    task_id?: string;
    task: JsonRecord;
  };
};

interface DemoAgentTask {
  case: DemoAgentCase;
  reference: AgentReference;
}

interface Tau3Spec {
  domain: 'airline' | 'retail' | 'telecom';
  taskId: string;
  summary: string;
  persona: string;
  reason: string;
  known: string;
  actions: AgentAction[];
  communicate: string[];
  final: string;
}

function tau3(spec: Tau3Spec): DemoAgentTask {
  const id = `tau3/${spec.domain}/${spec.taskId}`;
  const task = {
    id: spec.taskId,
    description: { purpose: spec.summary },
    user_scenario: { persona: spec.persona, instructions: { domain: spec.domain, reason_for_call: spec.reason, known_info: spec.known } },
    evaluation_criteria: {
      actions: spec.actions.map((action, i) => ({ action_id: `${spec.taskId}_${i}`, name: action.name, arguments: action.arguments })),
      communicate_info: spec.communicate,
    },
  };
  return {
    case: {
      id,
      benchmark: 'tau3',
      messages: [{ role: 'user', content: `[${id}] ${spec.summary}` }],
      metadata: {
        split: 'dev',
        stratum: spec.domain,
        origin: DEMO_ORIGIN,
        source_revision: DEMO_HARNESS_REVISION,
        domain: spec.domain,
        task_id: spec.taskId,
        task,
      },
    },
    reference: { kind: 'agent', actions: spec.actions, final: spec.final },
  };
}

interface TerminalSpec {
  nativeId: string;
  instruction: string;
  files: Record<string, string>;
  test: string;
  commands: string[];
  final: string;
}

function terminal(spec: TerminalSpec): DemoAgentTask {
  const id = `terminal-bench-2.1/${spec.nativeId}`;
  return {
    case: {
      id,
      benchmark: 'terminal-bench-2.1',
      messages: [{ role: 'user', content: `[${id}] ${spec.instruction}` }],
      metadata: {
        split: 'dev',
        stratum: 'terminal',
        origin: DEMO_ORIGIN,
        source_revision: DEMO_HARNESS_REVISION,
        task: { instruction: spec.instruction, files: spec.files, test: spec.test },
      },
    },
    reference: { kind: 'agent', commands: spec.commands, final: spec.final },
  };
}

function allTasks(): DemoAgentTask[] {
  return [
    tau3({
      domain: 'airline',
      taskId: 'demo-cancel',
      summary: 'Cancel a reservation for a verified user.',
      persona: 'A frequent flyer who writes short, polite messages.',
      reason: 'You want to cancel reservation ZX81QA because your trip was called off.',
      known: 'You are Ada Moss; your user id is ada_moss_1042.',
      actions: [
        { name: 'get_user_details', arguments: { user_id: 'ada_moss_1042' } },
        { name: 'get_reservation_details', arguments: { reservation_id: 'ZX81QA' } },
        { name: 'cancel_reservation', arguments: { reservation_id: 'ZX81QA' } },
      ],
      communicate: [],
      final: 'Your reservation ZX81QA is cancelled.',
    }),
    tau3({
      domain: 'airline',
      taskId: 'demo-bags',
      summary: 'Add a checked bag to a reservation.',
      persona: 'A traveller in a hurry who wants the price stated.',
      reason: 'You want two checked bags instead of one on reservation PL42TK, paid with your card credit_card_5521, and to know what it costs.',
      known: 'You are Omar Hale; your user id is omar_hale_2210.',
      actions: [
        { name: 'get_reservation_details', arguments: { reservation_id: 'PL42TK' } },
        {
          name: 'update_reservation_baggages',
          arguments: { reservation_id: 'PL42TK', total_baggages: 2, nonfree_baggages: 1, payment_id: 'credit_card_5521' },
        },
      ],
      communicate: ['50'],
      final: 'Done: reservation PL42TK now has two checked bags; the extra bag costs 50 USD, charged to your card.',
    }),
    tau3({
      domain: 'retail',
      taskId: 'demo-address',
      summary: "Change a customer's default address.",
      persona: 'A customer who has just moved house; friendly and brief.',
      reason: 'You want your default address changed to 18 Quarry Lane, Millbrook 30415.',
      known: 'You are Lena Ortiz, zip code 30412.',
      actions: [
        { name: 'find_user_id_by_name_zip', arguments: { first_name: 'Lena', last_name: 'Ortiz', zip: '30412' } },
        { name: 'modify_user_address', arguments: { user_id: 'lena_ortiz_7781', address1: '18 Quarry Lane', city: 'Millbrook', zip: '30415' } },
      ],
      communicate: [],
      final: 'Your default address is now 18 Quarry Lane, Millbrook 30415.',
    }),
    tau3({
      domain: 'retail',
      taskId: 'demo-cancel-order',
      summary: 'Cancel a pending order placed by mistake.',
      persona: 'A careful customer who wants the order number confirmed.',
      reason: 'You want to cancel your pending order #W4410932, which you placed by mistake.',
      known: 'Your email is sam.reed@example.com.',
      actions: [
        { name: 'find_user_id_by_email', arguments: { email: 'sam.reed@example.com' } },
        { name: 'get_order_details', arguments: { order_id: '#W4410932' } },
        { name: 'cancel_pending_order', arguments: { order_id: '#W4410932', reason: 'ordered by mistake' } },
      ],
      communicate: ['#W4410932'],
      final: 'Order #W4410932 is cancelled and the payment will be refunded.',
    }),
    tau3({
      domain: 'telecom',
      taskId: 'demo-roaming',
      summary: 'Turn on roaming for a travelling customer.',
      persona: 'A customer abroad whose phone has no service; anxious but polite.',
      reason: 'Your phone has no mobile service abroad; you want roaming turned on.',
      known: 'Your phone number is 555-0142; your customer id is C1042 and your line id is L2001.',
      actions: [
        { name: 'get_customer_by_phone', arguments: { phone_number: '555-0142' } },
        { name: 'enable_roaming', arguments: { customer_id: 'C1042', line_id: 'L2001' } },
      ],
      communicate: [],
      final: 'Roaming is now on for line L2001; restart your phone to reconnect.',
    }),
    tau3({
      domain: 'telecom',
      taskId: 'demo-data',
      summary: 'Add mobile data to a line that ran out.',
      persona: 'A student who ran out of mobile data; informal and brief.',
      reason: 'You ran out of mobile data and want 2 GB added to your line.',
      known: 'Your phone number is 555-0199; your customer id is C2077 and your line id is L3105.',
      actions: [
        { name: 'get_customer_by_phone', arguments: { phone_number: '555-0199' } },
        { name: 'refuel_data', arguments: { customer_id: 'C2077', line_id: 'L3105', gb_amount: 2 } },
      ],
      communicate: ['2 GB'],
      final: 'I added 2 GB of data to line L3105.',
    }),
    terminal({
      nativeId: 'demo-greeting-file',
      instruction: 'Create a file named greeting.txt in the working directory whose only line is: hello, bench',
      files: {},
      test: '#!/usr/bin/env bash\n[ "$(cat greeting.txt)" = "hello, bench" ]\n',
      commands: ['ls -la', "printf 'hello, bench\\n' > greeting.txt"],
      final: 'greeting.txt now holds the line "hello, bench".',
    }),
    terminal({
      nativeId: 'demo-fix-count',
      instruction: 'The script count.sh should print the number of lines in data.txt, but it prints the wrong number. Fix count.sh.',
      files: { 'count.sh': '#!/usr/bin/env bash\nwc -w < data.txt\n', 'data.txt': 'alpha beta\ngamma delta\nepsilon zeta\n' },
      test: '#!/usr/bin/env bash\n[ "$(bash count.sh | tr -d \' \')" = "3" ]\n',
      commands: ['cat count.sh', "sed -i 's/wc -w/wc -l/' count.sh"],
      final: 'count.sh counted words; it now counts lines (wc -l) and prints 3.',
    }),
  ];
}

/** The demo's agent cases: τ³ first, then Terminal-Bench, each in writing order. Fresh copies. */
export function demoAgentCases(): DemoAgentCase[] {
  return allTasks().map((task) => task.case);
}

/** Case id → what a correct agent does, for the simulated provider's answer key. */
export function demoAgentAnswers(): Map<string, AgentReference> {
  return new Map(allTasks().map((task) => [task.case.id, task.reference]));
}
