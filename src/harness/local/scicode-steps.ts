/**
 * SciCode's problem shape and the texts built from it (docs/harness.md): the prompt of each
 * sub-step and the test program that checks it.
 */
import type { JsonRecord } from '../../domain/json/json-value.ts';

export interface SciCodeStep {
  readonly stepNumber: string;
  readonly description: string;
  readonly background: string;
  readonly functionHeader: string;
  readonly returnLine: string;
  readonly testCases: readonly string[];
}

export interface SciCodeProblem {
  readonly id: string;
  readonly description: string;
  readonly io: string;
  readonly dependencies: string;
  readonly steps: readonly SciCodeStep[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The problem of a SciCode case (`metadata.source_record`); throws when it has no sub-steps. */
export function sciCodeProblem(testCase: JsonRecord): SciCodeProblem {
  const metadata = isRecord(testCase['metadata']) ? testCase['metadata'] : {};
  const record = isRecord(metadata['source_record']) ? metadata['source_record'] : {};
  const rawSteps = Array.isArray(record['sub_steps']) ? record['sub_steps'] : [];
  const steps = rawSteps.filter(isRecord).map((step, index) => ({
    stepNumber: text(step['step_number']) || String(index + 1),
    description: text(step['step_description_prompt']),
    background: text(step['step_background']),
    functionHeader: text(step['function_header']),
    returnLine: text(step['return_line']),
    testCases: Array.isArray(step['test_cases']) ? step['test_cases'].filter((t): t is string => typeof t === 'string') : [],
  }));
  if (steps.length === 0) throw new Error('The SciCode case has no sub-steps');
  return {
    id: String(testCase['id']),
    description: text(record['problem_description_main']),
    io: text(record['problem_io']),
    dependencies: text(record['required_dependencies']),
    steps,
  };
}

const fence = (code: string): string => `\`\`\`python\n${code.trimEnd()}\n\`\`\``;

/**
 * The user message of sub-step `index`. It starts with `[<case id>] ` and states
 * `Sub-step <n> of <total>`, which is how the simulated provider tells the steps apart.
 */
export function sciCodeStepPrompt(problem: SciCodeProblem, index: number, previousCode: readonly string[]): string {
  const step = problem.steps[index] as SciCodeStep; // index < steps.length: the harness walks the steps
  const parts = [`[${problem.id}] Solve the following scientific programming problem one sub-step at a time.`];
  if (problem.description) parts.push(`Problem:\n${problem.description}`);
  if (problem.io) parts.push(`Problem input and output:\n${problem.io}`);
  if (problem.dependencies) {
    parts.push(`These dependencies are already imported; use them and import nothing else:\n${fence(problem.dependencies)}`);
  }
  const earlier = previousCode.filter((code) => code.trim() !== '');
  if (earlier.length > 0) parts.push(`Code of the earlier sub-steps, available to your function:\n${fence(earlier.join('\n\n'))}`);
  parts.push(`Sub-step ${index + 1} of ${problem.steps.length} (step ${step.stepNumber}):\n${step.description}`);
  if (step.background) parts.push(step.background);
  parts.push(`Implement this function, ending with its return line:\n${fence(`${step.functionHeader}\n\n${step.returnLine}`)}`);
  parts.push('Return only the implementation of this function, in one ```python code block.');
  return parts.join('\n\n');
}

/** Whether a test reads the `target` value of SciCode's test-data file. */
export function needsTarget(testCase: string): boolean {
  return /\btarget\b/.test(testCase);
}

/**
 * The program that checks one sub-step: the dependencies, every generated step up to this
 * one, then each test case. With `targetsFrom`, each test case first gets its `target`.
 */
export function sciCodeTestProgram(
  problem: SciCodeProblem,
  index: number,
  generated: readonly string[],
  targetsFrom: { readonly dataPath: string } | null,
): string {
  const step = problem.steps[index] as SciCodeStep; // as above
  const parts = [problem.dependencies, ...generated.slice(0, index + 1)];
  if (targetsFrom !== null) {
    parts.push(
      `${TARGET_LOADER}\n_sr_targets = _sr_load_targets(${JSON.stringify(targetsFrom.dataPath)}, ${JSON.stringify(step.stepNumber)}, ${step.testCases.length})`,
    );
  }
  step.testCases.forEach((testCase, i) => {
    parts.push(targetsFrom === null ? testCase : `target = _sr_targets[${i}]\n${testCase}`);
  });
  return `${parts.filter((part) => part.trim() !== '').join('\n\n')}\n`;
}

/**
 * Reads the targets of one step from SciCode's HDF5 test data: group `<step number>`, one
 * member `test<i>` per test case; a dataset is a value, a group of `var<j>` members a tuple,
 * any other group a dict. Best effort: docs/harness.md says how to check it on real data.
 */
// biome-ignore lint/complexity/noUselessStringRaw: Python source: a backslash added later must reach Python unchanged
const TARGET_LOADER = String.raw`def _sr_load_targets(path, step, count):
    import h5py

    def read(node):
        if isinstance(node, h5py.Dataset):
            value = node[()]
            return value.decode("utf-8") if isinstance(value, bytes) else value
        keys = list(node.keys())
        if keys and all(key.startswith("var") for key in keys):
            return tuple(read(node["var%d" % (j + 1)]) for j in range(len(keys)))
        return {key: read(node[key]) for key in keys}

    with h5py.File(path, "r") as data:
        group = data[step]
        return [read(group["test%d" % (i + 1)]) for i in range(count)]`;
