/**
 * The SciCode harness (docs/harness.md): one subject call per sub-step, each prompt carrying
 * the code generated for the earlier steps; then each step's tests run with the earlier steps'
 * code prepended. Correct iff every step passes. A step whose tests need SciCode's test data
 * (`target`) fails unless that data can be read: a step never passes untested.
 */
import { existsSync } from 'node:fs';
import type { HarnessRequest, HarnessResult } from '../../domain/harness/protocol.ts';
import type { JsonRecord } from '../../domain/json/json-value.ts';
import type { Bridge } from './bridge-client.ts';
import { lastPythonBlock } from './code-blocks.ts';
import { createCodeRunner, type CodeRunner } from './code-runner.ts';
import { runnerOptionsFrom } from './code-runner-options.ts';
import type { HarnessIo, LocalHarness } from './harness-types.ts';
import { needsTarget, sciCodeProblem, sciCodeStepPrompt, sciCodeTestProgram } from './scicode-steps.ts';

/** The HDF5 file of SciCode's test targets; reading it needs h5py in the runner's Python. */
export const SCICODE_TEST_DATA_ENV = 'SR_BENCH_SCICODE_TEST_DATA';

const EXCERPT_CHARS = 300;

type TestData = { readonly dataPath: string } | { readonly missing: string };

async function findTestData(env: HarnessIo['env'], runner: CodeRunner): Promise<TestData> {
  const path = env[SCICODE_TEST_DATA_ENV];
  if (!path) return { missing: `test data is missing: ${SCICODE_TEST_DATA_ENV} is not set` };
  if (!existsSync(path)) return { missing: `test data is missing: ${SCICODE_TEST_DATA_ENV} names no file` };
  const probe = await runner.run({ program: 'import h5py\n', readPaths: [path] });
  if (probe.status !== 'exited' || probe.exitCode !== 0) return { missing: "test data is missing: h5py cannot be imported by the runner's Python" };
  return { dataPath: path };
}

interface StepVerdict {
  step_number: string;
  passed: boolean;
  reason: string | null;
  output?: string;
}

export const sciCodeHarness: LocalHarness = async (request: HarnessRequest, bridge: Bridge, io: HarnessIo): Promise<HarnessResult> => {
  const problem = sciCodeProblem(request.case);
  const total = problem.steps.length;
  const generated: string[] = [];
  /** Why a step has no code to test, by index. */
  const withoutCode = new Map<number, string>();
  let stoppedAt: number | null = null;

  for (let index = 0; index < total; index += 1) {
    const receipt = await bridge.call([{ role: 'user', content: sciCodeStepPrompt(problem, index, generated) }]);
    io.log(`scicode: step ${index + 1}/${total} reply (${receipt.final.length} chars, complete=${receipt.output_complete})`);
    if (!receipt.output_complete) {
      // A cut-off reply: this step and the rest fail, and no more calls are made.
      stoppedAt = index;
      break;
    }
    const code = lastPythonBlock(receipt.final);
    if (code === null) withoutCode.set(index, 'no_python_code_block');
    generated.push(code ?? '');
  }

  const runner = createCodeRunner(runnerOptionsFrom(request, io.env));
  const needsData = problem.steps.some((step) => step.testCases.some(needsTarget));
  const testData: TestData | null = needsData ? await findTestData(io.env, runner) : null;
  const verdicts: StepVerdict[] = [];
  for (const [index, step] of problem.steps.entries()) {
    const verdict = (passed: boolean, reason: string | null, output?: string): StepVerdict => ({
      step_number: step.stepNumber,
      passed,
      reason,
      ...(output === undefined ? {} : { output }),
    });
    if (stoppedAt !== null && index >= stoppedAt) {
      verdicts.push(verdict(false, index === stoppedAt ? 'output_incomplete' : 'not_attempted'));
      continue;
    }
    const noCode = withoutCode.get(index);
    if (noCode !== undefined) {
      verdicts.push(verdict(false, noCode));
      continue;
    }
    if (step.testCases.length === 0) {
      verdicts.push(verdict(false, 'step has no test cases'));
      continue;
    }
    const usesTarget = step.testCases.some(needsTarget);
    if (usesTarget && (testData === null || 'missing' in testData)) {
      verdicts.push(verdict(false, testData !== null && 'missing' in testData ? testData.missing : 'test data is missing'));
      continue;
    }
    const dataPath = usesTarget && testData !== null && 'dataPath' in testData ? testData.dataPath : null;
    const program = sciCodeTestProgram(problem, index, generated, dataPath === null ? null : { dataPath });
    const outcome = await runner.run({ program, readPaths: dataPath === null ? [] : [dataPath] });
    if (outcome.status === 'exited' && outcome.exitCode === 0) verdicts.push(verdict(true, null));
    else {
      const reason = outcome.status === 'exited' ? 'tests_failed' : outcome.status;
      verdicts.push(verdict(false, reason, outcome.stderr.slice(-EXCERPT_CHARS)));
    }
  }

  const stepsPassed = verdicts.filter((v) => v.passed).length;
  const correct = stepsPassed === total;
  io.log(`scicode: ${stepsPassed}/${total} steps passed`);
  const details: JsonRecord = {
    correct,
    steps_passed: stepsPassed,
    steps_total: total,
    steps: verdicts.map((v) => ({ ...v })),
    test_data: testData === null ? 'not needed' : 'missing' in testData ? 'missing' : 'available',
    sandbox: runner.sandbox,
  };
  if (stoppedAt !== null) details['reason'] = 'output_incomplete';
  return { answer: generated, correct, score: correct ? 1 : 0, details };
};
