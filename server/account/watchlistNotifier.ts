/**
 * Watch-list mail: for every new block, the transactions and token transfers that touch a
 * watched address whose owner asked for email for that kind and direction (native coin,
 * ERC-20, NFTs) become one mail per user, transaction and address. A claim row makes sure
 * that only one API process sends it, and that a block heard twice (a reorg back) does not
 * mail again. Only blocks of the last hour are mailed: a catch-up of old blocks is no news.
 */
import { formatUnits } from 'viem';

import type { Logger } from '../common/logger';
import { isConnectionFailure, type Queryable } from '../db';
import type { ChainEventSource } from '../events';
import type { AccountConfig } from './config';
import type { Mailer } from './mail';

interface Movement {
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
async function movementsOf(db: Queryable, hash: string): Promise<Movement[]> {
  return db.query<Movement>(`
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

function describe(move: Movement, coinSymbol: string): string {
  if (move.kind === 'native') return `${ formatUnits(BigInt(move.amount ?? '0'), 18) } ${ coinSymbol }`;
  if (move.kind === 'ERC-20' || move.kind === 'ERC-404') {
    const amount = move.amount && move.decimals !== null ? formatUnits(BigInt(move.amount), move.decimals) : move.amount ?? '?';
    return `${ amount } ${ move.symbol ?? 'tokens' } (${ move.kind })`;
  }
  return `${ move.symbol ?? 'NFT' } #${ move.token_id ?? '?' } (${ move.kind })`;
}

export interface WatchlistNotifierOptions {
  db: Queryable;
  events: ChainEventSource;
  config: AccountConfig;
  mailer: Mailer;
  logger: Logger;
}

/** Starts mailing; returns the function that stops it. `settled()` waits for the mail of blocks heard so far (tests). */
export function startWatchlistNotifier(options: WatchlistNotifierOptions): { stop: () => void; settled: () => Promise<void> } {
  const log = options.logger.child({ service: 'watchlist-mail' });
  let queue = Promise.resolve();

  const notify = async(blockHash: string) => {
    const moves = await movementsOf(options.db, blockHash);
    for (const move of moves) {
      const claimed = await options.db.query(
        `INSERT INTO account_watchlist_notifications (user_id, transaction_hash, address_hash) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING user_id`, [ move.user_id, move.transaction_hash, move.address_hash ]);
      if (claimed.length === 0) continue;
      const verb = move.direction === 'incoming' ? 'received' : 'sent';
      const link = `${ options.config.appUrl }/tx/${ move.transaction_hash }`;
      await options.mailer.send({
        to: move.email,
        subject: `${ move.watch_name } ${ verb } ${ describe(move, options.config.coinSymbol) }`,
        text: `Your watched address "${ move.watch_name }" (${ move.address_hash }) ${ verb } ${ describe(move, options.config.coinSymbol) }.\n\n` +
          `Transaction: ${ link }\n\nYou get this mail because of your watch list settings: ${ options.config.appUrl }/account/watchlist\n`,
      });
    }
  };

  const unsubscribe = options.events.subscribe((event) => {
    if (event.type !== 'block') return;
    // One block at a time, in order; a failure is logged and the next block goes on.
    queue = queue.then(() => notify(event.hash)).catch((error: unknown) => {
      // The database's outage reporter says once that it is away; a line per block would flood the log.
      if (isConnectionFailure(error)) log.debug({ block: event.hash }, 'watch-list mail skipped: database unreachable');
      else log.warn({ err: error, block: event.hash }, 'watch-list mail failed for a block');
    });
  });
  return { stop: unsubscribe, settled: () => queue };
}

