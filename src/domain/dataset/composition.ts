// Composing prepared datasets without resampling (docs/preparation.md "Composed
// datasets"): the requested benchmarks' frozen rows are taken as they are from 1..32
// datasets that share profile, seed and split. The rule is pure; the server's database
// (services/dataset-composition.ts) and a file store (preparation/composition-files.ts) load the
// inputs and store the result.
import { isJsonObject } from '../accounting/json-values.ts';
import { isProfileId } from '../catalog/profiles.ts';
import { canonical } from '../hashing/canonical.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import type { PyJsonObject } from '../hashing/json-lexeme.ts';
import { DomainError } from '../errors.ts';
import { buildArtifact, DatasetArtifactError, type Artifact, type DatasetCase, type DatasetSource } from './artifact.ts';

export const MAX_COMPOSE_INPUTS = 32;

// Messages a client sees: the first is the product's exact text, the second the reference
// preparation's (the preparation vectors check it).
export const CONFLICTING_SELECTIONS = 'conflicting benchmark selections';
export const SHARED_SETTINGS = 'Composing datasets requires the same profile, seed, and split';
export const INPUT_COUNT = `composeDataset needs 1 to ${MAX_COMPOSE_INPUTS} dataset ids`;
export const BENCHMARKS_REQUIRED = 'composeDataset needs at least one benchmark';
export const BENCHMARKS_DISTINCT = 'benchmarks to compose must be distinct';
export const DUPLICATE_CASE_IDS = 'composed dataset would contain duplicate case ids';
export const missingBenchmark = (benchmark: string) => `requested benchmark is not in the selected datasets: ${benchmark}`;

/** An expected composition failure; the message is the one a client sees, and nothing was sent. */
export class CompositionError extends DomainError {
  override readonly name = 'CompositionError';
  constructor(message: string) {
    super('BAD_USER_INPUT', message, { modelRequests: 0 });
  }
}

/** A stored dataset, parsed: its manifest and its rows (lexeme-preserving, so bytes re-hash equal). */
export interface CompositionInput {
  readonly id: string;
  readonly manifest: Readonly<Record<string, unknown>>;
  readonly cases: readonly DatasetCase[];
}

export type CompositionPlan = { readonly kind: 'reuse'; readonly datasetId: string } | { readonly kind: 'build'; readonly artifact: Artifact };

interface BenchmarkGroup {
  rows: DatasetCase[];
  rowsText: string;
  source: unknown;
  sourceText: string;
  preparation: unknown;
  customSubset: boolean;
  provenanceSelection: boolean;
}

const sameSetting = (values: unknown[]): boolean => values.every((v) => canonical(v ?? null) === canonical(values[0] ?? null));

/** `preparation` entries of one family: an object keyed by family, or a list of entries naming it. */
export function preparationEntry(manifest: Readonly<Record<string, unknown>>, benchmark: string): unknown {
  const preparation = manifest['preparation'];
  if (isJsonObject(preparation)) return Object.hasOwn(preparation, benchmark) ? preparation[benchmark] : undefined;
  if (Array.isArray(preparation)) {
    return preparation.find((entry) => isJsonObject(entry) && (entry['family'] ?? entry['benchmark']) === benchmark);
  }
  return undefined;
}

/**
 * Decides a composition. Checks in this order: shared profile, seed and split;
 * per benchmark rows sorted by id, identical rows, source and preparation wherever a benchmark
 * appears twice; every requested benchmark present; no duplicate case ids. An input holding
 * exactly the requested benchmarks is reused as it is. Throws `CompositionError`.
 */
