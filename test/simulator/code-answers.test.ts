// Simulated answers to code tasks: one verdict per (model, case), the step picked from the prompt.
import { describe, expect, it } from 'vitest';
import { codeAnswer, isCodeReference, type CodeReference } from '../../src/simulator/code-answers.ts';
import { resolveConfig } from '../../src/simulator/config.ts';
import type { ResolvedModel } from '../../src/simulator/config.ts';

const reference: CodeReference = {
  kind: 'code',
  steps: ['def a():\n    return 1', 'def b():\n    return 2'],
  wrong: ['def a():\n    return 0', 'def b():\n    return 0'],
};

function model(accuracy: number): ResolvedModel {
  const config = resolveConfig({ models: [{ name: 'sim/m', accuracy }], router: false });
  return config.models.get('sim/m') as ResolvedModel; // configured just above
}

describe('code answers', () => {
  it('recognises code references only', () => {
    expect(isCodeReference(reference)).toBe(true);
    expect(isCodeReference({ kind: 'code', steps: [], wrong: ['x'] })).toBe(false);
    expect(isCodeReference('A')).toBe(false);
  });

  it('answers the step the prompt names, in a python block, when right', () => {
    const right = model(1);
    expect(codeAnswer(reference, 'scicode/x', '[scicode/x] Sub-step 2 of 2 (step x.2):', right).text).toContain('```python\ndef b():\n    return 2\n```');
    expect(codeAnswer(reference, 'scicode/x', '[scicode/x] Sub-step 1 of 2', right).text).toContain('return 1');
    expect(codeAnswer(reference, 'lcb/x', '[lcb/x] Write a Python solution.', right)).toMatchObject({ correct: true });
  });

  it('decides once per case: every step of a case gets the same verdict, and wrong answers vary by case', () => {
    const coin = model(0.5);
    const kinds = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      const key = `scicode/case-${i}`;
      const first = codeAnswer(reference, key, `[${key}] Sub-step 1 of 2`, coin);
      const second = codeAnswer(reference, key, `[${key}] Sub-step 2 of 2`, coin);
      expect(second.correct).toBe(first.correct);
      if (!first.correct) kinds.add(!first.text.includes('```python') ? 'prose' : first.text.includes('items[len(items)]') ? 'crash' : 'wrong');
    }
    expect(kinds).toEqual(new Set(['prose', 'crash', 'wrong']));
  });
});
