// Postgres text and jsonb cannot hold U+0000: a request carrying it (in a variable or a string
// literal) could only fail deep in a query, so it is refused up front as the caller's mistake.
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { refuseBeforeExecution } from './refuse-before-execution.ts';

const NUL = '\u0000';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || hasNul(item, depth + 1));
}

function literalHasNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes(NUL)) found = true;
    },
  });
  return found;
}

const refusal = () => new GraphQLError('Text cannot contain the NUL character (U+0000)', { extensions: { code: 'BAD_USER_INPUT' } });

export function useNulTextRefusal(): Plugin {
  return refuseBeforeExecution((args) => (hasNul(args.variableValues) || literalHasNul(args.document) ? refusal() : null));
}
