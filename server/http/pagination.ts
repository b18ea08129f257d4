/**
 * Keyset pagination as Blockscout does it (GUIDE §1.3): 50 items per page and a flat
 * `next_page_params` object the client sends back as query parameters.
 */
import type { NextPageParams } from '../../types/api/shared';
import { cursorInt, type Query } from './params';

/** Fixed page size of every paginated list. */
export const PAGE_SIZE = 50;

/** The rows of one page and the cursor of the next (null on the last page). */
export interface Page<Row, Cursor extends NextPageParams> {
  rows: Row[];
  nextPageParams: (Cursor & { items_count: number }) | null;
}

/**
 * Fetches one row more than a page to learn whether another page exists without a
 * count, then builds `next_page_params` from the last row shown (the 50th) plus
 * `items_count`, the number of items delivered so far.
 * @param fetch runs the keyset query with the given LIMIT.
 * @param cursorOf the sort key of a row, under the endpoint's cursor names.
 * @param query the request's query, for the `items_count` of the previous pages.
 */
export async function paginate<Row, Cursor extends NextPageParams>(
  fetch: (limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  query: Query,
): Promise<Page<Row, Cursor>> {
  const delivered = cursorInt(query, 'items_count') ?? 0;
  const rows = await fetch(PAGE_SIZE + 1);
  if (rows.length <= PAGE_SIZE) return { rows, nextPageParams: null };
  const shown = rows.slice(0, PAGE_SIZE);
  return { rows: shown, nextPageParams: { ...cursorOf(shown[PAGE_SIZE - 1]), items_count: delivered + PAGE_SIZE } };
}

/** An empty page, for lists we know hold nothing (uncles on a chain without them). */
export function emptyPage<Item>(): { items: Item[]; next_page_params: null } {
  return { items: [], next_page_params: null };
}
