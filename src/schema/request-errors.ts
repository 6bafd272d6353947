// Error shaping at the edge (docs/api.md "Errors"): a document that does not parse, validate or
// coerce is the caller's mistake (BAD_USER_INPUT); DomainErrors and the edge's own errors keep
// their code; anything else is masked as INTERNAL and logged once.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { NotUtf8EncodableError } from '../domain/hashing/canonical.ts';
import { databaseErrorText, isDatabaseUnavailable } from '../db/errors.ts';
import { DomainError } from '../domain/errors.ts';
import { isApiError, toGraphQLError } from './errors.ts';

/** What a caller sees while the database is down or restarting (README "Fault tolerance"). */
export const DATABASE_UNAVAILABLE = 'Database unavailable; try again shortly';

/** graphql ships ESM and CJS builds; errors from either copy are recognised by shape. */
function isGraphQLErrorLike(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

// BAD_REQUEST: yoga's own refusal of a body that is not a GraphQL request (e.g. invalid JSON).
const REQUEST_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'BAD_USER_INPUT']);

const asBadInput = (error: GraphQLError) =>
  new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
  });

export function useBadInputCodes(): Plugin {
  return {
    onParse:
      () =>
      ({ result, replaceParseResult }) => {
        if (isGraphQLErrorLike(result)) replaceParseResult(asBadInput(result));
      },
    onValidate:
      () =>
      ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map((e) => (isGraphQLErrorLike(e) ? asBadInput(e) : e)));
      },
  };
}

export function maskError(error: unknown, message: string, log: (error: unknown) => void): Error {
  if (error instanceof DomainError) return toGraphQLError(error);
  if (isGraphQLErrorLike(error) && error.originalError instanceof DomainError) return toGraphQLError(error.originalError, error);
  if (isApiError(error)) {
    const code = String(error.extensions.code);
    return REQUEST_CODES.has(code) && code !== 'BAD_USER_INPUT' ? asBadInput(error) : error;
  }
  if (isGraphQLErrorLike(error)) {
    const original = error.originalError;
    if (isApiError(original)) return original;
    // Only request text can hold a lone surrogate (stored text is UTF-8): the caller's mistake.
    if (original instanceof NotUtf8EncodableError) {
      return new GraphQLError(`Input text contains a lone surrogate; it has no UTF-8 encoding`, { path: error.path, extensions: { code: 'BAD_USER_INPUT' } });
    }
    // No field path and no foreign cause: the request itself was wrong (e.g. variable coercion).
    if (!error.path && (!original || isGraphQLErrorLike(original))) return asBadInput(error);
  }
  const cause = isGraphQLErrorLike(error) ? (error.originalError ?? error) : error;
  // Still INTERNAL (one of the codes of docs/api.md "Errors"), but with a message a person can act on; no stack per request.
  if (isDatabaseUnavailable(cause)) {
    log(`database unavailable: ${databaseErrorText(cause)}`);
    return new GraphQLError(DATABASE_UNAVAILABLE, { extensions: { code: 'INTERNAL' } });
  }
  log(cause);
  return new GraphQLError(message, { extensions: { code: 'INTERNAL' } });
}
