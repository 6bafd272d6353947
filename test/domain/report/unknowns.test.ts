/**
 * "Unknown is null, never 0" (docs/architecture.md "Rules that hold everywhere"; docs/reports.md; docs/accounting.md "Effective calls"),
 * checked as seeded properties of `buildReport`.
 *
 * Inputs: every run of every fixture journal (including the reconciled journal, whose
 * accounting correction decides the effective costs, and a run with zero calls) and seeded
 * synthetic runs with judge/simulator calls, coverage gaps, zero-cost calls and partial plans.
 * Each input is rebuilt many times after a seeded PRNG made random subsets of call costs and
 * usages unknown (null, a missing key, a string, a boolean, a negative, NaN, ±Infinity; or,
 * with a correction in force, an unverified/missing/null correction row) and random result
 * `usage`/`cost_usd` null. An independent oracle, written from docs/reports.md, derives what every
 * target row, benchmark row and the summary must say; each documented rule is its own
 * `describe`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../src/domain/report/index.ts';
import type {
  CallSummary,
  CorrectionRow,
  ManifestCase,
  PlannedCell,
  ReportDocument,
  ReportInput,
  ResultData,
  UsageBuckets,
} from '../../../src/domain/report/index.ts';
import { FIXTURES, withJournal } from '../../helpers/fixtures.ts';
import { prng, type Prng } from '../../helpers/prng.ts';
import { cases as synthCases, syntheticInput } from '../compare/synthetic.ts';
import type { SynthOutcome, SynthTarget } from '../compare/synthetic.ts';
import { readReportInput } from './journal-input.ts';

// ---------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------

interface Source {
  label: string;
  input: ReportInput;
}

/** Every run of every journal file of every fixture scenario (journal*.sqlite3). */
function fixtureSources(): Source[] {
  const out: Source[] = [];
  for (const scenario of readdirSync(FIXTURES).sort()) {
    let files: string[];
    try {
      files = readdirSync(join(FIXTURES, scenario));
    } catch {
      continue;
    }
    for (const file of files.filter((f) => /^journal(\.\w+)?\.sqlite3$/.test(f)).sort()) {
      const path = join(FIXTURES, scenario, file);
      const ids = withJournal(path, (db) => (db.prepare('SELECT id FROM runs ORDER BY id').all() as { id: string }[]).map((r) => r.id));
      for (const id of ids) out.push({ label: `${scenario}/${file}/${id}`, input: readReportInput(path, id) });
    }
  }
  return out;
}

const SYNTH_BENCHMARKS = ['mmlu-pro', 'gpqa-diamond', 'hle', 'tau3', 'ext-bench'];
const USAGE: UsageBuckets = { input_tokens: 100, cached_input_tokens: 20, cache_write_tokens: 4, output_tokens: 10 };

