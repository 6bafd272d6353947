// The self-contained HTML report of a run (docs/formats.md "HTML report"): one file with inline
// styles and an inline SVG chart, no scripts, fonts or images to fetch, and the report document
// itself embedded as JSON. Every figure is a value of that document in the shared formats, so
// the file and `reportDocument` cannot disagree.
import type { BenchmarkRow, ReportDocument, TargetRow } from '../domain/report/document.ts';
import { groupScoreReasons, scoreUnknownReason } from '../domain/report/score-reason.ts';
import { formatSeconds } from '../format/duration.ts';
import { METRIC_EXPLANATIONS } from '../format/metric-explanations.ts';
import { formatUsd } from '../format/money.ts';
import { formatPercent } from '../format/percent.ts';
import { accuracyChart } from './accuracy-chart.ts';
import { escapeHtml, jsonForScript } from './escape.ts';
import { REPORT_STYLES } from './report-styles.ts';

export interface ReportHtmlInput {
  document: ReportDocument;
  /** The run's name; null when it has none. */
  runName: string | null;
}

/** The element id of the embedded report document. */
export const EMBEDDED_DOCUMENT_ID = 'sr-bench-report';

const UNKNOWN = '<span class="unknown">Unknown</span>';

/** A recovery run never gets a formal score. */
const isRecovery = (document: ReportDocument): boolean => document.recovery !== null && document.recovery !== undefined && document.recovery !== false;

/** A cell: a known value formatted, or the word Unknown; `field` names the document path. */
function figure(value: number | null | undefined, format: (v: number) => string, field: string): string {
  const shown = value === null || value === undefined ? UNKNOWN : escapeHtml(format(value));
  return `<td class="num" data-field="${escapeHtml(field)}">${shown}</td>`;
}

const count = (v: number) => v.toLocaleString('en-US');
const interval = (ci: [number, number]) => `${formatPercent(ci[0])} – ${formatPercent(ci[1])}`;

function text(value: unknown): string {
  if (value === null || value === undefined) return UNKNOWN;
  return escapeHtml(typeof value === 'string' ? value : JSON.stringify(value));
}

function modelOf(document: ReportDocument, targetId: string): string {
  const profile = document.provenance.target_profiles.find((p) => p.id === targetId);
  if (!profile) return UNKNOWN;
  return `${text(profile.model)} <span class="muted small">${text(profile.kind)}</span>`;
}

function headline(document: ReportDocument): string {
  const items: [string, string, string][] = [
    ['Status', document.status, 'status'],
    ['Complete', document.summary.targets.every((t) => t.complete) ? 'yes' : 'no', 'complete'],
    ['Total spend', document.summary.total_spend_usd === null ? 'Unknown' : formatUsd(document.summary.total_spend_usd), 'summary.total_spend_usd'],
    ['Wall time', formatSeconds(document.summary.wall_time_s), 'summary.wall_time_s'],
    ['Targets', count(document.summary.targets.length), 'summary.targets'],
    ['Mode', typeof document.mode === 'string' ? document.mode : 'Unknown', 'mode'],
  ];
  return `<dl class="headline">${items.map(([label, value, field]) => `<div><dt>${label}</dt><dd data-field="${field}">${escapeHtml(value)}</dd></div>`).join('')}</dl>`;
}

const th = (label: string, explanation?: string) => `<th class="num"${explanation ? ` title="${escapeHtml(explanation)}"` : ''}>${label}</th>`;

