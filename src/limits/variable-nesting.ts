// Nesting limit for variables (README "Limits"): graphql-js coerces values recursively, so a
// 100,000-deep JSON variable overflowed the stack and came back as INTERNAL. Refused before
// the variables are coerced, as the caller's mistake.
import type { Plugin } from 'graphql-yoga';
import { limitError } from './query-limits.ts';
import { refuseBeforeExecution } from './refuse-before-execution.ts';

/** True when `value` nests arrays/objects deeper than `maxNesting`; iterative, so any depth is safe. */
export function nestsDeeperThan(value: unknown, maxNesting: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > maxNesting) return true;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}

export function useVariableNesting(maxNesting: number): Plugin {
  // The variables object itself is one level: each variable may nest `maxNesting` more.
  return refuseBeforeExecution((args) =>
    nestsDeeperThan(args.variableValues, maxNesting + 1) ? limitError('nesting', `Nesting limit of ${maxNesting} exceeded in the variables.`) : null,
  );
}
