/** The local harness of each harness benchmark. */
import type { LocalHarness } from './harness-types.ts';
import { liveCodeBenchHarness } from './livecodebench.ts';
import { sciCodeHarness } from './scicode.ts';

const HARNESSES: ReadonlyMap<string, LocalHarness> = new Map<string, LocalHarness>([
  ['livecodebench', liveCodeBenchHarness],
  ['scicode', sciCodeHarness],
]);

export function localHarnessFor(benchmark: string): LocalHarness | null {
  return HARNESSES.get(benchmark) ?? null;
}
