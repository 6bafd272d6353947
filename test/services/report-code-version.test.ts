// The report code version as the build records it (dist/source-digests.json, read back the way
// the compiled package reads it) equals the one the server computes running from source, and it
// changes with the code that builds reports, and only with it. test/package/ checks the version
// an installed package reports too.
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceDigests } from '../../scripts/source-digests.ts';
import { builtSourceDigests } from '../../src/config/own-code.ts';
import { computeReportCodeVersion, reportCodeVersion } from '../../src/services/report-code-version.ts';
import { sourceFileDigests } from '../../src/services/runner-provenance.ts';

const ROOT = join(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'srb-code-version-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the report code version', () => {
  it('is the same recorded by the build as computed from the sources', () => {
    const file = join(work, 'source-digests.json');
    writeFileSync(file, JSON.stringify(sourceDigests(ROOT)));
    const recorded = builtSourceDigests(file);
    expect(recorded.reportCodeVersion).toBe(reportCodeVersion());
    expect(recorded.reportCodeVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(recorded.sourceFiles).toEqual(sourceFileDigests(ROOT));
  });

  it('changes with the code that builds reports, and not with other code', () => {
    const copy = join(work, 'copy');
    cpSync(join(ROOT, 'src'), join(copy, 'src'), { recursive: true });
    const before = computeReportCodeVersion(join(copy, 'src'));
    expect(before).toBe(reportCodeVersion());
    appendFileSync(join(copy, 'src/cli/main.ts'), '\n// not report code\n');
    expect(computeReportCodeVersion(join(copy, 'src'))).toBe(before);
    appendFileSync(join(copy, 'src/domain/errors.ts'), '\n// report code\n');
    expect(computeReportCodeVersion(join(copy, 'src'))).not.toBe(before);
  });

  it('is refused, not guessed, when a build has no digests', () => {
    expect(() => builtSourceDigests(join(work, 'missing.json'))).toThrow(/npm run build/);
    writeFileSync(join(work, 'empty.json'), '{}');
    expect(() => builtSourceDigests(join(work, 'empty.json'))).toThrow(/npm run build/);
  });
});
