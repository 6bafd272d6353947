// Imported runs are history (README "Importing an existing sr-bench store"): a store holding a
// queued and a running run is imported, a worker runs beside the server, and neither the
// simulated provider nor any address frozen in the imported plans receives a request; the runs
// keep the journal's status, cannot be cancelled, and say where they came from. A run planned
// here meanwhile is executed, so the worker is shown to be alive.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStore } from '../../src/import/import-store.ts';
import { scenarioPath } from '../helpers/fixtures.ts';
import { planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

const QUEUED = 'run-ac2e3f2a3ccfdb5eda24'; // diff/f033, "created and not dispatched"
const RUNNING = 'run-16ecb4d447d542f18f04'; // b3_inflight_interrupted, a call still in flight
const STORES = [`${scenarioPath('diff/f033')}/journal.sqlite3`, `${scenarioPath('b3_inflight_interrupted')}/journal.inflight.sqlite3`];
// Every base_url the two imported plans freeze (targets and judge/simulator), all on loopback.
const FROZEN_PORTS = [8001, 8002, 8004, 8005, 8801, 8802, 8803];

const live = useLiveStack();
const listeners: Server[] = [];
const received: string[] = [];

const RUN = /* GraphQL */ `
  query Test_Imported($id: ID!) {
    run(id: $id) {
      status updatedAt importedFrom { storeSha256 storeName importedAt }
      calls(first: 100) { totalCount }
      events(first: 100) { totalCount }
    }
  }
`;

beforeAll(async () => {
  // Stand in for the deployments the imported plans name: any request to them is recorded.
  for (const port of FROZEN_PORTS) {
    const server = createServer((req, res) => {
      received.push(`${port} ${req.method} ${req.url}`);
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) => reject(new Error(`port ${port} is needed to watch the frozen base_url: ${String(error)}`)));
      server.listen(port, '127.0.0.1', () => resolve());
    });
    expect((server.address() as AddressInfo).port).toBe(port);
    listeners.push(server);
  }
});
afterAll(async () => {
  for (const server of listeners) await new Promise((resolve) => server.close(resolve));
});

describe('imported queued and running runs beside a live worker', () => {
  const before = new Map<string, unknown>();

  it('imports both stores; the runs say where they came from', async () => {
    for (const store of STORES) await importStore(live.tdb.database, store);
    for (const id of [QUEUED, RUNNING]) {
      const response = await live.api.gql(RUN, { id });
      expect(response.errors).toBeUndefined();
      before.set(id, response.data.run);
    }
    expect(before.get(QUEUED)).toMatchObject({ status: 'QUEUED', importedFrom: { storeName: 'f033' } });
    expect(before.get(RUNNING)).toMatchObject({ status: 'RUNNING', importedFrom: { storeName: 'journal.inflight.sqlite3' } });
  });

  it('a run planned here is executed while the imported ones are left as they were', async () => {
    const chatBefore = live.demo.simulator.chatRequests().length;
    const { runId } = await planAndStart(live.api, { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small'] }, 'alive');
    expect(await waitForRun(live.api, runId)).toBe('COMPLETED');
    const own = await live.api.gql(RUN, { id: runId });
    expect(own.data.run.importedFrom).toBeNull();
    const ownCalls = own.data.run.calls.totalCount as number;
    expect(ownCalls).toBeGreaterThan(0);
    // A few more polls and heartbeats of the worker (each 1 s or less) with the imported runs in the database.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await live.worker.recoverAbandoned(true);
    for (const id of [QUEUED, RUNNING]) {
      const response = await live.api.gql(RUN, { id });
      expect(response.data.run).toEqual(before.get(id));
    }
    // The simulated provider saw only the run planned here; the frozen deployments saw nothing.
    expect(live.demo.simulator.chatRequests().length - chatBefore).toBe(ownCalls);
    expect(received).toEqual([]);
  });

  it('cancelRun refuses an imported unfinished run with CONFLICT, changing nothing', async () => {
    for (const id of [QUEUED, RUNNING]) {
      const response = await live.api.gql(
        `mutation Test_Cancel($id: ID!) {
        cancelRun(input: { id: $id }) { run { status } userErrors { code message reason details } }
      }`,
        { id },
      );
      expect(response.errors).toBeUndefined();
      expect(response.data.cancelRun.run).toBeNull();
      expect(response.data.cancelRun.userErrors).toHaveLength(1);
      expect(response.data.cancelRun.userErrors[0]).toMatchObject({
        code: 'CONFLICT',
        reason: 'imported_run',
        details: { reason: 'imported_run', modelRequests: 0 },
      });
      const after = await live.api.gql(RUN, { id });
      expect(after.data.run).toEqual(before.get(id));
    }
  });
});
