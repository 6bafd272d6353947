/**
 * The project's own demo dataset: its shape, the plan validation rules its cases must pass
 * (docs/plans.md "Validation order", steps 12–19, checked directly), its answer key, and its frozen artifact.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ORIGIN, demoAnswerKey, demoCases, demoDatasetArtifact } from '../../src/demo/demo-dataset.ts';
import type { DemoCase } from '../../src/demo/demo-dataset.ts';
import { builtInBenchmark } from '../../src/domain/catalog/benchmarks.ts';
import { projectExtension } from '../../src/domain/catalog/extensions.ts';
import { verifyArtifact } from '../../src/domain/dataset/artifact.ts';
import { publicCase } from '../../src/domain/dataset/public-case.ts';
import { benchmarkOrder } from '../../src/domain/dataset/selection.ts';
import type { AdapterContext, CallResult } from '../../src/domain/grading/adapter-types.ts';
import { adapterFor } from '../../src/domain/grading/adapters.ts';
import { isValidGridList } from '../../src/domain/grading/grid.ts';
import { canonical } from '../../src/domain/hashing/canonical.ts';

// Computed independently with Python (json.dumps canonical + hashlib) from the artifact bytes.
const DEMO_DATASET_ID = 'c95d5bef0e4a9401365ad2a6b68178505bb903096f09d56139f6ce1c8a33712d';

/** A built-in benchmark or one of this project's extensions (what freezePlan registers by default). */
const benchmarkInfo = (id: string) => builtInBenchmark(id) ?? projectExtension(id);
const isDialogue = (c: DemoCase) => c.benchmark === 'sr-bench-dialogue';

const cases = demoCases();
const REQUEST_FIELDS = ['tools', 'functions', 'tool_choice', 'function_call', 'response_format', 'request_metadata'];
const MESSAGE_ROLES = new Set(['system', 'user', 'assistant', 'tool', 'developer']);

describe('demo dataset shape', () => {
  it('has small smoke-sized sets for the five in-process benchmarks and the dialogue extension', () => {
    const counts: Record<string, number> = {};
    for (const c of cases) counts[c.benchmark] = (counts[c.benchmark] ?? 0) + 1;
    expect(counts).toEqual({ 'arc-agi-2': 3, 'gpqa-diamond': 4, hle: 4, 'mmlu-pro': 6, 'simpleqa-verified': 5, 'sr-bench-dialogue': 3 });
  });

  it('ids are <benchmark>/<native id>; the only message is a user question, or a dialogue system message, starting with [<id>] ', () => {
    for (const c of cases) {
      expect(c.id.startsWith(`${c.benchmark}/`)).toBe(true);
      expect(c.messages).toHaveLength(1);
      expect(c.messages[0]?.role).toBe(isDialogue(c) ? 'system' : 'user');
      expect(c.messages.at(-1)?.content.startsWith(`[${c.id}] `)).toBe(true);
    }
    expect(
      cases
        .filter(isDialogue)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['sr-bench-dialogue/1', 'sr-bench-dialogue/2', 'sr-bench-dialogue/3']);
  });

  it('metadata is {split: dev, stratum, origin} (+ output_format for grids, answer_type for hle, persona/goal/max_turns for dialogues)', () => {
    for (const c of cases) {
      expect(c.metadata).toMatchObject({ split: 'dev', origin: DEMO_ORIGIN });
      expect(typeof c.metadata.stratum).toBe('string');
      const extra = Object.keys(c.metadata).filter((k) => !['split', 'stratum', 'origin'].includes(k));
      const expected = { 'arc-agi-2': ['output_format'], hle: ['answer_type'], 'sr-bench-dialogue': ['persona', 'goal', 'max_turns'] }[c.benchmark] ?? [];
      expect(extra).toEqual(expected);
    }
    expect(cases.filter((c) => c.benchmark === 'arc-agi-2').every((c) => c.metadata.output_format === 'grids')).toBe(true);
    for (const c of cases.filter(isDialogue)) {
      expect(c.metadata.max_turns).toBe(3);
      expect(c.metadata.persona?.length).toBeGreaterThan(10);
      expect(c.metadata.goal?.length).toBeGreaterThan(10);
      expect(typeof c.answer === 'string' && c.answer.length > 0).toBe(true);
      // The instructions never give the fact away.
      expect(c.messages[0]?.content.toLowerCase()).not.toContain(String(c.answer).toLowerCase());
    }
  });

  it('is in the stratified hash order of seed 20260918, benchmarks sorted', () => {
    const benchmarks = [...new Set(cases.map((c) => c.benchmark))];
    expect(benchmarks).toEqual([...benchmarks].sort());
    for (const b of benchmarks) {
      const mine = cases.filter((c) => c.benchmark === b);
      expect(benchmarkOrder(b, [...mine].reverse(), 20260918).map((c) => c.id)).toEqual(mine.map((c) => c.id));
    }
  });

  it('returns fresh copies', () => {
    const first = demoCases()[0] as DemoCase;
    first.metadata.stratum = 'changed';
    expect(demoCases()[0]?.metadata.stratum).not.toBe('changed');
  });
});

