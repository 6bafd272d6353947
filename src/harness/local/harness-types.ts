/** What one benchmark's local harness is given and returns (docs/harness.md). */
import type { HarnessRequest, HarnessResult } from '../../domain/harness/protocol.ts';
import type { Bridge } from './bridge-client.ts';

export interface HarnessIo {
  /** Progress lines for `harness.log` (stdout of the harness process). */
  log(line: string): void;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export type LocalHarness = (request: HarnessRequest, bridge: Bridge, io: HarnessIo) => Promise<HarnessResult>;
