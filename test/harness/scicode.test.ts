// The SciCode harness against a scripted bridge: steps right and wrong, missing blocks, a cut-off reply, missing test data.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCodeAnswers, demoCodeCases } from '../../src/demo/demo-code-tasks.ts';
import { sciCodeHarness } from '../../src/harness/local/scicode.ts';
import type { HarnessRequest } from '../../src/domain/harness/protocol.ts';
import type { JsonRecord } from '../../src/domain/json/json-value.ts';
import { fenced, harnessRequest, quietIo, scriptedBridge } from './fake-bridge.ts';

const testCase = demoCodeCases().find((c) => c.id === 'scicode/demo-standardize') as JsonRecord; // a demo case
const reference = demoCodeAnswers().get('scicode/demo-standardize');
if (reference === undefined) throw new Error('no reference');
const right = reference.steps.map((code) => ({ final: fenced(code) }));
const requests: HarnessRequest[] = [];

async function request(c: JsonRecord): Promise<HarnessRequest> {
  const r = await harnessRequest(c);
  requests.push(r);
  return r;
}

afterEach(async () => {
  for (const r of requests.splice(0)) await rm(r.artifact_dir, { recursive: true, force: true });
});

describe('scicode harness', () => {
  it('one call per step, each prompt led by the case id and carrying the earlier code; all steps pass', async () => {
    const bridge = scriptedBridge(right);
    const result = await sciCodeHarness(await request(testCase), bridge, quietIo());
    expect(result).toMatchObject({ correct: true, score: 1, details: { correct: true, steps_passed: 3, steps_total: 3, test_data: 'not needed' } });
    expect(result.answer).toEqual(reference.steps.map((code) => `${code}\n`));
    expect(bridge.seen).toHaveLength(3);
    const prompts = bridge.seen.map((messages) => String(messages[0]?.['content']));
    expect(prompts.every((p) => p.startsWith('[scicode/demo-standardize] '))).toBe(true);
    expect(prompts[1]).toContain('Sub-step 2 of 3');
    expect(prompts[2]).toContain('def variance(values)');
  });

  it('wrong code fails its step and the steps built on it', async () => {
    const bridge = scriptedBridge([right[0], { final: fenced(reference.wrong[1] as string) }, right[2]] as { final: string }[]);
    const result = await sciCodeHarness(await request(testCase), bridge, quietIo());
    expect(result).toMatchObject({ correct: false, score: 0, details: { steps_passed: 1, steps_total: 3 } });
    expect(result.details['steps']).toMatchObject([{ passed: true }, { passed: false, reason: 'tests_failed' }, { passed: false }]);
  });

  it('a step without a python block fails; the others are still asked and tested', async () => {
    const bridge = scriptedBridge([right[0], { final: 'No code today.' }, right[2]] as { final: string }[]);
    const result = await sciCodeHarness(await request(testCase), bridge, quietIo());
    expect(bridge.calls).toBe(3);
    expect(result.details['steps']).toMatchObject([{ passed: true }, { passed: false, reason: 'no_python_code_block' }, { passed: false }]);
  });

  it('a cut-off reply stops the task: no more calls, the rest failed', async () => {
    const bridge = scriptedBridge([right[0], { final: '```python\ndef variance(values):\n    m =', output_complete: false }] as { final: string }[]);
    const result = await sciCodeHarness(await request(testCase), bridge, quietIo());
    expect(bridge.calls).toBe(2);
    expect(result).toMatchObject({ correct: false, details: { reason: 'output_incomplete', steps_passed: 1 } });
    expect(result.details['steps']).toMatchObject([
      { passed: true },
      { passed: false, reason: 'output_incomplete' },
      { passed: false, reason: 'not_attempted' },
    ]);
  });

  it('a test that needs `target` fails without test data, never passes untested', async () => {
    const withTarget = structuredClone(testCase);
    const record = (withTarget['metadata'] as JsonRecord)['source_record'] as JsonRecord; // the demo case's own shape
    const steps = record['sub_steps'] as JsonRecord[];
    (steps[0] as JsonRecord)['test_cases'] = ['assert abs(mean([1, 2]) - target) < 1e-12'];
    const r = await request(withTarget);
    const result = await sciCodeHarness(r, scriptedBridge(right), quietIo());
    expect(result).toMatchObject({ correct: false, details: { steps_passed: 2, test_data: 'missing' } });
    expect(result.details['steps']).toMatchObject([
      { passed: false, reason: expect.stringContaining('test data is missing') as unknown },
      { passed: true },
      { passed: true },
    ]);

    // A data file the runner's Python cannot read (no h5py here, or not HDF5): still failed.
    const data = join(r.artifact_dir, 'not-really.h5');
    await writeFile(data, 'not hdf5');
    const env = { PATH: process.env['PATH'], SR_BENCH_SCICODE_TEST_DATA: data };
    const again = await sciCodeHarness(await request(withTarget), scriptedBridge(right), quietIo(env));
    expect(again).toMatchObject({ correct: false, details: { steps_passed: 2 } });
    expect((again.details['steps'] as JsonRecord[])[0]).toMatchObject({ passed: false });
  });
});

