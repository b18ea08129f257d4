/**
 * What every table a user keeps rows in shares: delete by id and the per-user quota. Every
 * statement names the user, so a row of someone else is simply not found.
 */
import type { Queryable } from '../..';

/** Whether a row of this user was deleted. */
export async function deleteRow(db: Queryable, table: OwnedTable, userId: number, id: number | string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM ${ table } WHERE user_id = $1 AND id = $2 RETURNING id`, [ userId, id ]);
  return rows.length > 0;
}

/** Whether the user keeps `limit` rows or more in `table` (their quota: one more is refused). */
export async function atLimit(db: Queryable, table: OwnedTable, userId: number, limit: number): Promise<boolean> {
  // Counting stops at the limit, however many rows an older, higher limit left.
  const [ row ] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT 1 FROM ${ table } WHERE user_id = $1 LIMIT $2) AS kept`, [ userId, limit ]);
  return Number(row.count) >= limit;
}

export type OwnedTable = 'account_watchlist' | 'account_address_tags' | 'account_transaction_tags' | 'account_custom_abis' |
  'account_public_tag_requests' | 'account_api_keys';
