// The one place a DomainError becomes what a client sees: its message, and
// `extensions: { code, ...details }`. Anything else is masked as INTERNAL by the yoga error mask.
import { GraphQLError } from 'graphql';
import { DomainError, type ErrorCode, type ErrorDetails } from '../domain/errors.ts';

/**
 * `located` is graphql's wrapper of an error thrown in a resolver: its path and source
 * locations stay on the error the client sees.
 */
export function toGraphQLError(error: DomainError, located?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: { code: error.code, ...error.details },
  });
}

/**
 * An error raised by the HTTP edge (authentication, CSRF) or while coercing a value: those run
 * outside any resolver, where a GraphQLError is what graphql and yoga expect.
 */
export function apiError(code: ErrorCode, message: string, details: ErrorDetails = {}): GraphQLError {
  return toGraphQLError(new DomainError(code, message, details));
}

/** BAD_USER_INPUT from a scalar's coercion: graphql keeps a GraphQLError's message as written. */
export const inputError = (message: string): GraphQLError => apiError('BAD_USER_INPUT', message);

/**
 * True for GraphQL errors we raised on purpose (they pass the mask unchanged). Duck-typed: graphql
 * ships ESM and CJS builds, so an error may come from the other copy of the GraphQLError class.
 */
export function isApiError(error: unknown): error is GraphQLError {
  if (!(error instanceof Error) || error.name !== 'GraphQLError') return false;
  // A GraphQLError's extensions are a plain record; only the code is read here.
  const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
  return typeof code === 'string';
}
