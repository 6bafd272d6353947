// Serialises requests that share an idempotency identity (owner, key) inside one transaction, so a
// re-check after the lock is decisive: Postgres advisory locks, released at commit or rollback.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';

/** Takes the transaction-scoped lock named by `parts` (e.g. `['recover', owner, key]`). */
export async function lockRequestKey(tx: DbOrTx, parts: readonly string[]): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${JSON.stringify(parts)}))`);
}
