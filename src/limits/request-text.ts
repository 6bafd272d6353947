// Text a request may carry (README "Limits"), checked in one place for variables and the
// document's string literals alike, before anything runs:
// - U+0000 (NUL): Postgres text and jsonb cannot hold it, so it could only fail deep in a query;
// - a lone surrogate (half of a UTF-16 pair): it has no UTF-8 encoding, so it would fail when
//   hashed, or silently become U+FFFD when stored (three different keys, one row).
// Object keys in variables are text too.
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { refuseBeforeExecution } from './refuse-before-execution.ts';

const NUL = '\u0000';

type Flaw = 'nul' | 'surrogate';

function textFlaw(text: string): Flaw | null {
  if (text.includes(NUL)) return 'nul';
  return text.isWellFormed() ? null : 'surrogate';
}

/** The first flaw in any string or key of `value`; iterative (the nesting limit bounds depth). */
function valueFlaw(value: unknown): Flaw | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      const flaw = textFlaw(item);
      if (flaw) return flaw;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const flaw = Array.isArray(item) ? null : textFlaw(key);
        if (flaw) return flaw;
        stack.push(child);
      }
    }
  }
  return null;
}

function literalFlaw(document: DocumentNode): Flaw | null {
  let found: Flaw | null = null;
  visit(document, {
    [Kind.STRING]: (node) => {
      found ??= textFlaw(node.value);
    },
  });
  return found;
}

const MESSAGES: Record<Flaw, string> = {
  nul: 'Text cannot contain the NUL character (U+0000)',
  surrogate: 'Text cannot contain a lone surrogate (half of a UTF-16 pair, such as \\ud800): it has no UTF-8 encoding',
};

export function useRequestTextCheck(): Plugin {
  return refuseBeforeExecution((args) => {
    const flaw = valueFlaw(args.variableValues) ?? literalFlaw(args.document);
    return flaw ? new GraphQLError(MESSAGES[flaw], { extensions: { code: 'BAD_USER_INPUT' } }) : null;
  });
}
