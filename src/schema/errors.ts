// Errors a client can act on carry `extensions.code` (api.md "Errors"); anything else is masked
// as INTERNAL by the yoga error mask.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'PLAN_CHANGED'
  | 'RECOVERY_PLAN_REQUIRED' | 'COMPARISON_INVALID' | 'BUDGET' | 'INTERNAL';

export function apiError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const badUserInput = (message: string, extra?: Record<string, unknown>) => apiError('BAD_USER_INPUT', message, extra);
export const notFound = (message: string) => apiError('NOT_FOUND', message);

/**
 * True for errors we raised on purpose (they pass the mask unchanged). Duck-typed: graphql ships
 * ESM and CJS builds, so an error may come from the other copy of the GraphQLError class.
 */
export function isApiError(error: unknown): error is GraphQLError {
  if (!(error instanceof Error) || error.name !== 'GraphQLError') return false;
  const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
  return typeof code === 'string';
}
