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
import { claimWatchlistNotification, listWatchedMovements, type WatchedMovement } from '../db/queries/account/watchlist';
import type { ChainEventSource } from '../events';
import type { AccountConfig } from './config';
import type { Mailer } from './mail';

function describe(move: WatchedMovement, coinSymbol: string): string {
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
    const moves = await listWatchedMovements(options.db, blockHash);
    for (const move of moves) {
      if (!await claimWatchlistNotification(options.db, move.user_id, move.transaction_hash, move.address_hash)) continue;
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

