// Mutation payloads (docs/api.md "Mutations"): every mutation returns a nullable payload holding
// its result and `userErrors`. A refusal of the input (a DomainError with a refusal code) becomes
// a user error in the payload, so one refused mutation never nulls its neighbours' results; a
// refusal of the request itself (authentication, role, rate limit, timeout, internal) stays a
// top-level error, and only that mutation's payload is null.
import { DomainError, type ErrorCode } from '../domain/errors.ts';

/** Codes that refuse the request rather than its input: they stay top-level errors. */
const REQUEST_CODES: ReadonlySet<ErrorCode> = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED', 'TIMEOUT', 'INTERNAL']);

/** True when `error` belongs in a payload's `userErrors` rather than in the response's `errors`. */
export const isUserError = (error: unknown): error is DomainError => error instanceof DomainError && !REQUEST_CODES.has(error.code);

/**
 * A refusal as a payload carries it: plain data, since graphql treats an Error instance returned
 * by a resolver as a thrown one.
 */
export interface UserErrorShape {
  readonly code: ErrorCode;
  readonly message: string;
  readonly details: DomainError['details'];
}

/** What every payload resolver returns: the result, or null beside the refusals. */
export interface Payload<T> {
  readonly result: T | null;
  readonly userErrors: readonly UserErrorShape[];
}

/** The payload of a mutation that did its work. */
export const succeeded = <T>(result: T): Payload<T> => ({ result, userErrors: [] });

/** The payload of a refused mutation. */
export const refused = (error: DomainError): Payload<never> => ({
  result: null,
  userErrors: [{ code: error.code, message: error.message, details: error.details }],
});

/**
 * Marks a mutation field whose DomainErrors become `userErrors` (read by the domain-errors
 * plugin, which wraps every resolver, so argument validation refusals land there too).
 */
export const PAYLOAD_FIELD = { nullable: true, extensions: { userErrors: true } } as const;