/** A random run: 1–3 targets, random statuses, missing rows/calls, judge and simulator calls. */
function synthetic(seed: number): Source {
  const r = prng(seed);
  const spec: Record<string, number> = {};
  for (const b of SYNTH_BENCHMARKS) if (r.chance(0.6) || Object.keys(spec).length === 0) spec[b] = r.int(1, 6);
  const list = synthCases(spec);
  const noCall = r.pick([0, 0, 0, 0.1]);
  const noRow = r.pick([0, 0, 0.15]);
  const targets: SynthTarget[] = Array.from({ length: r.int(1, 3) }, (_, k) => {
    const outcomes = list.map((): SynthOutcome => {
      const status = r.chance(noRow) ? null : r.pick(['completed', 'completed', 'completed', 'failed', 'cancelled', 'running', 'timeout', 'sent_unknown']);
      return {
        status,
        correct: status === 'completed' ? r.chance(0.6) : undefined,
        // Known costs only here: unknowns are made later by the mutation; exact zeros matter.
        cost: r.chance(0.1) ? 0 : r.int(1, 5000) / 1e6,
        usage: { input_tokens: r.int(0, 900), cached_input_tokens: r.int(0, 64), cache_write_tokens: r.int(0, 8), output_tokens: r.int(0, 300) },
        noCall: r.chance(noCall),
      };
    });
    return { id: `t${k}`, kind: r.chance(0.3) ? 'mom' : 'single', outcome: (i) => outcomes[i]! };
  });
  let executionCells: PlannedCell[] | undefined;
  if (r.chance(0.2)) {
    executionCells = [];
    for (const c of list) for (const t of targets) if (r.chance(0.7)) executionCells.push({ case_id: c.id, target_id: t.id });
    // Sometimes a target with no planned cell at all.
    if (r.chance(0.3) && targets.length > 1) executionCells = executionCells.filter((cell) => cell.target_id !== 't0');
  }
  const input = syntheticInput({
    id: `run-synthetic-${seed}`,
    status: r.pick(['completed', 'completed', 'failed', 'interrupted']),
    cases: list,
    targets,
    manifest: {
      mode: r.pick(['live', 'live', 'live', 'preview']),
      ...(executionCells === undefined || executionCells.length === 0 ? {} : { execution_cells: executionCells }),
    },
  });
  // Auxiliary calls (judge, simulator) right after the subject call they grade.
  const calls: CallSummary[] = [];
  let n = 0;
  for (const call of input.calls) {
    calls.push(call);
    for (const role of ['judge', 'simulator'] as const) {
      if (!r.chance(role === 'judge' ? 0.4 : 0.2)) continue;
      calls.push({
        id: `call-${role}-${n++}`,
        case_id: call.case_id,
        target_id: call.target_id,
        role,
        status: 'completed',
        model: `acme/${role}`,
        usage: { ...USAGE },
        cost_usd: r.chance(0.1) ? 0 : r.int(1, 3000) / 1e6,
        inference_call_count: 1,
        latency_s: 0.5,
      });
    }
  }
  // Sometimes an auxiliary call on a cell whose subject call never happened.
  if (r.chance(0.2) && list.length > 0) {
    const c = r.pick(list);
    calls.push({
      id: `call-judge-orphan-${seed}`,
      case_id: c.id,
      target_id: r.pick(targets).id,
      role: 'judge',
      status: 'completed',
      model: 'acme/judge',
      usage: { ...USAGE },
      cost_usd: 0.0002,
    });
  }
  return { label: `synthetic seed ${seed}`, input: { ...input, calls } };
}

// ---------------------------------------------------------------------------------------
// Making things unknown
// ---------------------------------------------------------------------------------------

interface Rates {
  subjectCost: number;
  auxCost: number;
  usage: number;
  results: number;
}

/** docs/reports.md "Conventions": everything that is not a finite number ≥ 0 (booleans included) is unknown. */
const UNKNOWN_COSTS: readonly (() => unknown)[] = [
  () => null,
  () => undefined, // the key is deleted
  () => '0.001',
  () => true,
  () => false,
  () => -0.25,
  () => Number.NaN,
  () => Number.POSITIVE_INFINITY,
  () => Number.NEGATIVE_INFINITY,
];

function makeCostUnknown(call: CallSummary, r: Prng): void {
  const value = r.pick(UNKNOWN_COSTS)();
  if (value === undefined) delete call.cost_usd;
  else (call as Record<string, unknown>)['cost_usd'] = value;
}

