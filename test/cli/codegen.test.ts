// The CLI's typed documents (src/cli/gql/, generated from schema.graphql by codegen.ts) are
// committed; `tsc` checks the CLI against them. This test runs graphql-codegen with the same
// config into a temp folder and fails when the committed folder differs, so a schema change that
// breaks a CLI document (a renamed or removed field) fails the tests until `npm run codegen` is
// rerun, and after that `tsc` fails on the CLI code that reads the old field. The rename test
// shows the first step on a copy of the schema: codegen itself refuses the CLI's documents.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const CODEGEN = join(ROOT, 'node_modules/@graphql-codegen/cli/cjs/bin.js');

// Under NODE_ENV=test (set by vitest) codegen prints no error details; run it as a developer would.
const CODEGEN_ENV = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));

/** Runs graphql-codegen with the project's config, but `schema` and the output folder (of the `target` output) swapped. */
async function codegenInto(dir: string, schemaPath: string, target = './src/cli/gql/'): Promise<{ ok: boolean; output: string }> {
  const out = join(dir, 'out/');
  writeFileSync(
    join(dir, 'codegen.ts'),
    `import config from ${JSON.stringify(join(ROOT, 'codegen.ts'))};\n` +
      `export default { ...config, schema: ${JSON.stringify(schemaPath)}, generates: { ${JSON.stringify(out)}: config.generates[${JSON.stringify(target)}] } };\n`,
  );
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CODEGEN, '--config', join(dir, 'codegen.ts')], {
      cwd: ROOT,
      timeout: 80_000,
      env: CODEGEN_ENV,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}${failed.message}` };
  }
}

describe('CLI typed documents', () => {
  it('renaming a field the CLI reads in schema.graphql makes the CLI build fail', { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'srb-codegen-rename-'));
    try {
      // Run.planSha256 → Run.planDigest: the CLI's RunRecord document reads planSha256.
      const schema = readFileSync(join(ROOT, 'schema.graphql'), 'utf8');
      const runType = /^type Run implements Node \{[\s\S]*?^\}/m.exec(schema);
      expect(runType, 'schema.graphql has type Run').not.toBeNull();
      const renamed = runType![0].replace(/^(\s+)planSha256:/m, '$1planDigest:');
      expect(renamed).not.toBe(runType![0]);
      const schemaPath = join(dir, 'schema.graphql');
      writeFileSync(schemaPath, schema.replace(runType![0], renamed));
      const result = await codegenInto(dir, schemaPath);
      expect(result.ok).toBe(false);
      expect(result.output, result.output).toMatch(/Cannot query field "planSha256" on type "Run"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The dashboard's and the tests' typed documents are generated the same way and committed too.
  for (const folder of ['src/cli/gql', 'web/src/gql', 'test/gql']) {
    it(`${folder} equals a fresh codegen run against schema.graphql`, { timeout: 90_000 }, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'srb-codegen-'));
      try {
        const result = await codegenInto(dir, join(ROOT, 'schema.graphql'), `./${folder}/`);
        expect(result.ok, result.output).toBe(true);
        const out = join(dir, 'out');
        const committed = join(ROOT, folder);
        const fresh = readdirSync(out).sort();
        expect(fresh.length).toBeGreaterThan(0);
        expect(readdirSync(committed).sort()).toEqual(fresh);
        for (const name of fresh) {
          expect(readFileSync(join(committed, name), 'utf8'), `${folder}/${name} is stale: run npm run codegen`).toBe(readFileSync(join(out, name), 'utf8'));
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
