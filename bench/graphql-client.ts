// GraphQL over HTTP POST, as a client would send it; loopback only.
export interface GraphQLReply {
  /** The raw response body (its length is the response size). */
  text: string;
  data: Record<string, unknown>;
}

export class GraphQLRequestError extends Error {}

function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1') throw new GraphQLRequestError(`The benchmark only talks to 127.0.0.1, not ${host}`);
}

/**
 * Posts one operation and returns the body once fully received. `onReceived` runs right after
 * the last byte arrives, so callers can stop their clock before parsing.
 */
export async function postGraphQL(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  timeoutMs: number,
  onReceived: () => void = () => {},
): Promise<GraphQLReply> {
  assertLoopback(url);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  onReceived();
  let parsed: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw new GraphQLRequestError(`HTTP ${response.status}: not JSON: ${text.slice(0, 200)}`);
  }
  if (parsed.errors?.length) {
    const first = parsed.errors[0];
    throw new GraphQLRequestError(`GraphQL error ${first?.extensions?.code ?? ''}: ${first?.message ?? '?'}`);
  }
  if (!parsed.data) throw new GraphQLRequestError(`HTTP ${response.status}: no data`);
  return { text, data: parsed.data };
}

/** The result at `key` of a mutation payload, or its first user error as a GraphQLRequestError. */
export function payloadResult<T>(payload: unknown, key: string): T {
  const fields = (payload ?? {}) as { userErrors?: { code: string; message: string }[] } & Record<string, unknown>; // a payload as the contract defines it
  const first = fields.userErrors?.[0];
  if (first) throw new GraphQLRequestError(`refused ${first.code}: ${first.message}`);
  const result = fields[key];
  if (result === null || result === undefined) throw new GraphQLRequestError(`no ${key} in ${JSON.stringify(payload)}`);
  return result as T; // the caller names the shape its document selects
}