/** A deep copy of `input` with seeded random unknowns (costs, usages; result usage/cost). */
function mutate(input: ReportInput, r: Prng, rates: Rates): ReportInput {
  const out = structuredClone(input);
  const correction = out.accountingCorrection;
  const rowOf = new Map<string, CorrectionRow>();
  for (const row of correction?.calls ?? []) rowOf.set(row.call_id, row);
  const dropped = new Set<string>();
  for (const call of out.calls) {
    const rate = call.role === 'subject' ? rates.subjectCost : rates.auxCost;
    if (r.chance(rate)) {
      const row = rowOf.get(call.id);
      // With a correction in force the effective cost is the correction's (docs/accounting.md "Effective calls").
      if (correction !== null && row !== undefined) {
        const how = r.pick(['null', 'unverified', 'missing']);
        if (how === 'null') row.cost_usd = null;
        else if (how === 'unverified') row.verified = false;
        else dropped.add(call.id);
      } else makeCostUnknown(call, r);
    }
    if (r.chance(rates.usage)) {
      const row = rowOf.get(call.id);
      if (correction !== null && row !== undefined) row.usage = null;
      else if (r.chance(0.5)) call.usage = null;
      else delete call.usage;
    }
  }
  if (correction !== null && dropped.size > 0) correction.calls = correction.calls.filter((row) => !dropped.has(row.call_id));
  for (const row of out.results) {
    if (!r.chance(rates.results)) continue;
    if (r.chance(0.5)) {
      row['usage'] = null;
      row['cost_usd'] = null;
    } else {
      delete row['usage'];
      delete row['cost_usd'];
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// The oracle (docs/reports.md; docs/accounting.md "Effective calls"), independent of src/
// ---------------------------------------------------------------------------------------

const known = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const truthyId = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** Left-to-right double sum from integer 0 (docs/reports.md "Conventions"). */
function sumLeft(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

interface OracleCall {
  id: string;
  case_id: string | null;
  target_id: string;
  role: string;
  cost: unknown;
  usage: UsageBuckets | null;
}

/** docs/accounting.md "Effective calls": without a correction the stored calls; with one, every call overlaid. */
function effectiveCalls(input: ReportInput): OracleCall[] {
  const correction = input.accountingCorrection;
  const rows = new Map<string, CorrectionRow>();
  for (const row of correction?.calls ?? []) rows.set(row.call_id, row);
  return input.calls.map((call) => {
    const base = { id: call.id, case_id: call.case_id, target_id: call.target_id, role: call.role };
    if (correction === null) return { ...base, cost: call.cost_usd, usage: call.usage ?? null };
    const row = rows.get(call.id);
    const verified = row?.verified === true;
    return { ...base, cost: verified ? (row?.cost_usd ?? null) : null, usage: verified ? (row?.usage ?? null) : null };
  });
}

interface Expected {
  key: string;
  subject: OracleCall[];
  overhead: OracleCall[];
  all: OracleCall[];
  coverage: boolean;
  covered: boolean;
  costComplete: boolean;
  costUsd: number | null;
  knownCostUsd: number;
  evaluationCostUsd: number | null;
  totalSpendUsd: number | null;
  tokens: UsageBuckets | null;
  anySubjectCostUnknown: boolean;
  anyAuxCostUnknown: boolean;
  anySubjectUsageUnknown: boolean;
  /** Σ subject costs with every unknown replaced by 0: what a "null as 0" bug would report. */
  zeroSubstitutedCost: number;
  zeroSubstitutedSpend: number;
}

function expectScope(key: string, rows: readonly ResultData[], calls: readonly OracleCall[], planned: ReadonlySet<string>): Expected {
  const subject = calls.filter((c) => c.role === 'subject');
  const overhead = calls.filter((c) => c.role !== 'subject');
  const receipted = new Set(subject.map((c) => c.case_id).filter(truthyId));
  const coverage = receipted.size === planned.size && [...receipted].every((id) => planned.has(id)) && rows.every((row) => receipted.has(row.case_id));
  const covered = subject.length > 0 && coverage;
  const anySubjectCostUnknown = subject.some((c) => !known(c.cost));
  const anyAuxCostUnknown = overhead.some((c) => !known(c.cost));
  const anySubjectUsageUnknown = subject.some((c) => c.usage === null);
  const costComplete = covered && !anySubjectCostUnknown;
  let tokens: UsageBuckets | null = null;
  if (covered && !anySubjectUsageUnknown) {
    tokens = { input_tokens: 0, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 0 };
    for (const c of subject) for (const k of Object.keys(tokens) as (keyof UsageBuckets)[]) tokens[k] += c.usage?.[k] ?? 0;
  }
  const zero = (c: OracleCall) => (known(c.cost) ? c.cost : 0);
  return {
    key,
    subject,
    overhead,
    all: [...calls],
    coverage,
    covered,
    costComplete,
    costUsd: costComplete ? sumLeft(subject.map((c) => c.cost as number)) : null,
    knownCostUsd: sumLeft(subject.filter((c) => known(c.cost)).map((c) => c.cost as number)),
    evaluationCostUsd: overhead.length === 0 ? 0 : anyAuxCostUnknown ? null : sumLeft(overhead.map((c) => c.cost as number)),
    totalSpendUsd: coverage && calls.length > 0 && calls.every((c) => known(c.cost)) ? sumLeft(calls.map((c) => c.cost as number)) : null,
    tokens,
    anySubjectCostUnknown,
    anyAuxCostUnknown,
    anySubjectUsageUnknown,
    zeroSubstitutedCost: sumLeft(subject.map(zero)),
    zeroSubstitutedSpend: sumLeft(calls.map(zero)),
  };
}

interface ExpectedReport {
  targets: Map<string, Expected>;
  /** `${target}|${benchmark}` → expectation, in report order. */
  benchmarks: Map<string, Expected>;
  summaryTotalSpendUsd: number | null;
  /** Every call whose target is a manifest target, stored order. */
  runCalls: OracleCall[];
}

function plannedCells(input: ReportInput): PlannedCell[] {
  const manifest = input.run.manifest;
  if (Array.isArray(manifest.execution_cells) && manifest.execution_cells.length > 0) return manifest.execution_cells;
  return manifest.cases.flatMap((c) => manifest.targets.map((t) => ({ case_id: c.id, target_id: t.id })));
}

function expectReport(input: ReportInput): ExpectedReport {
  const manifest = input.run.manifest;
  const calls = effectiveCalls(input);
  const cells = plannedCells(input);
  const benchmarks = [...new Set(manifest.cases.map((c: ManifestCase) => c.benchmark))].sort();
  const targets = new Map<string, Expected>();
  const brows = new Map<string, Expected>();
  for (const target of manifest.targets) {
    const planned = new Set(cells.filter((c) => c.target_id === target.id).map((c) => c.case_id));
    const rows = input.results.filter((row) => row.target_id === target.id);
    const tcalls = calls.filter((c) => c.target_id === target.id);
    targets.set(target.id, expectScope(target.id, rows, tcalls, planned));
    for (const benchmark of benchmarks) {
      const ids = new Set(manifest.cases.filter((c) => c.benchmark === benchmark && planned.has(c.id)).map((c) => c.id));
      if (ids.size === 0) continue;
      const key = `${target.id}|${benchmark}`;
      brows.set(
        key,
        expectScope(
          key,
          rows.filter((row) => ids.has(row.case_id)),
          tcalls.filter((c) => c.case_id !== null && ids.has(c.case_id)),
          ids,
        ),
      );
    }
  }
  const ids = new Set(manifest.targets.map((t) => t.id));
  const runCalls = calls.filter((c) => ids.has(c.target_id));
  const everyTargetKnown = [...targets.values()].every((t) => t.totalSpendUsd !== null);
  const summary = everyTargetKnown && runCalls.length > 0 && runCalls.every((c) => known(c.cost)) ? sumLeft(runCalls.map((c) => c.cost as number)) : null;
  return { targets, benchmarks: brows, summaryTotalSpendUsd: summary, runCalls };
}

// ---------------------------------------------------------------------------------------
// Trials
// ---------------------------------------------------------------------------------------

interface Trial {
  label: string;
  original: ReportInput;
  input: ReportInput;
  doc: ReportDocument;
  expected: ExpectedReport;
  /** Effective cost of every call id before the mutation. */
  originalCost: Map<string, unknown>;
}

interface Row {
  key: string;
  row: Record<string, unknown>;
  expected: Expected;
}

function rowsOf(trial: Trial): Row[] {
  const out: Row[] = [];
  for (const row of trial.doc.summary.targets) out.push({ key: row.id, row, expected: trial.expected.targets.get(row.id)! });
  for (const row of trial.doc.benchmarks) {
    const key = `${row.target_id}|${row.benchmark}`;
    out.push({ key, row, expected: trial.expected.benchmarks.get(key)! });
  }
  return out;
}

const RATE_CHOICES = [0, 0, 0.05, 0.2, 0.5, 1];

function trialsFor(source: Source, seeds: number, base: number): Trial[] {
  const originalCost = new Map(effectiveCalls(source.input).map((c) => [c.id, c.cost]));
  const out: Trial[] = [];
  for (let i = 0; i < seeds; i++) {
    const seed = base + i;
    const r = prng(seed);
    const rates: Rates = {
      subjectCost: r.pick(RATE_CHOICES),
      auxCost: r.pick(RATE_CHOICES),
      usage: r.pick(RATE_CHOICES),
      results: r.pick([0, 0.5, 1]),
    };
    const input = mutate(source.input, r, rates);
    out.push({
      label: `${source.label} · mutation seed ${seed}`,
      original: source.input,
      input,
      doc: buildReport(input),
      expected: expectReport(input),
      originalCost,
    });
  }
  return out;
}

const fixtures = fixtureSources();
const synthetics = Array.from({ length: 60 }, (_, i) => synthetic(500 + i));
const sources = [...fixtures, ...synthetics];
const SEEDS_PER_SOURCE = 12;
const trials = sources.flatMap((source, k) => trialsFor(source, SEEDS_PER_SOURCE, 10_000 + k * 100));
const liveTrials = trials.filter((t) => t.input.run.manifest.mode !== 'replay');

/** Runs `check` on every row of every trial; fails with the trial and row named. */
function everyRow(check: (row: Record<string, unknown>, e: Expected, where: string) => void): number {
  let n = 0;
  for (const trial of liveTrials) {
    const rows = rowsOf(trial);
    for (const { key, row, expected } of rows) {
      check(row, expected, `${trial.label} · row ${key}`);
      n++;
    }
  }
  return n;
}

// ---------------------------------------------------------------------------------------
// The generator reaches every case it should
// ---------------------------------------------------------------------------------------

describe('the inputs', () => {
  it('cover the fixture journals, a correction in force, zero calls, and every unknown mix', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(30);
    expect(fixtures.some((s) => s.input.accountingCorrection !== null)).toBe(true);
    expect(fixtures.some((s) => s.input.calls.length === 0)).toBe(true);
    expect(fixtures.some((s) => s.input.calls.some((c) => c.role === 'simulator'))).toBe(true);
    const rows = liveTrials.flatMap(rowsOf);
    const seen = (f: (r: Row) => boolean) => rows.some(f);
    expect(seen((r) => r.expected.covered && r.expected.anySubjectCostUnknown)).toBe(true);
    expect(seen((r) => r.expected.covered && !r.expected.anySubjectCostUnknown)).toBe(true);
    expect(seen((r) => r.expected.coverage && r.expected.anyAuxCostUnknown && !r.expected.anySubjectCostUnknown)).toBe(true);
    expect(seen((r) => r.expected.covered && r.expected.anySubjectUsageUnknown && !r.expected.anySubjectCostUnknown)).toBe(true);
    expect(seen((r) => !r.expected.coverage)).toBe(true);
    expect(seen((r) => r.expected.overhead.length === 0)).toBe(true);
    expect(seen((r) => r.expected.all.length === 0)).toBe(true);
    expect(seen((r) => r.expected.subject.length > 0 && r.expected.subject.every((c) => !known(c.cost)))).toBe(true);
    expect(liveTrials.some((t) => t.expected.summaryTotalSpendUsd !== null)).toBe(true);
    expect(liveTrials.some((t) => t.doc.summary.total_spend_usd === null)).toBe(true);
    expect(liveTrials.some((t) => t.input.run.manifest.mode === 'preview')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------
// The rules, one describe each
// ---------------------------------------------------------------------------------------

describe('cost_usd: null iff some subject cost is unknown or coverage fails; then cost_complete is false', () => {
  it('every target and benchmark row', () => {
    const n = everyRow((row, e, where) => {
      if (e.anySubjectCostUnknown) {
        expect(row['cost_usd'], `${where}: an unknown subject cost`).toBeNull();
        expect(row['cost_complete'], where).toBe(false);
      }
      expect(row['cost_complete'], where).toBe(e.costComplete);
      expect(row['cost_usd'], where).toBe(e.costUsd);
      // The two always agree: a known cost_usd means complete, null means incomplete.
      expect(row['cost_usd'] === null, where).toBe(row['cost_complete'] === false);
    });
    expect(n).toBeGreaterThan(1000);
  });

  it('with coverage, cost_usd is null exactly when some subject cost is unknown', () => {
    everyRow((row, e, where) => {
      if (e.covered) expect(row['cost_usd'] === null, where).toBe(e.anySubjectCostUnknown);
    });
  });
});

describe('known_cost_usd: the sum of the known subject costs only; never null; 0 when none is known', () => {
  it('equals the left-to-right sum of the known subject costs', () => {
    everyRow((row, e, where) => {
      expect(typeof row['known_cost_usd'], where).toBe('number');
      expect(row['known_cost_usd'], where).toBe(e.knownCostUsd);
      if (e.subject.every((c) => !known(c.cost))) expect(row['known_cost_usd'], where).toBe(0);
    });
  });

  it('does not count a cost that became unknown (it is not the pre-mutation known sum)', () => {
    let checked = 0;
    for (const trial of liveTrials) {
      for (const { key, row, expected } of rowsOf(trial)) {
        const before = sumLeft(expected.subject.map((c) => trial.originalCost.get(c.id)).filter(known));
        const lost = sumLeft(
          expected.subject
            .filter((c) => !known(c.cost))
            .map((c) => trial.originalCost.get(c.id))
            .filter(known),
        );
        if (lost > before * 1e-12 && lost > 0) {
          expect(row['known_cost_usd'], `${trial.label} · row ${key}`).not.toBe(before);
          expect(row['known_cost_usd'] as number, `${trial.label} · row ${key}`).toBeLessThan(before);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('tokens: null when some subject usage is unknown or coverage fails; otherwise the bucket sums', () => {
  it('every target and benchmark row', () => {
    everyRow((row, e, where) => {
      if (e.anySubjectUsageUnknown) expect(row['tokens'], `${where}: an unknown subject usage`).toBeNull();
      expect(row['tokens'], where).toEqual(e.tokens);
    });
  });

  it('cache_neutral_cost_usd (a counterfactual from usage) is null too when a subject usage is unknown', () => {
    everyRow((row, e, where) => {
      if (e.anySubjectUsageUnknown || !e.covered) expect(row['cache_neutral_cost_usd'], where).toBeNull();
    });
  });
});

describe('evaluation_cost_usd: 0 without auxiliary calls; null when a judge/simulator cost is unknown; else their sum', () => {
  it('every target and benchmark row', () => {
    everyRow((row, e, where) => {
      if (e.overhead.length === 0) expect(row['evaluation_cost_usd'], `${where}: no auxiliary calls`).toBe(0);
      if (e.anyAuxCostUnknown) expect(row['evaluation_cost_usd'], `${where}: an unknown auxiliary cost`).toBeNull();
      expect(row['evaluation_cost_usd'], where).toBe(e.evaluationCostUsd);
      expect(row['evaluation_call_count'], where).toBe(e.overhead.length);
    });
  });

  it('is independent of the subject costs', () => {
    everyRow((row, e, where) => {
      if (e.anySubjectCostUnknown && !e.anyAuxCostUnknown) expect(row['evaluation_cost_usd'], where).not.toBeNull();
    });
  });
});

describe('total_spend_usd: null when any subject, judge or simulator cost of the scope is unknown, when it has no calls, or coverage fails', () => {
  it('every target and benchmark row', () => {
    everyRow((row, e, where) => {
      if (e.anySubjectCostUnknown || e.anyAuxCostUnknown) expect(row['total_spend_usd'], `${where}: an unknown call cost`).toBeNull();
      if (e.all.length === 0) expect(row['total_spend_usd'], `${where}: no calls`).toBeNull();
      if (!e.coverage) expect(row['total_spend_usd'], `${where}: coverage fails`).toBeNull();
      expect(row['total_spend_usd'], where).toBe(e.totalSpendUsd);
    });
  });

  it('a known total spend implies known subject and evaluation costs', () => {
    everyRow((row, e, where) => {
      if (row['total_spend_usd'] === null || e.subject.length === 0) return;
      expect(row['cost_usd'], where).not.toBeNull();
      expect(row['evaluation_cost_usd'], where).not.toBeNull();
    });
  });
});

describe('summary.total_spend_usd: null when any target row’s total_spend_usd is null; else the sum of all the run’s calls', () => {
  it('every trial', () => {
    for (const trial of liveTrials) {
      const anyNull = trial.doc.summary.targets.some((row) => row.total_spend_usd === null);
      if (anyNull) expect(trial.doc.summary.total_spend_usd, trial.label).toBeNull();
      expect(trial.doc.summary.total_spend_usd, trial.label).toBe(trial.expected.summaryTotalSpendUsd);
    }
  });

  it('the "costs are unknown" limitation (4.5 #7) appears exactly when some target’s spend is null', () => {
    for (const trial of liveTrials) {
      const anyNull = trial.doc.summary.targets.some((row) => row.total_spend_usd === null);
      const sentence = trial.doc.limitations.some((l) => l.startsWith('Some subject or auxiliary call costs are unknown'));
      expect(sentence, trial.label).toBe(anyNull);
    }
  });
});

describe('a value made unknown never shows up as 0 (nor as the sum with it read as 0)', () => {
  it('cost_usd, total_spend_usd, evaluation_cost_usd, tokens and summary.total_spend_usd', () => {
    let checked = 0;
    for (const trial of liveTrials) {
      for (const { key, row, expected: e } of rowsOf(trial)) {
        const where = `${trial.label} · row ${key}`;
        if (e.anySubjectCostUnknown) {
          expect(row['cost_usd'], where).not.toBe(0);
          expect(row['cost_usd'], where).not.toBe(e.zeroSubstitutedCost);
          checked++;
        }
        if (e.anySubjectCostUnknown || e.anyAuxCostUnknown) {
          expect(row['total_spend_usd'], where).not.toBe(0);
          expect(row['total_spend_usd'], where).not.toBe(e.zeroSubstitutedSpend);
        }
        if (e.anyAuxCostUnknown) expect(row['evaluation_cost_usd'], where).not.toBe(0);
        if (e.anySubjectUsageUnknown) expect(row['tokens'], where).toBeNull();
      }
      if (trial.expected.runCalls.some((c) => !known(c.cost))) {
        expect(trial.doc.summary.total_spend_usd, trial.label).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('the document survives JSON: unknowns are JSON null, never a number', () => {
    for (const trial of liveTrials.slice(0, 200)) {
      const json = JSON.parse(JSON.stringify(trial.doc)) as ReportDocument;
      expect(json.summary.total_spend_usd).toBe(trial.doc.summary.total_spend_usd);
      for (const [i, row] of trial.doc.summary.targets.entries()) {
        for (const k of ['cost_usd', 'total_spend_usd', 'evaluation_cost_usd', 'known_cost_usd', 'tokens'] as const) {
          expect(json.summary.targets[i]![k], `${trial.label} ${k}`).toEqual(row[k]);
        }
      }
    }
  });
});

describe('zero calls: no subject call → cost_usd null, known_cost_usd 0, evaluation_cost_usd 0, total_spend_usd null', () => {
  const zeroCallRows = liveTrials.flatMap((t) =>
    rowsOf(t)
      .filter((r) => r.expected.all.length === 0)
      .map((r) => ({ ...r, label: t.label })),
  );
  it(`${zeroCallRows.length} rows without any call`, () => {
    expect(zeroCallRows.length).toBeGreaterThan(0);
    for (const { row, label, key } of zeroCallRows) {
      const where = `${label} · ${key}`;
      expect(row['cost_usd'], where).toBeNull();
      expect(row['cost_complete'], where).toBe(false);
      expect(row['known_cost_usd'], where).toBe(0);
      expect(row['evaluation_cost_usd'], where).toBe(0);
      expect(row['total_spend_usd'], where).toBeNull();
      expect(row['tokens'], where).toBeNull();
      expect(row['call_count'], where).toBeNull();
      expect(row['request_count'], where).toBe(0);
    }
  });

  it('the fixture run with no call at all has a null run spend', () => {
    const empty = fixtures.filter((s) => s.input.calls.length === 0);
    for (const source of empty) expect(buildReport(source.input).summary.total_spend_usd, source.label).toBeNull();
  });

  it('auxiliary calls without subject calls: evaluation cost known, subject cost null, spend null', () => {
    const source = synthetic(77);
    const input = structuredClone(source.input);
    input.calls = input.calls.filter((c) => !(c.target_id === 't0' && c.role === 'subject'));
    input.calls.push({
      id: 'call-judge-only',
      case_id: input.run.manifest.cases[0]!.id,
      target_id: 't0',
      role: 'judge',
      status: 'completed',
      cost_usd: 0.0003,
    });
    const doc = buildReport(input);
    const row = doc.summary.targets.find((t) => t.id === 't0')!;
    expect(row.cost_usd).toBeNull();
    expect(row.known_cost_usd).toBe(0);
    expect(row.cost_complete).toBe(false);
    expect(row.evaluation_cost_usd).not.toBeNull();
    expect(row.evaluation_cost_usd).toBeGreaterThan(0);
    expect(row.total_spend_usd).toBeNull();
    expect(doc.summary.total_spend_usd).toBeNull();
  });
});

describe('result rows’ own usage/cost_usd are not what the report sums (calls are the receipts)', () => {
  it.each(sources.filter((_, i) => i % 3 === 0).map((s) => [s.label, s] as const))('%s', (_label, source) => {
    const r = prng(4711);
    const onlyResults = mutate(source.input, r, { subjectCost: 0, auxCost: 0, usage: 0, results: 1 });
    expect(buildReport(onlyResults)).toEqual(buildReport(source.input));
  });
});

describe('replay: cost_usd moves to estimated_cost_usd (an unknown stays null); spend is the documented 0', () => {
  it.each(synthetics.slice(0, 20).map((s) => [s.label, s] as const))('%s', (_label, source) => {
    const r = prng(99);
    const live = mutate(source.input, r, { subjectCost: 0.3, auxCost: 0.3, usage: 0.3, results: 0 });
    live.run.manifest.mode = 'live';
    const replay = structuredClone(live);
    replay.run.manifest.mode = 'replay';
    replay.replayPreviewResults = [];
    const a = buildReport(live);
    const b = buildReport(replay);
    const rows = (d: ReportDocument) => [...d.summary.targets, ...d.benchmarks] as Record<string, unknown>[];
    const liveRows = rows(a);
    const replayRows = rows(b);
    expect(replayRows.length).toBe(liveRows.length);
    for (const [i, row] of replayRows.entries()) {
      const before = liveRows[i]!;
      expect(row['estimated_cost_usd']).toBe(before['cost_usd']);
      expect(row['cost_usd']).toBeNull();
      expect(row['cost_complete']).toBe(false);
      expect(row['total_spend_usd']).toBe(0);
      expect(row['known_cost_usd']).toBe(before['known_cost_usd']);
      expect(row['evaluation_cost_usd']).toBe(before['evaluation_cost_usd']);
      expect(row['tokens']).toEqual(before['tokens']);
    }
    expect(b.summary.total_spend_usd).toBe(0);
  });
});
