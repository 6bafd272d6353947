// What a plan shown to a client must never hold (README "Access"): reference answers, hidden case
// fields, target URLs and credential variable names. Returns every leak found, so a test can
// assert the list is empty and a failure says what leaked where.
import { demoAnswerKey } from '../../src/demo/demo-dataset.ts';

export const HIDDEN_KEYS = ['answer', 'base_url', 'preview_url', 'api_key_env', 'header_env', 'preview_api_key_env'] as const;
/** The public case fields (domain/dataset/public-case.ts); anything else in a plan's case is hidden material. */
export const PUBLIC_CASE_KEYS = new Set(['id', 'benchmark', 'category', 'question', 'messages', 'choices', 'input_status', 'input_notice']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function walk(value: Json, visit: (key: string | null, item: Json) => void): void {
  visit(null, value);
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      visit(key, item);
      walk(item, visit);
    }
  }
}

/**
 * Leaks in `value` (any JSON: a response, a Plan, a plan file) and its text: hidden keys, case
 * fields outside the public ones, any value equal to a demo answer, distinctive answers and the
 * given secret strings (credential variable names, URLs) anywhere in the text.
 */
export function planLeaks(label: string, value: unknown, secrets: readonly string[]): string[] {
  const json = value as Json;
  const text = JSON.stringify(json);
  const answers = [...demoAnswerKey().values()].map((answer) => JSON.stringify(answer));
  const answerSet = new Set(answers);
  const leaks: string[] = [];
  walk(json, (key, item) => {
    if (key !== null && (HIDDEN_KEYS as readonly string[]).includes(key)) leaks.push(`${label}: key ${key}`);
    if (key === null && answerSet.has(JSON.stringify(item))) leaks.push(`${label}: answer value ${JSON.stringify(item)}`);
    if (key === 'cases' && Array.isArray(item)) {
      for (const testCase of item) {
        if (testCase !== null && typeof testCase === 'object' && !Array.isArray(testCase)) {
          for (const caseKey of Object.keys(testCase)) if (!PUBLIC_CASE_KEYS.has(caseKey)) leaks.push(`${label}: case field ${caseKey}`);
        }
      }
    }
  });
  // Long answers (text, grids) must not appear inside other strings either (e.g. a manifestText).
  for (const answer of answers.filter((a) => a.length >= 8)) {
    const inner = answer.startsWith('"') ? answer.slice(1, -1) : answer;
    if (text.includes(inner) || text.includes(JSON.stringify(inner).slice(1, -1))) leaks.push(`${label}: answer text ${inner}`);
  }
  for (const secret of secrets) if (text.includes(secret)) leaks.push(`${label}: ${secret}`);
  return leaks;
}

/** How many distinctive (≥ 8 characters) demo answers there are: the text check is not vacuous. */
export const distinctiveAnswerCount = () => [...demoAnswerKey().values()].filter((a) => JSON.stringify(a).length >= 8).length;
