// Stored documents imported from another store are not validated, so a closed set can meet a
// value this server does not know: reads answer with OTHER or null plus the stored text, never an
// internal error.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { useImportedApi } from '../helpers/setup.ts';

const env = useImportedApi(['a_complete_mixed']);
const RUN = 'run-c2b9546e0f0240f3adb7';

describe('values outside a closed set', () => {
  it('an unknown event kind reads as OTHER with its stored kindName', async () => {
    await env.tdb.database.db.insert(t.events).values({ runId: RUN, at: '2026-10-01T00:00:00+00:00', kind: 'legacy_note', data: {} });
    const response = await env.api.gql(`{ run(id: "${RUN}") {
      first: events(first: 1) { edges { node { kind kindName } } }
      last: events(last: 1) { edges { node { kind kindName } } }
    } }`);
    expect(response.errors).toBeUndefined();
    expect(response.data.run.first.edges[0].node).toEqual({ kind: 'CREATED', kindName: 'created' });
    expect(response.data.run.last.edges[0].node).toEqual({ kind: 'OTHER', kindName: 'legacy_note' });
  });

  it('an unknown run profile reads as null with its stored profileName', async () => {
    const db = env.tdb.database.db;
    const [row] = await db.select({ profile: t.runs.profile }).from(t.runs).where(eq(t.runs.id, RUN));
    await db.update(t.runs).set({ profile: 'nano' }).where(eq(t.runs.id, RUN));
    try {
      const response = await env.api.gql(`{ run(id: "${RUN}") { profile profileName } }`);
      expect(response.errors).toBeUndefined();
      expect(response.data.run).toEqual({ profile: null, profileName: 'nano' });
    } finally {
      await db.update(t.runs).set({ profile: row!.profile }).where(eq(t.runs.id, RUN));
    }
    const restored = await env.api.gql(`{ run(id: "${RUN}") { profile profileName } }`);
    expect(restored.data.run).toEqual({ profile: 'QUICK', profileName: 'quick' });
  });
});
