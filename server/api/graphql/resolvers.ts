/**
 * Resolvers: the root queries read one entity (or a page) through the query modules (server/db/queries);
 * nested entities go through the request's batchers (`context.ts`), so a page of 100
 * items embeds its transactions, blocks or contracts with one query per kind.
 */
import { GraphQLError } from 'graphql';

import type { Queryable } from '../../db';
import { listAddressMinedTransactions } from '../../db/queries/addressTransactions';
import { findBlockByNumber } from '../../db/queries/blocks';
import { listAddressInternalTransactions, listTransactionInternalTransactions } from '../../db/queries/internalTransactions';
import { listAddressTokenTransfers, listTokenTokenTransfers, type TokenTransferRow } from '../../db/queries/tokenTransfers';
import { findToken } from '../../db/queries/tokens';
import { findTransaction } from '../../db/queries/transactions';
import { connection, decodeCursor, type ConnectionArgs } from './connections';
import type { GraphqlContext } from './context';
import { MAX_ADDRESSES } from './limits';
import type { AddressRow } from '../../db/queries/addresses';
import {
  addressNode, blockNode, internalTransactionNode, signatureDecimal, smartContractNode, tokenNode, tokenTransferNode, transactionNode,
  type AddressNode, type TokenTransferNode, type TransactionNode,
} from './nodes';
import { SCALARS } from './scalars';

/** An answer the client can act on; its message is shown as it is. */
function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

/** An address the indexer never stored: no coin, no code (REST's answer for it too). */
const unseenAddress = (hash: string): AddressRow => ({ hash, fetched_coin_balance: '0', fetched_coin_balance_block_number: null,
  contract_code: null, nonce: null });

type TransferKey = { b: number; l: number; x: number };
const TRANSFER_KEY = [ 'b', 'l', 'x' ] as const;
const transferKeyOf = (row: TokenTransferRow): TransferKey => ({ b: row.block_number, l: row.log_index, x: row.batch_index });
const transferBefore = (args: ConnectionArgs) => {
  const key = decodeCursor<TransferKey>(args.after, TRANSFER_KEY);
  return key && { blockNumber: key.b, logIndex: key.l, batchIndex: key.x };
};

type FrameKey = { b: number; t: number; i: number };