describe('scicode test data', () => {
  // A stand-in for h5py over a JSON file, put next to the program by a wrapper Python, so the
  // target loader runs without h5py installed: groups are objects, datasets are values.
  const FAKE_H5PY = [
    'import json',
    'class Dataset:',
    '    def __init__(self, value): self._value = value',
    '    def __getitem__(self, key): return self._value',
    'class Group:',
    '    def __init__(self, members): self._members = members',
    '    def keys(self): return self._members.keys()',
    '    def __getitem__(self, key):',
    '        value = self._members[key]',
    '        return Group(value) if isinstance(value, dict) else Dataset(value)',
    'class File(Group):',
    '    def __init__(self, path, mode):',
    '        with open(path) as f: super().__init__(json.load(f))',
    '    def __enter__(self): return self',
    '    def __exit__(self, *exc): return False',
    '',
  ].join('\n');

  it('gives each test case its target: values and var<j> tuples', async () => {
    const withTarget = structuredClone(testCase);
    const record = (withTarget['metadata'] as JsonRecord)['source_record'] as JsonRecord; // the demo case's own shape
    const steps = record['sub_steps'] as JsonRecord[];
    (steps[0] as JsonRecord)['test_cases'] = ['assert abs(mean([1, 2]) - target) < 1e-12', 'lo, hi = target\nassert mean([lo, hi]) == 2.0'];
    const r = await request(withTarget);
    const data = join(r.artifact_dir, 'test-data.json');
    const stepNumber = String((steps[0] as JsonRecord)['step_number']);
    await writeFile(data, JSON.stringify({ [stepNumber]: { test1: 1.5, test2: { var1: 1, var2: 3 } } }));
    await writeFile(join(r.artifact_dir, 'h5py.py'), FAKE_H5PY);
    const wrapper = join(r.artifact_dir, 'python-with-fake-h5py');
    await writeFile(wrapper, `#!/bin/sh\ncp '${join(r.artifact_dir, 'h5py.py')}' ./h5py.py\nexec python3 "$@"\n`, { mode: 0o755 });
    const env = { PATH: process.env['PATH'], SR_BENCH_SCICODE_TEST_DATA: data, SR_BENCH_LOCAL_PYTHON: wrapper };
    const result = await sciCodeHarness(r, scriptedBridge(right), quietIo(env));
    expect(result).toMatchObject({ correct: true, details: { steps_passed: 3, test_data: 'available' } });

    // A wrong target fails the step.
    await writeFile(data, JSON.stringify({ [stepNumber]: { test1: 9, test2: { var1: 1, var2: 3 } } }));
    const failed = await sciCodeHarness(r, scriptedBridge(right), quietIo(env));
    expect(failed).toMatchObject({ correct: false, details: { steps_passed: 2 } });
  });
});
