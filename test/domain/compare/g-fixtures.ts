// Test-only: the g_comparisons (and h_reconciliation) fixtures as comparison inputs.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ComparisonRunInput } from '../../../src/domain/compare/document.ts';
import type { ReportInput } from '../../../src/domain/report/input.ts';
import { readReportInput } from '../report/journal-input.ts';

export const G_DIR = new URL('../../fixtures/srbench/g_comparisons/', import.meta.url);
export const H_DIR = new URL('../../fixtures/srbench/h_reconciliation/', import.meta.url);

export const readJson = <T>(dir: URL, name: string): T => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as T;

const inputs = new Map<string, ReportInput>();

/** The ReportInput of a run of a fixture journal (cached; treat as read-only). */
export function reportInput(dir: URL, runId: string, journal = 'journal.sqlite3'): ReportInput {
  const key = `${dir.href}${journal}#${runId}`;
  let input = inputs.get(key);
  if (input === undefined) {
    input = readReportInput(fileURLToPath(new URL(journal, dir)), runId);
    inputs.set(key, input);
  }
  return input;
}

export function gRun(runId: string): ComparisonRunInput {
  return { input: reportInput(G_DIR, runId) };
}

interface RunIndexEntry {
  label: string;
  run_id: string;
  status: string;
}

/** label → run id (runs.json, plus the running run only named in the README/errors). */
export const G_LABELS: ReadonlyMap<string, string> = new Map(readJson<RunIndexEntry[]>(G_DIR, 'runs.json').map((entry) => [entry.label, entry.run_id]));

export interface FixturePair {
  name: string;
  baselineLabel: string;
  candidateLabel: string;
}

/** Every `<prefix>-<B>-vs-<C>.json` of g_comparisons. */
export function gPairs(prefix: 'compare' | 'validator'): FixturePair[] {
  const pattern = new RegExp(`^${prefix}-(.+)-vs-(.+)\\.json$`);
  return readdirSync(G_DIR)
    .map((name) => ({ name, match: pattern.exec(name) }))
    .filter(({ match }) => match !== null)
    .map(({ name, match }) => ({ name, baselineLabel: match![1]!, candidateLabel: match![2]! }));
}

export function gRunId(label: string): string {
  const id = G_LABELS.get(label);
  if (id === undefined) throw new Error(`unknown fixture label ${label}`);
  return id;
}

// This server's additions (docs/reports.md): the only keys beyond the fixtures, inside the report target rows a comparison carries.
const METRIC_ADDITIONS = new Set(['cache_read_ratio', 'cache_read_call_count', 'cache_read_reported', 'fault_summary']);
const CONTINUITY_ADDITIONS = new Set(['session_mode', 'model_switches_by_phase']);

export function allowComparisonAddition(path: string, key: string): boolean {
  if (/^\$\.(baseline|candidate)_targets\[\d+\]$/.test(path)) return METRIC_ADDITIONS.has(key);
  if (/^\$\.(baseline|candidate)_targets\[\d+\]\.continuity$/.test(path)) return CONTINUITY_ADDITIONS.has(key);
  return false;
}
