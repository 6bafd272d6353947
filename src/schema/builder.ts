// The schema builder: plugins and scalars, no types (style.md "Pothos").
import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import ZodPlugin from '@pothos/plugin-zod';
import { GraphQLError, Kind } from 'graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { Context } from '../context.ts';
import { badUserInput } from './errors.ts';
import { decodeGlobalId, encodeGlobalId } from './ids.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: string; Output: string };
    SafeInt: { Input: number; Output: number };
  };
  // Every connection can count its rows with one indexed count, computed only when asked.
  Connection: { totalCount: () => Promise<number> };
  // Non-null unless a field says it may be unknown (api.md "Unknown").
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  plugins: [RelayPlugin, DataloaderPlugin, ZodPlugin],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    encodeGlobalID: encodeGlobalId,
    decodeGlobalID: decodeGlobalId,
    nodesQueryOptions: false,
  },
  zod: {
    validationError: (error) => badUserInput(error.issues.map((issue) => issue.message).join('; ')),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.addScalarType('JSON', GraphQLJSON);

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:\+00:00|Z)$/;

builder.scalarType('DateTime', {
  description:
    'A UTC instant as ISO-8601 text with microseconds and an explicit offset, e.g. 2026-09-18T00:00:04.007000+00:00 (the fraction is omitted when zero).',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'string' || !ISO_UTC.test(value)) throw badUserInput('DateTime must be ISO-8601 UTC text');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || !ISO_UTC.test(ast.value)) throw new GraphQLError('DateTime must be ISO-8601 UTC text');
    return ast.value;
  },
});

builder.scalarType('SafeInt', {
  description: 'An integer up to 2^53 − 1 (token sums can pass 2^31).',
  serialize: (value) => {
    if (!Number.isSafeInteger(value)) throw new GraphQLError(`SafeInt cannot represent ${String(value)}`);
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw badUserInput('Expected a safe integer');
    return value;
  },
  parseLiteral: (ast) => {
    const value = ast.kind === Kind.INT ? Number(ast.value) : Number.NaN;
    if (!Number.isSafeInteger(value)) throw new GraphQLError('Expected a safe integer');
    return value;
  },
});

builder.globalConnectionField('totalCount', (t) =>
  t.int({
    description: 'Rows matching the arguments (not only this page).',
    resolve: (connection) => connection.totalCount(),
  }),
);
