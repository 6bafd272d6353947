// Query-shape limits (README "Limits"): depth, aliases and directives through graphql-armor's
// rules; tokens and nesting while lexing (document-scan.ts); the validation work's bounds
// (selection-bounds.ts); a cost limit and variable nesting of our own. Rejections are
// BAD_USER_INPUT errors with `extensions.limit` naming the limit; they happen before any
// resolver runs.
//
// Cost. graphql-armor's cost rule prices every field alike and ignores `first`/`last`, so it
// cannot tell a page of 5 from a page of 100. @pothos/plugin-complexity (4.x, graphql 16 peer)
// can, but it needs registering in the shared builder and a multiplier on each of our connection
// fields (they are built by hand over `pageRequest`, with different defaults). A short walk over
// the document is smaller and prices every connection as it is: a field is a connection when it
// takes `first` and its type has `edges` and `pageInfo`.
//
// The estimate counts objects in the answer, which is what a query can multiply:
// - a connection costs 1, plus `first` (or `last`; DEFAULT_PAGE when neither is given; clamped
//   to MAX_PAGE) × (1 for the edge + its `edges`/`nodes` subtree), plus its other fields once;
// - any other object field costs 1 + its subtree; a list of objects LIST_SIZE × its subtree;
// - scalars and enums cost 0: the width of a document is bounded by the token limit instead;
// - `__typename` 0; `__schema`/`__type` 1 (bounded by the schema, and depth does not count them).
// LIST_SIZE is 1: a plain list's length is fixed by stored data (a report's targets, a dataset's
// benchmarks), not by the query, and most are projections of a document already in memory, so
// multiplying them would only price the full typed report (~60, ~5,100 for 100 runs' reports)
// near abusive nesting. What the query controls is pagination: runs(first: 100) { calls(first:
// 100) } costs ~20,400 and is refused, a page of 100 runs with their targets costs ~400.
// Fragments count where they are spread (each computed once per page size, so a "fragment bomb"
// stays linear); the inline fragments of a union all count.
//
// The estimate needs the variables (`first: $n`), so it runs when execution starts (onExecute /
// onSubscribe, before the resolvers), not as a validation rule: yoga caches validation results
// per document, whatever the variables.
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  GraphQLError,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { Plugin } from 'graphql-yoga';
import { DEFAULT_PAGE, MAX_PAGE } from '../schema/pagination.ts';
import type { Limits } from './config.ts';
import { useDocumentScan } from './document-scan.ts';
import { useNoSuggestions } from './no-suggestions.ts';
import { refuseBeforeExecution } from './refuse-before-execution.ts';
import { useSelectionBounds } from './selection-bounds.ts';
import { useVariableNesting } from './variable-nesting.ts';

export type LimitName = 'depth' | 'aliases' | 'tokens' | 'directives' | 'cost' | 'selections' | 'repeats' | 'fragments' | 'nesting';

/** Assumed length of a plain (non-connection) list of objects (see the header). */
export const LIST_SIZE = 1;

/** A rejected document: the caller's mistake, with the limit it broke. */
export function limitError(limit: LimitName, message: string): GraphQLError {
  return new GraphQLError(message.replace(/^Syntax Error: /, ''), { extensions: { code: 'BAD_USER_INPUT', limit } });
}

type Variables = Readonly<Record<string, unknown>> | null | undefined;

function pageSize(node: FieldNode, variables: Variables, defaults: ReadonlyMap<string, ValueNode>): number {
  const intOf = (value: ValueNode | undefined): number | null => {
    if (!value) return null;
    if (value.kind === Kind.INT) return Number.parseInt(value.value, 10);
    if (value.kind === Kind.VARIABLE) {
      const given = variables?.[value.name.value];
      if (typeof given === 'number') return given;
      return given == null ? intOf(defaults.get(value.name.value)) : null;
    }
    return null;
  };
  const arg = (name: string) => intOf(node.arguments?.find((a) => a.name.value === name)?.value);
  const size = arg('first') ?? arg('last');
  // Out-of-range sizes are refused by the resolver with a precise message; price them at the cap.
  return size == null || !Number.isFinite(size) ? DEFAULT_PAGE : Math.min(Math.max(Math.trunc(size), 1), MAX_PAGE);
}

