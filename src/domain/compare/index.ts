// The comparison domain's public surface (docs/comparison.md): pure functions over plain data.
export { strongestSingle } from './baseline.ts';
export type { BaselineSelection } from './baseline.ts';
export { exactQuality } from './exact-quality.ts';
export type { BenchmarkWeights, QualityBenchmarkRow, QualityReport } from './exact-quality.ts';
export {
  ComparisonError,
  COMPARISON_MESSAGES,
  differentKeyMessage,
  incompleteMessage,
  notFoundMessage,
  notUniqueMessage,
} from './errors.ts';
export type { ComparisonErrorCode, QualityLabel } from './errors.ts';
export * from './labels.ts';
export { COMPARABLE_STATUSES, qualityRows } from './quality-rows.ts';
export type { QualityResult, QualityRows } from './quality-rows.ts';
export { PROTOCOL_KEYS, protocolIncompatibility } from './protocol.ts';
export type { ProtocolManifest } from './protocol.ts';
export { baselinePlanChecks, candidatePlanChecks, validateBaseline, validateCandidate } from './validator.ts';
export type { BaselineValidation, CandidateValidation, ComparisonRunFacts } from './validator.ts';
export { pairingFrame, pairOutcomes } from './pairing.ts';
export type { Pairing, PairingFrame } from './pairing.ts';
export { baselineCostReason, costComparison, REQUIRE_PRICED, totalCostReason } from './costs.ts';
export type { CostComparison, CostContext, CostRow } from './costs.ts';
export { comparisonItem } from './item.ts';
export type { ComparisonItem, ItemInput } from './item.ts';
export { compareRuns, compareWithBaseline, PreparedBaseline, prepareBaseline } from './document.ts';
export type { ComparisonDocument, ComparisonFactsInput, ComparisonRunInput, ComparisonSide } from './document.ts';
export { comparisonFacts, decodeFacts, encodeFacts } from './facts.ts';
export type { EncodedFacts } from './facts.ts';
export { compareCandidate, compareSeveral, rejection } from './several.ts';
export type { CandidateEntry, CandidateOutcome, ComparedCandidate, ComparisonSet, RejectedCandidate } from './several.ts';
export { comparisonCsv, comparisonJson, CSV_COLUMNS, csvField, csvRecord } from './exports.ts';
export type { ComparisonJsonExport, CsvColumn, ExportedComparison } from './exports.ts';
export { BaselineCompatibility, canCompare, compatibleCandidates } from './compatibility.ts';
export type { CompatibilityRun, Verdict } from './compatibility.ts';
