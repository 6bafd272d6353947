// The schema builder: plugins and scalars, no types (docs/architecture.md "src/schema").
import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { AuthScopeFailureType, type AuthFailure } from '@pothos/plugin-scope-auth';
import ZodPlugin from '@pothos/plugin-zod';
import DomainErrorsPlugin from './domain-errors-plugin.ts';
import { GraphQLError, Kind } from 'graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { Context } from '../context.ts';
import { badUserInput, forbidden } from '../domain/errors.ts';
import { hasRole } from '../services/actor.ts';
import { accessRefusal, type Access } from '../services/access.ts';
import { inputError } from './errors.ts';
import { decodeGlobalId, encodeGlobalId } from './ids.ts';

/** Objects one `nodes(ids:)` call may name: a page's worth, like every list. */
const MAX_NODES = 100;

export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: string; Output: string };
    SafeInt: { Input: number; Output: number };
  };
  // Every connection can count its rows with one indexed count, computed only when asked.
  Connection: { totalCount: () => Promise<number> };
  // A field that needs more than READ declares its entry of services/access.ts (docs/api.md "Access").
  AuthScopes: { access: Access };
  // Non-null unless a field says it may be unknown (docs/api.md "Values").
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // Listed first so its wrapper is outermost and sees the errors the other plugins raise too;
  // scope auth next, so a role is checked before any argument is validated or decoded.
  plugins: [DomainErrorsPlugin, ScopeAuthPlugin, RelayPlugin, DataloaderPlugin, ZodPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({ access: (access) => hasRole(ctx.viewer, access.role) }),
    // The same refusal the service would raise: FORBIDDEN with the role it needs.
    unauthorizedError: (_parent, _ctx, _info, result) => refusalOf(result.failure) ?? forbidden(result.message),
  },
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    encodeGlobalID: encodeGlobalId,
    decodeGlobalID: decodeGlobalId,
    nodeTypeOptions: {
      description: 'An object with a globally unique id: `node(id:)` and `nodes(ids:)` fetch it again, and client caches key it by that id alone.',
    },
    mutationInputArgOptions: { description: 'Everything the mutation needs, in one object (its fields are described on the input type).' },
    idFieldOptions: { description: 'The global id: opaque, unique across every type; pass it to `node(id:)`.' },
    nodeQueryOptions: {
      description:
        'Any object by its global id (natural run-, call- and exp- ids and 64-hex dataset ids are accepted too); null when it does not exist or is not visible to the caller.',
      args: { id: { description: 'A global id, or a natural id.' } },
    },
    nodesQueryOptions: {
      description: `Several objects by id, in the order asked, at most ${MAX_NODES} per request; an id that does not exist or is not visible gives null at its position.`,
      args: { ids: { description: `1..${MAX_NODES} global (or natural) ids.` } },
      resolve: (_root, args, _ctx, _info, resolveNodes) => {
        if (args.ids.length > MAX_NODES) throw badUserInput(`\`ids\` holds at most ${MAX_NODES} ids, got ${args.ids.length}`);
        return resolveNodes(args.ids);
      },
    },
    pageInfoTypeOptions: { description: 'Where a page sits in its list: whether rows exist before or after it, and the cursors of its ends.' },
    hasNextPageFieldOptions: { description: 'More rows follow this page (ask again with `after: endCursor`).' },
    hasPreviousPageFieldOptions: { description: 'Rows precede this page (ask again with `before: startCursor`).' },
    startCursorFieldOptions: { description: 'The cursor of the first row of the page; null when the page is empty.' },
    endCursorFieldOptions: { description: 'The cursor of the last row of the page; null when the page is empty.' },
    pageInfoFieldOptions: { description: 'Where this page sits in the whole list.' },
    edgesFieldOptions: { description: 'The rows of this page with their cursors, in list order.' },
    cursorFieldOptions: { description: 'Opaque, versioned position of this row; valid only for the list that returned it.' },
    nodeFieldOptions: { description: 'The row itself.' },
    firstArgOptions: { description: 'Page size reading forward, 1..100 (outside that range is BAD_USER_INPUT).' },
    lastArgOptions: { description: 'Page size reading backward, 1..100 (outside that range is BAD_USER_INPUT).' },
    afterArgOptions: { description: 'Return rows after this cursor (an `endCursor` or `cursor` of this same list).' },
    beforeArgOptions: { description: 'Return rows before this cursor (a `startCursor` or `cursor` of this same list).' },
  },
  zod: {
    validationError: (error) => badUserInput(error.issues.map((issue) => issue.message).join('; ')),
  },
});

/** The access entry a failed `access` scope was declared with, as its refusal. */
function refusalOf(failure: AuthFailure): Error | null {
  if (failure.kind === AuthScopeFailureType.AuthScope && failure.scope === 'access') {
    const access = failure.parameter as Access; // the parameter of the `access` scope is always an Access (SchemaTypes above)
    return accessRefusal(access);
  }
  if (failure.kind === AuthScopeFailureType.AllAuthScopes || failure.kind === AuthScopeFailureType.AnyAuthScopes) {
    for (const inner of failure.failures) {
      const refusal = refusalOf(inner);
      if (refusal) return refusal;
    }
  }
  return null;
}

builder.queryType({ description: 'Everything a client can read: runs and their reports, comparisons, datasets, experiments, targets and the catalog.' });
builder.mutationType({
  description:
    'Everything that changes state: plans, runs, recoveries, datasets, experiments and the target registry. None makes a model request unless it says so.',
});
builder.subscriptionType({ description: 'Live changes over WebSocket (graphql-ws on the same path); each stream begins with the current state.' });

builder.addScalarType('JSON', GraphQLJSON);

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:\+00:00|Z)$/;

builder.scalarType('DateTime', {
  description:
    'A UTC instant as ISO-8601 text with microseconds and an explicit offset, e.g. 2026-09-18T00:00:04.007000+00:00 (the fraction is omitted when zero).',
  serialize: (value) => value,
  parseValue: (value) => {
    if (typeof value !== 'string' || !ISO_UTC.test(value)) throw inputError('DateTime must be ISO-8601 UTC text');
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
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw inputError('Expected a safe integer');
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