/** Quality per target: accuracy, its interval, macro accuracy, the score and the case counts. */
function qualityTable(document: ReportDocument): string {
  const recovery = isRecovery(document);
  const rows = document.summary.targets.map((t: TargetRow, i) => {
    const at = `summary.targets.${i}`;
    const reason = scoreUnknownReason(t, recovery);
    return `<tr data-target="${escapeHtml(t.id)}"><th scope="row">${escapeHtml(t.id)}</th><td>${modelOf(document, t.id)}</td>
${figure(t.accuracy, formatPercent, `${at}.accuracy`)}
<td class="num" data-field="${at}.accuracy_ci95">${t.accuracy_ci95 ? escapeHtml(interval(t.accuracy_ci95)) : UNKNOWN}</td>
${figure(t.macro_accuracy, formatPercent, `${at}.macro_accuracy`)}
<td class="num" data-field="${at}.sr_bench_score"${reason ? ` title="${escapeHtml(reason)}"` : ''}>${t.sr_bench_score === null ? UNKNOWN : escapeHtml(t.sr_bench_score.toFixed(3))}</td>
<td class="num" data-field="${at}.correct">${t.correct === null ? UNKNOWN : `${count(t.correct)} / ${count(t.scored)}`}</td>
${figure(t.completed, count, `${at}.completed`)}${figure(t.failed, count, `${at}.failed`)}${figure(t.timeouts, count, `${at}.timeouts`)}${figure(t.pending, count, `${at}.pending`)}</tr>`;
  });
  return `<div class="scroll"><table id="targets">
<thead><tr><th>Target</th><th>Model</th>${th('Accuracy', METRIC_EXPLANATIONS.accuracy)}${th('Wilson 95%', METRIC_EXPLANATIONS.wilson)}${th('Macro accuracy', METRIC_EXPLANATIONS.macroAccuracy)}${th('sr-bench score', METRIC_EXPLANATIONS.srBenchScore)}${th('Correct')}${th('Completed')}${th('Failed')}${th('Timeouts')}${th('Pending')}</tr></thead>
<tbody>${rows.join('')}</tbody></table></div>`;
}

/** Cost and time per target: the three cost figures, latency and time to first token. */
function costTable(document: ReportDocument): string {
  const rows = document.summary.targets.map((t: TargetRow, i) => {
    const at = `summary.targets.${i}`;
    return `<tr><th scope="row">${escapeHtml(t.id)}</th>
${figure(t.cost_usd, formatUsd, `${at}.cost_usd`)}${figure(t.evaluation_cost_usd, formatUsd, `${at}.evaluation_cost_usd`)}${figure(t.total_spend_usd, formatUsd, `${at}.total_spend_usd`)}
${figure(t.call_count, count, `${at}.call_count`)}${figure(t.latency_p50_s, formatSeconds, `${at}.latency_p50_s`)}${figure(t.latency_p95_s, formatSeconds, `${at}.latency_p95_s`)}${figure(t.ttft_p50_s, formatSeconds, `${at}.ttft_p50_s`)}</tr>`;
  });
  return `<div class="scroll"><table id="costs">
<thead><tr><th>Target</th>${th('Subject cost', METRIC_EXPLANATIONS.subjectCost)}${th('Evaluation cost', METRIC_EXPLANATIONS.evaluationCost)}${th('Total spend', METRIC_EXPLANATIONS.totalSpend)}${th('Subject calls')}${th('Latency p50', METRIC_EXPLANATIONS.latency)}${th('Latency p95', METRIC_EXPLANATIONS.latency)}${th('TTFT p50', METRIC_EXPLANATIONS.ttft)}</tr></thead>
<tbody>${rows.join('')}</tbody></table></div>`;
}

function scoreNotes(document: ReportDocument): string {
  const recovery = isRecovery(document);
  const { shared, each } = groupScoreReasons(document.summary.targets.map((t) => [t.id, scoreUnknownReason(t, recovery)] as const));
  if (shared !== null) return `<p class="muted small" id="score-note">sr-bench score unknown: ${escapeHtml(shared)}.</p>`;
  if (each.length === 0) return '';
  return `<ul class="muted small" id="score-note">${each.map(([id, reason]) => `<li>sr-bench score of ${escapeHtml(id)} unknown: ${escapeHtml(reason)}.</li>`).join('')}</ul>`;
}

