// The HTML report against every fixture report: each figure it shows is the document's value in
// the shared formats, the document is embedded unchanged, values are escaped, and nothing is
// loaded from outside the file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportDocument } from '../../src/domain/report/document.ts';
import { EMBEDDED_DOCUMENT_ID, renderReportHtml } from '../../src/report-html/render-report.ts';
import { expectedText } from '../helpers/report-html-figures.ts';

const ROOT = join(import.meta.dirname, '../fixtures/srbench');

function fixtureDocuments(): [string, ReportDocument][] {
  const out: [string, ReportDocument][] = [];
  for (const scenario of readdirSync(ROOT).sort()) {
    const folder = join(ROOT, scenario);
    if (!existsSync(join(folder, 'journal.sqlite3'))) continue;
    for (const file of readdirSync(folder).sort()) {
      if (!/^report-run-[0-9a-f]{20}(\.\w+)?\.json$/.test(file)) continue;
      // A fixture report is an sr-bench 1.0 report document.
      out.push([`${scenario}/${file}`, JSON.parse(readFileSync(join(folder, file), 'utf8')) as ReportDocument]);
    }
  }
  return out;
}

const documents = fixtureDocuments();

describe('renderReportHtml', () => {
  it('finds the fixture reports', () => {
    expect(documents.length).toBeGreaterThanOrEqual(31);
  });

  it.each(documents)('%s: every figure is the document value, and the document is embedded', (_name, document) => {
    const html = renderReportHtml({ document, runName: 'Fixture run' });
    const cells = [...html.matchAll(/data-field="([^"]+)"[^>]*>(.*?)<\/(?:td|dd|code)>/gs)];
    // Every target row shows its figures (14 per target at least), plus the headline.
    expect(cells.length).toBeGreaterThanOrEqual(6 + 14 * document.summary.targets.length);
    for (const [, path, shown] of cells) {
      const text = shown!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
      expect({ path, text }).toEqual({ path, text: expectedText(document, path!) });
    }
    const embedded = new RegExp(`<script type="application/json" id="${EMBEDDED_DOCUMENT_ID}">(.*?)</script>`, 's').exec(html);
    expect(JSON.parse(embedded![1]!)).toEqual(document);
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")|<link\b|\bsrc=|@import|url\(|https?:\/\//);
  });

  it('escapes every value it shows and keeps the embedded JSON inside its element', () => {
    const [, base] = documents[0]!;
    const hostile = '</script><script>alert(1)</script><b onmouseover="x">&';
    const document: ReportDocument = {
      ...base,
      limitations: [...base.limitations, hostile],
      summary: { ...base.summary, targets: base.summary.targets.map((t, i) => (i === 0 ? { ...t, id: hostile } : t)) },
    };
    const html = renderReportHtml({ document, runName: hostile });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b onmouseover');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onmouseover=&quot;x&quot;&gt;&amp;');
    const embedded = new RegExp(`id="${EMBEDDED_DOCUMENT_ID}">(.*?)</script>`, 's').exec(html);
    expect(JSON.parse(embedded![1]!)).toEqual(document);
  });

  it('says once why no target has an sr-bench score', () => {
    const [, document] = documents.find(
      ([, d]) => d.summary.targets.length > 1 && d.summary.targets.every((t) => t.sr_bench_score === null && !t.score_scope.startsWith('full')),
    )!;
    const html = renderReportHtml({ document, runName: null });
    expect(html).toContain(
      '<p class="muted small" id="score-note">sr-bench score unknown: the plan covers a subset of the nine sr-bench 1.0 benchmarks; macro accuracy is shown instead.</p>',
    );
  });

  it('gives the same bytes for the same document', () => {
    const [, document] = documents[0]!;
    expect(renderReportHtml({ document, runName: 'x' })).toBe(renderReportHtml({ document, runName: 'x' }));
  });
});
