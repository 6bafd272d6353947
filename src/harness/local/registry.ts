/** The local harness of each harness benchmark. */
import type { LocalHarness } from './harness-types.ts';
import { liveCodeBenchHarness } from './livecodebench.ts';
import { sciCodeHarness } from './scicode.ts';
import { tau3Harness } from './tau3.ts';
import { terminalBenchHarness } from './terminal-bench.ts';

const HARNESSES: ReadonlyMap<string, LocalHarness> = new Map<string, LocalHarness>([
  ['livecodebench', liveCodeBenchHarness],
  ['scicode', sciCodeHarness],
  ['tau3', tau3Harness],
  ['terminal-bench-2.1', terminalBenchHarness],
]);

export function localHarnessFor(benchmark: string): LocalHarness | null {
  return HARNESSES.get(benchmark) ?? null;
}
