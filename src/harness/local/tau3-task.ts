/**
 * A τ³ task (docs/harness.md "Agents: τ³ and Terminal-Bench"): inline in `case.metadata.task` (the demo), else
 * read from `<source_root>/data/tau2/domains/<domain>/tasks.json` by `metadata.task_id`. Only the
 * fields the local harness uses are read: the user scenario and the evaluation criteria.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HarnessRequest } from '../../domain/harness/protocol.ts';
import type { JsonRecord, JsonValue } from '../../domain/json/json-value.ts';

export interface ExpectedAction {
  readonly name: string;
  readonly arguments: { [key: string]: JsonValue };
}

export interface Tau3Task {
  readonly id: string;
  readonly domain: string;
  readonly persona: string;
  /** The scenario's instructions as labelled lines (reason for call, known info, …). */
  readonly instructions: readonly { readonly label: string; readonly text: string }[];
  readonly actions: readonly ExpectedAction[];
  readonly communicateInfo: readonly string[];
  /** The domain policy text, when the source tree ships one. */
  readonly policy: string | null;
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const INSTRUCTION_LABELS: readonly [string, string][] = [
  ['reason_for_call', 'Reason for call'],
  ['task_instructions', 'Task instructions'],
  ['known_info', 'Known info'],
  ['unknown_info', 'Unknown info'],
];

function instructionsOf(scenario: JsonRecord): Tau3Task['instructions'] {
  const raw = scenario['instructions'];
  if (typeof raw === 'string') return raw.trim() === '' ? [] : [{ label: 'Task instructions', text: raw.trim() }];
  if (!isRecord(raw)) return [];
  return INSTRUCTION_LABELS.map(([key, label]) => ({ label, text: text(raw[key]) })).filter((line) => line.text !== '');
}

function actionsOf(criteria: JsonRecord): ExpectedAction[] {
  const raw = criteria['actions'];
  if (!Array.isArray(raw)) return [];
  return raw.map((action: unknown, index) => {
    if (!isRecord(action) || typeof action['name'] !== 'string' || action['name'] === '') {
      throw new Error(`τ³ task: evaluation action ${index} has no name`);
    }
    const args = action['arguments'] ?? {};
    if (!isRecord(args)) throw new Error(`τ³ task: evaluation action ${index} has non-object arguments`);
    // Parsed from JSON (the request file or tasks.json), so every member is a JSON value.
    return { name: action['name'], arguments: args as { [key: string]: JsonValue } };
  });
}

/** Reads the task document (the tasks.json entry shape). */
export function parseTau3Task(raw: unknown, domain: string, policy: string | null): Tau3Task {
  if (!isRecord(raw)) throw new Error('τ³ task is not an object');
  const scenario = isRecord(raw['user_scenario']) ? raw['user_scenario'] : {};
  const criteria = isRecord(raw['evaluation_criteria']) ? raw['evaluation_criteria'] : {};
  const info = Array.isArray(criteria['communicate_info']) ? criteria['communicate_info'] : [];
  return {
    id: typeof raw['id'] === 'string' ? raw['id'] : String(raw['id'] ?? ''),
    domain,
    persona: text(scenario['persona']),
    instructions: instructionsOf(scenario),
    actions: actionsOf(criteria),
    communicateInfo: info.map((item: unknown) => (typeof item === 'string' ? item : JSON.stringify(item))).filter((item) => item !== ''),
    policy,
  };
}

async function readOptional(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

/** The case's task: inline, else looked up in the source tree. */
export async function loadTau3Task(request: HarnessRequest): Promise<Tau3Task> {
  const metadata = isRecord(request.case['metadata']) ? request.case['metadata'] : {};
  const domain = text(metadata['domain']) || (isRecord(metadata['task']) ? text(metadata['task']['domain']) : '');
  if (domain === '' || !/^[A-Za-z0-9_-]+$/.test(domain)) throw new Error(`τ³ case has no valid metadata.domain (${JSON.stringify(domain)})`);
  const domainDir = request.source_root === null ? null : join(request.source_root, 'data', 'tau2', 'domains', domain);
  const policy = domainDir === null ? null : await readOptional(join(domainDir, 'policy.md'));
  if (metadata['task'] !== undefined) return parseTau3Task(metadata['task'], domain, policy);
  if (domainDir === null) throw new Error('τ³ case has no inline task and the request has no source_root');
  const taskId = metadata['task_id'];
  if (typeof taskId !== 'string' && typeof taskId !== 'number') throw new Error('τ³ case has no metadata.task_id');
  const tasksPath = join(domainDir, 'tasks.json');
  const tasks: unknown = JSON.parse(await readFile(tasksPath, 'utf8'));
  if (!Array.isArray(tasks)) throw new Error(`${domain}/tasks.json is not a list`);
  const found: unknown = tasks.find((task: unknown) => isRecord(task) && String(task['id']) === String(taskId));
  if (found === undefined) throw new Error(`τ³ task ${String(taskId)} is not in ${domain}/tasks.json`);
  return parseTau3Task(found, domain, policy);
}
