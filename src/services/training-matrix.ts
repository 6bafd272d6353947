// Training-matrix export (service.md §13) wired to the store: reads a completed live run's frozen
// manifest, saved results, subject calls (summary + the receipt's `final`) and the newest
// accounting correction, and returns the document. Writes nothing and sends nothing.
import { and, asc, desc, eq } from 'drizzle-orm';
import { ownerScope, requireRole, type Actor } from './actor.ts';
import type { ServiceDeps } from './deps.ts';
import { accountingCorrections, calls, results, runs } from '../db/schema.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import {
  buildTrainingMatrix,
  trainingMatrixRefusal,
  type TrainingMatrixCall,
  type TrainingMatrixDocument,
  type TrainingMatrixInput,
  type TrainingMatrixManifest,
  type TrainingMatrixResult,
} from '../domain/export/training-matrix.ts';
import { notFound } from '../domain/errors.ts';

function parseManifest(text: string): TrainingMatrixManifest {
  const parsed: unknown = JSON.parse(text);
  const manifest = isJsonObject(parsed) ? parsed : {};
  return {
    ...manifest,
    cases: (Array.isArray(manifest.cases) ? manifest.cases.filter(isJsonObject) : []) as unknown as TrainingMatrixManifest['cases'],
    targets: (Array.isArray(manifest.targets) ? manifest.targets.filter(isJsonObject) : []) as unknown as TrainingMatrixManifest['targets'],
  };
}

function parseFinal(text: string): unknown {
  const data: unknown = JSON.parse(text);
  return isJsonObject(data) ? (data.final ?? null) : null;
}

/**
 * `exportTrainingMatrix(runId)`: WRITE role (clients.md §1 lists export with regrade under
 * WRITE); non-admins only their own runs (others are NOT_FOUND). Zero model requests.
 */
export async function exportTrainingMatrix(deps: ServiceDeps, actor: Actor, runId: string): Promise<TrainingMatrixDocument> {
  requireRole(actor, 'WRITE', 'Exporting a training matrix');
  const [run] = await deps.db.select({ id: runs.id, owner: runs.owner, status: runs.status, manifest: runs.manifest })
    .from(runs).where(eq(runs.id, runId));
  const owner = ownerScope(actor);
  if (!run || (owner !== null && run.owner !== owner)) throw notFound(`Run ${runId} not found`);

  const exportRun = { id: run.id, status: run.status, manifest: parseManifest(run.manifest) };
  // Run-level rules first: a refused run's rows are never read.
  const refused = trainingMatrixRefusal(exportRun);
  if (refused !== null) throw refused;

  // Store order: `case_id, target_id` in code-point order (the columns are COLLATE "C").
  const resultRows = await deps.db.select({ data: results.data }).from(results)
    .where(eq(results.runId, runId)).orderBy(asc(results.caseId), asc(results.targetId));
  const subjectRows = await deps.db
    .select({ id: calls.id, caseId: calls.caseId, targetId: calls.targetId, role: calls.role, status: calls.status, summary: calls.summary, data: calls.data })
    .from(calls).where(and(eq(calls.runId, runId), eq(calls.role, 'subject'))).orderBy(asc(calls.seq));
  const [correction] = await deps.db.select({ data: accountingCorrections.data }).from(accountingCorrections)
    .where(eq(accountingCorrections.runId, runId)).orderBy(desc(accountingCorrections.seq)).limit(1);

  const callRows: TrainingMatrixCall[] = subjectRows.map((c) => ({
    ...(isJsonObject(c.summary) ? c.summary : {}),
    id: c.id, case_id: c.caseId, target_id: c.targetId, role: c.role, status: c.status,
    final: parseFinal(c.data),
  }));
  const input: TrainingMatrixInput = {
    run: exportRun,
    results: resultRows.map((r) => r.data as TrainingMatrixResult),
    calls: callRows,
    accountingCorrection: (correction?.data ?? null) as TrainingMatrixInput['accountingCorrection'],
  };
  return buildTrainingMatrix(input);
}
