// Readiness (docs/operations.md "Health and readiness"): the database answers, every migration
// this code ships is applied, and the process's worker (if it runs one) is alive. Each check
// says why it failed, so an operator reading /ready learns what to fix.

export interface Check {
  ok: boolean;
  detail: string;
}

export interface Readiness {
  ready: boolean;
  checks: { database: Check; migrations: Check; worker: Check };
}

export interface ReadinessProbes {
  /** Resolves when the database answers a trivial statement. */
  database(): Promise<void>;
  appliedMigrations(): Promise<number>;
  shippedMigrations: number;
  /** The in-process worker's liveness; null when this process runs none. */
  worker(): Check | null;
  /** How long the database may take to answer (default 2 s). */
  timeoutMs?: number;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(probes: ReadinessProbes): Promise<Readiness> {
  const timeoutMs = probes.timeoutMs ?? 2_000;
  let database: Check;
  let migrations: Check;
  try {
    await within(probes.database(), timeoutMs, 'the database');
    database = { ok: true, detail: 'answers' };
    try {
      const applied = await within(probes.appliedMigrations(), timeoutMs, 'the database');
      migrations =
        applied >= probes.shippedMigrations
          ? { ok: true, detail: `${applied} of ${probes.shippedMigrations} applied` }
          : { ok: false, detail: `${applied} of ${probes.shippedMigrations} applied; restart the server to apply the rest` };
    } catch (error) {
      migrations = { ok: false, detail: `not readable: ${errorText(error)}` };
    }
  } catch (error) {
    database = { ok: false, detail: errorText(error) };
    migrations = { ok: false, detail: 'unknown while the database does not answer' };
  }
  const worker = probes.worker() ?? { ok: true, detail: 'no worker in this process' };
  return { ready: database.ok && migrations.ok && worker.ok, checks: { database, migrations, worker } };
}
