/**
 * A small demo dataset written for this project: original general-knowledge, science,
 * maths and logic questions (none is taken from a real benchmark), shaped like the
 * in-process sr-bench benchmarks (docs/datasets.md "Cases") so the demo and the tests can plan and
 * run live cells against the simulated provider:
 *
 * - `mmlu-pro` / `gpqa-diamond`: multiple choice, prompt = question, options, instruction;
 * - `arc-agi-2`: small grid puzzles with one clear transformation, `output_format: "grids"`;
 * - `hle` / `simpleqa-verified`: short answers graded by a reference judge;
 * - `sr-bench-dialogue` (this project's extension): short multi-turn tasks against a user
 *   simulator, where the agent must end up stating one fact.
 *
 * Every case id is `<benchmark>/<native id>` and the case's only (last) message starts with
 * `[<case id>] ` (a user question, or a dialogue's agent instructions), so a simulated
 * provider can look the answer up (`demoAnswerKey()`). Harness benchmarks (external agent
 * and code harnesses) are out of scope here.
 */
import { digest } from '../domain/hashing/canonical.ts';
import { compareCodePoints } from '../domain/hashing/code-point-order.ts';
import { buildArtifact } from '../domain/dataset/artifact.ts';
import type { Artifact, DatasetSource } from '../domain/dataset/artifact.ts';
import { benchmarkOrder, DEFAULT_SEED } from '../domain/dataset/selection.ts';

export type DemoGrid = number[][];
export type DemoAnswer = string | DemoGrid[];

// A type alias so it fits the artifact's `DatasetCase` (an index-signature type).
export type DemoCase = {
  id: string;
  benchmark: string;
  messages: { role: 'user' | 'system'; content: string }[];
  answer: DemoAnswer;
  metadata: {
    split: 'dev';
    stratum: string;
    origin: typeof DEMO_ORIGIN;
    output_format?: 'grids';
    answer_type?: string;
    /** Dialogue tasks: who the simulated user is, what it wants, and the round limit. */
    persona?: string;
    goal?: string;
    max_turns?: number;
  };
};

export const DEMO_ORIGIN = 'sr-bench-server demo';
export const DEMO_SEED = DEFAULT_SEED;
export const DEMO_REVISION = 'demo-v1';

const MCQ_INSTRUCTION = 'Return only the letter of the correct answer.';
const ARC_INSTRUCTION = 'Infer the grid transformation from the examples. Return a JSON array containing one output grid for each test input, in order.';

function demoCase(benchmark: string, nativeId: string, prompt: string, answer: DemoAnswer, stratum: string): DemoCase {
  const id = `${benchmark}/${nativeId}`;
  return {
    id,
    benchmark,
    messages: [{ role: 'user', content: `[${id}] ${prompt}` }],
    answer,
    metadata: { split: 'dev', stratum, origin: DEMO_ORIGIN },
  };
}

function mcq(benchmark: string, nativeId: string, stratum: string, question: string, options: string[], answer: string): DemoCase {
  const lines = options.map((option, i) => `${String.fromCharCode(65 + i)}. ${option}`);
  return demoCase(benchmark, nativeId, `${question}\n\n${lines.join('\n')}\n\n${MCQ_INSTRUCTION}`, answer, stratum);
}

interface GridPair {
  input: DemoGrid;
  output: DemoGrid;
}

function arc(nativeId: string, stratum: string, train: GridPair[], test: GridPair[]): DemoCase {
  // Compact JSON, as the sr-bench normaliser writes ARC prompts.
  const puzzle = JSON.stringify({ train, test: test.map(({ input }) => ({ input })) });
  const base = demoCase(
    'arc-agi-2',
    nativeId,
    `${ARC_INSTRUCTION}\n${puzzle}`,
    test.map((t) => t.output),
    stratum,
  );
  return { ...base, metadata: { ...base.metadata, output_format: 'grids' } };
}

function shortAnswer(benchmark: string, nativeId: string, stratum: string, question: string, answer: string): DemoCase {
  const base = demoCase(benchmark, nativeId, question, answer, stratum);
  return benchmark === 'hle' ? { ...base, metadata: { ...base.metadata, answer_type: 'exactMatch' } } : base;
}

const DIALOGUE_INSTRUCTIONS =
  "You are a helpful assistant chatting with a user. Answer the user's question directly and state the fact they ask for in your reply. Keep your answers short.";
const DIALOGUE_MAX_TURNS = 3;

/** A dialogue task: the case id leads the agent's instructions, since the user turns come from a simulator. */
function dialogue(n: number, stratum: string, persona: string, goal: string, answer: string): DemoCase {
  const id = `sr-bench-dialogue/${n}`;
  return {
    id,
    benchmark: 'sr-bench-dialogue',
    messages: [{ role: 'system', content: `[${id}] ${DIALOGUE_INSTRUCTIONS}` }],
    answer,
    metadata: { split: 'dev', stratum, origin: DEMO_ORIGIN, persona, goal, max_turns: DIALOGUE_MAX_TURNS },
  };
}

