/**
 * Relay connections over the keyset queries of server/db/queries: `first` items after an opaque
 * cursor, which is the base64 of the last item's sort key (never an offset, so a page
 * deep in a long list costs what the first one does).
 */
import { GraphQLError } from 'graphql';

/** Items per page when `first` is not given, and the most a page may ask for. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Arguments every connection field takes. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

export interface Connection<Node> {
  edges: Array<{ cursor: string; node: Node }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** The page size a connection asks for, checked. */
export function pageSize(args: ConnectionArgs): number {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 0 || first > MAX_PAGE_SIZE) {
    throw new GraphQLError(`first must be between 0 and ${ MAX_PAGE_SIZE }, got ${ first }`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return first;
}

export function encodeCursor(key: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The key inside `after`, checked against the fields the list sorts by (integers, or
 * decimal strings for fields listed in `decimals`); a cursor from another list or a
 * made-up one is refused with a message rather than reaching SQL.
 */
export function decodeCursor<Key extends Record<string, string | number>>(after: string | null | undefined, fields: readonly (keyof Key & string)[],
  decimals: readonly string[] = []): Key | undefined {
  if (after === null || after === undefined) return undefined;
  const refuse = () => new GraphQLError('after is not a cursor of this list (use endCursor of the previous page)',
    { extensions: { code: 'BAD_USER_INPUT' } });
  let key: unknown;
  try {
    key = after.length <= 400 ? JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw refuse();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw refuse();
  const record = key as Record<string, unknown>;
  if (Object.keys(record).length !== fields.length) throw refuse();
  for (const field of fields) {
    const value = record[field];
    const valid = decimals.includes(field) ?
      typeof value === 'string' && /^\d{1,80}$/.test(value) :
      typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
    if (!valid) throw refuse();
  }
  return record as Key;
}

/**
 * Fetches one row more than the page to learn whether another page follows, then builds
 * the edges; `cursorOf` gives a row's sort key.
 */
export async function connection<Row, Node>(args: ConnectionArgs, fetch: (limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Record<string, string | number>, toNode: (row: Row) => Node = (row) => row as unknown as Node): Promise<Connection<Node>> {
  const size = pageSize(args);
  const rows = await fetch(size + 1);
  const shown = rows.slice(0, size);
  const edges = shown.map((row) => ({ cursor: encodeCursor(cursorOf(row)), node: toNode(row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      // Forward paging only: a page after a cursor has items before it.
      hasPreviousPage: Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
