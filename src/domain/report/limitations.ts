import { truthy } from '../accounting/json-values.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import type { JsonObject, JsonValue } from '../json/json-value.ts';
import type { Manifest } from './input.ts';

// Wording copied byte for byte from the fixtures named in docs/reports.md "Limitations".
export const LIMITATION = {
  protocolScope: 'Scores apply only to this frozen sr-bench protocol and selected cases, not an upstream full benchmark score.',
  tuning: 'Repeated tuning on development cases requires a separate untouched holdout.',
  selfHostedCost: 'Self-hosted token-equivalent cost is not a measured hardware invoice.',
  wilson: 'Wilson intervals describe case uncertainty; they do not account for source contamination or tuning selection.',
  replay:
    'Offline single-selection replay reuses saved answers, token counts and latencies. It makes zero model requests and is not a formal live score or measured routing performance.',
  preview: 'Preview evaluates routing only; it does not measure answer quality.',
  unknownCosts: 'Some subject or auxiliary call costs are unknown; total cost savings cannot be claimed for those targets.',
  incomplete: 'Run is incomplete; planned denominators include missing cases.',
  recovery:
    'This is a separate recovery subset attempt. Parent measurements and spend are inherited context only; child completion does not complete the original benchmark.',
  capabilityOnly: 'Capability-only protocol: USD budget cannot bound missing or unpriced usage; wall time, output and call caps still apply.',
  reservations:
    'Cost reservations use conservative serialized-input bounds and frozen inference-call limits; provider billing outside reported token buckets is excluded.',
  reconciled:
    'Accounting was reconciled offline from saved stream evidence and frozen prices. Original call/result detail receipts are unchanged; report totals use the versioned correction.',
  noProvenance: 'Runner source and dependency provenance was not captured for this saved run; it is unknown.',
  gpqaSeen: 'GPQA labels were previously seen in this project; this is a retest, not an unseen holdout claim.',
  historyExclusions:
    'History exclusions cover only the named frozen dataset/run memberships. They do not certify complete prior generation, browsing, human exposure or upstream contamination history.',
  requirePriced:
    'Dispatch reservations use frozen request estimates. Provider or router prompt/output transformations can exceed those estimates; max_cost_usd stops future dispatch from measured spend but is not a universal hard billing cap.',
} as const;

export interface LimitationContext {
  manifest: Manifest;
  runStatus: string;
  /** Some target row's `total_spend_usd` is null after the preview/replay transformation. */
  unknownTargetSpend: boolean;
  hasAccountingCorrection: boolean;
  hasRunnerProvenance: boolean;
}

interface PreparationEntry {
  family: string;
  entry: JsonObject;
}

/**
 * `manifest.dataset.preparation` per family: an object keyed by family, or a list of entries
 * naming their family (a frozen dataset records one entry per family: docs/preparation.md "Selection with frozen exclusions").
 */
function preparationEntries(manifest: Manifest): PreparationEntry[] {
  const dataset = manifest.dataset;
  if (dataset === null || dataset === undefined || typeof dataset !== 'object') return [];
  const preparation: JsonValue | undefined = dataset['preparation'];
  const out: PreparationEntry[] = [];
  const isObject = (v: JsonValue | undefined): v is JsonObject => v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);
  if (Array.isArray(preparation)) {
    for (const entry of preparation) {
      if (!isObject(entry)) continue;
      const family = entry['family'] ?? entry['benchmark'];
      out.push({ family: typeof family === 'string' ? family : '', entry });
    }
  } else if (isObject(preparation)) {
    for (const [family, entry] of Object.entries(preparation)) if (isObject(entry)) out.push({ family, entry });
  }
  return out;
}

/** The report's ordered limitation sentences (docs/reports.md "Limitations"). */
export function limitations(context: LimitationContext): string[] {
  const { manifest } = context;
  const out: string[] = [LIMITATION.protocolScope, LIMITATION.tuning, LIMITATION.selfHostedCost, LIMITATION.wilson];
  if (manifest.mode === 'replay') out.push(LIMITATION.replay);
  if (manifest.mode === 'preview') out.push(LIMITATION.preview);
  if (context.unknownTargetSpend) out.push(LIMITATION.unknownCosts);
  if (context.runStatus !== 'completed') out.push(LIMITATION.incomplete);
  if (truthy(manifest.recovery)) out.push(LIMITATION.recovery);
  if (manifest.cost_policy === 'capability_only') out.push(LIMITATION.capabilityOnly);
  out.push(LIMITATION.reservations);
  if (Array.isArray(manifest.limitations)) {
    for (const sentence of manifest.limitations) out.push(String(sentence));
  }
  if (context.hasAccountingCorrection) out.push(LIMITATION.reconciled);
  if (!context.hasRunnerProvenance) out.push(LIMITATION.noProvenance);
  if (manifest.cases.some((c) => c.benchmark === 'gpqa-diamond')) out.push(LIMITATION.gpqaSeen);
  const preparation = preparationEntries(manifest);
  if (preparation.some(({ entry }) => entry['history_snapshot'] !== null && entry['history_snapshot'] !== undefined)) {
    out.push(LIMITATION.historyExclusions);
  }
  const retest = preparation
    .filter(({ entry }) => entry['evaluation_role'] === 'retest')
    .map(({ family }) => family)
    .sort(compareCodePoints);
  if (retest.length > 0) {
    out.push(`Explicit retest families included in this report: ${retest.join(', ')}. Aggregate scores including them are not an unseen holdout aggregate.`);
  }
  if (manifest.cost_policy === 'require_priced') out.push(LIMITATION.requirePriced);
  return out;
}
