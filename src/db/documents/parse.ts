// Checking a stored document against its schema. The value itself is returned, not zod's copy:
// zod rebuilds objects with the schema's keys first, and the stored key order reaches clients.
// Document schemas have no transforms or defaults, so a value that passes is of the output type.
import type { z } from 'zod';

export class DocumentFormatError extends Error {
  constructor(what: string, issues: readonly z.core.$ZodIssue[]) {
    const first = issues[0];
    const where = first && first.path.length > 0 ? ` at ${first.path.join('.')}` : '';
    super(`${what} does not have its stored format${where}: ${first?.message ?? 'invalid'}`);
    this.name = 'DocumentFormatError';
  }
}

function conforms<T>(schema: z.ZodType<T>, value: unknown): value is T {
  return schema.safeParse(value).success;
}

/** `value` as the document `schema` describes, or a `DocumentFormatError` naming `what`. */
export function parseDocument<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  if (conforms(schema, value)) return value;
  throw new DocumentFormatError(what, schema.safeParse(value).error?.issues ?? []);
}

/**
 * The document a writer's value becomes once stored, checked: jsonb keeps what JSON text keeps
 * (members that are undefined are dropped, number wrappers serialise as numbers), so the value
 * goes through JSON text first, as the driver sends it.
 */
export function storedDocument<T>(schema: z.ZodType<T>, value: object, what: string): T {
  const stored: unknown = JSON.parse(JSON.stringify(value));
  return parseDocument(schema, stored, what);
}
