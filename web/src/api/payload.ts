// Mutation payloads (docs/api.md "Mutations"): a mutation answers with its result or with
// `userErrors`. The dashboard shows a refusal the way it shows any API error, so a payload's user
// errors become a CombinedError whose GraphQL errors carry `code` and the details as extensions.
import { CombinedError, type OperationResult } from 'urql';

interface UserErrorFields {
  readonly code: string;
  readonly message: string;
  readonly details?: unknown;
}

interface PayloadFields {
  readonly userErrors: readonly UserErrorFields[];
}

export interface Outcome<T> {
  /** The mutation's result; null when it was refused or the request failed. */
  readonly value: T | null;
  /** Why there is no value: a transport or top-level error, or the payload's refusal. */
  readonly error: CombinedError | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The refusals of a payload as the error the dashboard's notices read (`extensions.code`, `extensions.reason` …). */
export function refusalError(userErrors: readonly UserErrorFields[]): CombinedError {
  return new CombinedError({
    graphQLErrors: userErrors.map((e) => ({ message: e.message, extensions: { ...(isRecord(e.details) ? e.details : {}), code: e.code } })),
  });
}

type PayloadOf<D, F extends keyof D> = NonNullable<D[F]>;

/** The value at `key` of the payload at `field`, or the error that explains why there is none (neither before an answer). */
export function outcome<D, F extends keyof D, K extends Exclude<keyof PayloadOf<D, F>, 'userErrors' | '__typename'>>(
  result: Pick<OperationResult<D>, 'data' | 'error'>,
  field: F,
  key: K,
): Outcome<NonNullable<PayloadOf<D, F>[K]>> {
  if (result.error) return { value: null, error: result.error };
  // Before the first answer (a mutation not sent yet) there is nothing to explain.
  if (result.data === undefined) return { value: null, error: null };
  const payload = result.data?.[field] as PayloadOf<D, F> | null | undefined; // D[F] without its null: checked below
  const userErrors = (payload as Partial<PayloadFields> | null | undefined)?.userErrors ?? []; // every document selects userErrors on its payload
  if (userErrors.length > 0) return { value: null, error: refusalError(userErrors) };
  const value = payload?.[key];
  if (value === null || value === undefined)
    return { value: null, error: new CombinedError({ graphQLErrors: [{ message: 'The server returned no result and no reason.' }] }) };
  return { value, error: null };
}
