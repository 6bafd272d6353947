// The generation parameters the create flow shows by name (a target's fixed settings, a
// baseline's sampling); any other parameter that is set is listed by its name.
import type { GenerationSettingsFragment } from '../../gql/graphql.ts';

const NAMED: readonly [keyof Omit<GenerationSettingsFragment, 'names' | '__typename'>, string, string][] = [
  ['maxTokens', 'max_tokens', 'Output tokens'],
  ['temperature', 'temperature', 'Temperature'],
  ['topP', 'top_p', 'Top P'],
  ['seed', 'seed', 'Sampling seed'],
  ['reasoningEffort', 'reasoning_effort', 'Reasoning effort'],
];

/** [label, value] for each named parameter that is set, in the order above. */
export function namedSettings(params: GenerationSettingsFragment | null | undefined): [string, string][] {
  if (!params) return [];
  return NAMED.flatMap(([field, , label]): [string, string][] => {
    const value = params[field];
    return value === null || value === undefined ? [] : [[label, typeof value === 'string' ? value.toLowerCase() : String(value)]];
  });
}

/** The snake_case names of set parameters that `namedSettings` does not show. */
export function otherSettings(params: GenerationSettingsFragment | null | undefined): string[] {
  return (params?.names ?? []).filter((name) => !NAMED.some(([, key]) => key === name));
}

/** The target fixes a parameter that decides how it samples (temperature, top P or seed). */
export const fixesSampling = (params: GenerationSettingsFragment | null | undefined): boolean =>
  Boolean(params && (params.temperature != null || params.topP != null || params.seed != null));