function isConnection(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNamedType(field.type);
  if (!isObjectType(type) || !field.args.some((a) => a.name === 'first')) return false;
  const fields = type.getFields();
  return 'edges' in fields && 'pageInfo' in fields;
}

/** The estimated cost of the operation `operationName` (or the only one) of a valid document. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null, variables?: Variables): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const defaults = new Map<string, ValueNode>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) defaults.set(definition.variable.name.value, definition.defaultValue);
  }
  const fragmentCosts = new Map<string, number>();
  const inProgress = new Set<string>();

  /** `connectionSize` is set while walking the selections of a connection type. */
  const selectionCost = (set: SelectionSetNode, type: GraphQLCompositeType, connectionSize: number | null): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        total += fieldCost(selection, type, connectionSize);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (isCompositeType(on)) total += selectionCost(selection.selectionSet, on, connectionSize);
      } else {
        const name = selection.name.value;
        const key = `${name}:${connectionSize ?? ''}`;
        const known = fragmentCosts.get(key);
        if (known !== undefined) {
          total += known;
          continue;
        }
        const fragment = fragments.get(name);
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !isCompositeType(on) || inProgress.has(key)) continue;
        inProgress.add(key);
        const cost = selectionCost(fragment.selectionSet, on, connectionSize);
        inProgress.delete(key);
        fragmentCosts.set(key, cost);
        total += cost;
      }
    }
    return total;
  };

  const fieldCost = (node: FieldNode, parent: GraphQLCompositeType, connectionSize: number | null): number => {
    const name = node.name.value;
    if (name === '__typename') return 0;
    if (name.startsWith('__')) return 1;
    if (!('getFields' in parent)) return 0;
    const field = parent.getFields()[name];
    if (!field) return 0;
    const type = getNamedType(field.type);
    if (!node.selectionSet || !isCompositeType(type)) return 0;
    if (isConnection(field)) return 1 + selectionCost(node.selectionSet, type, pageSize(node, variables, defaults));
    const children = selectionCost(node.selectionSet, type, null);
    if (!isListType(getNullableType(field.type))) return 1 + children;
    // A connection's edges: each edge is an object of its own around its node.
    if (connectionSize !== null && (name === 'edges' || name === 'nodes')) return 1 + connectionSize * (1 + children);
    return 1 + LIST_SIZE * children;
  };

  return selectionCost(operation.selectionSet, rootType, null);
}

/** graphql-armor rules report through the validation context instead of throwing. */
function reported(limit: LimitName) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(limitError(limit, error.message))],
  };
}

function useValidationRules(rules: ValidationRule[]): Plugin {
  return {
    onValidate: ({ addValidationRule }) => {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}

function useCostLimit(maxCost: number): Plugin {
  return refuseBeforeExecution((args) => {
    const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues);
    return cost > maxCost ? limitError('cost', `Query cost limit of ${maxCost} exceeded, estimated ${cost}.`) : null;
  });
}

/** The validation rules of the depth, alias and directive limits (and no introspection when off). */
export function shapeRules(limits: Limits): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true, ...reported('depth') }),
    maxAliasesRule({ n: limits.maxAliases, ...reported('aliases') }),
    maxDirectivesRule({ n: limits.maxDirectives, ...reported('directives') }),
    ...(limits.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
}

/** The envelop plugins enforcing `limits` on every operation (HTTP and WebSocket alike). */
export function queryLimitPlugins(limits: Limits): Plugin[] {
  const plugins: Plugin[] = [
    // Tokens, nesting and repeats while lexing: before the parser recurses or reads to the end.
    useDocumentScan(limits),
    // Before graphql-js validates: its overlapping-fields rule is quadratic in repeated fields.
    useSelectionBounds(limits),
    useValidationRules(shapeRules(limits)),
    useCostLimit(limits.maxCost),
    useVariableNesting(limits.maxNesting),
  ];
  // "Did you mean …?" would leak the schema that introspection now hides.
  if (!limits.introspection) plugins.push(useNoSuggestions());
  return plugins;
}
