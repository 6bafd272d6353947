/**
 * What a plan shows the actor who reviews it (README "Access"): the frozen manifest with every
 * case reduced to its public projection (never an answer, hidden tests or reference material),
 * the targets and auxiliary targets without deployment wiring or credential names, and the
 * dataset reference without source material. The hashes stay: `plan_sha256` names the frozen
 * plan the server keeps, which `startRun(planSha256)` admits.
 */
import { isJsonObject } from '../accounting/json-values.ts';
import { publicCase } from '../dataset/public-case.ts';
import type { JsonRecord } from '../json/json-value.ts';
import { datasetProjection } from '../run/manifest-projection.ts';
import { publicTarget } from '../run/public-manifest.ts';

export function publicPlanManifest(frozen: Readonly<JsonRecord>): JsonRecord {
  const out: JsonRecord = { ...frozen };
  if (Array.isArray(frozen.cases)) {
    out.cases = frozen.cases.map((testCase: unknown) => (isJsonObject(testCase) ? publicCase(testCase) : null));
  }
  if (Array.isArray(frozen.targets)) out.targets = frozen.targets.map(publicTarget);
  if (isJsonObject(frozen.auxiliary_targets)) {
    out.auxiliary_targets = Object.fromEntries(Object.entries(frozen.auxiliary_targets).map(([id, target]) => [id, publicTarget(target)]));
  }
  if (isJsonObject(frozen.dataset)) out.dataset = datasetProjection(frozen.dataset);
  return out;
}
