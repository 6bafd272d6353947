// The target registry: registering replaces it whole, atomically, after every target passed the
// plan rules and the credential policy (credentials only as environment variable names).
import { credentialPolicy } from '../auth/credential-policy.ts';
import { listTargets, replaceRegistry, type TargetRecord } from '../db/queries/targets.ts';
import { refusingWithSync } from '../domain/errors.ts';
import { validateRegistry } from '../domain/plan/registry.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { Actor } from './actor.ts';
import type { ServiceDeps } from './deps.ts';

/** Replaces the registry with `targets` (sr-bench target objects) and returns the new registry; a refusal changes nothing. */
export async function registerTargets(deps: ServiceDeps, actor: Actor, targets: readonly unknown[]): Promise<TargetRecord[]> {
  requireAccess(actor, ACCESS.registerTargets);
  const validated = refusingWithSync({ modelRequests: 0 }, () => validateRegistry(targets, credentialPolicy()));
  await replaceRegistry(deps.db, validated);
  return listTargets(deps.db);
}
