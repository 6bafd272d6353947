// The LiveCodeBench harness against a scripted bridge: right and wrong code, missing and cut-off code blocks, private tests.
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCodeAnswers, demoCodeCases } from '../../src/demo/demo-code-tasks.ts';
import { liveCodeBenchHarness } from '../../src/harness/local/livecodebench.ts';
import { decodePrivateTests, pickledString, sameStdout } from '../../src/harness/local/livecodebench-tests.ts';
import { lastPythonBlock } from '../../src/harness/local/code-blocks.ts';
import type { HarnessRequest } from '../../src/domain/harness/protocol.ts';
import type { JsonRecord } from '../../src/domain/json/json-value.ts';
import { fenced, harnessRequest, quietIo, scriptedBridge } from './fake-bridge.ts';

const cases = demoCodeCases().filter((c) => c.benchmark === 'livecodebench');
const answers = demoCodeAnswers();
const requests: HarnessRequest[] = [];

async function request(testCase: JsonRecord): Promise<HarnessRequest> {
  const r = await harnessRequest(testCase);
  requests.push(r);
  return r;
}

afterEach(async () => {
  for (const r of requests.splice(0)) await rm(r.artifact_dir, { recursive: true, force: true });
});

describe('livecodebench harness', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s: the reference code passes every test, the wrong code does not', async (_id, testCase) => {
    const reference = answers.get(testCase.id);
    if (reference === undefined) throw new Error('no reference');
    const right = scriptedBridge([{ final: fenced(reference.steps[0] as string) }]);
    const result = await liveCodeBenchHarness(await request(testCase), right, quietIo());
    expect(result).toMatchObject({ correct: true, score: 1, answer: `${reference.steps[0] as string}\n` });
    expect(result.details).toMatchObject({ correct: true, private_tests: { status: 'decoded', count: 2 } });
    const total = result.details['total'];
    expect(total).toBeGreaterThanOrEqual(3);
    expect(result.details['passed']).toBe(total);
    // One call, with the case's own messages.
    expect(right.seen).toEqual([testCase.messages]);

    const wrong = scriptedBridge([{ final: fenced(reference.wrong[0] as string) }]);
    const failed = await liveCodeBenchHarness(await request(testCase), wrong, quietIo());
    expect(failed).toMatchObject({ correct: false, score: 0, details: { correct: false, total } });
    expect(failed.details['passed']).toBeLessThan(total as number); // a count, checked above
  });

  it('no python block: no answer, reason no_python_code_block', async () => {
    const bridge = scriptedBridge([{ final: 'I would loop over the digits.' }]);
    const result = await liveCodeBenchHarness(await request(cases[0] as JsonRecord), bridge, quietIo());
    expect(result).toEqual({
      answer: null,
      correct: false,
      score: 0,
      details: expect.objectContaining({ reason: 'no_python_code_block' }) as unknown,
    });
  });

  it('a reply cut off inside its code block has no block to run', async () => {
    const bridge = scriptedBridge([{ final: '```python\nn = input().strip()\nprint(sum(int(d) for', output_complete: false }]);
    const result = await liveCodeBenchHarness(await request(cases[0] as JsonRecord), bridge, quietIo());
    expect(result).toMatchObject({ answer: null, correct: false, details: { reason: 'no_python_code_block', output_complete: false } });
  });

  it('private tests that do not decode are reported, and the public tests still grade', async () => {
    const fixture = readFileSync('test/fixtures/preparation/livecodebench/expected/smoke-s7/cases.jsonl', 'utf8').split('\n')[0] as string;
    const testCase = JSON.parse(fixture) as JsonRecord; // a prepared case line
    const bridge = scriptedBridge([{ final: fenced('n = int(input())\nprint({57: 21, 10: 54}[n])') }]);
    const result = await liveCodeBenchHarness(await request(testCase), bridge, quietIo());
    expect(result).toMatchObject({ correct: true, details: { passed: 2, total: 2, private_tests: { status: 'undecodable' } } });
  });
});

describe('test decoding and comparison', () => {
  it('reads base64(zlib(pickle(json text))) of protocols 2 and 4, refuses other pickles', () => {
    const expected = [{ input: '5\n', output: '120\n', testtype: 'stdin' }];
    const protocol4 = 'eJxrYJlqxwABPVbR1UqZeQWlJUpWCkqmMXlKOgpK+aUlUAFDIwOIUElqcUlJZUEqSLC4JCUzT6k2dooeALfUFK8=';
    const protocol2 = 'eJxrYIqwYmBgiK5WyswrKC1RslJQMo3JU9JRUMovLYEKGBoZQIRKUotLSioLUkGCxSUpmXlKtbGFDHoAghgTgw==';
    const aList = 'eJxrYJnqyAABsVN6rKKrlTLzCkpLlKwUlExj8pR0FJTyS0ugAoZGBhChktTikpLKglSQYHFJSmaeUm3slEQ9AA1OFgQ=';
    expect(decodePrivateTests(protocol4)).toEqual({ status: 'decoded', tests: expected });
    expect(decodePrivateTests(protocol2)).toEqual({ status: 'decoded', tests: expected });
    expect(decodePrivateTests(aList)).toMatchObject({ status: 'undecodable' });
    expect(decodePrivateTests('not base64 !')).toMatchObject({ status: 'undecodable' });
    expect(decodePrivateTests('')).toEqual({ status: 'absent', tests: [] });
    expect(pickledString(Buffer.from([0x80, 0x04, 0x8c, 0x02, 0x68, 0x69, 0x94, 0x2e]))).toBe('hi');
  });

  it('compares stdout line by line after stripping, numbers by value', () => {
    expect(sameStdout('1 2\n3\n\n', '1 2\n3')).toBe(true);
    expect(sameStdout('1.0  2', '1 2')).toBe(true);
    expect(sameStdout('1 2', '1 2\n3')).toBe(false);
    expect(sameStdout('12', '1 2')).toBe(false);
  });

  it('takes the last python block', () => {
    expect(lastPythonBlock('```python\na = 1\n```\ntext\n```py\nb = 2\n```')).toBe('b = 2\n');
    expect(lastPythonBlock('```\nplain\n```')).toBeNull();
  });
});
