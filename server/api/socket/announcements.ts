/**
 * What each chain event means for the topics of GUIDE §10.2, sent only to topics somebody
 * has joined: with nobody watching an address, a new block costs no address query at all.
 * Objects are built by the same presenters as the REST answers.
 */
import type { Queryable } from '../../db';
import type { IndexingStatus } from '../../indexer/context';
import type { SocketEvent, SocketPayload, SocketTopic } from '../../../types/api/socket';
import type { Transaction } from '../../../types/api/transaction';
import { LOWERCASE_ADDRESS_HASH_PATTERN, LOWERCASE_FULL_HASH_PATTERN } from '../../../types/hashes';
import { presentBlocks } from '../presenters/blocks';
import { presentTokenTransfers } from '../presenters/tokenTransfers';
import { presentTransactions } from '../presenters/transactions';
import { listCreatedContracts } from '../../db/queries/addresses';
import { findBlockByHash, type BlockRow } from '../../db/queries/blocks';
import { listBlockCoinBalances } from '../../db/queries/coinBalances';
import { readChainHead } from '../../db/queries/chain';
import { listTransactionFrames } from '../../db/queries/internalTransactions';
import { listBlockTokenBalanceHolders } from '../../db/queries/tokenBalances';
import { findTokenInstanceMetadata } from '../../db/queries/tokenInstances';
import { listAddressTokenTransfers, listBlockTokenActivity, listBlockTokenTransferParties } from '../../db/queries/tokenTransfers';
import {
  findTransaction, listBlockTransactionParties, listBlockTransactions, listPendingTransactionParties, type TransactionParties, type TransactionRow,
} from '../../db/queries/transactions';
import { indexingStages } from '../serializers/indexingStatus';
import { serializeRawTrace } from '../serializers/rawTrace';
import type { Hub } from './hub';
import { topicKey } from './topics';

/** Pending transactions presented per event to watchers of their addresses. */
const MAX_PENDING_PRESENTED = 50;
/** Token transfers sent per watched address and block (a page's worth). */
const MAX_ADDRESS_TRANSFERS = 50;

export interface Announcer {
  /** Everything a new consensus block means: the block, its transactions, balances, tokens. */
  block(hash: string): Promise<void>;
  pendingTransactions(hashes: string[]): Promise<void>;
  /** Raw traces of the block's watched transactions, now that they are stored. */
  internalTransactions(blockHash: string): Promise<void>;
  tokenInstance(token: string, tokenId: string): Promise<void>;
  status(status: IndexingStatus): void;
}

function partiesOf(row: TransactionParties): string[] {
  return [ row.from_address_hash, row.to_address_hash, row.created_contract_address_hash ].filter((hash): hash is string => hash !== null);
}

/** Per watched address, the hashes of `rows` that involve it (in the order given). */
function transactionsByAddress(rows: TransactionParties[], watched: Set<string>): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const address of new Set(partiesOf(row))) {
      if (!watched.has(address)) continue;
      let hashes = result.get(address);
      if (!hashes) result.set(address, hashes = new Set());
      hashes.add(row.hash);
    }
  }
  return result;
}

