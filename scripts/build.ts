// `npm run build:server`: compiles src/ into dist/ (tsconfig.build.json), copies the files the
// compiled code reads beside it (migrations, trusted-document manifests: every file under src/
// that is not TypeScript) and records the digests of the sources it was built from
// (docs/packaging.md). dist/ is emptied first, so a deleted source leaves nothing behind.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_DIGESTS_FILE } from '../src/config/own-code.ts';
import { sourceDigests } from './source-digests.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SRC = join(ROOT, 'src');
const DIST = join(ROOT, 'dist');
const require = createRequire(import.meta.url);

// `--no-type-check`: emit only, for a caller that has just type-checked (docs/packaging.md).
const typeCheck = !process.argv.slice(2).includes('--no-type-check');

rmSync(DIST, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', ...(typeCheck ? [] : ['--noCheck'])], {
  cwd: ROOT,
  stdio: 'inherit',
});

let copied = 0;
for (const path of readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
  if (path.endsWith('.ts') || !statSync(join(SRC, path)).isFile()) continue;
  cpSync(join(SRC, path), join(DIST, path));
  copied += 1;
}

const digests = sourceDigests(ROOT);
writeFileSync(join(DIST, SOURCE_DIGESTS_FILE), `${JSON.stringify(digests, null, 2)}\n`);
console.log(`build: src/ compiled into dist/ with ${copied} other files; report code version ${digests.reportCodeVersion}`);
