/** The server's data directory (`SR_BENCH_DATA_DIR`, default `./.sr-bench`): sources, download cache, checkouts and harness artifacts live under it. */
import { resolve } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

export function dataDirectory(env: Env = process.env): string {
  return resolve(env['SR_BENCH_DATA_DIR'] || './.sr-bench');
}