export function createAnnouncer(db: Queryable, hub: Hub): Announcer {
  /** Broadcasts a message whose payload type-checks against `types/api/socket.ts`. */
  const send = <T extends SocketTopic, E extends SocketEvent<T>>(topic: T, event: E, payload: SocketPayload<T, E>) => {
    hub.broadcast(topic, event, payload);
  };
  const watched = (prefix: string, pattern: RegExp) => hub.suffixes(prefix).filter((suffix) => pattern.test(suffix));

  /** Presents `rows` once and sends each watcher the ones that involve it, newest first. */
  async function sendToAddresses(event: 'transaction' | 'pending_transaction', rows: TransactionRow[], byAddress: Map<string, Set<string>>) {
    if (rows.length === 0) return;
    const byHash = new Map<string, Transaction>((await presentTransactions(db, rows)).map((item) => [ item.hash, item ]));
    for (const [ address, hashes ] of byAddress) {
      const transactions = [ ...hashes ].map((hash) => byHash.get(hash)).filter((item): item is Transaction => item !== undefined).reverse();
      if (transactions.length > 0) send(topicKey.address(address), event, { transactions });
    }
  }

  async function newBlock(row: BlockRow) {
    const minerKey = topicKey.miner(row.miner_hash);
    if (hub.has(topicKey.newBlock) || hub.has(minerKey)) {
      const [ block ] = await presentBlocks(db, [ row ], { detail: false });
      const head = await readChainHead(db);
      const payload = { average_block_time: String(head.averageBlockTimeMs ?? 0), block };
      send(topicKey.newBlock, 'new_block', payload);
      send(minerKey, 'new_block', payload);
    }
    if (row.transactions_count > 0) send(topicKey.newTransaction, 'transaction', { transaction: row.transactions_count });
  }

  async function blockTransactions(row: BlockRow, addresses: Set<string>) {
    const transactions = new Set(watched('transactions', LOWERCASE_FULL_HASH_PATTERN));
    if (row.transactions_count === 0 || (transactions.size === 0 && addresses.size === 0)) return;
    const parties = await listBlockTransactionParties(db, row.hash);
    for (const { hash } of parties) {
      if (transactions.has(hash)) send(topicKey.transaction(hash), 'collated', {});
    }
    const byAddress = transactionsByAddress(parties, addresses);
    if (byAddress.size === 0) return;
    const involved = new Set([ ...byAddress.values() ].flatMap((hashes) => [ ...hashes ]));
    const rows = await listBlockTransactions(db, row.hash, { limit: row.transactions_count });
    await sendToAddresses('transaction', rows.filter((item) => involved.has(item.hash)), byAddress);
  }

  async function balances(row: BlockRow, addresses: string[]) {
    for (const balance of await listBlockCoinBalances(db, row.hash, addresses)) {
      const key = topicKey.address(balance.address_hash);
      if (balance.delta !== '0') {
        send(key, 'coin_balance', { coin_balance: {
          block_number: balance.block_number, block_timestamp: balance.block_timestamp.toISOString(),
          value: balance.value, delta: balance.delta, transaction_hash: null,
        } });
      }
      send(key, 'balance', { balance: balance.value, block_number: balance.block_number, exchange_rate: null });
      send(key, 'current_coin_balance', { coin_balance: balance.value, block_number: balance.block_number, exchange_rate: null });
    }
    for (const contract of await listCreatedContracts(db, row.number, addresses)) {
      send(topicKey.address(contract.hash), 'fetched_bytecode', { fetched_bytecode: contract.contract_code });
    }
  }

  async function addressTokens(row: BlockRow, addresses: string[]) {
    for (const holder of await listBlockTokenBalanceHolders(db, row.hash, addresses)) {
      send(topicKey.address(holder), 'token_balance', { block_number: row.number });
    }
    // Note: one query per watched address the block moved tokens of (usually none or one).
    for (const address of await listBlockTokenTransferParties(db, row.hash, addresses)) {
      const rows = await listAddressTokenTransfers(db, address, {
        before: { blockNumber: row.number + 1, logIndex: 0, batchIndex: 0 }, limit: MAX_ADDRESS_TRANSFERS,
      });
      const inBlock = rows.filter((transfer) => transfer.block_hash === row.hash);
      if (inBlock.length > 0) send(topicKey.address(address), 'token_transfer', { token_transfers: await presentTokenTransfers(db, inBlock) });
    }
  }

  async function tokens(row: BlockRow) {
    for (const activity of await listBlockTokenActivity(db, row, watched('tokens', LOWERCASE_ADDRESS_HASH_PATTERN))) {
      send(topicKey.token(activity.token), 'token_transfer', { token_transfer: activity.transfers });
      if (activity.total_supply !== null) send(topicKey.token(activity.token), 'total_supply', { total_supply: activity.total_supply });
    }
  }

  return {
    async block(hash) {
      const row = await findBlockByHash(db, hash);
      // Lost consensus again before we got to it: its replacement has an event of its own.
      if (!row || !row.consensus) return;
      const addresses = watched('addresses', LOWERCASE_ADDRESS_HASH_PATTERN);
      await newBlock(row);
      await blockTransactions(row, new Set(addresses));
      if (addresses.length > 0) {
        await balances(row, addresses);
        await addressTokens(row, addresses);
      }
      await tokens(row);
    },

    async pendingTransactions(hashes) {
      send(topicKey.newPendingTransaction, 'pending_transaction', { pending_transaction: hashes.length });
      const addresses = new Set(watched('addresses', LOWERCASE_ADDRESS_HASH_PATTERN));
      if (addresses.size === 0) return;
      const byAddress = transactionsByAddress(await listPendingTransactionParties(db, hashes), addresses);
      const involved = [ ...new Set([ ...byAddress.values() ].flatMap((set) => [ ...set ])) ].slice(0, MAX_PENDING_PRESENTED);
      // Note: one lookup per involved transaction, bounded, and only for watched addresses.
      const rows = (await Promise.all(involved.map((hash) => findTransaction(db, hash)))).filter((item): item is TransactionRow => item !== null);
      await sendToAddresses('pending_transaction', rows, byAddress);
    },

    async internalTransactions(blockHash) {
      const transactions = new Set(watched('transactions', LOWERCASE_FULL_HASH_PATTERN));
      if (transactions.size === 0) return;
      for (const { hash } of await listBlockTransactionParties(db, blockHash)) {
        if (!transactions.has(hash)) continue;
        send(topicKey.transaction(hash), 'raw_trace', { raw_trace: serializeRawTrace(await listTransactionFrames(db, hash)) });
      }
    },

    async tokenInstance(token, tokenId) {
      if (!hub.has(topicKey.tokenInstances(token))) return;
      const metadata = await findTokenInstanceMetadata(db, token, tokenId);
      if (metadata) send(topicKey.tokenInstances(token), 'fetched_token_instance_metadata', { token_id: tokenId, fetched_metadata: metadata });
    },

    status(status) {
      const stages = indexingStages(status);
      const blocks = { ...stages.blocks, node_reachable: stages.nodeReachable };
      const traces = stages.internalTransactions;
      // Both names: the spec says block_index_status / internal_txs_index_status, Blockscout index_status.
      send(topicKey.indexing, 'block_index_status', blocks);
      send(topicKey.indexing, 'index_status', blocks);
      send(topicKey.indexingInternalTransactions, 'internal_txs_index_status', traces);
      send(topicKey.indexingInternalTransactions, 'index_status', traces);
    },
  };
}
