/**
 * Demo code tasks written for this project (none is taken from a real benchmark), shaped like
 * prepared `livecodebench` and `scicode` cases so the code harnesses (docs/harness.md) can run
 * against the simulated provider: LiveCodeBench cases carry the upstream row fields in
 * `metadata.source_record` (public tests as JSON text, private tests as JSON text or base64 of
 * zlib-compressed JSON), SciCode cases carry small plain-Python sub-steps with self-contained
 * tests. Every case's first message starts with `[<case id>] `; `demoCodeAnswers()` is the
 * simulator's answer key for them (correct and wrong code per step).
 */
import { deflateSync } from 'node:zlib';
import type { CodeReference } from '../simulator/code-answers.ts';
import { DEMO_ORIGIN } from './demo-dataset.ts';
import { DEMO_HARNESS_REVISION } from './demo-harness-revision.ts';

// A type alias so it fits the artifact's `DatasetCase` (an index-signature type).
export type DemoCodeCase = {
  id: string;
  benchmark: 'livecodebench' | 'scicode';
  messages: { role: 'user'; content: string }[];
  metadata: {
    split: 'dev';
    stratum: string;
    origin: typeof DEMO_ORIGIN;
    source_revision: string;
    source_record: Record<string, unknown>;
  };
};

interface Task {
  readonly testCase: DemoCodeCase;
  readonly reference: CodeReference;
}

const LCB_INSTRUCTION = 'Write a Python solution. Return the solution in one Python code block.';

interface LcbTestSpec {
  input: string;
  output: string;
}

/** Private tests the way upstream ships them: base64 of zlib-compressed JSON text. */
function compressed(tests: readonly object[]): string {
  return deflateSync(Buffer.from(JSON.stringify(tests), 'utf8')).toString('base64');
}

function liveCodeBench(spec: {
  nativeId: string;
  title: string;
  difficulty: string;
  question: string;
  testtype: 'stdin' | 'functional';
  funcName?: string;
  starterCode?: string;
  publicTests: LcbTestSpec[];
  privateTests: LcbTestSpec[];
  compressPrivate: boolean;
  correct: string;
  wrong: string;
}): Task {
  const id = `livecodebench/${spec.nativeId}`;
  const starter = spec.starterCode ?? '';
  const withType = (tests: LcbTestSpec[]) => tests.map((t) => ({ ...t, testtype: spec.testtype }));
  const prompt = `${spec.question}\n\n${LCB_INSTRUCTION}${starter === '' ? '' : `\n\nStarter code:\n${starter}`}`;
  return {
    testCase: {
      id,
      benchmark: 'livecodebench',
      messages: [{ role: 'user', content: `[${id}] ${prompt}` }],
      metadata: {
        split: 'dev',
        stratum: spec.difficulty,
        origin: DEMO_ORIGIN,
        source_revision: DEMO_HARNESS_REVISION,
        source_record: {
          question_id: spec.nativeId,
          question_title: spec.title,
          question_content: spec.question,
          platform: 'sr-bench-demo',
          contest_id: 'demo',
          contest_date: '2026-01-01T00:00:00',
          difficulty: spec.difficulty,
          starter_code: starter,
          public_test_cases: JSON.stringify(withType(spec.publicTests)),
          private_test_cases: spec.compressPrivate ? compressed(withType(spec.privateTests)) : JSON.stringify(withType(spec.privateTests)),
          metadata: JSON.stringify(spec.funcName === undefined ? {} : { func_name: spec.funcName }),
        },
      },
    },
    reference: { kind: 'code', steps: [spec.correct], wrong: [spec.wrong] },
  };
}

interface SciStepSpec {
  description: string;
  header: string;
  returnLine: string;
  tests: string[];
  correct: string;
  wrong: string;
}

function sciCode(spec: { nativeId: string; name: string; domain: string; description: string; io: string; dependencies: string; steps: SciStepSpec[] }): Task {
  const id = `scicode/${spec.nativeId}`;
  const problemNumber = spec.nativeId;
  return {
    testCase: {
      id,
      benchmark: 'scicode',
      messages: [{ role: 'user', content: `[${id}] ${spec.description}` }],
      metadata: {
        split: 'dev',
        stratum: spec.domain,
        origin: DEMO_ORIGIN,
        source_revision: DEMO_HARNESS_REVISION,
        source_record: {
          problem_id: problemNumber,
          problem_name: spec.name,
          domain: spec.domain,
          problem_description_main: spec.description,
          problem_background_main: '',
          problem_io: spec.io,
          required_dependencies: spec.dependencies,
          general_solution: null,
          general_tests: [],
          sub_steps: spec.steps.map((step, i) => ({
            step_number: `${problemNumber}.${i + 1}`,
            step_description_prompt: step.description,
            step_background: '',
            function_header: step.header,
            return_line: step.returnLine,
            test_cases: step.tests,
            ground_truth_code: null,
          })),
        },
      },
    },
    reference: { kind: 'code', steps: spec.steps.map((s) => s.correct), wrong: spec.steps.map((s) => s.wrong) },
  };
}

