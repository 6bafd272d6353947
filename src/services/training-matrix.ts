// Training-matrix export (docs/grading.md "Training-matrix export") wired to the store: reads a completed live run's frozen
// manifest, saved results, subject calls (summary + the receipt's `final`) and the newest
// accounting correction, and returns the document. Writes nothing and sends nothing.
import { ownerScope, type Actor } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import { subjectCalls } from '../db/queries/calls.ts';
import { newestCorrection } from '../db/queries/report-input.ts';
import { resultsInCellOrder } from '../db/queries/results.ts';
import { runWorkRow } from '../db/queries/runs.ts';
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
import { frozenManifestDocument } from '../db/documents/frozen-manifest.ts';
import { parseDocument } from '../db/documents/parse.ts';

function parseManifest(text: string): TrainingMatrixManifest {
  return parseDocument(frozenManifestDocument, JSON.parse(text), 'The frozen manifest');
}

function parseFinal(text: string): unknown {
  const data: unknown = JSON.parse(text);
  return isJsonObject(data) ? (data.final ?? null) : null;
}

/**
 * `exportTrainingMatrix(runId)`: WRITE role (docs/dashboard.md "Rules every view follows" lists export with regrade under
 * WRITE); non-admins only their own runs (others are NOT_FOUND). Zero model requests.
 */
export async function exportTrainingMatrix(deps: ServiceDeps, actor: Actor, runId: string): Promise<TrainingMatrixDocument> {
  requireAccess(actor, ACCESS.exportTrainingMatrix);
  const run = await runWorkRow(deps.db, runId, ownerScope(actor));
  if (!run) throw notFound(`Run ${runId} not found`);

  const exportRun = { id: run.id, status: run.status, manifest: parseManifest(run.manifest) };
  // Run-level rules first: a refused run's rows are never read.
  const refused = trainingMatrixRefusal(exportRun);
  if (refused !== null) throw refused;

  const resultRows = await resultsInCellOrder(deps.db, runId);
  const subjectRows = await subjectCalls(deps.db, runId);
  const correction = await newestCorrection(deps.db, runId);

  const callRows: TrainingMatrixCall[] = subjectRows.map((c) => ({
    ...(isJsonObject(c.summary) ? c.summary : {}),
    id: c.id,
    case_id: c.caseId,
    target_id: c.targetId,
    role: c.role,
    status: c.status,
    final: parseFinal(c.data),
  }));
  const input: TrainingMatrixInput = {
    run: exportRun,
    results: resultRows.map((r) => r.data as TrainingMatrixResult),
    calls: callRows,
    // The stored correction document is what the export reads (the same artifact reports use).
    accountingCorrection: correction as TrainingMatrixInput['accountingCorrection'],
  };
  return buildTrainingMatrix(input);
}
