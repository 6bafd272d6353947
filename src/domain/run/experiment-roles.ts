// The roles a run may take in an experiment (docs/experiments.md "Roles a run may take").
import type { JsonRecord } from '../json/json-value.ts';

export const EXPERIMENT_ROLES = ['smoke', 'baseline', 'initial', 'preview', 'candidate', 'validation', 'estimate', 'recovery'] as const;
export type ExperimentRole = (typeof EXPERIMENT_ROLES)[number];

export function experimentRoles(manifest: JsonRecord): ExperimentRole[] {
  if (manifest.recovery && typeof manifest.recovery === 'object') return ['recovery'];
  if (manifest.mode === 'preview') return ['preview'];
  if (manifest.mode === 'replay') return ['estimate'];
  const targets = Array.isArray(manifest.targets) ? (manifest.targets as JsonRecord[]) : [];
  const roles: ExperimentRole[] = [];
  // "Single-model reference": exactly one target, and it is a single model.
  if (targets.length === 1 && (targets[0]?.kind ?? 'single') === 'single') roles.push('baseline');
  if (manifest.profile === 'standard') {
    roles.push('validation');
  } else {
    if (targets.some((target) => target?.kind === 'mom')) roles.push('initial', 'candidate');
    if (manifest.profile === 'smoke') roles.push('smoke');
  }
  return roles;
}