function benchmarksTable(document: ReportDocument): string {
  const rows = document.benchmarks.map((b: BenchmarkRow, i) => {
    const at = `benchmarks.${i}`;
    return `<tr><th scope="row">${escapeHtml(b.target_id)}</th><td>${escapeHtml(b.benchmark)}</td>
${figure(b.accuracy, formatPercent, `${at}.accuracy`)}
<td class="num" data-field="${at}.accuracy_ci95">${b.accuracy_ci95 ? escapeHtml(interval(b.accuracy_ci95)) : UNKNOWN}</td>
<td class="num" data-field="${at}.correct">${b.correct === null ? UNKNOWN : `${count(b.correct)} / ${count(b.scored)}`}</td>
${figure(b.total, count, `${at}.total`)}${figure(b.failed, count, `${at}.failed`)}${figure(b.cost_usd, formatUsd, `${at}.cost_usd`)}${figure(b.latency_p50_s, formatSeconds, `${at}.latency_p50_s`)}</tr>`;
  });
  return `<div class="scroll"><table id="benchmarks">
<thead><tr><th>Target</th><th>Benchmark</th><th class="num">Accuracy</th><th class="num">Wilson 95%</th><th class="num">Correct</th><th class="num">Planned</th><th class="num">Failed</th><th class="num">Subject cost</th><th class="num">Latency p50</th></tr></thead>
<tbody>${rows.join('')}</tbody></table></div>`;
}

function failureSection(document: ReportDocument): string {
  const failure = document.failure;
  if (!failure) return '';
  const record = failure as Readonly<Record<string, unknown>>;
  const parts = ['reason', 'target_id', 'case_id', 'message']
    .filter((key) => record[key] !== undefined && record[key] !== null)
    .map((key) => `<dt>${escapeHtml(key.replace('_', ' '))}</dt><dd>${text(record[key])}</dd>`);
  return `<h2>First failure</h2><dl class="failure explain">${parts.join('')}</dl>`;
}

function provenanceSection(document: ReportDocument): string {
  const p = document.provenance;
  const rows: [string, unknown][] = [
    ['Report version', document.version],
    ['Profile', p.profile],
    ['Seed', p.seed],
    ['Sampling', p.sampling],
    ['Plan SHA-256', p.plan_sha256],
    ['Cases SHA-256', p.case_sha256],
    ['Custom subset', p.custom_subset ? 'yes' : 'no'],
    ['Cost policy', document.cost_policy],
    ['Accounting correction', p.accounting_correction ? 'applied' : 'none'],
  ];
  return `<h2>Provenance</h2><div class="scroll"><table class="compact">${rows.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${text(value)}</td></tr>`).join('')}</table></div>`;
}

function explanations(): string {
  const entries: [string, string][] = [
    ['Accuracy', METRIC_EXPLANATIONS.accuracy],
    ['Wilson 95%', METRIC_EXPLANATIONS.wilson],
    ['Macro accuracy', METRIC_EXPLANATIONS.macroAccuracy],
    ['sr-bench score', METRIC_EXPLANATIONS.srBenchScore],
    ['Subject cost', METRIC_EXPLANATIONS.subjectCost],
    ['Evaluation cost', METRIC_EXPLANATIONS.evaluationCost],
    ['Total spend', METRIC_EXPLANATIONS.totalSpend],
    ['Latency', METRIC_EXPLANATIONS.latency],
    ['TTFT', METRIC_EXPLANATIONS.ttft],
  ];
  return `<h2>How to read these figures</h2><dl class="explain">${entries.map(([term, sentence]) => `<dt>${term}</dt><dd>${escapeHtml(sentence)}</dd>`).join('')}</dl>`;
}

export function renderReportHtml(input: ReportHtmlInput): string {
  const { document } = input;
  const title = input.runName ? `${input.runName} · ${document.run_id}` : document.run_id;
  const limitations = document.limitations.length
    ? `<h2>Limitations</h2><ul class="limits">${document.limitations.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="generator" content="sr-bench-server">
<title>sr-bench report · ${escapeHtml(title)}</title>
<style>${REPORT_STYLES}</style>
</head>
<body>
<main>
<h1>${escapeHtml(input.runName ?? document.run_id)}</h1>
<p class="muted">Run <code data-field="run_id">${escapeHtml(document.run_id)}</code> · sr-bench report ${escapeHtml(document.version)} · every figure below is a value of the report document embedded in this file.</p>
${headline(document)}
<h2>Targets</h2>
${accuracyChart(document.summary.targets)}
${qualityTable(document)}
${scoreNotes(document)}
<h2>Cost and time</h2>
${costTable(document)}
<h2>Per benchmark</h2>
${benchmarksTable(document)}
${failureSection(document)}
${limitations}
${explanations()}
${provenanceSection(document)}
</main>
<script type="application/json" id="${EMBEDDED_DOCUMENT_ID}">${jsonForScript(document)}</script>
</body>
</html>
`;
}
