// Per-request context: the database, the viewer and the request's loaders (created lazily by the
// Pothos dataloader plugin). Builds nothing expensive.
import type { Database, Db } from './db/client.ts';
import type { OperatorCaps } from './domain/plan/operator-caps.ts';
import { planCapsFromEnv } from './limits/plan-caps.ts';
import { Bus } from './pubsub/bus.ts';
import { ReportService } from './services/report-service.ts';

export type Role = 'READ' | 'WRITE' | 'RUN' | 'ADMIN';

export interface Viewer {
  actorId: string;
  role: Role;
}

/** Process-wide services shared by every request. */
export interface Services {
  reports: ReportService;
  bus: Bus;
  /** The operator's caps on plan limits (README "Limits"), read once at start. */
  planCaps: OperatorCaps;
}

/** Throws PlanCapsConfigError for a bad cap setting, so a server with one never starts. */
export function createServices(database: Database, planCaps: OperatorCaps = planCapsFromEnv()): Services {
  return { reports: new ReportService(), bus: new Bus(database), planCaps };
}

export interface Context {
  db: Db;
  database: Database;
  viewer: Viewer;
  services: Services;
}

/** Loopback with no tokens configured: every caller is the local admin (api.md "Access"). */
export const LOCAL_ADMIN: Viewer = { actorId: 'local', role: 'ADMIN' };

export function createContext(database: Database, services: Services, viewer: Viewer = LOCAL_ADMIN): Context {
  return { db: database.db, database, viewer, services };
}

/** Runs a non-admin may see: only their own (api.md "Access"). */
export function ownerScope(viewer: Viewer): string | null {
  return viewer.role === 'ADMIN' ? null : viewer.actorId;
}
