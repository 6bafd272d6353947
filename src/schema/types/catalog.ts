// Query.catalog: the nine benchmarks with weights and sizes, and the profiles (docs/datasets.md "Benchmarks and profiles").
import { BENCHMARKS, PROFILE_SIZES, profileTotal, type BuiltInBenchmark, type ProfileId } from '../../domain/catalog/benchmarks.ts';
import { PROJECT_EXTENSIONS } from '../../domain/catalog/extensions.ts';
import { PROFILES, type Profile } from '../../domain/catalog/profiles.ts';
import { builder } from '../builder.ts';
import { BenchmarkKindEnum, ProfileEnum, RunModeEnum, SplitEnum } from './enums.ts';

const ProfileSizesRef = builder.objectRef<Readonly<Record<ProfileId, number>>>('ProfileSizes');
ProfileSizesRef.implement({
  description: 'Cases per target in each profile.',
  fields: (t) => ({
    smoke: t.int({ description: 'Cases in the smoke profile (a subset of quick).', resolve: (s) => s.smoke }),
    quick: t.int({ description: 'Cases in the quick profile.', resolve: (s) => s.quick }),
    standard: t.int({ description: 'Cases in the standard (holdout) profile, disjoint from quick.', resolve: (s) => s.standard }),
  }),
});

const BenchmarkRef = builder.objectRef<BuiltInBenchmark>('Benchmark');
BenchmarkRef.implement({
  description: 'A benchmark this server can plan and grade: one of the nine sr-bench 1.0 benchmarks or an extension.',
  fields: (t) => ({
    benchmarkId: t.exposeString('id', { description: 'The benchmark id that datasets, plans and reports name it by (e.g. `mmlu-pro`).' }),
    title: t.exposeString('title', { description: 'Display title, e.g. "GPQA Diamond".' }),
    kind: t.field({
      type: BenchmarkKindEnum,
      description: 'How answers are graded: MULTIPLE_CHOICE, JUDGE (a judge model compares with the reference), CODE, AGENT or GRID.',
      resolve: (b) => b.kind,
    }),
    weight: t.exposeFloat('weight', {
      description: 'Weight in the weighted macro accuracy: the fixed sr-bench 1.0 weight for the nine, a diagnostic weight for extensions.',
    }),
    extension: t.boolean({
      description: 'An extension of this project, not one of the nine sr-bench 1.0 benchmarks; it never counts towards the sr-bench score.',
      resolve: (b) => !BENCHMARKS.some((builtIn) => builtIn.id === b.id),
    }),
    sourceUrl: t.exposeString('sourceUrl', { description: 'Where the benchmark’s questions come from (a URL, or a URN for a built-in extension).' }),
    adapterVersion: t.exposeString('adapterVersion', { description: 'The version of the grading adapter frozen into plans, e.g. `sr-bench-1.0`.' }),
    sizes: t.field({
      type: ProfileSizesRef,
      nullable: true,
      description: 'Null for extensions (no profile sizes).',
      resolve: (b) => PROFILE_SIZES[b.id] ?? null,
    }),
  }),
});

const ProfileRef = builder.objectRef<Profile>('Profile');
ProfileRef.implement({
  description: 'A fixed case selection per benchmark: `smoke` and `quick` for development, `standard` for holdout evaluation.',
  fields: (t) => ({
    // PROFILES holds exactly the three profile ids, typed as plain strings.
    profileId: t.field({
      type: ProfileEnum,
      description: 'The profile id that plans name it by: SMOKE, QUICK or STANDARD.',
      resolve: (p) => p.id as ProfileId,
    }),
    split: t.field({ type: SplitEnum, description: 'DEV (smoke, quick) or HOLDOUT (standard).', resolve: (p) => p.split }),
    purpose: t.exposeString('purpose', { description: 'What the profile is for, e.g. "Frozen holdout evaluation".' }),
    caseCount: t.int({ description: 'Cases per target over all nine benchmarks.', resolve: (p) => profileTotal(p.id as ProfileId) }),
  }),
});

const CatalogRef = builder.objectRef<object>('Catalog');
CatalogRef.implement({
  description: 'What this server can evaluate: benchmarks, profiles and the run modes a plan may choose.',
  fields: (t) => ({
    version: t.string({ description: 'The protocol version, `sr-bench-1.0`.', resolve: () => 'sr-bench-1.0' }),
    benchmarks: t.field({
      type: [BenchmarkRef],
      description: 'The nine sr-bench 1.0 benchmarks, then this project’s extensions.',
      resolve: () => [...BENCHMARKS, ...PROJECT_EXTENSIONS],
    }),
    profiles: t.field({ type: [ProfileRef], description: 'The profiles `smoke`, `quick` and `standard`.', resolve: () => [...PROFILES] }),
    modes: t.field({ type: [RunModeEnum], description: 'Run modes a plan may choose: LIVE and PREVIEW.', resolve: () => ['live', 'preview'] as const }),
  }),
});

builder.queryField('catalog', (t) =>
  t.field({ type: CatalogRef, description: 'The benchmarks, profiles and plannable run modes; the same for every caller.', resolve: () => ({}) }),
);
