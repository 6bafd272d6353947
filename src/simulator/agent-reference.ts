/**
 * An agent task's answer-key entry (docs/harness.md "Agents: τ³ and Terminal-Bench"): what a correct agent
 * does — the tool calls in order, then a final text reply. Terminal tasks list shell commands,
 * played as `run_command` calls.
 */
export interface AgentAction {
  name: string;
  arguments: Record<string, unknown>;
}

export interface AgentReference {
  kind: 'agent';
  /** τ³-style tool calls, in order. */
  actions?: AgentAction[];
  /** Terminal tasks: shell commands, in order. */
  commands?: string[];
  /** The reply once every call is made. */
  final: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isAgentReference(value: unknown): value is AgentReference {
  if (!isRecord(value) || value.kind !== 'agent' || typeof value.final !== 'string') return false;
  const actionsOk =
    value.actions === undefined ||
    (Array.isArray(value.actions) && value.actions.every((a: unknown) => isRecord(a) && typeof a.name === 'string' && isRecord(a.arguments)));
  const commandsOk = value.commands === undefined || (Array.isArray(value.commands) && value.commands.every((c: unknown) => typeof c === 'string'));
  return actionsOk && commandsOk;
}

/** The calls a correct agent makes, commands as `run_command` calls. */
export function referenceActions(reference: AgentReference): AgentAction[] {
  return [
    ...(reference.actions ?? []).map((action) => ({ name: action.name, arguments: { ...action.arguments } })),
    ...(reference.commands ?? []).map((command) => ({ name: 'run_command', arguments: { command } })),
  ];
}
