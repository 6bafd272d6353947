/**
 * The local τ³ domain (docs/harness.md "Agents: τ³ and Terminal-Bench"): a small fixed tool catalogue per
 * domain plus every action the task's evaluation criteria name, and an in-memory environment
 * that records every call and answers with a JSON result. It does not model the upstream
 * domain databases: a lookup echoes a plausible record, an update reports success.
 */
import type { JsonRecord, JsonValue } from '../../domain/json/json-value.ts';
import type { ExpectedAction } from './tau3-task.ts';
import type { FunctionTool, ToolCall } from './tool-calls.ts';

interface ToolSpec {
  readonly description: string;
  /** Parameter name → JSON-schema type. */
  readonly params: Readonly<Record<string, string>>;
}

const CATALOGUE: Readonly<Record<string, Readonly<Record<string, ToolSpec>>>> = {
  airline: {
    get_user_details: { description: 'Look up a user profile by user id.', params: { user_id: 'string' } },
    get_reservation_details: { description: 'Look up a reservation by reservation id.', params: { reservation_id: 'string' } },
    search_direct_flight: { description: 'Search direct flights.', params: { origin: 'string', destination: 'string', date: 'string' } },
    cancel_reservation: { description: 'Cancel a reservation.', params: { reservation_id: 'string' } },
    update_reservation_baggages: {
      description: 'Change the checked bags of a reservation.',
      params: { reservation_id: 'string', total_baggages: 'integer', nonfree_baggages: 'integer', payment_id: 'string' },
    },
  },
  retail: {
    find_user_id_by_email: { description: 'Find a user id by email address.', params: { email: 'string' } },
    find_user_id_by_name_zip: { description: 'Find a user id by name and zip code.', params: { first_name: 'string', last_name: 'string', zip: 'string' } },
    get_order_details: { description: 'Look up an order by order id.', params: { order_id: 'string' } },
    cancel_pending_order: { description: 'Cancel a pending order.', params: { order_id: 'string', reason: 'string' } },
    modify_user_address: {
      description: "Change a user's default address.",
      params: { user_id: 'string', address1: 'string', city: 'string', zip: 'string' },
    },
  },
  telecom: {
    get_customer_by_phone: { description: 'Find a customer by phone number.', params: { phone_number: 'string' } },
    get_details_by_id: { description: 'Look up a customer, line or bill by id.', params: { id: 'string' } },
    enable_roaming: { description: 'Turn on roaming for a line.', params: { customer_id: 'string', line_id: 'string' } },
    refuel_data: { description: 'Add mobile data to a line.', params: { customer_id: 'string', line_id: 'string', gb_amount: 'number' } },
  },
};

/** Every domain may hand the conversation to a person. */
const TRANSFER: ToolSpec = { description: 'Transfer the user to a human agent, with a summary.', params: { summary: 'string' } };

function jsonType(value: JsonValue): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value === 'object' ? 'object' : typeof value;
}

/**
 * The tools offered: the domain's catalogue, widened by the criteria's actions (a tool named
 * there gains the parameters the criteria pass; the ones every expected call passes are required).
 */
export function domainTools(domain: string, expected: readonly ExpectedAction[]): FunctionTool[] {
  const specs = new Map<string, { description: string; params: Record<string, string>; required: string[] }>();
  for (const [name, spec] of Object.entries({ ...CATALOGUE[domain], transfer_to_human_agents: TRANSFER })) {
    specs.set(name, { description: spec.description, params: { ...spec.params }, required: Object.keys(spec.params) });
  }
  const seen = new Set<string>();
  for (const action of expected) {
    const spec = specs.get(action.name) ?? { description: `The ${domain} domain's ${action.name} operation.`, params: {}, required: [] };
    for (const [key, value] of Object.entries(action.arguments)) spec.params[key] ??= jsonType(value);
    const keys = Object.keys(action.arguments);
    spec.required = seen.has(action.name) ? spec.required.filter((key) => keys.includes(key)) : keys;
    seen.add(action.name);
    specs.set(action.name, spec);
  }
  return [...specs].map(([name, spec]) => ({
    type: 'function',
    function: {
      name,
      description: spec.description,
      parameters: {
        type: 'object',
        properties: Object.fromEntries(Object.entries(spec.params).map(([key, type]) => [key, { type }])),
        required: spec.required,
      },
    },
  }));
}

/** One recorded tool call: the harness's answer lists these. */
// A type alias, so it is a JSON object (the result's answer).
export type RecordedAction = {
  name: string;
  /** The parsed arguments, or the raw text when it was not a JSON object. */
  arguments: JsonValue;
};

const READ_PREFIXES = ['get_', 'find_', 'search_', 'list_', 'check_', 'calculate'];

/** The in-memory environment: every call is recorded, known tools answer, others report an error. */
export class DomainEnvironment {
  readonly recorded: RecordedAction[] = [];
  private readonly known: ReadonlySet<string>;

  constructor(tools: readonly FunctionTool[]) {
    this.known = new Set(tools.map((tool) => tool.function.name));
  }

  execute(call: ToolCall): string {
    this.recorded.push({ name: call.name, arguments: call.arguments ?? call.argumentsText });
    if (!this.known.has(call.name)) return JSON.stringify({ error: `Unknown tool ${call.name}` });
    if (call.arguments === null) return JSON.stringify({ error: 'Arguments must be a JSON object' });
    const result: JsonRecord = READ_PREFIXES.some((prefix) => call.name.startsWith(prefix))
      ? { found: true, ...call.arguments }
      : { success: true, operation: call.name, ...call.arguments };
    return JSON.stringify(result);
  }
}
