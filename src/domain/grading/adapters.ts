/**
 * The in-process benchmark adapters (docs/grading.md): multiple choice (`mmlu-pro`,
 * `gpqa-diamond`), grids (`arc-agi-2`) and reference-judged answers (`hle`,
 * `simpleqa-verified`). The harness benchmarks run as harness processes (docs/harness.md):
 * `adapterFor` returns null for them.
 *
 * Every built-in adapter makes exactly one subject call with the case messages; judged
 * benchmarks then make one judge call. A subject answer that hit the output limit is never
 * graded (`outputLimitResult`), and the judge is not called for it (docs/grading.md "Adapters"). The project's
 * extension `sr-bench-dialogue` (catalog/extensions.ts) alternates simulator and subject
 * calls (dialogue.ts).
 */
import { ADAPTER_VERSION, builtInBenchmark } from '../catalog/benchmarks.ts';
import type { BenchmarkKind } from '../catalog/benchmarks.ts';
import type { AdapterCase, AdapterContext, BenchmarkAdapter } from './adapter-types.ts';
import { caseMessages, requireAnswer } from './case-messages.ts';
import { dialogueAdapter } from './dialogue.ts';
import { GradingError } from './errors.ts';
import { gradeGrid } from './grid.ts';
import { JUDGE_GRADER_VERSION, judgeMessages, parseJudgeVerdict } from './judge.ts';
import type { JudgeDetails } from './judge.ts';
import { gradeMultipleChoice } from './mcq.ts';
import { hitOutputLimit, outputLimitResult } from './output-limit.ts';

const multipleChoice: BenchmarkAdapter['execute'] = async (testCase, ctx) => {
  const reference = requireAnswer(testCase);
  const subject = await ctx.call(caseMessages(testCase));
  if (hitOutputLimit(subject)) return outputLimitResult();
  return gradeMultipleChoice(subject.final, reference);
};

const grid: BenchmarkAdapter['execute'] = async (testCase, ctx) => {
  const reference = requireAnswer(testCase);
  const subject = await ctx.call(caseMessages(testCase));
  if (hitOutputLimit(subject)) return outputLimitResult();
  return gradeGrid(subject.final, reference, testCase.metadata?.['output_format']);
};

/** The manifest-level judge checks again at execution time, before anything is spent. */
function judgeReference(testCase: AdapterCase, ctx: AdapterContext): string {
  const options = ctx.benchmarkOptions;
  const judge = options['judge'];
  if (typeof judge !== 'string') throw new GradingError('judge must reference a frozen target ID');
  if (options['grader_version'] !== JUDGE_GRADER_VERSION) {
    throw new GradingError(`${testCase.benchmark} requires grader_version=${JUDGE_GRADER_VERSION}`);
  }
  if (!Object.hasOwn(testCase, 'answer')) throw new GradingError(`${testCase.benchmark} requires a reference answer`);
  return judge;
}

const judged: BenchmarkAdapter['execute'] = async (testCase, ctx) => {
  const judge = judgeReference(testCase, ctx);
  const messages = caseMessages(testCase);
  const subject = await ctx.call(messages);
  if (hitOutputLimit(subject)) return outputLimitResult();
  const graded = await ctx.call(judgeMessages(messages, testCase.answer, subject.final), { role: 'judge', target: judge });
  const { verdict, explanation } = parseJudgeVerdict(graded.final);
  const correct = verdict === 'correct';
  const details: JudgeDetails = { verdict, judge, grader_version: JUDGE_GRADER_VERSION, explanation };
  return { answer: subject.final, correct, score: correct ? 1 : 0, details };
};

const EXECUTORS: Partial<Record<BenchmarkKind, BenchmarkAdapter['execute']>> = {
  'multiple-choice': multipleChoice,
  grid,
  judge: judged,
};

const BUILT_IN: readonly BenchmarkAdapter[] = ['mmlu-pro', 'gpqa-diamond', 'arc-agi-2', 'hle', 'simpleqa-verified'].map((id) => {
  const info = builtInBenchmark(id);
  const execute = info && EXECUTORS[info.kind];
  if (!info || !execute) throw new Error(`No in-process executor for ${id}`); // a wiring bug, at import time
  return { id, version: ADAPTER_VERSION, kind: info.kind, execute };
});

const ADAPTERS: ReadonlyMap<string, BenchmarkAdapter> = new Map([...BUILT_IN, dialogueAdapter].map((a) => [a.id, a]));

/**
 * The adapter this server runs for `benchmark`, or null: harness benchmarks
 * (`livecodebench`, `scicode`, `terminal-bench-2.1`, `tau3`) and unknown ids have none.
 */
export function adapterFor(benchmark: string): BenchmarkAdapter | null {
  return ADAPTERS.get(benchmark) ?? null;
}

/** The benchmark ids with an in-process adapter. */
export const IN_PROCESS_BENCHMARKS: readonly string[] = [...ADAPTERS.keys()];
