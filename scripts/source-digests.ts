// What the build records about the sources it compiles (dist/source-digests.json), computed by the
// same functions the server uses when it runs from source, so both give the same values for the
// same sources (test/services/report-code-version.test.ts checks it).
import { join } from 'node:path';
import type { SourceDigests } from '../src/config/own-code.ts';
import { computeReportCodeVersion } from '../src/services/report-code-version.ts';
import { sourceFileDigests } from '../src/services/runner-provenance.ts';

/** The digests of the sources under `root`/src. */
export function sourceDigests(root: string): SourceDigests {
  return { reportCodeVersion: computeReportCodeVersion(join(root, 'src')), sourceFiles: sourceFileDigests(root) };
}
