// Nesting limit (README "Limits"): how deep `{`, `[` and `(` nest in a document, and arrays and
// objects in the variables. graphql-js parses and coerces values recursively, so a 3,000-deep
// list literal or a 100,000-deep JSON variable overflowed the stack and came back as INTERNAL
// (over WebSocket, a 4500 close). Both are refused first, as the caller's mistake.
import { Lexer, Source, TokenKind, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limitError } from './query-limits.ts';
import { refuseBeforeExecution } from './refuse-before-execution.ts';

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

const tooDeep = (maxNesting: number, where: string) =>
  limitError('nesting', `Nesting limit of ${maxNesting} exceeded in the ${where}.`);

/**
 * The deepest bracket nesting of `source`, lexing at most `maxTokens` tokens (the token limit
 * refuses longer documents) and stopping as soon as `maxNesting` is passed. A document that does
 * not lex is left to the parser, which reports the syntax error.
 */
export function documentNesting(source: string | Source, maxTokens: number, maxNesting: number): number {
  const lexer = new Lexer(typeof source === 'string' ? new Source(source) : source);
  let depth = 0;
  let deepest = 0;
  try {
    for (let tokens = 0; tokens <= maxTokens; tokens += 1) {
      const token = lexer.advance();
      if (token.kind === TokenKind.EOF) break;
      if (OPENING.has(token.kind)) {
        depth += 1;
        deepest = Math.max(deepest, depth);
        if (deepest > maxNesting) break;
      } else if (CLOSING.has(token.kind)) {
        depth -= 1;
      }
    }
  } catch {
    // A syntax error: parse() reports it with its location.
  }
  return deepest;
}

/** True when `value` nests arrays/objects deeper than `maxNesting`; iterative, so any depth is safe. */
export function nestsDeeperThan(value: unknown, maxNesting: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > maxNesting) return true;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}

/** The document is checked before it is parsed, the variables before they are coerced. */
export function useNestingLimit(maxNesting: number, maxTokens: number): Plugin[] {
  const documentCheck: Plugin = {
    onParse: ({ params }) => {
      if (documentNesting(params.source, maxTokens, maxNesting) > maxNesting) throw tooDeep(maxNesting, 'document');
    },
  };
  const variablesCheck = refuseBeforeExecution((args): GraphQLError | null =>
    nestsDeeperThan(args.variableValues, maxNesting + 1) ? tooDeep(maxNesting, 'variables') : null);
  return [documentCheck, variablesCheck];
}
