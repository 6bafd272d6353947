// After an import: build and store the report of every imported terminal run (report-service.ts
// `materialise`), so the first report request, even on a freshly started server, reads one row
// instead of every call of the run. Runs are done one at a time to keep memory to one run.
import type { Database } from '../db/client.ts';
import { runsByIds } from '../db/queries/runs.ts';
import { ReportService } from './report-service.ts';

export async function materialiseReports(database: Database, runIds: readonly string[], onRun: (done: number) => void = () => {}): Promise<number> {
  const service = new ReportService(0);
  let stored = 0;
  for (const [index, run] of (await runsByIds(database.db, [...runIds])).entries()) {
    if (await service.materialise(database.db, run.id, run.status)) stored++;
    onRun(index + 1);
  }
  return stored;
}
