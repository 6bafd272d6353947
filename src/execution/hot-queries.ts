// Hot queries run compiled (docs/api.md "Compiled queries"). A query document that has run
// `after` times is compiled by graphql-jit into one function that reads the fields it selects,
// instead of walking the document for every field of every row; a 100-row page spends most of
// its time there. Mutations and subscriptions always take the standard executor: they are not
// where the time goes.
//
// Answers stay those of the standard executor: variables that do not coerce, a document that
// does not compile, and an execution that ends with errors (graphql-jit reports them without
// source locations) are all answered by the standard executor. Compiling is synchronous and
// grows with the document (about 0.07 ms per field), so only documents of at most `maxFields`
// fields, fragments expanded, are compiled: the loop never stalls for long on one.
//
// A document is the parsed object yoga's document cache hands out for one text, so the count
// and the compiled functions live exactly as long as that cache keeps the text.
import {
  getOperationAST,
  getVariableValues,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

export interface HotQueryOptions {
  /** Executions a query document takes on the standard executor before it is compiled. */
  after: number;
  /** The largest document compiled, in fields with fragments expanded. */
  maxFields: number;
  onCompileError: (error: unknown) => void;
  /** Called for every execution answered by a compiled query (tests, metrics). */
  onCompiledRun: () => void;
}

export const HOT_QUERY_DEFAULTS: Readonly<HotQueryOptions> = Object.freeze({ after: 2, maxFields: 300, onCompileError: () => {}, onCompiledRun: () => {} });

/** Fields of `selectionSet` with fragments expanded, counted up to `cap` (then `cap + 1`). */
export function expandedFieldCount(document: DocumentNode, selectionSet: SelectionSetNode, cap: number): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let n = 0;
  const walk = (set: SelectionSetNode, depth: number): void => {
    // Validation has refused fragment cycles already; the depth bound only keeps this total.
    if (depth > 64) n = cap + 1;
    for (const selection of set.selections) {
      if (n > cap) return;
      if (selection.kind === Kind.FIELD) {
        n += 1;
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth + 1);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet, depth + 1);
      }
    }
  };
  walk(selectionSet, 0);
  return n;
}

/** Per document: runs so far, then its compiled queries by operation name, or 'never'. */
type DocumentState = { runs: number } | { compiled: Map<string, CompiledQuery | 'never'> } | 'never';

export function useHotQueryCompilation(options: Partial<HotQueryOptions> = {}): Plugin {
  const { after, maxFields, onCompileError, onCompiledRun } = { ...HOT_QUERY_DEFAULTS, ...options };
  const documents = new WeakMap<DocumentNode, DocumentState>();

  const compiledFor = (args: ExecutionArgs): CompiledQuery | null => {
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation !== 'query') return null;
    const state = documents.get(args.document) ?? { runs: 0 };
    if (state === 'never') return null;
    if ('runs' in state) {
      if (state.runs < after) {
        documents.set(args.document, { runs: state.runs + 1 });
        return null;
      }
      documents.set(args.document, { compiled: new Map() });
      return compiledFor(args);
    }
    const name = operation.name?.value ?? '';
    let compiled = state.compiled.get(name);
    if (compiled === undefined) {
      compiled = 'never';
      if (expandedFieldCount(args.document, operation.selectionSet, maxFields) <= maxFields) {
        const result = compileQuery(args.schema, args.document, operation.name?.value);
        if (isCompiledQuery(result)) compiled = result;
        else onCompileError(result.errors);
      }
      state.compiled.set(name, compiled);
    }
    if (compiled === 'never') return null;
    const coerced = getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {}, { maxErrors: 1 });
    return coerced.errors === undefined ? compiled : null;
  };

  return {
    onExecute: ({ args, executeFn, setExecuteFn }) => {
      const compiled = compiledFor(args);
      if (!compiled) return;
      setExecuteFn(async (executeArgs) => {
        const result = (await compiled.query(executeArgs.rootValue, executeArgs.contextValue, executeArgs.variableValues)) as ExecutionResult;
        if (result.errors?.length) return executeFn(executeArgs);
        onCompiledRun();
        return result;
      });
    },
  };
}
