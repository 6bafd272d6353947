/**
 * The project's own demo dataset: its shape, the plan validation rules its cases must pass
 * (service.md 2.1 steps 12–19, checked directly), its answer key, and its frozen artifact.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ORIGIN, demoAnswerKey, demoCases, demoDatasetArtifact } from '../../src/demo/demo-dataset.ts';
import type { DemoCase } from '../../src/demo/demo-dataset.ts';
import { builtInBenchmark as benchmarkInfo, isBuiltInBenchmark as isKnownBenchmark } from '../../src/domain/catalog/benchmarks.ts';
import { verifyArtifact } from '../../src/domain/dataset/artifact.ts';
import { publicCase } from '../../src/domain/dataset/public-case.ts';
import { benchmarkOrder } from '../../src/domain/dataset/selection.ts';
import type { AdapterContext, CallResult } from '../../src/domain/grading/adapter-types.ts';
import { adapterFor } from '../../src/domain/grading/adapters.ts';
import { isValidGridList } from '../../src/domain/grading/grid.ts';
import { canonical } from '../../src/domain/hashing/canonical.ts';

// Computed independently with Python (json.dumps canonical + hashlib) from the artifact bytes.
const DEMO_DATASET_ID = 'f1faa4b71cc3a0722bcdc86973a8ed6ac7489d4397a92221b6d825cb1e75c01b';

const cases = demoCases();
const REQUEST_FIELDS = ['tools', 'functions', 'tool_choice', 'function_call', 'response_format', 'request_metadata'];
const MESSAGE_ROLES = new Set(['system', 'user', 'assistant', 'tool', 'developer']);

describe('demo dataset shape', () => {
  it('has small smoke-sized sets for the five in-process benchmarks', () => {
    const counts: Record<string, number> = {};
    for (const c of cases) counts[c.benchmark] = (counts[c.benchmark] ?? 0) + 1;
    expect(counts).toEqual({ 'arc-agi-2': 3, 'gpqa-diamond': 4, hle: 4, 'mmlu-pro': 6, 'simpleqa-verified': 5 });
  });

  it('ids are <benchmark>/<native id> and the last user message starts with [<id>] ', () => {
    for (const c of cases) {
      expect(c.id.startsWith(`${c.benchmark}/`)).toBe(true);
      expect(c.messages.at(-1)?.content.startsWith(`[${c.id}] `)).toBe(true);
    }
  });

  it('metadata is {split: dev, stratum, origin} (+ output_format for grids, answer_type for hle)', () => {
    for (const c of cases) {
      expect(c.metadata).toMatchObject({ split: 'dev', origin: DEMO_ORIGIN });
      expect(typeof c.metadata.stratum).toBe('string');
      const extra = Object.keys(c.metadata).filter((k) => !['split', 'stratum', 'origin'].includes(k));
      expect(extra).toEqual(c.benchmark === 'arc-agi-2' ? ['output_format'] : c.benchmark === 'hle' ? ['answer_type'] : []);
    }
    expect(cases.filter((c) => c.benchmark === 'arc-agi-2').every((c) => c.metadata.output_format === 'grids')).toBe(true);
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

describe('plan validation rules 12–19 (service.md 2.1), checked directly', () => {
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

  it('16: every benchmark is registered and run in process', () => {
    for (const c of cases) {
      expect(isKnownBenchmark(c.benchmark)).toBe(true);
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
    benchmarkOptions: { judge: 'judge-ref', grader_version: 'sr-bench-reference-judge-v1' },
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
      expect(content).not.toContain('output":' + JSON.stringify((c.answer as unknown[])[0])); // test outputs stay hidden
    }
  });

  it('a provider answering from the key scores every case correct through the adapters', async () => {
    for (const c of cases) {
      const answer = key.get(c.id);
      const subject = c.benchmark === 'arc-agi-2' ? JSON.stringify(answer) : c.benchmark.endsWith('pro') || c.benchmark === 'gpqa-diamond' ? `ANSWER: ${String(answer)}` : String(answer);
      const ctx = answering(subject, '{"verdict": "correct", "explanation": "matches the reference"}');
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
      name: 'arc-agi-2+gpqa-diamond+hle+mmlu-pro+simpleqa-verified/smoke',
      profile: 'smoke',
      custom_subset: true,
      seed: 20260918,
      selection: 'stratified-hash-v1',
      split: 'dev',
      case_count: 22,
      benchmarks: ['arc-agi-2', 'gpqa-diamond', 'hle', 'mmlu-pro', 'simpleqa-verified'],
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
