/** The local harness of each harness benchmark. */
import type { LocalHarness } from './harness-types.ts';

const HARNESSES: ReadonlyMap<string, LocalHarness> = new Map<string, LocalHarness>([]);

export function localHarnessFor(benchmark: string): LocalHarness | null {
  return HARNESSES.get(benchmark) ?? null;
}