function tasks(): Task[] {
  return [
    liveCodeBench({
      nativeId: 'demo-digit-sum',
      title: 'Digit sum',
      difficulty: 'easy',
      testtype: 'stdin',
      question:
        'Given a non-negative integer N, print the sum of its decimal digits.\n\nInput\n\nOne line with N (0 <= N < 10^100).\n\nOutput\n\nPrint the digit sum.\n\nSample Input 1\n\n123\n\nSample Output 1\n\n6',
      publicTests: [
        { input: '123\n', output: '6\n' },
        { input: '0\n', output: '0\n' },
      ],
      privateTests: [
        { input: '99999\n', output: '45\n' },
        { input: '1000000000000000000000000000001\n', output: '2\n' },
      ],
      compressPrivate: false,
      correct: 'n = input().strip()\nprint(sum(int(d) for d in n))\n',
      wrong: 'n = int(input())\nprint(n % 9)\n',
    }),
    liveCodeBench({
      nativeId: 'demo-count-pairs',
      title: 'Pairs with a given sum',
      difficulty: 'medium',
      testtype: 'functional',
      funcName: 'countPairs',
      question:
        'You are given an integer array nums and an integer target. Return the number of index pairs (i, j) with i < j and nums[i] + nums[j] == target.\n\nExample 1:\n\nInput: nums = [1, 2, 3, 4], target = 5\nOutput: 2',
      starterCode: 'class Solution:\n    def countPairs(self, nums: List[int], target: int) -> int:\n        ',
      publicTests: [
        { input: '[1, 2, 3, 4]\n5', output: '2' },
        { input: '[2, 2, 2]\n4', output: '3' },
      ],
      privateTests: [
        { input: '[]\n1', output: '0' },
        { input: '[-1, 1, 0, 0]\n0', output: '2' },
      ],
      compressPrivate: true,
      correct:
        'from typing import List\n\n\nclass Solution:\n    def countPairs(self, nums: List[int], target: int) -> int:\n        count = 0\n        for i in range(len(nums)):\n            for j in range(i + 1, len(nums)):\n                if nums[i] + nums[j] == target:\n                    count += 1\n        return count\n',
      wrong:
        'from typing import List\n\n\nclass Solution:\n    def countPairs(self, nums: List[int], target: int) -> int:\n        seen = set(nums)\n        return sum(1 for x in seen if target - x in seen) // 2\n',
    }),
    liveCodeBench({
      nativeId: 'demo-reverse-words',
      title: 'Reverse the words',
      difficulty: 'easy',
      testtype: 'stdin',
      question:
        'Read T lines, each holding words separated by single spaces. For each line, print its words in reverse order.\n\nInput\n\nThe first line holds T (1 <= T <= 100); T lines follow.\n\nOutput\n\nT lines.\n\nSample Input 1\n\n2\nhello world\na b c\n\nSample Output 1\n\nworld hello\nc b a',
      publicTests: [{ input: '2\nhello world\na b c\n', output: 'world hello\nc b a\n' }],
      privateTests: [
        { input: '1\nsingle\n', output: 'single\n' },
        { input: '3\nx y\nthe quick brown fox\nq\n', output: 'y x\nfox brown quick the\nq\n' },
      ],
      compressPrivate: true,
      correct:
        'import sys\n\nlines = sys.stdin.read().split("\\n")\nt = int(lines[0])\nfor line in lines[1 : t + 1]:\n    print(" ".join(reversed(line.split())))\n',
      wrong: 'import sys\n\nlines = sys.stdin.read().split("\\n")\nt = int(lines[0])\nfor line in lines[1 : t + 1]:\n    print(line[::-1])\n',
    }),
    sciCode({
      nativeId: 'demo-standardize',
      name: 'standardize_samples',
      domain: 'Statistics',
      description: 'Standardize a list of measurements: subtract their mean and divide by their population standard deviation.',
      io: "'''\nInput:\nvalues (list of float): the measurements, at least two, not all equal\nOutput:\nz (list of float): the standardized values\n'''",
      dependencies: 'import math',
      steps: [
        {
          description: 'Compute the arithmetic mean of a list of numbers.',
          header: "def mean(values):\n    '''Input: values (list of float)\n    Output: m (float), the arithmetic mean\n    '''",
          returnLine: '    return m',
          tests: ['assert abs(mean([1, 2, 3, 4]) - 2.5) < 1e-12', 'assert abs(mean([5.0]) - 5.0) < 1e-12'],
          correct: 'def mean(values):\n    m = sum(values) / len(values)\n    return m\n',
          wrong: 'def mean(values):\n    m = sum(values) / (len(values) + 1)\n    return m\n',
        },
        {
          description: 'Compute the population variance of a list of numbers (divide by the count, not the count minus one), using mean().',
          header: "def variance(values):\n    '''Input: values (list of float)\n    Output: v (float), the population variance\n    '''",
          returnLine: '    return v',
          tests: ['assert abs(variance([1, 2, 3, 4]) - 1.25) < 1e-12', 'assert abs(variance([2, 2, 2])) < 1e-12'],
          correct: 'def variance(values):\n    m = mean(values)\n    v = sum((x - m) ** 2 for x in values) / len(values)\n    return v\n',
          wrong: 'def variance(values):\n    m = mean(values)\n    v = sum((x - m) ** 2 for x in values) / (len(values) - 1)\n    return v\n',
        },
        {
          description: 'Standardize the values: z_i = (x_i - mean) / sqrt(population variance), using mean() and variance().',
          header: "def standardize(values):\n    '''Input: values (list of float), not all equal\n    Output: z (list of float)\n    '''",
          returnLine: '    return z',
          tests: [
            'z = standardize([1, 2, 3, 4])\nassert all(abs(a - b) < 1e-9 for a, b in zip(z, [-1.3416407865, -0.4472135955, 0.4472135955, 1.3416407865]))',
            'assert abs(sum(standardize([10, 20, 60]))) < 1e-9',
          ],
          correct: 'def standardize(values):\n    m = mean(values)\n    s = math.sqrt(variance(values))\n    z = [(x - m) / s for x in values]\n    return z\n',
          wrong: 'def standardize(values):\n    m = mean(values)\n    z = [(x - m) / variance(values) for x in values]\n    return z\n',
        },
      ],
    }),
    sciCode({
      nativeId: 'demo-projectile',
      name: 'projectile_range',
      domain: 'Physics',
      description: 'Find how far a projectile launched from flat ground travels before landing, ignoring air resistance.',
      io: "'''\nInput:\nv0 (float): launch speed in m/s\nangle_deg (float): launch angle above the horizontal in degrees\ng (float): gravitational acceleration in m/s^2\nOutput:\nr (float): horizontal range in m\n'''",
      dependencies: 'import math',
      steps: [
        {
          description: 'Compute the time of flight of a projectile launched from flat ground: t = 2 v0 sin(angle) / g, with the angle given in degrees.',
          header:
            "def flight_time(v0, angle_deg, g):\n    '''Input: v0 (float) m/s, angle_deg (float) degrees, g (float) m/s^2\n    Output: t (float) seconds\n    '''",
          returnLine: '    return t',
          tests: ['assert abs(flight_time(10.0, 30.0, 10.0) - 1.0) < 1e-9', 'assert abs(flight_time(20.0, 90.0, 9.8) - 40.0 / 9.8) < 1e-9'],
          correct: 'def flight_time(v0, angle_deg, g):\n    t = 2 * v0 * math.sin(math.radians(angle_deg)) / g\n    return t\n',
          wrong: 'def flight_time(v0, angle_deg, g):\n    t = 2 * v0 * math.sin(angle_deg) / g\n    return t\n',
        },
        {
          description: 'Compute the horizontal range: the horizontal speed v0 cos(angle) times the time of flight from flight_time().',
          header:
            "def horizontal_range(v0, angle_deg, g):\n    '''Input: v0 (float) m/s, angle_deg (float) degrees, g (float) m/s^2\n    Output: r (float) metres\n    '''",
          returnLine: '    return r',
          tests: [
            'assert abs(horizontal_range(10.0, 45.0, 10.0) - 10.0) < 1e-9',
            'assert abs(horizontal_range(10.0, 30.0, 10.0) - horizontal_range(10.0, 60.0, 10.0)) < 1e-9',
          ],
          correct: 'def horizontal_range(v0, angle_deg, g):\n    r = v0 * math.cos(math.radians(angle_deg)) * flight_time(v0, angle_deg, g)\n    return r\n',
          wrong: 'def horizontal_range(v0, angle_deg, g):\n    r = v0 * flight_time(v0, angle_deg, g)\n    return r\n',
        },
      ],
    }),
  ];
}

/** The demo code cases (LiveCodeBench, then SciCode). Fresh copies on every call. */
export function demoCodeCases(): DemoCodeCase[] {
  return tasks().map((task) => task.testCase);
}

/** Case id → the simulator's reference for it (correct and wrong code per step). */
export function demoCodeAnswers(): Map<string, CodeReference> {
  return new Map(tasks().map((task) => [task.testCase.id, task.reference]));
}
