// The local Hub serving the preparation fixtures at the pinned revisions
// (src/domain/preparation/upstream-sources.ts): MMLU-Pro's Parquet file, open, and GPQA Diamond's
// CSV, gated behind FIXTURE_HUB_TOKEN. Servers under test point HF_ENDPOINT at it, so preparing
// "from the pinned source" never leaves the machine.
import { readFileSync } from 'node:fs';
import { UPSTREAM_SOURCES, type HubSource } from '../../src/domain/preparation/upstream-sources.ts';
import { startLocalHub, type LocalHub } from './local-hub.ts';

export const FIXTURE_HUB_TOKEN = 'hf_localtesttoken0123456789';

const FIXTURES = new URL('../fixtures/preparation/', import.meta.url);

function hubSource(benchmark: string): HubSource {
  const source = UPSTREAM_SOURCES[benchmark];
  if (source?.kind !== 'hub') throw new Error(`${benchmark} has no pinned Hub source`);
  return source;
}

export const MMLU_PRO = hubSource('mmlu-pro');
export const GPQA_DIAMOND = hubSource('gpqa-diamond');
/** The one file of each, as the Hub names it. */
export const MMLU_PRO_FILE = MMLU_PRO.files[0] ?? '';
export const GPQA_DIAMOND_FILE = GPQA_DIAMOND.files[0] ?? '';
export const MMLU_PRO_BYTES = readFileSync(new URL('mmlu-pro/sources/test-00000-of-00001.parquet', FIXTURES));
export const GPQA_DIAMOND_BYTES = readFileSync(new URL('gpqa-diamond/sources/gpqa_diamond.csv', FIXTURES));

export function startFixtureHub(): Promise<LocalHub> {
  return startLocalHub({
    files: [
      { repo: MMLU_PRO.repo, revision: MMLU_PRO.revision, path: MMLU_PRO_FILE, bytes: MMLU_PRO_BYTES },
      { repo: GPQA_DIAMOND.repo, revision: GPQA_DIAMOND.revision, path: GPQA_DIAMOND_FILE, bytes: GPQA_DIAMOND_BYTES },
    ],
    gated: new Map([[GPQA_DIAMOND.repo, FIXTURE_HUB_TOKEN]]),
  });
}
