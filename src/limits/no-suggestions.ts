// With introspection off (README "Limits"), no error may name a part of the schema the caller
// did not write. graphql-js suggests fields, arguments, input fields, types and enum values
// ("Did you mean …?") in validation errors and in variable coercion errors at execution, and
// graphql-armor's block-field-suggestions only masks the first kind's field/argument form (it
// misses "Did you mean the enum value …?" and every execution-time error). So every "Did you
// mean" sentence is dropped, wherever the error comes from.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export const withoutSuggestions = (message: string): string => message.replace(SUGGESTION, '').trim();

/** `error` with its message's suggestions dropped (the same error when it has none). */
export function stripSuggestions<E extends Error>(error: E): E | GraphQLError {
  if (!error.message.includes('Did you mean ')) return error;
  const message = withoutSuggestions(error.message);
  if (error instanceof GraphQLError || error.name === 'GraphQLError') {
    // Either copy of graphql's class (ESM/CJS) has these fields; a plain Error reads them as absent.
    const e: Partial<GraphQLError> = error;
    return new GraphQLError(message, {
      nodes: e.nodes,
      source: e.source,
      positions: e.positions,
      path: e.path,
      originalError: e.originalError,
      extensions: e.extensions,
    });
  }
  error.message = message;
  return error;
}

/** Validation errors without suggestions; execution errors are stripped by the error mask (yoga.ts). */
export function useNoSuggestions(): Plugin {
  return {
    onValidate:
      () =>
      ({ valid, result, setResult }) => {
        if (!valid) setResult(result.map((error: Error) => stripSuggestions(error)));
      },
  };
}