export function planComposition(inputs: readonly CompositionInput[], requested: readonly string[]): CompositionPlan {
  if (inputs.length < 1 || inputs.length > MAX_COMPOSE_INPUTS) throw new CompositionError(INPUT_COUNT);
  if (requested.length === 0) throw new CompositionError(BENCHMARKS_REQUIRED);
  if (new Set(requested).size !== requested.length) throw new CompositionError(BENCHMARKS_DISTINCT);
  const manifests = inputs.map((input) => input.manifest);
  for (const key of ['profile', 'seed', 'split'] as const) {
    if (!sameSetting(manifests.map((m) => m[key]))) throw new CompositionError(SHARED_SETTINGS);
  }

  // In the order the benchmarks first appear among the inputs.
  const groups = new Map<string, BenchmarkGroup>();
  for (const input of inputs) {
    const byBenchmark = new Map<string, DatasetCase[]>();
    for (const row of input.cases) byBenchmark.set(row.benchmark, [...(byBenchmark.get(row.benchmark) ?? []), row]);
    const sources = isJsonObject(input.manifest['sources']) ? input.manifest['sources'] : {};
    for (const [benchmark, rows] of byBenchmark) {
      rows.sort((a, b) => compareCodePoints(a.id, b.id));
      const source = Object.hasOwn(sources, benchmark) ? sources[benchmark] : null;
      const group: BenchmarkGroup = {
        rows,
        rowsText: rows.map((row) => canonical(row)).join('\n'),
        source,
        sourceText: canonical(source ?? null),
        preparation: preparationEntry(input.manifest, benchmark),
        customSubset: input.manifest['custom_subset'] === true,
        provenanceSelection: input.manifest['selection'] === 'stratified-hash-provenance-v1',
      };
      const seen = groups.get(benchmark);
      if (seen === undefined) groups.set(benchmark, group);
      else if (seen.rowsText !== group.rowsText || seen.sourceText !== group.sourceText) throw new CompositionError(CONFLICTING_SELECTIONS);
      else if (canonical(seen.preparation ?? null) !== canonical(group.preparation ?? null)) throw new CompositionError(CONFLICTING_SELECTIONS);
    }
  }

  for (const benchmark of requested) if (!groups.has(benchmark)) throw new CompositionError(missingBenchmark(benchmark));
  const ordered = [...requested].sort(compareCodePoints);
  const ids = new Set<string>();
  for (const benchmark of ordered) {
    for (const row of groups.get(benchmark)!.rows) {
      if (ids.has(row.id)) throw new CompositionError(DUPLICATE_CASE_IDS);
      ids.add(row.id);
    }
  }

  const wanted = canonical(ordered);
  const exact = inputs.find((input) => canonical([...new Set(input.cases.map((c) => c.benchmark))].sort(compareCodePoints)) === wanted);
  if (exact !== undefined) return { kind: 'reuse', datasetId: exact.id };

  const chosen = ordered.map((benchmark) => [benchmark, groups.get(benchmark)!] as const);
  const sources: Record<string, unknown> = {};
  for (const [benchmark, group] of chosen) sources[benchmark] = group.source;
  // Sources follow the sorted benchmarks, preparation entries the inputs (the reference's manifests do).
  const preparation: PyJsonObject = {};
  for (const [benchmark, group] of groups) {
    // Copied as frozen: the entry is whatever the input's manifest recorded for the family.
    if (requested.includes(benchmark) && group.preparation !== undefined) preparation[benchmark] = group.preparation as PyJsonObject;
  }
  const first = manifests[0]!;
  return {
    kind: 'build',
    artifact: freezeComposition({
      rows: chosen.flatMap(([, group]) => group.rows),
      sources,
      preparation,
      profile: first['profile'],
      seed: first['seed'],
      split: first['split'],
      customSubset: chosen.some(([, group]) => group.customSubset),
      provenanceSelection: chosen.some(([, group]) => group.provenanceSelection),
    }),
  };
}

/** What a composed (or combined) dataset is frozen from: frozen rows and provenance taken as they are. */
export interface ComposedParts {
  /** In the order they are written. */
  readonly rows: readonly DatasetCase[];
  /** Per benchmark, in the manifest's order. */
  readonly sources: Readonly<Record<string, unknown>>;
  /** Per benchmark that has an entry, in the manifest's order; empty when none has. */
  readonly preparation: PyJsonObject;
  readonly profile: unknown;
  readonly seed: unknown;
  readonly split: unknown;
  readonly customSubset: boolean;
  /** Some part was selected with frozen exclusions. */
  readonly provenanceSelection: boolean;
}

/**
 * Freezes composed parts: a custom subset when any part is, the provenance
 * selection when a part has a preparation entry and was selected that way. Throws `CompositionError`.
 */
export function freezeComposition(parts: ComposedParts): Artifact {
  const { profile, seed, split } = parts;
  if (!isProfileId(profile) || typeof seed !== 'number') throw new CompositionError(SHARED_SETTINGS);
  const sources: Record<string, DatasetSource> = {};
  for (const [benchmark, source] of Object.entries(parts.sources)) {
    if (!isJsonObject(source)) throw new CompositionError(`dataset sources must name every composed benchmark: ${benchmark}`);
    // Provenance is copied as frozen, not re-derived: its fields are whatever the input recorded.
    sources[benchmark] = source as unknown as DatasetSource;
  }
  const provenance = Object.keys(parts.preparation).length > 0;
  try {
    return buildArtifact(parts.rows, {
      profile,
      seed,
      sources,
      custom_subset: parts.customSubset,
      selection: provenance && parts.provenanceSelection ? 'stratified-hash-provenance-v1' : 'stratified-hash-v1',
      ...(provenance ? { preparation: parts.preparation } : {}),
      ...(split === 'dev' || split === 'holdout' ? { split } : {}),
    });
  } catch (error) {
    if (error instanceof DatasetArtifactError) throw new CompositionError(error.message);
    throw error;
  }
}
