// Per-request context: the database, the viewer, the services' dependencies and the request's
// loaders (created lazily by the Pothos dataloader plugin). Builds nothing expensive.
import type { Database, Db } from './db/client.ts';
import type { OperatorCaps } from './domain/plan/operator-caps.ts';
import { planCapsFromEnv } from './limits/plan-caps.ts';
import { Bus } from './pubsub/bus.ts';
import type { Actor } from './services/actor.ts';
import type { ServiceDeps } from './services/deps.ts';
import { ReportService } from './services/report-service.ts';

export type { Role } from './services/actor.ts';
export { ownerScope } from './services/actor.ts';

/** The actor a request runs as. */
export type Viewer = Actor;

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
  /** What the services are called with. */
  deps: ServiceDeps;
}

/** Loopback with no tokens configured: every caller is the local admin (docs/api.md "Access"). */
export const LOCAL_ADMIN: Viewer = { actorId: 'local', role: 'ADMIN' };

export function createContext(database: Database, services: Services, viewer: Viewer = LOCAL_ADMIN): Context {
  const deps: ServiceDeps = { db: database.db, database, bus: services.bus, reports: services.reports, planCaps: services.planCaps };
  return { db: database.db, database, viewer, services, deps };
}

/** Whether an enveloped context (typed loosely by the server plumbing) carries a viewer. */
export function hasViewer(context: object): context is { viewer: Viewer } {
  const viewer: unknown = 'viewer' in context ? context.viewer : undefined;
  return typeof viewer === 'object' && viewer !== null && 'actorId' in viewer && typeof viewer.actorId === 'string';
}
