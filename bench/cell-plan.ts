// Phase 1 of a synthetic run: the skeleton of every cell (which calls, which model answered,
// how long each took, whether the case was solved) and the dispatch schedule over the run's
// concurrency slots. Text and usage are rendered later (render-cell.ts).
import type { BenchCase } from './manifest.ts';
import { CONCURRENCY, DECISIONS, JUDGE, SIMULATOR, model, type BenchmarkId, type TargetSpec } from './profile.ts';
import { Rng } from './rng.ts';

export type Role = 'subject' | 'judge' | 'simulator';

export interface CallPlan {
  role: Role;
  /** The model that answered (MoM: the selected one; a cascade's final one). */
  model: string;
  /** MoM cascade: the model that ran the first inference. */
  firstModel: string | null;
  decision: string | null;
  outputTokens: number;
  finishReason: 'stop' | 'length' | 'tool_calls';
  /** Seconds from the cell start. */
  offset: number;
  latency: number;
  ttft: number | null;
}

export interface CellPlan {
  index: number;
  testCase: BenchCase;
  target: TargetSpec;
  correct: boolean;
  /** A subject output hit the output limit: completed, incorrect (docs/runs.md "One cell", step 5). */
  outputLimit: boolean;
  calls: CallPlan[];
  duration: number;
  /** Seconds from the run start; set by the schedule. */
  start: number;
  end: number;
  /** Fails at its (truncated) judge call. */
  failing: boolean;
}

/** The small model's chance on each benchmark; bigger models and routers add their skill. */
const BASE_SKILL: Readonly<Record<BenchmarkId, number>> = {
  'mmlu-pro': 0.55,
  'gpqa-diamond': 0.3,
  hle: 0.04,
  livecodebench: 0.35,
  scicode: 0.12,
  'terminal-bench-2.1': 0.2,
  'simpleqa-verified': 0.15,
  'arc-agi-2': 0.03,
  tau3: 0.35,
};

const HAS_JUDGE: ReadonlySet<BenchmarkId> = new Set(['hle', 'simpleqa-verified', 'tau3']);

const ALTERNATE_DECISIONS: Partial<Record<BenchmarkId, string>> = {
  scicode: 'hard',
  'terminal-bench-2.1': 'hard',
  tau3: 'escalation',
};

function choose(rng: Rng, target: TargetSpec, decision: string): string {
  if (target.kind === 'single') return target.models[0] ?? target.model;
  const weights = target.routing?.[decision] ?? target.models.map(() => 1);
  return rng.weighted(target.models.map((m, i) => [m, weights[i] ?? 0] as const));
}

function timing(rng: Rng, name: string, outputTokens: number, routed: boolean): { latency: number; ttft: number } {
  const spec = model(name);
  const ttft = rng.skewed(spec.ttft, 1.6) + (routed ? rng.range(0.02, 0.09) : 0);
  return { ttft, latency: ttft + outputTokens / rng.skewed(spec.tps, 1.3) };
}

function outputTokensFor(rng: Rng, benchmark: BenchmarkId, reasons: boolean): number {
  const extra = reasons ? 1.8 : 1;
  switch (benchmark) {
    case 'mmlu-pro':
    case 'gpqa-diamond':
      return Math.round(rng.skewed(320, 2) * extra);
    case 'hle':
      return Math.round(rng.skewed(520, 2) * extra);
    case 'livecodebench':
      return Math.round(rng.skewed(650, 1.8) * extra);
    case 'scicode':
      return Math.round(rng.skewed(480, 1.8));
    case 'simpleqa-verified':
      return Math.round(rng.skewed(40, 2));
    case 'arc-agi-2':
      return Math.round(rng.skewed(260, 1.7) * extra);
    case 'terminal-bench-2.1':
      return Math.round(rng.skewed(110, 2));
    case 'tau3':
      return Math.round(rng.skewed(120, 1.8));
  }
}

