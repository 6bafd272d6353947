// Offline regrade (docs/grading.md): re-grades a completed live run's saved subject finals with
// the current multiple-choice and grid graders. Reads the frozen manifest text, the results and
// the subject calls' receipts; writes nothing and sends nothing (the artifact is the answer).
import { ownerScope, type Actor } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import { subjectCalls } from '../db/queries/calls.ts';
import { resultsInCellOrder } from '../db/queries/results.ts';
import { runWorkRow } from '../db/queries/runs.ts';
import { GradingError } from '../domain/grading/errors.ts';
import {
  REGRADE_NEEDS_ONE_SUBJECT,
  REGRADE_NOT_COMPLETED,
  REGRADE_UNSUPPORTED,
  regradeResults,
  type RegradeArtifact,
  type RegradeCallRow,
  type RegradeInput,
  type RegradeResultRow,
} from '../domain/grading/regrade.ts';
import { parseJson } from '../domain/hashing/json-lexeme.ts';
import { toPlainJson } from '../domain/hashing/plain-json.ts';
import { isObject } from '../domain/run/manifest-projection.ts';
import { domainError, notFound, NOTHING_SENT, type ErrorCode } from '../domain/errors.ts';

/** Regrading never sends anything, and its errors say so (docs/api.md "Errors"). */

/** Which refusal is whose fault: a run in the wrong state, or a run of the wrong kind. */
const REFUSAL_CODES: ReadonlyMap<string, ErrorCode> = new Map([
  [REGRADE_NOT_COMPLETED, 'CONFLICT'],
  [REGRADE_UNSUPPORTED, 'BAD_USER_INPUT'],
  [REGRADE_NEEDS_ONE_SUBJECT, 'CONFLICT'],
]);

function refusal(error: GradingError): never {
  const code = REFUSAL_CODES.get(error.message) ?? 'CONFLICT';
  const reason =
    code === 'BAD_USER_INPUT' ? 'regrade_unsupported' : error.message === REGRADE_NOT_COMPLETED ? 'run_not_completed' : 'regrade_evidence_incomplete';
  throw domainError(code, error.message, { reason, ...NOTHING_SENT });
}

function grade(input: RegradeInput): RegradeArtifact {
  try {
    return regradeResults(input);
  } catch (error) {
    if (error instanceof GradingError) refusal(error);
    throw error;
  }
}

/** Regrades one run the viewer may see; NOT_FOUND for others. Zero model requests. */
export async function regradeRun(deps: ServiceDeps, actor: Actor, runId: string): Promise<RegradeArtifact> {
  requireAccess(actor, ACCESS.regrade);
  const run = await runWorkRow(deps.db, runId, ownerScope(actor));
  if (!run) throw notFound(`Run ${runId} not found`);
  // A run in the wrong state is refused before its cases are parsed.
  if (run.status !== 'completed' || run.mode !== 'live') refusal(new GradingError(REGRADE_NOT_COMPLETED));

  const parsed = parseJson(run.manifest);
  const manifestObject = isObject(parsed) ? parsed : {};
  const manifest: RegradeInput['manifest'] = {
    mode: typeof manifestObject.mode === 'string' ? manifestObject.mode : run.mode,
    plan_sha256: typeof manifestObject.plan_sha256 === 'string' ? manifestObject.plan_sha256 : '',
    cases: (Array.isArray(manifestObject.cases) ? manifestObject.cases.filter(isObject) : []) as unknown as RegradeInput['manifest']['cases'],
  };
  // The benchmark check needs no rows: refuse judge/harness runs before reading any receipt.
  grade({ runId, status: run.status, manifest, results: [], calls: [] });

  const savedResults = await resultsInCellOrder(deps.db, runId);
  const savedCalls = await subjectCalls(deps.db, runId);

  const resultRows: RegradeResultRow[] = savedResults.map((r) => ({
    case_id: r.caseId,
    target_id: r.targetId,
    correct: isObject(r.data) ? r.data.correct : undefined,
  }));
  const callRows: RegradeCallRow[] = savedCalls.map((c) => {
    const data = parseJson(c.data);
    const receipt = isObject(data) ? data : {};
    return { case_id: c.caseId, target_id: c.targetId, role: c.role, status: c.status, final: receipt.final, output_complete: receipt.output_complete };
  });
  const artifact = grade({ runId, status: run.status, manifest, results: resultRows, calls: callRows });
  // Grid answers keep their parsed lexemes (1.0 vs 1); the artifact leaves as plain JSON.
  return toPlainJson(artifact) as RegradeArtifact;
}
