// What services need from the process, handed to each call instead of the GraphQL context.
import type { Database, Db } from '../db/client.ts';
import type { OperatorCaps } from '../domain/plan/operator-caps.ts';
import type { Bus } from '../pubsub/bus.ts';
import type { ReportService } from './report-service.ts';

export interface ServiceDeps {
  readonly db: Db;
  /** The database itself, for work that outlives the request (preparation jobs). */
  readonly database: Database;
  readonly bus: Bus;
  readonly reports: ReportService;
  /** The operator's caps on plan limits (README "Limits"), read once at start. */
  readonly planCaps: OperatorCaps;
  /** The process environment harness preflight reads (default `process.env`). */
  readonly env?: Readonly<Record<string, string | undefined>>;
}
