// Limits checked on a document's tokens before it is parsed (README "Limits"):
// - tokens: a huge document is refused without being parsed to its end;
// - nesting: how deep `{`, `[` and `(` nest. graphql-js parses recursively, so a 3,000-deep
//   list literal overflowed the stack and came back as INTERNAL (over WebSocket, a 4500 close).
// - repeats: one response name more than `maxRepeats` times in one selection set literal, the
//   cheap part of selection-bounds.ts (which counts after parsing, fragments included), so the
//   repeated-field attack is refused before it is parsed.
// One pass of graphql-js' own lexer, stopping at the first broken limit; the document is then
// parsed by graphql-js with its `maxTokens` option as a backstop. (graphql-armor's max-tokens
// plugin counted through a Proxy around the lexer: three times the cost of this pass and the
// parse together, which an anonymous caller could spend at will.)
import { GraphQLError, Lexer, parse, Source, TokenKind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limitError } from './query-limits.ts';
import { repeatsError } from './selection-bounds.ts';

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

export interface ScanLimits {
  maxTokens: number;
  maxNesting: number;
  maxRepeats: number;
}

export interface DocumentScan {
  /** Tokens lexed, stopping once over the limit. */
  tokens: number;
  /** Deepest bracket nesting seen, stopping once over the limit. */
  nesting: number;
  /** A response name found more than `maxRepeats` times in one selection set, if any. */
  repeated: string | null;
}

/**
 * Lexes `source` until the end or the first broken limit; a syntax error ends the scan (parse
 * reports it). Inside a selection set (braces outside any parentheses) a name is a response name
 * unless it follows `...` (a spread, `on` and its type) or `@` (a directive), or follows an
 * alias' colon (the field behind the alias).
 */
export function scanDocument(source: string | Source, limits: ScanLimits): DocumentScan {
  const lexer = new Lexer(typeof source === 'string' ? new Source(source) : source);
  let depth = 0;
  let parens = 0;
  const sets: Map<string, number>[] = [];
  let previous: string = TokenKind.SOF;
  let skipName = 0;
  const scan: DocumentScan = { tokens: 0, nesting: 0, repeated: null };
  try {
    while (scan.tokens <= limits.maxTokens && scan.nesting <= limits.maxNesting && scan.repeated === null) {
      const token = lexer.advance();
      if (token.kind === TokenKind.EOF) break;
      scan.tokens += 1;
      if (OPENING.has(token.kind)) {
        depth += 1;
        scan.nesting = Math.max(scan.nesting, depth);
        if (token.kind === TokenKind.PAREN_L) parens += 1;
        else if (token.kind === TokenKind.BRACE_L && parens === 0) sets.push(new Map());
      } else if (CLOSING.has(token.kind)) {
        depth -= 1;
        if (token.kind === TokenKind.PAREN_R) parens -= 1;
        else if (token.kind === TokenKind.BRACE_R && parens === 0) sets.pop();
      } else if (parens === 0 && sets.length > 0) {
        const set = sets[sets.length - 1]!;
        if (token.kind === TokenKind.SPREAD) skipName = 1;
        else if (token.kind === TokenKind.AT || token.kind === TokenKind.COLON) skipName = 1;
        else if (token.kind === TokenKind.NAME) {
          if (skipName > 0) {
            // `... on Type`: the type condition follows `on`.
            skipName = previous === TokenKind.SPREAD && token.value === 'on' ? 1 : 0;
          } else {
            const count = (set.get(token.value) ?? 0) + 1;
            set.set(token.value, count);
            if (count > limits.maxRepeats) scan.repeated = token.value;
          }
        }
      }
      previous = token.kind;
    }
  } catch {
    // A syntax error: parse() reports it with its location.
  }
  return scan;
}

const tokenLimit = (maxTokens: number) => limitError('tokens', `Token limit of ${maxTokens} exceeded.`);

export function useDocumentScan(limits: ScanLimits): Plugin {
  const { maxTokens, maxNesting, maxRepeats } = limits;
  return {
    onParse: ({ params, setParseFn }) => {
      const scan = scanDocument(params.source, limits);
      if (scan.tokens > maxTokens) throw tokenLimit(maxTokens);
      if (scan.nesting > maxNesting) throw limitError('nesting', `Nesting limit of ${maxNesting} exceeded in the document.`);
      if (scan.repeated !== null) throw repeatsError(scan.repeated, maxRepeats);
      setParseFn((source, options) => {
        try {
          return parse(source, { ...options, maxTokens });
        } catch (error) {
          if (error instanceof GraphQLError && /more than \d+ tokens/.test(error.message)) throw tokenLimit(maxTokens);
          throw error;
        }
      });
    },
  };
}
