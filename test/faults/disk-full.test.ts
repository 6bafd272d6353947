// A full disk on the evidence path (README "Fault tolerance"). Call evidence (raw SSE bytes) lives
// in the database (docs/runs.md "What is stored"; docs/transport.md "Evidence"), so the storage failure is injected there: a trigger
// raises SQLSTATE 53100 (disk_full) for the writes of one case, on either database.
//  - The evidence append fails (the database is still reachable): the call fails with the class
//    name `EvidenceWriteError` (docs/transport.md "Error texts"), the cell fails, the run fails closed (docs/runs.md "One cell", step 7) — no
//    retry, no half-written row, and the server keeps working once space is back.
//  - The call row itself cannot be written (before the send): nothing is sent for that cell, the
//    worker treats the run's journal as lost and applies restart recovery: `interrupted` (docs/runs.md "Restart recovery").
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SERVICE_RESTARTED, WORKER_STOPPED } from '../../src/db/writes/restart-recovery.ts';
import type { RecordedRequest } from '../../src/simulator/server.ts';
import { planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';
import type { LoggedRequest } from '../helpers/simulator-process.ts';
import { readRunRows, runProblems, statusCounts } from './integrity.ts';
import { CELLS } from './support.ts';

const live = useLiveStack();
let keys = 0;

/** The in-process provider's record in the shape the integrity checks read. */
function logged(requests: RecordedRequest[]): LoggedRequest[] {
  return requests.map((r) => ({
    index: r.index,
    chat_index: r.chat_index ?? -1,
    path: r.path,
    model: r.model,
    body: r.body as LoggedRequest['body'],
    received_at: r.received_at,
    in_flight: false,
    fault: r.fault,
    response: { status: r.response.status, bytes_base64: Buffer.from(r.response.bytes).toString('base64') },
  }));
}

/** Makes writes of `table` fail with disk_full for calls of `caseId` (evidence growth, or the call row insert). */
async function diskFullFor(table: 'call_evidence' | 'calls', caseId: string): Promise<() => Promise<void>> {
  const db = live.tdb.database.db;
  const condition =
    table === 'call_evidence'
      ? `octet_length(NEW.bytes) > octet_length(OLD.bytes) AND EXISTS (SELECT 1 FROM calls c WHERE c.id = NEW.call_id AND c.case_id = '${caseId}')`
      : `NEW.case_id = '${caseId}'`;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION srb_test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${condition} THEN
        RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full';
      END IF;
      RETURN NEW;
    END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER srb_test_disk_full BEFORE ${table === 'calls' ? 'INSERT' : 'UPDATE'} ON ${table}
    FOR EACH ROW EXECUTE FUNCTION srb_test_disk_full()`),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER srb_test_disk_full ON ${table}`));
    await db.execute(sql.raw('DROP FUNCTION srb_test_disk_full()'));
  };
}

async function run(failing: () => Promise<() => Promise<void>>): Promise<{ runId: string; status: string; requests: LoggedRequest[] }> {
  const sim = live.demo.simulator;
  sim.clearRequests();
  const restore = await failing();
  try {
    const { runId } = await planAndStart(
      live.api,
      { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small'], executionCells: CELLS },
      `disk-${(keys += 1)}`,
    );
    const status = await waitForRun(live.api, runId, 90_000);
    return { runId, status, requests: logged(sim.chatRequests()) };
  } finally {
    await restore();
  }
}

describe('a full disk on the evidence path', () => {
  it('an evidence append refused with disk_full fails that call and cell; the run fails closed; nothing is re-sent or half-written', async () => {
    const failingCase = 'hle/demo-base-seven';
    const { runId, status, requests } = await run(() => diskFullFor('call_evidence', failingCase));
    expect(status).toBe('FAILED');
    const rows = await readRunRows(live.tdb.database.db, runId);
    expect(runProblems(rows, { requests })).toEqual([]);
    expect(rows.run.error).toBe(`Case ${failingCase}, target sim-small: Evaluation execution failed; inspect retained case evidence`);
    const failedCell = rows.results.find((r) => r.caseId === failingCase);
    expect(failedCell).toMatchObject({ status: 'failed', data: expect.objectContaining({ error: 'EvidenceWriteError' }) });
    expect(statusCounts(rows.results).failed).toBe(1);
    // Fail closed: after the failure no new cell started.
    expect(rows.results.length).toBeLessThan(CELLS.length);
    const calls = rows.calls.filter((c) => c.row.caseId === failingCase);
    expect(calls.map((c) => [c.row.status, c.data.error])).toEqual([['failed', 'EvidenceWriteError']]);
    // The refused append stored nothing; the call row and its one evidence object are whole.
    expect(rows.evidence.get(calls[0]?.row.id ?? '')?.[0]?.bytes.length).toBe(0);
    // One request for that cell, none repeated.
    expect(requests.filter((r) => JSON.stringify(r.body).includes(`[${failingCase}]`))).toHaveLength(1);
    expect(rows.events.filter((e) => e.kind === 'failure_observed')).toHaveLength(1);

    // Space is back: the next run completes.
    const again = await run(async () => async () => undefined);
    expect(again.status).toBe('COMPLETED');
  });

  it('a call row refused with disk_full: nothing is sent for that cell; the run is interrupted by restart recovery', async () => {
    const failingCase = 'hle/demo-base-seven';
    const { runId, status, requests } = await run(() => diskFullFor('calls', failingCase));
    expect(status).toBe('INTERRUPTED');
    const rows = await readRunRows(live.tdb.database.db, runId);
    expect(runProblems(rows, { requests })).toEqual([]);
    expect(rows.run.error).toBe(SERVICE_RESTARTED);
    expect(rows.results.find((r) => r.caseId === failingCase)).toMatchObject({
      status: 'sent_unknown',
      data: expect.objectContaining({ error: WORKER_STOPPED }),
    });
    expect(rows.calls.filter((c) => c.row.caseId === failingCase)).toEqual([]);
    // Journal before send: the provider never saw that cell's request.
    expect(requests.filter((r) => JSON.stringify(r.body).includes(`[${failingCase}]`))).toEqual([]);
  });
});