export function createResolvers(db: Queryable) {
  return {
    ...SCALARS,
    Query: {
      // Any valid address answers, as in the REST API (the zero address has transfers but no row).
      async address(_root: unknown, args: { hash: string }, context: GraphqlContext) {
        return addressNode((await context.load.address(args.hash)) ?? unseenAddress(args.hash));
      },
      async addresses(_root: unknown, args: { hashes: string[] }, context: GraphqlContext) {
        if (args.hashes.length > MAX_ADDRESSES) throw new GraphQLError(`hashes takes at most ${ MAX_ADDRESSES } addresses`);
        const rows = await Promise.all(args.hashes.map((hash) => context.load.address(hash)));
        return rows.map((row, index) => addressNode(row ?? unseenAddress(args.hashes[index])));
      },
      async block(_root: unknown, args: { number: number }) {
        if (args.number < 0) throw new GraphQLError('number must not be negative');
        const row = await findBlockByNumber(db, args.number);
        if (!row) throw notFound(`Block number ${ args.number } was not found.`);
        return blockNode(row);
      },
      async transaction(_root: unknown, args: { hash: string }) {
        const row = await findTransaction(db, args.hash);
        if (!row) throw notFound('Transaction not found.');
        return transactionNode(row);
      },
      async token(_root: unknown, args: { contractAddressHash: string }) {
        const row = await findToken(db, args.contractAddressHash);
        if (!row) throw notFound('Token not found.');
        return tokenNode(row);
      },
      tokenTransfers(_root: unknown, args: ConnectionArgs & { tokenContractAddressHash: string }) {
        const before = transferBefore(args);
        return connection(args, (limit) => listTokenTokenTransfers(db, args.tokenContractAddressHash, { before, limit }),
          transferKeyOf, tokenTransferNode);
      },
    },
    Address: {
      async gasUsed(address: AddressNode, _args: unknown, context: GraphqlContext) {
        const counts = await context.load.addressCounts(address.hash);
        // Blockscout's rule, as /counters: a contract's is the gas sent to it (if any), anyone else's the gas it sent.
        return address.isContract && counts && BigInt(counts.gas_used_received) > 0n ? counts.gas_used_received : counts?.gas_used_sent ?? null;
      },
      async transactionsCount(address: AddressNode, _args: unknown, context: GraphqlContext) {
        return (await context.load.addressCounts(address.hash))?.transactions_count ?? null;
      },
      async tokenTransfersCount(address: AddressNode, _args: unknown, context: GraphqlContext) {
        return (await context.load.addressCounts(address.hash))?.token_transfers_count ?? null;
      },
      async smartContract(address: AddressNode, _args: unknown, context: GraphqlContext) {
        if (!address.isContract) return null;
        const row = await context.load.smartContract(address.hash);
        return row ? smartContractNode(row) : null;
      },
      transactions(address: AddressNode, args: ConnectionArgs & { order: 'ASC' | 'DESC' }) {
        const key = decodeCursor<{ b: number; i: number }>(args.after, [ 'b', 'i' ]);
        const order = args.order === 'ASC' ? 'asc' : 'desc';
        return connection(args, (limit) => listAddressMinedTransactions(db, address.hash, {
          direction: undefined, sort: { field: 'block_number', order }, after: key && { blockNumber: key.b, index: key.i }, limit,
        }), (row) => ({ b: row.block_number ?? 0, i: row.index ?? 0 }), transactionNode);
      },
      tokenTransfers(address: AddressNode, args: ConnectionArgs) {
        const before = transferBefore(args);
        return connection(args, (limit) => listAddressTokenTransfers(db, address.hash, { before, limit }), transferKeyOf, tokenTransferNode);
      },
      internalTransactions(address: AddressNode, args: ConnectionArgs) {
        const key = decodeCursor<FrameKey>(args.after, [ 'b', 't', 'i' ]);
        return connection(args, (limit) => listAddressInternalTransactions(db, address.hash, {
          direction: undefined, before: key && { blockNumber: key.b, transactionIndex: key.t, index: key.i }, limit,
        }), (row) => ({ b: row.block_number, t: row.transaction_index, i: row.index }), internalTransactionNode);
      },
    },
    Transaction: {
      async cumulativeGasUsed(transaction: TransactionNode, _args: unknown, context: GraphqlContext) {
        return (await context.load.transactionExtras(transaction.hash))?.cumulative_gas_used ?? null;
      },
      async r(transaction: TransactionNode, _args: unknown, context: GraphqlContext) {
        return signatureDecimal((await context.load.transactionExtras(transaction.hash))?.r ?? null);
      },
      async s(transaction: TransactionNode, _args: unknown, context: GraphqlContext) {
        return signatureDecimal((await context.load.transactionExtras(transaction.hash))?.s ?? null);
      },
      async v(transaction: TransactionNode, _args: unknown, context: GraphqlContext) {
        return signatureDecimal((await context.load.transactionExtras(transaction.hash))?.v ?? null);
      },
      async block(transaction: TransactionNode, _args: unknown, context: GraphqlContext) {
        if (transaction.blockHash === null) return null;
        const row = await context.load.block(transaction.blockHash);
        return row ? blockNode(row) : null;
      },
      async fromAddress(transaction: TransactionNode, _args: unknown, context: GraphqlContext) {
        const row = await context.load.address(transaction.fromAddressHash);
        return row ? addressNode(row) : null;
      },
      async toAddress(transaction: TransactionNode, _args: unknown, context: GraphqlContext) {
        if (transaction.toAddressHash === null) return null;
        const row = await context.load.address(transaction.toAddressHash);
        return row ? addressNode(row) : null;
      },
      internalTransactions(transaction: TransactionNode, args: ConnectionArgs) {
        const key = decodeCursor<{ i: number }>(args.after, [ 'i' ]);
        return connection(args, (limit) => listTransactionInternalTransactions(db, transaction.hash, { afterIndex: key?.i, limit }),
          (row) => ({ i: row.index }), internalTransactionNode);
      },
    },
    TokenTransfer: {
      async transaction(transfer: TokenTransferNode, _args: unknown, context: GraphqlContext) {
        const row = await context.load.transaction(transfer.transactionHash);
        return row ? transactionNode(row) : null;
      },
    },
  };
}
