/**
 * Case rules (docs/plans.md "Validation order", steps 12–19), checked case by case in the original's order: id,
 * request fields, holdout split, benchmark, messages, message roles, reference answer.
 */
import { hasKey, isJsonObject } from '../accounting/json-values.ts';
import type { BenchmarkSpec } from '../catalog/benchmarks.ts';
import { badInput } from './plan-error.ts';
import { get } from './json.ts';
import type { PlanObject } from './json.ts';

export const MESSAGE_ROLES: ReadonlySet<string> = new Set(['system', 'user', 'assistant', 'tool', 'developer']);

/** Case fields forwarded on the first subject call (docs/runs.md "One model call", step 4). */
export const PROMPT_FIELDS = ['tools', 'functions', 'tool_choice', 'function_call', 'response_format'] as const;

const MAX_METADATA_ENTRIES = 32;
const MAX_METADATA_KEY_BYTES = 128;
const MAX_METADATA_VALUE_BYTES = 1024;

/**
 * The request fields of a case: its prompt fields plus `request_metadata` sent as
 * `metadata` (benchmark `metadata` is never forwarded, it may hold answer keys).
 */
export function caseRequestFields(testCase: Readonly<Record<string, unknown>>): PlanObject {
  const fields: PlanObject = {};
  for (const name of PROMPT_FIELDS) if (Object.hasOwn(testCase, name)) fields[name] = testCase[name];
  if (Object.hasOwn(testCase, 'request_metadata')) fields.metadata = testCase.request_metadata;
  return fields;
}

/** Step 14: `tools`/`functions` are lists; `metadata` is a bounded map of strings. */
export function validateCaseRequestFields(testCase: PlanObject): void {
  const fields = caseRequestFields(testCase);
  for (const name of ['tools', 'functions']) {
    if (hasKey(fields, name) && !Array.isArray(fields[name])) throw badInput(`Preview ${name} must be an array`);
  }
  if (hasKey(fields, 'metadata')) {
    const metadata = fields.metadata;
    if (
      !isJsonObject(metadata) ||
      Object.keys(metadata).length > MAX_METADATA_ENTRIES ||
      Object.entries(metadata).some(
        ([key, item]) =>
          key === '' ||
          Buffer.byteLength(key, 'utf8') > MAX_METADATA_KEY_BYTES ||
          typeof item !== 'string' ||
          Buffer.byteLength(item, 'utf8') > MAX_METADATA_VALUE_BYTES,
      )
    ) {
      throw badInput('Request metadata must be a bounded map of strings');
    }
  }
}

function hasMessages(value: unknown): boolean {
  // Python truthiness of `case.get("messages")`.
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isJsonObject(value)) return Object.keys(value).length > 0;
  return true;
}

export interface CaseRuleContext {
  mode: string;
  profileSplit: 'dev' | 'holdout';
  adapters: ReadonlyMap<string, BenchmarkSpec>;
}

/** Steps 12–19 over `manifest.cases`; returns the cases as objects. */
export function validateCases(cases: unknown, ctx: CaseRuleContext): PlanObject[] {
  if (!Array.isArray(cases) || cases.length === 0) throw badInput('at least one case is required');
  const ids = new Set<string>();
  for (const c of cases as unknown[]) {
    if (!isJsonObject(c) || typeof c.id !== 'string' || c.id === '' || ids.has(c.id)) {
      throw badInput('case IDs must be unique nonempty strings');
    }
    const id = c.id;
    ids.add(id);
    validateCaseRequestFields(c);
    if (ctx.profileSplit === 'holdout') {
      const metadata = get(c, 'metadata', {});
      if (!isJsonObject(metadata) || metadata.split !== 'holdout') throw badInput('Holdout profiles require prepared holdout cases');
    }
    const adapter = typeof c.benchmark === 'string' ? ctx.adapters.get(c.benchmark) : undefined;
    if (adapter === undefined) throw badInput(`unknown benchmark for case ${id}`);
    const messages = get(c, 'messages');
    if (!hasMessages(messages) && adapter.requiresMessages) throw badInput(`messages are required for case ${id}`);
    if (messages !== undefined && messages !== null) {
      // A non-list `messages` is refused as a whole (the original iterated whatever it got).
      if (!Array.isArray(messages) && hasMessages(messages)) throw badInput('invalid case message');
      for (const message of Array.isArray(messages) ? (messages as unknown[]) : []) {
        if (!isJsonObject(message) || typeof message.role !== 'string' || !MESSAGE_ROLES.has(message.role)) {
          throw badInput('invalid case message');
        }
      }
    }
    if (ctx.mode === 'live' && adapter.requiresAnswer && !hasKey(c, 'answer')) throw badInput(`answer is required for ${id}`);
  }
  return cases as PlanObject[];
}
