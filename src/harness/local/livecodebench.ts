/**
 * The LiveCodeBench harness (docs/harness.md): one subject call with the case's messages, the
 * last ```python block of the reply run against the public tests and every private test that
 * decodes; correct iff all of them pass.
 */
import type { HarnessRequest, HarnessResult } from '../../domain/harness/protocol.ts';
import type { JsonRecord } from '../../domain/json/json-value.ts';
import type { Bridge } from './bridge-client.ts';
import { lastPythonBlock } from './code-blocks.ts';
import { createCodeRunner, type CodeRunner, type RunOutcome } from './code-runner.ts';
import { runnerOptionsFrom } from './code-runner-options.ts';
import type { HarnessIo, LocalHarness } from './harness-types.ts';
import { decodePrivateTests, parseTestList, sameJson, sameStdout, type LcbTest } from './livecodebench-tests.ts';

/** Failures described in the details, so a reader sees why without the artifacts. */
const MAX_FAILURES_SHOWN = 3;
const EXCERPT_CHARS = 300;

interface TestVerdict {
  readonly passed: boolean;
  /** Why it failed: wrong_output, runtime_error, timeout, output_limit, … */
  readonly reason: string | null;
  readonly excerpt: string | null;
}

function objectField(record: JsonRecord, key: string): JsonRecord {
  const value = record[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : {}; // a plain object, checked
}

function messagesOf(testCase: JsonRecord): JsonRecord[] {
  const messages = testCase['messages'];
  if (!Array.isArray(messages) || messages.length === 0) throw new Error('The case has no messages');
  return messages.filter((m): m is JsonRecord => typeof m === 'object' && m !== null && !Array.isArray(m));
}

/** `func_name` of a functional problem, from the row's `metadata` JSON text. */
export function functionName(sourceRecord: JsonRecord): string | null {
  const raw = sourceRecord['metadata'];
  let metadata: unknown = raw;
  if (typeof raw === 'string') {
    try {
      metadata = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof metadata !== 'object' || metadata === null) return null;
  const name = (metadata as JsonRecord)['func_name']; // an object, checked above
  return typeof name === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : null;
}

function excerpt(text: string): string {
  return text.length <= EXCERPT_CHARS ? text : `…${text.slice(-EXCERPT_CHARS)}`;
}

function failureOf(outcome: RunOutcome): TestVerdict | null {
  if (outcome.status === 'timeout') return { passed: false, reason: 'timeout', excerpt: null };
  if (outcome.status === 'output_limit') return { passed: false, reason: 'output_limit', excerpt: null };
  if (outcome.status === 'spawn_error') return { passed: false, reason: 'spawn_error', excerpt: excerpt(outcome.stderr) };
  if (outcome.exitCode !== 0) return { passed: false, reason: 'runtime_error', excerpt: excerpt(outcome.stderr) };
  return null;
}

export async function runLcbTest(runner: CodeRunner, code: string, test: LcbTest, funcName: string | null): Promise<TestVerdict> {
  if (test.testtype === 'stdin') {
    const outcome = await runner.run({ program: code, stdin: test.input, mode: { kind: 'script' } });
    const failure = failureOf(outcome);
    if (failure) return failure;
    return sameStdout(outcome.stdout, test.output)
      ? { passed: true, reason: null, excerpt: null }
      : { passed: false, reason: 'wrong_output', excerpt: excerpt(outcome.stdout) };
  }
  if (funcName === null) return { passed: false, reason: 'no_func_name', excerpt: null };
  const outcome = await runner.run({ program: code, stdin: test.input, mode: { kind: 'call', funcName } });
  const failure = failureOf(outcome);
  if (failure) return failure;
  if (outcome.resultText === null) return { passed: false, reason: 'no_result', excerpt: null };
  return sameJson(outcome.resultText, test.output)
    ? { passed: true, reason: null, excerpt: null }
    : { passed: false, reason: 'wrong_output', excerpt: excerpt(outcome.resultText) };
}

export const liveCodeBenchHarness: LocalHarness = async (request: HarnessRequest, bridge: Bridge, io: HarnessIo): Promise<HarnessResult> => {
  const metadata = objectField(request.case, 'metadata');
  const source = objectField(metadata, 'source_record');
  const publicText = source['public_test_cases'];
  const publicTests = typeof publicText === 'string' ? parseTestList(publicText) : [];
  const privateTests = decodePrivateTests(source['private_test_cases']);
  const tests = [...publicTests, ...privateTests.tests];
  if (tests.length === 0) throw new Error('The case has no test that can be run');
  const privateDetails: JsonRecord =
    privateTests.status === 'undecodable'
      ? { status: 'undecodable', reason: privateTests.reason, note: 'graded on the public tests only' }
      : { status: privateTests.status, count: privateTests.tests.length };

  const receipt = await bridge.call(messagesOf(request.case));
  io.log(`livecodebench: reply received (${receipt.final.length} chars, complete=${receipt.output_complete})`);
  const code = lastPythonBlock(receipt.final);
  if (code === null) {
    return {
      answer: null,
      correct: false,
      score: 0,
      details: { reason: 'no_python_code_block', output_complete: receipt.output_complete, private_tests: privateDetails },
    };
  }

  const runner = createCodeRunner(runnerOptionsFrom(request, io.env));
  const funcName = functionName(source);
  let passed = 0;
  let notRun = 0;
  const failures: JsonRecord[] = [];
  for (const [index, test] of tests.entries()) {
    // After a timeout the rest would likely time out too: counted as failed, not run.
    if (failures.some((f) => f['reason'] === 'timeout')) {
      notRun = tests.length - index;
      break;
    }
    const verdict = await runLcbTest(runner, code, test, funcName);
    if (verdict.passed) passed += 1;
    else if (failures.length < MAX_FAILURES_SHOWN || verdict.reason === 'timeout') {
      failures.push({ test: index, kind: index < publicTests.length ? 'public' : 'private', reason: verdict.reason, output: verdict.excerpt });
    }
  }
  io.log(`livecodebench: ${passed}/${tests.length} tests passed`);
  const correct = passed === tests.length;
  return {
    answer: code,
    correct,
    score: correct ? 1 : 0,
    details: {
      correct,
      passed,
      total: tests.length,
      public_tests: publicTests.length,
      private_tests: privateDetails,
      not_run: notRun,
      failures,
      output_complete: receipt.output_complete,
      sandbox: runner.sandbox,
    },
  };
};
