// Query.catalog: the nine benchmarks with weights and sizes, and the profiles (report.md §8.1-8.2).
import { BENCHMARKS, PROFILE_SIZES, profileTotal, type BenchmarkSpec, type ProfileId } from '../../domain/catalog/benchmarks.ts';
import { PROJECT_EXTENSIONS } from '../../domain/catalog/extensions.ts';
import { PROFILES, type Profile } from '../../domain/catalog/profiles.ts';
import { builder } from '../builder.ts';

const ProfileSizesRef = builder.objectRef<Readonly<Record<ProfileId, number>>>('ProfileSizes');
ProfileSizesRef.implement({
  description: 'Cases per target in each profile.',
  fields: (t) => ({
    smoke: t.int({ resolve: (s) => s.smoke }),
    quick: t.int({ resolve: (s) => s.quick }),
    standard: t.int({ resolve: (s) => s.standard }),
  }),
});

const BenchmarkRef = builder.objectRef<BenchmarkSpec>('Benchmark');
BenchmarkRef.implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    title: t.exposeString('title'),
    kind: t.exposeString('kind', { description: '`multiple-choice`, `judge`, `code`, `agent` or `grid`.' }),
    weight: t.exposeFloat('weight', { description: 'Weight: fixed sr-bench 1.0 weight for the nine, diagnostic weight for extensions.' }),
    extension: t.boolean({
      description: 'An extension of this project (report.md §8.1), not one of the nine sr-bench 1.0 benchmarks.',
      resolve: (b) => !BENCHMARKS.some((builtIn) => builtIn.id === b.id),
    }),
    sourceUrl: t.exposeString('sourceUrl'),
    adapterVersion: t.exposeString('adapterVersion'),
    sizes: t.field({ type: ProfileSizesRef, nullable: true, description: 'Null for extensions (no profile sizes).', resolve: (b) => PROFILE_SIZES[b.id] ?? null }),
  }),
});

const ProfileRef = builder.objectRef<Profile>('Profile');
ProfileRef.implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    split: t.exposeString('split'),
    purpose: t.exposeString('purpose'),
    caseCount: t.int({ description: 'Cases per target over all nine benchmarks.', resolve: (p) => profileTotal(p.id as ProfileId) }),
  }),
});

const CatalogRef = builder.objectRef<object>('Catalog');
CatalogRef.implement({
  fields: (t) => ({
    version: t.string({ resolve: () => 'sr-bench-1.0' }),
    benchmarks: t.field({ type: [BenchmarkRef], resolve: () => [...BENCHMARKS, ...PROJECT_EXTENSIONS] }),
    profiles: t.field({ type: [ProfileRef], resolve: () => [...PROFILES] }),
    modes: t.stringList({ resolve: () => ['live', 'preview'] }),
  }),
});

builder.queryField('catalog', (t) => t.field({ type: CatalogRef, resolve: () => ({}) }));
