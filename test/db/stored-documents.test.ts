// Every document the fixture journals hold parses with its stored-document schema: imported
// history must read exactly as the server's own writes do.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountingCorrectionDocument } from '../../src/db/documents/accounting-correction.ts';
import { callSummaryDocument } from '../../src/db/documents/call-summary.ts';
import { frozenManifestDocument } from '../../src/db/documents/frozen-manifest.ts';
import { manifestSummaryDocument } from '../../src/db/documents/manifest-summary.ts';
import { DocumentFormatError, parseDocument, storedDocument } from '../../src/db/documents/parse.ts';
import { provenanceDocument } from '../../src/db/documents/provenance.ts';
import { resultDataDocument } from '../../src/db/documents/result-data.ts';
import { runEventDataDocument } from '../../src/db/documents/run-event-data.ts';
import { callSummary } from '../../src/domain/accounting/call-summary.ts';
import { PyFloat } from '../../src/domain/hashing/json-lexeme.ts';
import { listProjection } from '../../src/domain/run/manifest-projection.ts';
import { Journal, locateJournal } from '../../src/import/journal.ts';

const FIXTURES = 'test/fixtures/srbench';

function journals(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return journals(path);
    return name.endsWith('.sqlite3') ? [path] : [];
  });
}

const json = (text: string): unknown => JSON.parse(text);

describe.each(journals(FIXTURES))('%s', (path) => {
  it('every stored document parses with its schema, unchanged', () => {
    const journal = new Journal(locateJournal(path));
    try {
      let documents = 0;
      const check = <T>(schema: z.ZodType<T>, value: unknown, what: string) => {
        expect(parseDocument(schema, value, what)).toBe(value);
        documents += 1;
      };
      for (const run of journal.runs()) {
        const manifest = json(run.manifest);
        check(frozenManifestDocument, manifest, `manifest of ${run.id}`);
        if (typeof manifest === 'object' && manifest !== null) check(manifestSummaryDocument, listProjection({ ...manifest }), `summary of ${run.id}`);
      }
      for (const r of journal.results()) check(resultDataDocument, json(r.data), `result ${r.run_id}/${r.case_id}/${r.target_id}`);
      for (const c of journal.calls()) {
        const data = json(c.data);
        if (typeof data === 'object' && data !== null) check(callSummaryDocument, callSummary(data), `call ${c.id}`);
      }
      for (const e of journal.events()) check(runEventDataDocument, json(e.data), `event ${e.seq}`);
      for (const p of journal.provenance()) check(provenanceDocument, json(p.data), `provenance of ${p.run_id}`);
      for (const a of journal.corrections()) check(accountingCorrectionDocument, json(a.data), `correction ${a.id}`);
      expect(documents).toBeGreaterThan(0);
    } finally {
      journal.close();
    }
  });
});

describe('document checks', () => {
  it('keep the document as written, key order included', () => {
    const value = { status: 'completed', target_id: 't', case_id: 'c', zeta: 1, alpha: { b: 1, a: 2 } };
    expect(Object.keys(parseDocument(resultDataDocument, value, 'result'))).toEqual(['status', 'target_id', 'case_id', 'zeta', 'alpha']);
  });

  it('store what JSON text keeps: undefined members dropped, number wrappers as numbers', () => {
    const stored = storedDocument(resultDataDocument, { case_id: 'c', target_id: 't', status: 'completed', score: new PyFloat(1), gone: undefined }, 'result');
    expect(stored).toEqual({ case_id: 'c', target_id: 't', status: 'completed', score: 1 });
    expect(Object.hasOwn(stored, 'gone')).toBe(false);
  });

  it('refuse a document without its required fields, naming it', () => {
    expect(() => parseDocument(resultDataDocument, { case_id: 'c', status: 'completed' }, 'Result c/t')).toThrow(DocumentFormatError);
    expect(() => parseDocument(resultDataDocument, { case_id: 'c', status: 'completed' }, 'Result c/t')).toThrow(
      /^Result c\/t does not have its stored format at target_id/,
    );
  });
});