export function planCell(runNo: number, index: number, testCase: BenchCase, target: TargetSpec): CellPlan {
  const rng = Rng.derive(20260918, runNo, index, 1);
  const benchmark = testCase.benchmark;
  const base = target.kind === 'mom' ? DECISIONS[benchmark] : null;
  // Agent-like tasks change router decision between steps now and then.
  const alternate = ALTERNATE_DECISIONS[benchmark];
  const decide = () => (base !== null && alternate && rng.chance(0.25) ? alternate : base);
  const calls: CallPlan[] = [];
  let clock = 0.002; // the first request leaves just after the cell starts
  let outputLimit = false;
  const skills: number[] = [];

  const subject = (finishReason: CallPlan['finishReason'], tokens?: number) => {
    const decision = decide();
    const chosen = choose(rng, target, decision ?? '');
    const cascade = target.kind === 'mom' && rng.chance(target.cascade ?? 0);
    const firstModel = cascade ? (target.models[0] ?? null) : null;
    let outputTokens = tokens ?? outputTokensFor(rng, benchmark, model(chosen).reasons);
    let finish = finishReason;
    if (tokens === undefined && finish === 'stop' && ['mmlu-pro', 'gpqa-diamond', 'hle'].includes(benchmark) && rng.chance(0.003)) {
      outputTokens = 4096;
      finish = 'length';
      outputLimit = true;
    }
    const t = timing(rng, chosen, outputTokens, target.kind === 'mom');
    if (firstModel) t.latency += timing(rng, firstModel, Math.round(outputTokens * 0.6), false).latency;
    calls.push({
      role: 'subject',
      model: chosen,
      firstModel,
      decision,
      outputTokens,
      finishReason: finish,
      offset: clock,
      latency: t.latency,
      ttft: finish === 'tool_calls' ? null : t.ttft,
    });
    skills.push(model(chosen).skill + (firstModel ? 0.02 : 0));
    clock += t.latency + 0.001;
  };
  const auxiliary = (role: 'judge' | 'simulator', outputTokens: number) => {
    const name = role === 'judge' ? JUDGE.model : SIMULATOR.model;
    const t = timing(rng, name, outputTokens, false);
    calls.push({ role, model: name, firstModel: null, decision: null, outputTokens, finishReason: 'stop', offset: clock, latency: t.latency, ttft: t.ttft });
    clock += t.latency + 0.001;
  };

  switch (benchmark) {
    case 'scicode':
      for (let s = 0; s < testCase.steps; s++) subject('stop');
      break;
    case 'terminal-bench-2.1': {
      const steps = rng.int(10, 30);
      for (let s = 0; s < steps - 1; s++) {
        subject('tool_calls');
        clock += rng.skewed(1.2, 2.5); // the command runs in the sandbox
      }
      subject('stop', rng.int(8, 40));
      break;
    }
    case 'tau3': {
      const turns = rng.int(6, 16);
      for (let s = 0; s < turns; s++) {
        auxiliary('simulator', Math.round(rng.skewed(60, 1.6)));
        subject('stop');
      }
      auxiliary('judge', Math.round(rng.skewed(40, 1.4)));
      break;
    }
    default:
      subject('stop');
      if (HAS_JUDGE.has(benchmark) && !outputLimit) auxiliary('judge', Math.round(rng.skewed(50, 1.4)));
  }

  const skill = skills.reduce((a, b) => a + b, 0) / Math.max(1, skills.length);
  const threshold = BASE_SKILL[benchmark] + skill + target.bonus;
  const correct = !outputLimit && testCase.difficulty + rng.range(-0.08, 0.08) < threshold;
  return { index, testCase, target, correct, outputLimit, calls, duration: clock + 0.004, start: 0, end: 0, failing: false };
}

/**
 * Dispatches cells case-major over `CONCURRENCY` slots (each cell goes to the slot that frees
 * first), then marks the last-finishing judged cells as failing (fail closed: nothing is in
 * flight after the first failure but other cells that also fail on their own).
 */
export function schedule(cells: CellPlan[], failures: number): number {
  const slots: number[] = new Array<number>(CONCURRENCY).fill(0.05);
  for (const cell of cells) {
    let best = 0;
    for (let s = 1; s < slots.length; s++) if ((slots[s] ?? 0) < (slots[best] ?? 0)) best = s;
    cell.start = (slots[best] ?? 0) + 0.002;
    cell.end = cell.start + cell.duration;
    slots[best] = cell.end + 0.05;
  }
  // The judged cells that finish last fail at their judge call, which runs to the token limit
  // and so ends after every other cell (nothing else is in flight once the first one fails).
  const judged = cells
    .filter((c) => c.calls.at(-1)?.role === 'judge')
    .sort((a, b) => b.end - a.end)
    .slice(0, failures);
  const stretch = (cell: CellPlan, by: number) => {
    const last = cell.calls.at(-1);
    if (!last || by <= 0) return;
    last.latency += by;
    cell.duration += by;
    cell.end += by;
  };
  for (const cell of judged) {
    const last = cell.calls.at(-1);
    if (!last) continue;
    cell.failing = true;
    last.finishReason = 'length';
    last.outputTokens = 4096; // the frozen max_tokens
    stretch(cell, (last.ttft ?? 0.2) + 4096 / 140 - last.latency);
  }
  const others = cells.reduce((max, c) => (c.failing ? max : Math.max(max, c.end)), 0);
  judged.forEach((cell, i) => {
    stretch(cell, others + 0.5 + i * 0.8 - cell.end);
  });
  return cells.reduce((max, c) => Math.max(max, c.end), 0);
}
