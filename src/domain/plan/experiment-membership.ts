/**
 * Experiment membership in a plan (docs/experiments.md; docs/plans.md "Validation order", steps 6 and 26): `{id, role,
 * hypothesis?}`, frozen as `{id, role, hypothesis}` with the hypothesis trimmed (default
 * `""`); the role must be one the run may take. Ownership of the experiment is checked
 * where the run is inserted (it needs the database): `assertCanManageExperiment`.
 */
import { isJsonObject } from '../accounting/json-values.ts';
import { codePointLength, pyStrip } from '../hashing/python-text.ts';
import { EXPERIMENT_ROLES, experimentRoles } from '../run/experiment-roles.ts';
import type { ExperimentRole } from '../run/experiment-roles.ts';
import { badInput, forbidden } from './plan-error.ts';
import { get } from './json.ts';
import type { PlanObject } from './json.ts';

export const EXPERIMENT_ID_RE = /^exp-[0-9a-f]{32}$/;
export const MAX_HYPOTHESIS_CHARS = 2000;
const MEMBERSHIP_KEYS: ReadonlySet<string> = new Set(['id', 'role', 'hypothesis']);

export interface ExperimentMembership {
  id: string;
  role: ExperimentRole;
  hypothesis: string;
}

/** Step 6: shape, identity, role and hypothesis, in that order. */
export function validateMembership(value: unknown): ExperimentMembership {
  if (!isJsonObject(value) || Object.keys(value).some((key) => !MEMBERSHIP_KEYS.has(key))) {
    throw badInput('experiment requires id, role and an optional hypothesis');
  }
  const id = value.id;
  if (typeof id !== 'string' || !EXPERIMENT_ID_RE.test(id)) throw badInput('Invalid experiment identity');
  const role = value.role;
  if (typeof role !== 'string' || !(EXPERIMENT_ROLES as readonly string[]).includes(role)) {
    throw badInput('Unknown experiment run role');
  }
  const hypothesis = get(value, 'hypothesis', '');
  // The length limit applies before trimming, in code points.
  if (typeof hypothesis !== 'string' || codePointLength(hypothesis) > MAX_HYPOTHESIS_CHARS) {
    throw badInput('Experiment hypothesis must be at most 2000 characters');
  }
  return { id, role: role as ExperimentRole, hypothesis: pyStrip(hypothesis) };
}

/** Step 26: the role must be among the roles this frozen run may take. */
export function validateRole(manifest: PlanObject, role: string): void {
  if (!(experimentRoles(manifest) as string[]).includes(role)) {
    throw badInput('Run mode, profile or targets do not match its experiment role');
  }
}

/** Run insertion (docs/experiments.md): a non-admin actor may only link to its own experiments. */
export function assertCanManageExperiment(experimentOwner: string | null, actor: string, actorIsAdmin: boolean): void {
  if (experimentOwner === null || (!actorIsAdmin && experimentOwner !== actor)) {
    throw forbidden('The submitting actor cannot manage this experiment');
  }
}