describe('plan validation rules 12–19, checked directly', () => {
  it('12: a non-empty list of case objects', () => {
    expect(Array.isArray(cases) && cases.length > 0).toBe(true);
    for (const c of cases) expect(typeof c === 'object' && c !== null && !Array.isArray(c)).toBe(true);
  });

  it('13: unique non-empty string ids', () => {
    const ids = cases.map((c) => c.id);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('14: no request fields to validate', () => {
    for (const c of cases) for (const field of REQUEST_FIELDS) expect(c).not.toHaveProperty(field);
  });

  it('15: a dev (smoke) dataset, never claimed as holdout', () => {
    expect(cases.every((c) => c.metadata.split === 'dev')).toBe(true);
  });

  it('16: every benchmark is registered (built in, or a project extension) and run in process', () => {
    for (const c of cases) {
      expect(benchmarkInfo(c.benchmark)).toBeDefined();
      expect(adapterFor(c.benchmark)).not.toBeNull();
    }
  });

  it('17–18: messages present, every message an object with a known role', () => {
    for (const c of cases) {
      expect(c.messages.length).toBeGreaterThan(0);
      for (const m of c.messages) expect(MESSAGE_ROLES.has(m.role) && typeof m.content === 'string').toBe(true);
    }
  });

  it('19: live mode needs an answer for every one of them', () => {
    for (const c of cases) {
      expect(benchmarkInfo(c.benchmark)?.requiresAnswer).toBe(true);
      expect(Object.hasOwn(c, 'answer')).toBe(true);
    }
  });
});

function answering(...finals: string[]): AdapterContext {
  const replies = [...finals];
  return {
    benchmarkOptions: { judge: 'judge-ref', grader_version: 'sr-bench-reference-judge-v1', simulator: 'sim-ref' },
    call: () => {
      const final = replies.shift() ?? '';
      const result: CallResult = { final, output_complete: true, finish_reason: 'stop', tool_calls: [] };
      return Promise.resolve(result);
    },
  };
}

describe('answer key', () => {
  const key = demoAnswerKey();

  it('covers every case with its reference', () => {
    expect([...key.keys()]).toEqual(cases.map((c) => c.id));
    for (const c of cases) expect(key.get(c.id)).toEqual(c.answer);
  });

  it('multiple choice: the letter names one of the options, shown as public choices', () => {
    for (const c of cases.filter((x) => x.benchmark === 'mmlu-pro' || x.benchmark === 'gpqa-diamond')) {
      const choices = publicCase(c).choices ?? [];
      expect(choices.length).toBeGreaterThanOrEqual(4);
      if (c.benchmark === 'gpqa-diamond') expect(choices).toHaveLength(4);
      expect(typeof c.answer === 'string' && c.answer.charCodeAt(0) - 65 < choices.length).toBe(true);
    }
  });

  it('grids: one valid output grid per test input', () => {
    for (const c of cases.filter((x) => x.benchmark === 'arc-agi-2')) {
      const content = c.messages.at(-1)?.content ?? '';
      const puzzle = JSON.parse(content.slice(content.indexOf('\n') + 1)) as { train: unknown[]; test: unknown[] };
      expect(puzzle.train.length).toBeGreaterThanOrEqual(2);
      expect(isValidGridList(c.answer)).toBe(true);
      expect((c.answer as unknown[]).length).toBe(puzzle.test.length);
      expect(content).not.toContain(`output":${JSON.stringify((c.answer as unknown[])[0])}`); // test outputs stay hidden
    }
  });

  it('a provider answering from the key scores every case correct through the adapters', async () => {
    for (const c of cases) {
      const answer = key.get(c.id);
      const subject =
        c.benchmark === 'arc-agi-2'
          ? JSON.stringify(answer)
          : c.benchmark.endsWith('pro') || c.benchmark === 'gpqa-diamond'
            ? `ANSWER: ${String(answer)}`
            : String(answer);
      // Dialogues: the simulated user asks, the agent answers from the key, the user is done.
      const ctx = isDialogue(c)
        ? answering(String(c.metadata.goal), `It is ${subject}.`, 'Thanks! ###DONE###')
        : answering(subject, '{"verdict": "correct", "explanation": "matches the reference"}');
      const result = await adapterFor(c.benchmark)?.execute(c, ctx);
      expect([c.id, result?.correct]).toEqual([c.id, true]);
    }
  });
});

describe('demo artifact', () => {
  const { manifest, jsonl } = demoDatasetArtifact();

  it('verifies as a frozen artifact with canonical rows and a correct id', () => {
    const verified = verifyArtifact(canonical(manifest), jsonl, { requireCanonicalRows: true });
    expect(verified).toMatchObject({ idVerified: true, canonicalRows: true });
    expect(verified.cases.map((c) => c.id)).toEqual(cases.map((c) => c.id));
    expect(manifest.id).toBe(DEMO_DATASET_ID);
  });

  it('is the smoke profile, a custom subset, seed 20260918, naming this project as the source', () => {
    expect(manifest).toMatchObject({
      version: 'sr-bench-1.0',
      name: 'arc-agi-2+gpqa-diamond+hle+mmlu-pro+simpleqa-verified+sr-bench-dialogue/smoke',
      profile: 'smoke',
      custom_subset: true,
      seed: 20260918,
      selection: 'stratified-hash-v1',
      split: 'dev',
      case_count: 25,
      benchmarks: ['arc-agi-2', 'gpqa-diamond', 'hle', 'mmlu-pro', 'simpleqa-verified', 'sr-bench-dialogue'],
    });
    for (const source of Object.values(manifest.sources)) {
      expect(source.access_note).toContain('sr-bench-server');
      expect(source.access_note).toContain('not taken from any benchmark');
      expect(source.license_url).toBe('https://www.apache.org/licenses/LICENSE-2.0');
    }
  });

  it('is deterministic', () => {
    expect(demoDatasetArtifact().manifest.id).toBe(manifest.id);
  });

  it('projects publicly without answers or hidden metadata', () => {
    for (const c of cases) {
      const projected = publicCase(c);
      expect(projected).not.toHaveProperty('answer');
      expect(projected).not.toHaveProperty('metadata');
      expect(JSON.stringify(projected)).not.toContain(DEMO_ORIGIN);
      expect(projected.input_status).toBe('available');
    }
  });
});
