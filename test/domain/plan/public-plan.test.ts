// The public view of a frozen plan (README "Access") and the operator caps on its limits (README
// "Limits"): pure functions over a plan frozen here.
import { describe, expect, it } from 'vitest';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import { capViolation, capViolationMessage } from '../../../src/domain/plan/operator-caps.ts';
import { publicPlanManifest } from '../../../src/domain/plan/public-plan.ts';
import { freeze, mcq, mom, plan, single } from './plan-fixtures.ts';

describe('publicPlanManifest', () => {
  const secretCase = mcq('c1', { answer: 'C', metadata: { stratum: 'physics', hidden_tests: 'assert secret()', source_record: { solution: 'S' } } });
  const auxiliary = { ...single('judge', 'acme/judge'), api_key_env: 'JUDGE_KEY', header_env: { 'X-T': 'JUDGE_TENANT' } };
  const frozen = freeze(
    plan({
      cases: [secretCase, mcq('c2')],
      targets: [
        { ...single(), api_key_env: 'S_KEY', header_env: { 'X-Tenant': 'S_TENANT' } },
        { ...mom(), preview_api_key_env: 'PREVIEW_KEY' },
      ],
      auxiliary_targets: { judge: auxiliary },
    }),
  );
  const view = publicPlanManifest(frozen.manifest);
  const text = JSON.stringify(view);

  it('the frozen plan holds the secrets (so their absence below means something)', () => {
    const full = JSON.stringify(frozen.manifest, (_key, value: unknown) => (value instanceof PyFloat ? value.value : value));
    for (const secret of ['"answer":"C"', 'hidden_tests', 'S_KEY', 'S_TENANT', 'PREVIEW_KEY', 'JUDGE_KEY', 'http://127.0.0.1:8001/v1', 'routing/preview']) {
      expect(full).toContain(secret);
    }
  });

  it('cases are their public projection: no answer, no hidden metadata', () => {
    expect(view.cases).toEqual([
      {
        id: 'c1',
        benchmark: 'mmlu-pro',
        category: 'physics',
        question: 'Question c1',
        messages: [{ role: 'user', content: 'Question c1' }],
        input_status: 'available',
      },
      {
        id: 'c2',
        benchmark: 'mmlu-pro',
        category: 'all',
        question: 'Question c2',
        messages: [{ role: 'user', content: 'Question c2' }],
        input_status: 'available',
      },
    ]);
    for (const secret of ['answer', 'hidden_tests', 'source_record', 'solution']) expect(text).not.toContain(secret);
  });

  it('targets and auxiliary targets lose their URLs and credential names, and keep the rest', () => {
    for (const secret of ['base_url', 'preview_url', 'api_key_env', 'header_env', 'preview_api_key_env', 'S_KEY', 'S_TENANT', 'JUDGE_KEY', 'http://']) {
      expect(text).not.toContain(secret);
    }
    expect((view.targets as { id: string; kind: string }[]).map((t) => [t.id, t.kind])).toEqual([
      ['s', 'single'],
      ['m', 'mom'],
    ]);
    expect((view.targets as { config_hash?: string }[])[1]!.config_hash).toBe('cfg-1');
    expect(Object.keys(view.auxiliary_targets as object)).toEqual(['judge']);
  });

  it('keeps the hashes and settings as frozen, and never changes the frozen plan', () => {
    expect(view.plan_sha256).toBe(frozen.planSha256);
    expect(view.case_sha256).toBe(frozen.caseSha256);
    expect(view.limits).toBe(frozen.manifest.limits);
    expect((frozen.manifest.cases as { answer: string }[])[0]!.answer).toBe('C');
  });
});

describe('capViolation', () => {
  const limits = freeze(plan({ limits: { max_cost_usd: 50, concurrency: 4 } })).manifest.limits;

  it('is null within every cap (a cap equal to the limit is within it) and for uncapped limits', () => {
    expect(capViolation(limits, { max_cost_usd: 50, concurrency: 4, max_calls_per_case: 32 })).toBeNull();
    expect(capViolation(limits, {})).toBeNull();
  });

  it('names the first limit above its cap, with the value and the cap', () => {
    const violation = capViolation(limits, { max_calls_per_case: 64, max_cost_usd: 10, concurrency: 2 });
    expect(violation).toEqual({ limit: 'max_cost_usd', requested: 50, cap: 10 });
    expect(capViolationMessage(violation!)).toBe("limits.max_cost_usd 50 is above this server's cap of 10");
    // Floats as frozen (the default budget is the float 5.0).
    expect(capViolation(freeze(plan()).manifest.limits, { max_cost_usd: 4.5 })).toEqual({ limit: 'max_cost_usd', requested: 5, cap: 4.5 });
  });
});
