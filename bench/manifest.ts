// The frozen plans of the two synthetic runs: cases (shared), targets, options, limits and the
// two hashes, computed with the project's own canonical JSON (docs/plans.md "Canonical JSON and hashes").
import { canonical, digest, planDigest } from '../src/domain/hashing/canonical.ts';
import { pyFloat, type PyJsonObject, type PyJsonValue } from '../src/domain/hashing/json-lexeme.ts';
import { BENCHMARKS, CONCURRENCY, JUDGE, SEED, SIMULATOR, caseCounts, model, type BenchmarkId, type Scale, type TargetSpec } from './profile.ts';
import { Rng } from './rng.ts';
import { LETTERS, grid, prose } from './text.ts';

export interface BenchCase {
  id: string;
  benchmark: BenchmarkId;
  /** Position in the manifest. */
  index: number;
  /** The JSON written into `manifest.cases`. */
  json: PyJsonObject;
  /** Latent difficulty in [0, 1): a target is right when its skill threshold exceeds it. */
  difficulty: number;
  /** Scicode: sub-step count. */
  steps: number;
  /** tau3 domain. */
  domain: string;
}

const SUBJECTS = ['biology', 'chemistry', 'economics', 'engineering', 'history', 'law', 'math', 'physics', 'psychology'];

function user(content: string): PyJsonObject {
  return { content, role: 'user' };
}

function makeCase(benchmark: BenchmarkId, prefix: string, n: number, index: number, rng: Rng): BenchCase {
  const id = `${prefix}-${String(n).padStart(4, '0')}`;
  const meta: PyJsonObject = { origin: 'synthetic-bench', split: 'holdout' };
  const base = { id, benchmark, index, difficulty: rng.float(), steps: 0, domain: '' };
  switch (benchmark) {
    case 'mmlu-pro':
    case 'gpqa-diamond': {
      const options = benchmark === 'mmlu-pro' ? 10 : 4;
      const lines = [`[${id}] ${prose(rng, rng.int(250, 900))}`];
      for (let i = 0; i < options; i++) lines.push(`${LETTERS[i]}) ${prose(rng, rng.int(15, 90))}`);
      lines.push("Reply with 'ANSWER: <letter>'.");
      const category = rng.pick(SUBJECTS);
      return {
        ...base,
        json: { answer: LETTERS[rng.int(0, options - 1)]!, benchmark, id, messages: [user(lines.join('\n'))], metadata: { ...meta, category } },
      };
    }
    case 'hle':
    case 'simpleqa-verified':
      return {
        ...base,
        json: {
          answer: prose(rng, rng.int(8, 40)),
          benchmark,
          id,
          messages: [user(`[${id}] ${prose(rng, benchmark === 'hle' ? rng.int(300, 1500) : rng.int(60, 200))}`)],
          metadata: meta,
        },
      };
    case 'livecodebench':
      return {
        ...base,
        json: {
          benchmark,
          id,
          messages: [user(`[${id}] ${prose(rng, rng.int(800, 2500))}\nReply with a python code block.`)],
          metadata: { source_record: { question_id: id, tests: rng.int(8, 40) }, split: 'holdout' },
        },
      };
    case 'scicode': {
      const steps = rng.int(2, 4);
      const subSteps: PyJsonValue[] = [];
      for (let s = 1; s <= steps; s++) subSteps.push({ prompt: `[${id}] sub-step ${s}: ${prose(rng, rng.int(200, 600))}`, step: s });
      return {
        ...base,
        steps,
        json: {
          benchmark,
          id,
          metadata: {
            source_record: { problem_id: id, required_dependencies: 'import numpy as np\nfrom scipy import integrate', sub_steps: subSteps },
            split: 'holdout',
          },
        },
      };
    }
    case 'terminal-bench-2.1':
      return {
        ...base,
        json: {
          benchmark,
          id,
          metadata: {
            instruction: `[${id}] ${prose(rng, rng.int(200, 700))}`,
            split: 'holdout',
            task_path: `/datasets/terminal-bench-2.1/${id}`,
            tree_sha256: rng.hex(64),
          },
        },
      };
    case 'arc-agi-2': {
      const rows = rng.int(3, 12);
      const cols = rng.int(3, 12);
      const train = [grid(rng, rows, cols), grid(rng, rows, cols), grid(rng, rows, cols)];
      return {
        ...base,
        json: {
          answer: grid(rng, rows, cols),
          benchmark,
          id,
          messages: [user(`[${id}] Infer the transformation.\n${JSON.stringify(train)}\nReply with a JSON grid.`)],
          metadata: meta,
        },
      };
    }
    case 'tau3': {
      const domain = rng.pick(['airline', 'retail', 'telecom']);
      return {
        ...base,
        domain,
        json: { benchmark, id, metadata: { domain, source_task_sha256: rng.hex(64), split: 'holdout', task_id: id } },
      };
    }
  }
}