function allCases(): DemoCase[] {
  return [
    // mmlu-pro style: up to ten options (A–J), stratum = subject category.
    mcq(
      'mmlu-pro',
      'demo-001',
      'math',
      'What is the sum of the interior angles of a convex hexagon?',
      ['360°', '540°', '720°', '900°', '1080°', '600°', '480°', '660°', '840°', '960°'],
      'C',
    ),
    mcq(
      'mmlu-pro',
      'demo-002',
      'physics',
      "A cyclist covers 45 km in 1.5 hours at a constant speed. What is the cyclist's speed?",
      ['15 km/h', '20 km/h', '25 km/h', '27.5 km/h', '35 km/h', '30 km/h', '40 km/h', '45 km/h', '60 km/h', '67.5 km/h'],
      'F',
    ),
    mcq(
      'mmlu-pro',
      'demo-003',
      'chemistry',
      'How many moles of water are in 54 grams of water, taking its molar mass as 18 g/mol?',
      ['2', '3', '4', '18'],
      'B',
    ),
    mcq(
      'mmlu-pro',
      'demo-004',
      'biology',
      'Which organelle carries out most of the ATP production of aerobic respiration in eukaryotic cells?',
      [
        'Ribosome',
        'Golgi apparatus',
        'Lysosome',
        'Nucleolus',
        'Peroxisome',
        'Smooth endoplasmic reticulum',
        'Centriole',
        'Mitochondrion',
        'Vacuole',
        'Cell wall',
      ],
      'H',
    ),
    mcq(
      'mmlu-pro',
      'demo-005',
      'computer science',
      'What is the decimal value of the binary number 101101?',
      ['45', '43', '37', '53', '41', '29', '61', '47', '39', '51'],
      'A',
    ),
    mcq(
      'mmlu-pro',
      'demo-006',
      'philosophy',
      'All glimmers are tovs, and no tovs are brals. Which statement must be true?',
      ['Some glimmers are brals', 'All brals are glimmers', 'No tovs are glimmers', 'Some brals are tovs', 'No glimmers are brals', 'All tovs are glimmers'],
      'E',
    ),

    // gpqa-diamond style: four options, stratum = subdomain.
    mcq(
      'gpqa-diamond',
      'demo-photon-energy',
      'physics',
      'A photon has a wavelength of 500 nm. Using hc ≈ 1240 eV·nm, what is its energy?',
      ['1.24 eV', '2.48 eV', '3.10 eV', '0.62 eV'],
      'B',
    ),
    mcq(
      'gpqa-diamond',
      'demo-strong-acid-ph',
      'chemistry',
      'What is the pH at 25 °C of a 0.001 mol/L aqueous solution of a strong monoprotic acid, assuming complete dissociation?',
      ['1', '2', '11', '3'],
      'D',
    ),
    mcq(
      'gpqa-diamond',
      'demo-recessive-cross',
      'genetics',
      'Two parents are both heterozygous (Aa) for an autosomal recessive trait. What is the probability that their first child shows the recessive phenotype?',
      ['1/4', '1/2', '3/4', '1/8'],
      'A',
    ),
    mcq(
      'gpqa-diamond',
      'demo-two-dice',
      'probability',
      'Two fair six-sided dice are rolled. What is the probability that the two numbers sum to 7?',
      ['5/36', '1/12', '1/6', '7/36'],
      'C',
    ),

    // arc-agi-2 style: one transformation per puzzle; the answer lists one grid per test input.
    arc(
      'demo-mirror',
      'geometry',
      [
        {
          input: [
            [1, 0, 0],
            [0, 2, 0],
            [3, 0, 0],
          ],
          output: [
            [0, 0, 1],
            [0, 2, 0],
            [0, 0, 3],
          ],
        },
        {
          input: [
            [4, 4, 0, 0],
            [0, 5, 0, 0],
          ],
          output: [
            [0, 0, 4, 4],
            [0, 0, 5, 0],
          ],
        },
      ],
      [
        {
          input: [
            [6, 0, 0],
            [6, 7, 0],
          ],
          output: [
            [0, 0, 6],
            [0, 7, 6],
          ],
        },
      ],
    ),
    arc(
      'demo-swap-colors',
      'color',
      [
        {
          input: [
            [1, 2],
            [2, 1],
          ],
          output: [
            [2, 1],
            [1, 2],
          ],
        },
        {
          input: [
            [1, 1, 0],
            [0, 2, 2],
          ],
          output: [
            [2, 2, 0],
            [0, 1, 1],
          ],
        },
      ],
      [
        {
          input: [
            [2, 0, 1],
            [1, 1, 2],
          ],
          output: [
            [1, 0, 2],
            [2, 2, 1],
          ],
        },
      ],
    ),
    arc(
      'demo-upside-down',
      'geometry',
      [
        {
          input: [
            [1, 1],
            [0, 0],
            [2, 0],
          ],
          output: [
            [2, 0],
            [0, 0],
            [1, 1],
          ],
        },
        {
          input: [
            [3, 0, 3],
            [0, 4, 0],
          ],
          output: [
            [0, 4, 0],
            [3, 0, 3],
          ],
        },
      ],
      [
        {
          input: [
            [5, 0],
            [0, 6],
          ],
          output: [
            [0, 6],
            [5, 0],
          ],
        },
        {
          input: [
            [7, 7, 7],
            [0, 8, 0],
            [9, 0, 0],
          ],
          output: [
            [9, 0, 0],
            [0, 8, 0],
            [7, 7, 7],
          ],
        },
      ],
    ),

    // hle style: exact short answers, stratum = category.
    shortAnswer('hle', 'demo-lcm-1-10', 'Math', 'What is the smallest positive integer that is divisible by every integer from 1 to 10?', '2520'),
    shortAnswer('hle', 'demo-icosahedron-edges', 'Math', 'How many edges does a regular icosahedron have?', '30'),
    shortAnswer('hle', 'demo-base-seven', 'Math', 'Write the decimal number 100 in base 7.', '202'),
    shortAnswer('hle', 'demo-bst-count', 'Computer Science/AI', 'How many structurally distinct binary search trees can be built from 4 distinct keys?', '14'),

    // simpleqa-verified style: one short fact each, stratum = topic.
    shortAnswer('simpleqa-verified', 'demo-tungsten', 'Science and technology', 'What is the chemical symbol of the element tungsten?', 'W'),
    shortAnswer('simpleqa-verified', 'demo-apollo-11', 'History', 'In what year did Apollo 11 first land people on the Moon?', '1969'),
    shortAnswer('simpleqa-verified', 'demo-australia-capital', 'Geography', 'What is the capital city of Australia?', 'Canberra'),
    shortAnswer('simpleqa-verified', 'demo-pride-and-prejudice', 'Art', 'Who wrote the novel Pride and Prejudice?', 'Jane Austen'),
    shortAnswer('simpleqa-verified', 'demo-adult-bones', 'Science and technology', 'How many bones does a typical adult human skeleton have?', '206'),

    // sr-bench-dialogue: the simulated user pursues its goal; the agent must state the fact.
    dialogue(
      1,
      'science',
      'A home cook who likes exact numbers and writes short, friendly messages.',
      'I want to know the temperature in degrees Celsius at which pure water boils at sea level.',
      '100',
    ),
    dialogue(2, 'calendar', 'A student planning a study timetable for next year; polite and brief.', 'I want to know how many days a leap year has.', '366'),
    dialogue(3, 'chemistry', 'A jeweller labelling shop displays; casual and in a hurry.', 'I want to know the chemical symbol for gold.', 'Au'),
  ];
}

