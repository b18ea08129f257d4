/**
 * A cap on how many of the generator's transactions may wait in the node's mempool.
 * When blocks stop (mining switched off, or transactions that can never be mined), the
 * generator pauses instead of piling up transactions without end.
 */
import type { Address, Hex, PublicClient } from 'viem';

import type { Logger } from './logger';

/** Default cap: about twenty steps' worth, far more than a block interval ever leaves behind. */
export const DEFAULT_MAX_PENDING_TXS = 200;

/** The fields of a mempool transaction that the cap reads. */
interface MempoolTx {
  from: Address;
  nonce: Hex;
}

/**
 * Every transaction in the node's mempool, executable or waiting for a nonce gap.
 * @dev Hardhat-specific (EDR answers it); geth lists only its own accounts' transactions.
 */
export function eth_pendingTransactions(client: PublicClient): Promise<MempoolTx[]> {
  return client.request<{ Parameters: undefined; ReturnType: MempoolTx[] }>({ method: 'eth_pendingTransactions' });
}

/** See {@link createMempoolCap}. */
export interface MempoolCap {
  /**
   * True when `txCount` more transactions keep ours in the mempool at or under the cap.
   * Logs once when the answer turns to false and once when it turns back.
   */
  hasRoomFor(txCount: number): Promise<boolean>;
}

/** Creates a cap of `maxPendingTxs` mempool transactions sent from `accounts`. */
export function createMempoolCap(args: {
  client: PublicClient;
  accounts: Address[];
  maxPendingTxs: number;
  logger: Logger;
}): MempoolCap {
  const ours = new Set(args.accounts.map((address) => address.toLowerCase()));
  let paused = false;

  return {
    async hasRoomFor(txCount) {
      const pending = (await eth_pendingTransactions(args.client)).filter((tx) => ours.has(tx.from.toLowerCase())).length;
      const room = pending + txCount <= args.maxPendingTxs;
      if (room === paused) {
        paused = !room;
        const fields = { pending_txs: pending, max_pending_txs: args.maxPendingTxs };
        if (paused) {
          args.logger.warn(fields, 'mempool cap reached: traffic paused until blocks take transactions out');
        } else {
          args.logger.info(fields, 'mempool has room again: traffic resumed');
        }
      }
      return room;
    },
  };
}
