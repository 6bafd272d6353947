// The CLI's GraphQL client: one POST per operation, never retried. Every operation is a typed
// document from src/cli/gql/ (generated from schema.graphql), so a renamed field fails `tsc`.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type OperationDefinitionNode } from 'graphql';

export const DEFAULT_URL = 'http://127.0.0.1:4000/graphql';
export const REQUEST_TIMEOUT_MS = 60_000;

/** An error the CLI reports as `sr-bench: <message> (<CODE>)` and exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Wrong arguments: printed with the verb's usage, exit code 2. */
export class UsageError extends CliError {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message, 'USAGE', 2);
    this.name = 'UsageError';
  }
}

export interface ClientOptions {
  url: string;
  token?: string | undefined;
  timeoutMs?: number;
}

/** `--url` wins over `SR_BENCH_URL`; `SR_BENCH_TOKEN` is sent as a bearer token when set. */
export function clientOptions(flagUrl: string | undefined, env: NodeJS.ProcessEnv = process.env): ClientOptions {
  const url = flagUrl || env.SR_BENCH_URL || DEFAULT_URL;
  try {
    new URL(url);
  } catch {
    throw new CliError(`invalid server URL ${JSON.stringify(url)}`, 'BAD_USER_INPUT', 2);
  }
  return { url, token: env.SR_BENCH_TOKEN || undefined };
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

function operationKind(document: TypedDocumentNode<unknown, never>): string {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  return operation?.operation ?? 'query';
}

/** The trusted-document hash codegen embeds in each document (codegen.ts). */
export function trustedHash(document: TypedDocumentNode<unknown, never>): string {
  const id = documentIdOf(document);
  if (id === null) throw new Error('not a generated document: run npm run codegen');
  return id;
}

/** The trusted-document hash codegen embeds in each document (codegen.ts), if any. */
function documentIdOf(document: TypedDocumentNode<unknown, never>): string | null {
  const meta = (document as { __meta__?: { hash?: unknown } }).__meta__;
  return typeof meta?.hash === 'string' ? meta.hash : null;
}

/** The server does not hold the document under that id (another build): send its text instead. */
const isUnknownDocument = (text: string) => text.includes('"PersistedQueryNotFound"');

/**
 * Sends one operation and returns its data: by its trusted-document id, or its text when the
 * server does not know the id (nothing ran then, so the resend is safe for mutations too).
 * GraphQL errors become a CliError with the server's message and `extensions.code`. Nothing else
 * is retried: after a timeout or a lost connection a mutation may have been applied, and the
 * message says to repeat it with the same key.
 */
export async function request<TResult, TVariables>(
  options: ClientOptions,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const isMutation = operationKind(document as TypedDocumentNode<unknown, never>) === 'mutation';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const send = async (body: Record<string, unknown>): Promise<{ response: Response; text: string }> => {
    try {
      const response = await fetch(options.url, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
      return { response, text: await response.text() };
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      const reason = timedOut
        ? `no answer from ${options.url} within ${Math.round(timeoutMs / 1000)} s`
        : `cannot reach ${options.url}: ${causeMessage(error)}`;
      if (isMutation) {
        throw new CliError(
          `${reason}; the request may have been applied. Repeat the same command with the same idempotency key to get its result (it is never retried automatically)`,
          timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        );
      }
      throw new CliError(reason, timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
    }
  };
  const documentId = documentIdOf(document as TypedDocumentNode<unknown, never>);
  let { response, text } = await send(documentId ? { documentId, variables } : { query: print(document), variables });
  if (documentId && isUnknownDocument(text)) ({ response, text } = await send({ query: print(document), variables }));
  let body: GraphQLResponse<TResult>;
  try {
    body = JSON.parse(text) as GraphQLResponse<TResult>;
  } catch {
    throw new CliError(`${options.url} answered HTTP ${response.status} with no GraphQL response`, 'BAD_RESPONSE');
  }
  const first = body.errors?.[0];
  if (first) {
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'INTERNAL';
    const message = body.errors!.map((e) => e.message).join('; ');
    throw new CliError(message, code);
  }
  if (!body.data) throw new CliError(`${options.url} answered HTTP ${response.status} without data`, 'BAD_RESPONSE');
  return body.data;
}

function causeMessage(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** What every mutation payload carries besides its result (docs/api.md "Mutations"). */
interface PayloadLike {
  readonly userErrors: readonly { readonly code: string; readonly message: string }[];
}

/**
 * The result of a mutation payload, or its refusal as the CliError main.ts prints (the first
 * user error's code, every message).
 */
export function resultOf<P extends PayloadLike, K extends Exclude<keyof P, 'userErrors' | '__typename'>>(
  payload: P | null | undefined,
  key: K,
): NonNullable<P[K]> {
  const first = payload?.userErrors[0];
  if (first) throw new CliError(payload.userErrors.map((e) => e.message).join('; '), first.code);
  const result = payload?.[key];
  if (result === null || result === undefined) throw new CliError(`the server returned no ${String(key)} and no reason`, 'BAD_RESPONSE');
  return result;
}
