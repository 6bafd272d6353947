/**
 * The offline replay run (docs/runs.md "Replay runs"): a `mode: "replay"` manifest
 * that keeps the baseline's frozen protocol (cases, sampling, limits, options, auxiliaries) and
 * the preview's targets priced from the source singles, plus the rows it materialises — one
 * completed result per preview cell, copied from the baseline cell the preview selected
 * (`details.evidence_mode: "offline_estimate"`), and one `replayed` call per saved call of that
 * cell. Reports turn these into `estimated_*` figures (docs/reports.md "Preview and replay rows"). Pure: ids come from the
 * caller.
 */
import { hasKey, isJsonObject } from '../accounting/json-values.ts';
import type { JsonRecord } from '../json/json-value.ts';
import { digest, planDigest } from '../hashing/canonical.ts';
import { REPLAY_REASONS, type ReplayEligibility, type ReplayPair } from './eligibility.ts';

export const REPLAY_NAME_PREFIX = 'Offline replay: ';
export const EVIDENCE_MODE = 'offline_estimate';

/** Protocol keys the replay run takes from the baseline when present. */
const BASELINE_KEYS = [
  'version',
  'profile',
  'seed',
  'cost_policy',
  'dataset',
  'cases',
  'sampling',
  'limits',
  'output_policy',
  'benchmark_options',
  'auxiliary_targets',
  'adapter_versions',
  'benchmark_weights',
  'case_sha256',
] as const;

/** Preview-only target keys that mean nothing for an offline copy. */
const PREVIEW_TARGET_KEYS = new Set(['preview_url', 'preview_api_key_env']);

export interface ReplayManifest {
  readonly manifest: JsonRecord;
  readonly planSha256: string;
}

function object(value: unknown): JsonRecord {
  return isJsonObject(value) ? value : {};
}

/** The prices of every baseline single, by model: what the replayed calls were billed at. */
function sourcePrices(baseline: JsonRecord): JsonRecord {
  const prices: Record<string, unknown> = {};
  for (const target of Array.isArray(baseline.targets) ? baseline.targets : []) {
    if (!isJsonObject(target)) continue;
    const own = object(target.prices);
    const model = String(target.model);
    if (hasKey(own, model)) prices[model] = own[model];
  }
  return prices;
}

/** `name`, `mode`, the baseline protocol, the preview targets, sources and the compatibility receipt. */
export function replayManifest(pair: ReplayPair, eligibility: ReplayEligibility): ReplayManifest {
  const b = pair.baseline.manifest;
  const p = pair.preview.manifest;
  const previewName = typeof p.name === 'string' && p.name !== '' ? p.name : pair.preview.id;
  const manifest: Record<string, unknown> = { name: `${REPLAY_NAME_PREFIX}${previewName}`, mode: 'replay' };
  for (const key of BASELINE_KEYS) if (hasKey(b, key)) manifest[key] = b[key];
  const prices = sourcePrices(b);
  manifest.targets = (Array.isArray(p.targets) ? p.targets : []).filter(isJsonObject).map((target) => {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(target)) if (!PREVIEW_TARGET_KEYS.has(key)) copy[key] = value;
    copy.prices = prices;
    return copy;
  });
  manifest.replay_sources = { baseline_run_id: pair.baseline.id, preview_run_id: pair.preview.id };
  const selections: Record<string, string> = {};
  for (const cell of eligibility.cells) selections[cell.selectedModel] = cell.baselineTargetId;
  manifest.replay_compatibility = {
    eligible: true,
    checked_rules: [...REPLAY_REASONS],
    baseline_run_id: pair.baseline.id,
    preview_run_id: pair.preview.id,
    baseline_plan_sha256: b.plan_sha256 ?? null,
    preview_plan_sha256: p.plan_sha256 ?? null,
    case_sha256: b.case_sha256 ?? null,
    sampling_sha256: digest(b.sampling ?? null),
    replayed_cells: eligibility.cells.length,
    source_targets_by_model: Object.fromEntries(Object.entries(selections).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))),
    model_requests: 0,
  };
  const planSha256 = planDigest(manifest);
  manifest.plan_sha256 = planSha256;
  return { manifest, planSha256 };
}

export interface ReplayedResult {
  readonly caseId: string;
  readonly targetId: string;
  readonly benchmark: string | null;
  readonly data: JsonRecord;
}

export interface ReplayedCall {
  readonly id: string;
  readonly sourceCallId: string;
  readonly caseId: string;
  readonly targetId: string;
  readonly role: string;
  readonly data: JsonRecord;
}

export interface ReplayRows {
  readonly results: readonly ReplayedResult[];
  readonly calls: readonly ReplayedCall[];
}

/**
 * The rows of the replay run, in preview result order: each result is the baseline cell's data
 * under the preview target with the preview's routing; each call keeps the saved receipt under
 * a `cached-…` id. `newCallId` must return `cached-` + 32 lowercase hex.
 */
export function replayRows(pair: ReplayPair, eligibility: ReplayEligibility, newCallId: () => string): ReplayRows {
  const benchmarks = new Map<string, string>();
  for (const c of Array.isArray(pair.baseline.manifest.cases) ? pair.baseline.manifest.cases : []) {
    if (isJsonObject(c)) benchmarks.set(String(c.id), String(c.benchmark));
  }
  const results: ReplayedResult[] = [];
  const calls: ReplayedCall[] = [];
  for (const cell of eligibility.cells) {
    const source = cell.baselineResult.data;
    for (const call of cell.baselineCalls) {
      calls.push({
        id: newCallId(),
        sourceCallId: call.id,
        caseId: cell.caseId,
        targetId: cell.previewTargetId,
        role: call.role,
        data: { ...call.data, source_run_id: pair.baseline.id, source_call_id: call.id },
      });
    }
    results.push({
      caseId: cell.caseId,
      targetId: cell.previewTargetId,
      benchmark: benchmarks.get(cell.caseId) ?? null,
      data: {
        ...source,
        case_id: cell.caseId,
        target_id: cell.previewTargetId,
        status: 'completed',
        call_count: cell.baselineCalls.length,
        details: {
          ...object(source.details),
          routing: cell.routing,
          evidence_mode: EVIDENCE_MODE,
          source_run_id: pair.baseline.id,
          source_target_id: cell.baselineTargetId,
        },
      },
    });
  }
  return { results, calls };
}
