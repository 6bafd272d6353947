// The CLI's typed documents (src/cli/gql/, generated from schema.graphql by codegen.ts) are
// committed; `tsc` checks the CLI against them. This test runs graphql-codegen with the same
// config into a temp folder and fails when the committed folder differs, so a schema change that
// breaks a CLI document (a renamed or removed field) fails the tests until `npm run codegen` is
// rerun, and after that `tsc` fails on the CLI code that reads the old field.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const COMMITTED = join(ROOT, 'src/cli/gql');
const CODEGEN = join(ROOT, 'node_modules/@graphql-codegen/cli/cjs/bin.js');

describe('CLI typed documents', () => {
  it('src/cli/gql equals a fresh codegen run against schema.graphql', { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'srb-codegen-'));
    try {
      const out = join(dir, 'out/');
      writeFileSync(
        join(dir, 'codegen.ts'),
        `import config from ${JSON.stringify(join(ROOT, 'codegen.ts'))};\n` +
          `export default { ...config, generates: { ${JSON.stringify(out)}: config.generates['./src/cli/gql/'] } };\n`,
      );
      await promisify(execFile)(process.execPath, [CODEGEN, '--config', join(dir, 'codegen.ts'), '--silent'], { cwd: ROOT, timeout: 80_000 });
      const fresh = readdirSync(out).sort();
      expect(fresh.length).toBeGreaterThan(0);
      expect(readdirSync(COMMITTED).sort()).toEqual(fresh);
      for (const name of fresh) {
        expect(readFileSync(join(COMMITTED, name), 'utf8'), `src/cli/gql/${name} is stale: run npm run codegen`).toBe(readFileSync(join(out, name), 'utf8'));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
