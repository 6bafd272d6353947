// Combining prepared datasets of distinct benchmarks into one bundle (docs/preparation.md
// "Composed datasets"): unlike a composition, the members' rows keep their order, member after
// member, and each benchmark must come from exactly one member. Provenance is merged as frozen.
import { isJsonObject } from '../accounting/json-values.ts';
import { canonical } from '../hashing/canonical.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import type { PyJsonObject } from '../hashing/json-lexeme.ts';
import type { Artifact } from './artifact.ts';
import { CompositionError, freezeComposition, preparationEntry, type CompositionInput } from './composition.ts';

// The reference preparation's messages (the preparation vectors check them).
export const DUPLICATE_BENCHMARK = 'Duplicate benchmark in dataset bundle';
export const ONE_PROFILE_AND_SEED = 'Combining datasets requires one profile and seed';
export const NO_MEMBERS = 'Combining datasets needs at least one dataset';

/** The bundle of `members`, in their order. Throws `CompositionError`. */
export function combineDatasets(members: readonly CompositionInput[]): Artifact {
  const first = members[0];
  if (first === undefined) throw new CompositionError(NO_MEMBERS);
  const same = (key: string) => members.every((member) => canonical(member.manifest[key] ?? null) === canonical(first.manifest[key] ?? null));
  if (!same('profile') || !same('seed')) throw new CompositionError(ONE_PROFILE_AND_SEED);

  const sources: Record<string, unknown> = {};
  const preparation: PyJsonObject = {};
  for (const member of members) {
    const memberSources = isJsonObject(member.manifest['sources']) ? member.manifest['sources'] : {};
    for (const benchmark of [...new Set(member.cases.map((row) => row.benchmark))].sort(compareCodePoints)) {
      if (Object.hasOwn(sources, benchmark)) throw new CompositionError(DUPLICATE_BENCHMARK);
      sources[benchmark] = Object.hasOwn(memberSources, benchmark) ? memberSources[benchmark] : null;
      const entry = preparationEntry(member.manifest, benchmark);
      // Copied as frozen: the entry is whatever the member's manifest recorded for the family.
      if (entry !== undefined) preparation[benchmark] = entry as PyJsonObject;
    }
  }
  return freezeComposition({
    rows: members.flatMap((member) => member.cases),
    sources,
    preparation,
    profile: first.manifest['profile'],
    seed: first.manifest['seed'],
    split: first.manifest['split'],
    customSubset: members.some((member) => member.manifest['custom_subset'] === true),
    provenanceSelection: members.some((member) => member.manifest['selection'] === 'stratified-hash-provenance-v1'),
  });
}
