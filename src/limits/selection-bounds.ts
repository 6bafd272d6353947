// Bounds on the work of validation (README "Limits"), checked before graphql-js validates.
//
// graphql-js' OverlappingFieldsCanBeMerged rule compares every pair of fields that share a
// response name at one path (fragments included, wherever they are spread), so a document that
// selects one field thousands of times costs time quadratic in its size: a 39 KB
// `{ viewer { actorId actorId … } } ` blocked the event loop for seconds, and the validation
// cache does not help when each copy differs by a comment. This pass walks the document once,
// expanding fragments where they are spread, and refuses it when
// - it visits more than `maxSelections` selections (which also stops a fragment "bomb" that
//   spreads fragments exponentially: the walk ends at the cap), or
// - one response name occurs more than `maxRepeats` times at one path, or
// - it defines more than `maxFragments` fragments (the rule also compares, in pairs, the
//   fragments spread in one selection set: 500 one-field fragments took 150 ms).
// The rule's pairwise work is then at most about maxRepeats × maxSelections field comparisons
// plus maxFragments² fragment comparisons.
import { Kind, type DocumentNode, type FragmentDefinitionNode, type GraphQLError, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Limits } from './config.ts';
import { limitError } from './query-limits.ts';

type Bounds = Pick<Limits, 'maxSelections' | 'maxRepeats' | 'maxFragments'>;

/** Thrown inside the walk to stop it at the first broken bound. */
class Refused extends Error {
  constructor(readonly refusal: GraphQLError) {
    super(refusal.message);
  }
}

export const repeatsError = (key: string, maxRepeats: number): GraphQLError =>
  limitError('repeats', `Field "${key}" is selected more than ${maxRepeats} times; select it once.`);

const refuse = (error: GraphQLError): never => {
  throw new Refused(error);
};

/** The refusal for `document`, or null when its validation work is within the bounds. */
export function selectionBoundsError(document: DocumentNode, bounds: Bounds): GraphQLError | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const defined = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).length;
  if (defined > bounds.maxFragments) return limitError('fragments', `Fragment limit of ${bounds.maxFragments} exceeded, found ${defined}.`);
  let visited = 0;

  // Each root (operation or fragment definition) is validated on its own, so paths are per root.
  const walkRoot = (set: SelectionSetNode) => {
    const counts = new Map<string, number>();
    const spreading = new Set<string>();
    const walk = (selections: SelectionSetNode, path: string) => {
      for (const selection of selections.selections) {
        visited += 1;
        if (visited > bounds.maxSelections) {
          refuse(limitError('selections', `Selection limit of ${bounds.maxSelections} exceeded (fragments count where they are spread).`));
        }
        if (selection.kind === Kind.FIELD) {
          const name = selection.alias?.value ?? selection.name.value;
          const key = path ? `${path}.${name}` : name;
          const count = (counts.get(key) ?? 0) + 1;
          if (count > bounds.maxRepeats) {
            refuse(repeatsError(key, bounds.maxRepeats));
          }
          counts.set(key, count);
          if (selection.selectionSet) walk(selection.selectionSet, key);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          walk(selection.selectionSet, path);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // Unknown and cyclic spreads are validation errors of their own.
          if (!fragment || spreading.has(name)) continue;
          spreading.add(name);
          walk(fragment.selectionSet, path);
          spreading.delete(name);
        }
      }
    };
    walk(set, '');
  };

  try {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) walkRoot(definition.selectionSet);
    }
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
  return null;
}

/** Refuses an over-bound document in place of validating it (HTTP and WebSocket alike). */
export function useSelectionBounds(bounds: Bounds): Plugin {
  return {
    onValidate: ({ params, setResult }) => {
      const error = selectionBoundsError(params.documentAST, bounds);
      if (error) setResult([error]);
    },
  };
}