export function makeCases(scale: Scale): BenchCase[] {
  const counts = caseCounts(scale);
  const rng = Rng.derive(SEED, 1);
  const cases: BenchCase[] = [];
  for (const b of BENCHMARKS) {
    const count = counts.get(b.id) ?? 0;
    for (let n = 1; n <= count; n++) cases.push(makeCase(b.id, b.prefix, n, cases.length, rng));
  }
  return cases;
}

function pricesOf(models: readonly string[]): PyJsonObject {
  const prices: PyJsonObject = {};
  for (const name of models) prices[name] = { ...model(name).price };
  return prices;
}

export function targetJson(target: TargetSpec): PyJsonObject {
  const json: PyJsonObject = {
    base_url: `http://127.0.0.1:${target.port}/v1`,
    id: target.id,
    kind: target.kind,
    model: target.model,
    prices: pricesOf(target.models),
  };
  if (target.kind === 'mom') {
    json.config_hash = target.configHash ?? null;
    json.max_inference_calls = target.maxInferenceCalls ?? 1;
  }
  return json;
}

const aux = (t: { id: string; model: string; port: number }): PyJsonObject => ({
  base_url: `http://127.0.0.1:${t.port}/v1`,
  id: t.id,
  kind: 'single',
  model: t.model,
  prices: pricesOf([t.model]),
});

export const SAMPLING = { max_tokens: 4096, temperature: 0 } as const;
const SANDBOX = `registry.invalid/sr-bench/sandbox@sha256:${'ab'.repeat(32)}`;
const REVISION = '0123456789abcdef0123456789abcdef01234567';

export interface BuiltManifest {
  manifest: PyJsonObject;
  /** Canonical text as the journal stores it. */
  text: string;
  planSha256: string;
}

export function buildManifest(name: string, scale: Scale, cases: readonly BenchCase[], targets: readonly TargetSpec[]): BuiltManifest {
  const caseJson = cases.map((c) => c.json);
  const present = [...new Set(cases.map((c) => c.benchmark))];
  const weights: PyJsonObject = {};
  for (const b of BENCHMARKS) weights[b.id] = b.weight;
  const adapters: PyJsonObject = {};
  for (const b of present) adapters[b] = 'sr-bench-1.0';
  const casesJsonl = `${caseJson.map((c) => canonical(c)).join('\n')}\n`;
  const manifest: PyJsonObject = {
    adapter_versions: adapters,
    auxiliary_targets: { [JUDGE.id]: aux(JUDGE), [SIMULATOR.id]: aux(SIMULATOR) },
    benchmark_options: {
      hle: { grader_version: 'sr-bench-reference-judge-v1', judge: JUDGE.id },
      livecodebench: { sandbox_image: SANDBOX, source_revision: REVISION },
      scicode: { sandbox_image: SANDBOX, source_revision: REVISION },
      'simpleqa-verified': { grader_version: 'sr-bench-reference-judge-v1', judge: JUDGE.id },
      tau3: { judge: JUDGE.id, release: '1.0.1', simulator: SIMULATOR.id, source_revision: REVISION },
      'terminal-bench-2.1': { source_revision: REVISION },
    },
    benchmark_weights: weights,
    case_sha256: digest(caseJson),
    cases: caseJson,
    cost_policy: 'require_priced',
    dataset: {
      benchmarks: [...present].sort(),
      case_count: cases.length,
      custom_subset: scale !== 'standard',
      name: `sr-bench synthetic ${scale} holdout (benchmark suite)`,
      path: `datasets/sr-bench-${scale}/cases.jsonl`,
      profile: 'standard',
      seed: SEED,
      sha256: digest(casesJsonl),
    },
    limits: {
      case_timeout_s: 600,
      concurrency: CONCURRENCY,
      idle_timeout_s: 30,
      max_calls_per_case: 64,
      max_cost_usd: pyFloat(500),
      max_log_bytes: 8388608,
      max_output_chars: 131072,
      max_output_tokens: 4096,
      max_run_seconds: 172800,
      repetition_limit: 5,
      repetition_window: 128,
      total_timeout_s: 180,
    },
    mode: 'live',
    name,
    output_policy: 'bounded',
    profile: 'standard',
    sampling: { ...SAMPLING },
    seed: SEED,
    targets: targets.map(targetJson),
    version: 'sr-bench-1.0',
  };
  const planSha256 = planDigest(manifest);
  manifest.plan_sha256 = planSha256;
  return { manifest, text: canonical(manifest), planSha256 };
}
