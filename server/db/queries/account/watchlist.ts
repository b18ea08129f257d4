/**
 * `account_watchlist`: the addresses a user watches, with the mail they want for each; and
 * `account_watchlist_notifications`, the claims that make each watch-list mail go once.
 */
import type { Queryable } from '../..';

export interface WatchlistRow {
  id: number;
  address_hash: string;
  name: string;
  notification_settings: Record<string, { incoming: boolean; outcoming: boolean }>;
  notify_email: boolean;
}

export interface WatchlistFields {
  addressHash: string;
  name: string;
  notificationSettings: WatchlistRow['notification_settings'];
  notifyEmail: boolean;
}

const WATCHLIST_COLUMNS = 'id, address_hash, name, notification_settings, notify_email';

/** Newest first; `beforeId` continues a page. */
export async function listWatchlist(db: Queryable, userId: number, limit: number, beforeId?: number): Promise<WatchlistRow[]> {
  return db.query<WatchlistRow>(
    `SELECT ${ WATCHLIST_COLUMNS } FROM account_watchlist WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2)
     ORDER BY id DESC LIMIT $3`, [ userId, beforeId ?? null, limit ]);
}

export async function insertWatchlist(db: Queryable, userId: number, fields: WatchlistFields): Promise<WatchlistRow | null> {
  const [ row ] = await db.query<WatchlistRow>(
    `INSERT INTO account_watchlist (user_id, address_hash, name, notification_settings, notify_email) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, address_hash) DO NOTHING RETURNING ${ WATCHLIST_COLUMNS }`,
    [ userId, fields.addressHash, fields.name, JSON.stringify(fields.notificationSettings), fields.notifyEmail ]);
  return row ?? null;
}

/** Null when the row is not this user's; 'duplicate' when the new address is already watched. */
export async function updateWatchlist(db: Queryable, userId: number, id: number, fields: WatchlistFields): Promise<WatchlistRow | null | 'duplicate'> {
  const [ clash ] = await db.query('SELECT 1 FROM account_watchlist WHERE user_id = $1 AND address_hash = $2 AND id <> $3',
    [ userId, fields.addressHash, id ]);
  if (clash) return 'duplicate';
  const [ row ] = await db.query<WatchlistRow>(
    `UPDATE account_watchlist SET address_hash = $3, name = $4, notification_settings = $5, notify_email = $6
     WHERE user_id = $1 AND id = $2 RETURNING ${ WATCHLIST_COLUMNS }`,
    [ userId, id, fields.addressHash, fields.name, JSON.stringify(fields.notificationSettings), fields.notifyEmail ]);
  return row ?? null;
}

/** The user's watched addresses, newest first, at most `limit`. */
export async function listWatchedAddresses(db: Queryable, userId: number, limit: number): Promise<string[]> {
  const rows = await db.query<{ address_hash: string }>(
    'SELECT address_hash FROM account_watchlist WHERE user_id = $1 ORDER BY id DESC LIMIT $2', [ userId, limit ]);
  return rows.map((row) => row.address_hash);
}

export interface WatchedMovement {
  user_id: number;
  email: string;
  address_hash: string;
  watch_name: string;
  transaction_hash: string;
  /** 'native', 'ERC-20', 'ERC-721', 'ERC-1155', 'ERC-404'. */
  kind: string;
  direction: 'incoming' | 'outcoming';
  amount: string | null;
  token_id: string | null;
  symbol: string | null;
  decimals: number | null;
}

/** Every watched movement of block `hash` whose owner wants email for it. */
export async function listWatchedMovements(db: Queryable, hash: string): Promise<WatchedMovement[]> {
  return db.query<WatchedMovement>(`
    WITH recent AS (
      -- Mail is news: blocks indexed long after they were made (a catch-up) send none.
      SELECT hash FROM blocks WHERE hash = $1 AND timestamp > now() - interval '1 hour'
    ), moves AS (
      SELECT t.hash AS transaction_hash, t.from_address_hash AS sender, t.to_address_hash AS receiver, 'native' AS kind,
        t.value::text AS amount, NULL::text AS token_id, NULL::text AS symbol, 18 AS decimals
      FROM transactions t JOIN recent r ON r.hash = t.block_hash WHERE t.value > 0
      UNION ALL
      SELECT tt.transaction_hash, tt.from_address_hash, tt.to_address_hash, tt.token_type, tt.amount::text, tt.token_id::text,
        k.symbol, k.decimals::int
      FROM token_transfers tt JOIN recent r ON r.hash = tt.block_hash
      LEFT JOIN tokens k ON k.contract_address_hash = tt.token_contract_address_hash
    ), sides AS (
      SELECT m.*, m.receiver AS watched, 'incoming' AS direction FROM moves m
      UNION ALL
      SELECT m.*, m.sender AS watched, 'outcoming' AS direction FROM moves m
    )
    SELECT w.user_id, u.email, w.address_hash, w.name AS watch_name, s.transaction_hash, s.kind, s.direction, s.amount, s.token_id,
      s.symbol, s.decimals
    FROM sides s
    -- Settings are kept per kind; ERC-1155 follows the ERC-721 (NFT) choice.
    JOIN account_watchlist w ON w.address_hash = s.watched AND w.notify_email
    JOIN account_users u ON u.id = w.user_id AND u.email IS NOT NULL AND u.email_verified
    WHERE COALESCE((w.notification_settings -> (CASE WHEN s.kind = 'ERC-1155' THEN 'ERC-721' ELSE s.kind END) ->> s.direction)::boolean, false)
    ORDER BY w.user_id, s.transaction_hash`, [ hash ]);
}

/** Claims the mail of (user, transaction, address); false when it was claimed before (another process, or the block heard again). */
export async function claimWatchlistNotification(db: Queryable, userId: number, transactionHash: string, addressHash: string): Promise<boolean> {
  const claimed = await db.query(
    `INSERT INTO account_watchlist_notifications (user_id, transaction_hash, address_hash) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING user_id`, [ userId, transactionHash, addressHash ]);
  return claimed.length > 0;
}
