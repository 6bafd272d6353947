// Shapes of the run details query, named once for the section components.
import type { RunDetailsQuery } from '../../gql/graphql.ts';

export type RunData = NonNullable<RunDetailsQuery['run']>;
export type ReportData = RunData['report'];
export type TargetRow = ReportData['targets'][number];
export type BenchmarkRow = ReportData['benchmarks'][number];