/**
 * The demo cases in dataset order: benchmarks sorted, each in the stratified hash order of
 * seed 20260918 (docs/datasets.md "Selection and splits"). Fresh copies on every call.
 */
export function demoCases(): DemoCase[] {
  const byBenchmark = new Map<string, DemoCase[]>();
  for (const c of allCases()) byBenchmark.set(c.benchmark, [...(byBenchmark.get(c.benchmark) ?? []), c]);
  return [...byBenchmark.keys()].sort(compareCodePoints).flatMap((benchmark) => benchmarkOrder(benchmark, byBenchmark.get(benchmark) ?? [], DEMO_SEED));
}

/** Case id → reference answer (letter, reference text, or the list of output grids). */
export function demoAnswerKey(): Map<string, DemoAnswer> {
  return new Map(demoCases().map((c) => [c.id, c.answer]));
}

/** Where the demo's questions and tasks come from: this project, under its license; one source per benchmark. */
export function demoSources(
  cases: readonly { benchmark: string }[],
  origin = { url: 'urn:sr-bench-server:demo-dataset', file: 'src/demo/demo-dataset.ts' },
): Record<string, DatasetSource> {
  const sources: Record<string, DatasetSource> = {};
  for (const benchmark of [...new Set(cases.map((c) => c.benchmark))].sort(compareCodePoints)) {
    sources[benchmark] = {
      url: origin.url,
      revision: DEMO_REVISION,
      files: [{ name: `${origin.file}#${benchmark}`, sha256: digest(cases.filter((c) => c.benchmark === benchmark)) }],
      revision_verification: 'content-digest',
      license_url: 'https://www.apache.org/licenses/LICENSE-2.0',
      access_note:
        'Original questions written by the sr-bench-server project for its demo, not taken from any benchmark; shipped with the project under its Apache-2.0 license; no external access needed.',
      normalizer: 'sr-bench-server-demo-v1',
    };
  }
  return sources;
}

/** The frozen demo artifact: profile `smoke`, a custom subset (sizes differ from the profile's), seed 20260918. */
export function demoDatasetArtifact(): Artifact {
  const cases = demoCases();
  return buildArtifact(cases, {
    profile: 'smoke',
    seed: DEMO_SEED,
    sources: demoSources(cases),
    custom_subset: true,
    selection: 'stratified-hash-v1',
  });
}
