// Accuracy per target as horizontal bars with their Wilson interval, drawn as inline SVG (no
// script, no font): a target with unknown accuracy gets its label and the word Unknown.
import type { TargetRow } from '../domain/report/document.ts';
import { formatPercent } from '../format/percent.ts';
import { escapeHtml } from './escape.ts';

const LABEL_WIDTH = 200;
const PLOT_WIDTH = 520;
const ROW_HEIGHT = 28;
const TOP = 24;
const COLOURS = ['#2f5fb3', '#c0622d', '#3b8a57', '#8a4fb3', '#b3306b', '#4c8c9c', '#8c7a2f', '#5b6577'];

function clip(label: string, max = 28): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

export function accuracyChart(targets: readonly TargetRow[]): string {
  const height = TOP + targets.length * ROW_HEIGHT + 8;
  const width = LABEL_WIDTH + PLOT_WIDTH + 70;
  const x = (fraction: number) => LABEL_WIDTH + fraction * PLOT_WIDTH;
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (t) =>
        `<line x1="${x(t)}" x2="${x(t)}" y1="${TOP - 6}" y2="${height - 8}" stroke="#d9dee7"/><text x="${x(t)}" y="${TOP - 10}" text-anchor="middle">${formatPercent(t, 0)}</text>`,
    )
    .join('');
  const bars = targets
    .map((t, i) => {
      const y = TOP + i * ROW_HEIGHT;
      const label = `<text x="${LABEL_WIDTH - 8}" y="${y + 17}" text-anchor="end"><title>${escapeHtml(t.id)}</title>${escapeHtml(clip(t.id))}</text>`;
      if (t.accuracy === null) return `${label}<text x="${x(0) + 4}" y="${y + 17}" font-style="italic">Unknown</text>`;
      const colour = COLOURS[i % COLOURS.length]!;
      const whisker = t.accuracy_ci95
        ? `<line x1="${x(t.accuracy_ci95[0])}" x2="${x(t.accuracy_ci95[1])}" y1="${y + 12}" y2="${y + 12}" stroke="#1d2433" stroke-width="1.5"/>`
        : '';
      return `${label}<rect x="${x(0)}" y="${y + 4}" width="${Math.max(1, t.accuracy * PLOT_WIDTH)}" height="16" fill="${colour}" opacity="0.85"/>${whisker}<text x="${x(1) + 6}" y="${y + 17}">${formatPercent(t.accuracy)}</text>`;
    })
    .join('');
  return `<svg role="img" aria-label="Accuracy per target with its Wilson 95% interval" viewBox="0 0 ${width} ${height}" width="100%" style="max-width:${width}px">${ticks}${bars}</svg>`;
}
