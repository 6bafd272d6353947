// Connection arguments → keyset page requests, and pages → Relay connections (docs/api.md "Pagination").
import type { KeyValue, Page, PageRequest } from '../db/keyset.ts';
import { badUserInput } from '../domain/errors.ts';
import { decodeCursor, encodeCursor } from './ids.ts';

export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 20;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** Which list a cursor belongs to: its kind, its scope (e.g. the run) and the key's arity. */
export interface ListIdentity {
  kind: string;
  scope: string;
  arity: number;
  /** Key positions holding timestamps (validated when a cursor is decoded). */
  timestamps?: readonly number[];
}

function checkSize(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE) {
    throw badUserInput(`\`${name}\` must be between 1 and ${MAX_PAGE}, got ${value}`);
  }
  return value;
}

/** `defaultSize` (1..100, default 20) applies when neither `first` nor `last` is given. */
export function pageRequest(args: ConnectionArgs, list: ListIdentity, defaultSize: number = DEFAULT_PAGE): PageRequest {
  if (args.first != null && args.last != null) throw badUserInput('Pass either `first` or `last`, not both');
  const backward = args.last != null || (args.first == null && args.before != null && args.after == null);
  const limit = args.first != null ? checkSize('first', args.first) : args.last != null ? checkSize('last', args.last) : defaultSize;
  const decode = (cursor: string | null | undefined) => (cursor == null ? null : decodeCursor(cursor, list.kind, list.scope, list.arity, list.timestamps));
  return { limit, backward, after: decode(args.after), before: decode(args.before) };
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: () => Promise<number>;
}

export function toConnection<T>(page: Page<T>, list: ListIdentity, keyOf: (row: T) => readonly KeyValue[], totalCount: () => Promise<number>): Connection<T> {
  const edges = page.rows.map((node) => ({ cursor: encodeCursor(list.kind, list.scope, keyOf(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}
