// What a reader of the HTML report should see for a value of the report document, written out
// independently of the renderer (docs/formats.md): the unit test and the browser journey use it.
import type { ReportDocument } from '../../src/domain/report/document.ts';
import { formatSeconds } from '../../src/format/duration.ts';
import { formatUsd } from '../../src/format/money.ts';
import { formatPercent } from '../../src/format/percent.ts';

function at(document: unknown, path: string): unknown {
  let value: unknown = document;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | null)?.[key];
  return value;
}

/** What a reader should see for the value at `path`, written out independently of the renderer. */
export function expectedText(document: ReportDocument, path: string): string {
  const key = path.split('.').at(-1)!;
  const value = at(document, path);
  if (key === 'status' || key === 'mode' || key === 'run_id') return String(value);
  if (key === 'complete') return document.summary.targets.every((t) => t.complete) ? 'yes' : 'no';
  if (key === 'targets') return String(document.summary.targets.length);
  if (value === null || value === undefined) return 'Unknown';
  if (key === 'correct') return `${String(value)} / ${String(at(document, path.replace(/correct$/, 'scored')))}`;
  if (key === 'accuracy_ci95') return (value as number[]).map((v) => formatPercent(v)).join(' – ');
  if (key === 'accuracy' || key === 'macro_accuracy') return formatPercent(value as number);
  if (key === 'sr_bench_score') return (value as number).toFixed(3);
  if (key.endsWith('_usd')) return formatUsd(value as number);
  if (key.endsWith('_s')) return formatSeconds(value as number);
  return (value as number).toLocaleString('en-US');
}
