/**
 * The project's own harness worker (docs/harness.md): `main.ts REQUEST RESULT`. Reads the
 * request file, runs the case's benchmark through the bridge, writes the graded outcome to the
 * result file (whole or not at all) and exits 0; any failure exits non-zero with no result.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { HarnessRequest } from '../../domain/harness/protocol.ts';
import { bridgeFromEnv } from './bridge-client.ts';
import { localHarnessFor } from './registry.ts';

async function main(argv: readonly string[]): Promise<void> {
  const [requestPath, resultPath] = argv;
  if (!requestPath || !resultPath) throw new Error('usage: main.ts REQUEST RESULT');
  // The server wrote this file from the protocol's request shape.
  const request = JSON.parse(await readFile(requestPath, 'utf8')) as HarnessRequest;
  const benchmark = String(request.case['benchmark']);
  const harness = localHarnessFor(benchmark);
  if (!harness) throw new Error(`No local harness for ${benchmark}`);
  const io = { log: (line: string) => process.stdout.write(`${line}\n`), env: process.env };
  const result = await harness(request, bridgeFromEnv(process.env), io);
  const partial = `${resultPath}.partial`;
  await writeFile(partial, `${JSON.stringify(result)}\n`, { mode: 0o600 });
  await rename(partial, resultPath);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
