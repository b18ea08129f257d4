/**
 * A test database with one hand-written block of {@link BLOCK_TRANSACTIONS}
 * transactions: enough for tests of input handling and of paging inside a block,
 * without starting a devnet.
 */
import { keccak256, toHex } from 'viem';

import { insertRows, type Database } from '../../db';
import { createTestDatabase } from '../../db/testing';

/** Hashes and height of the hand-written block and of its first transaction. */
export const BLOCK_HASH = `0x${ 'ab'.repeat(32) }`;
export const TRANSACTION_HASH = `0x${ 'cd'.repeat(32) }`;
export const BLOCK_NUMBER = 5;
/** More than a page, so a block's transaction list has a second page. */
export const BLOCK_TRANSACTIONS = 60;

/** Opens a migrated test database and writes the block and its transaction. */
export async function createSmallDatabase(): Promise<Database> {
  const db = await createTestDatabase();
  const timestamp = '2030-01-01T00:00:00.000Z';
  await insertRows(db, 'blocks', [ {
    hash: BLOCK_HASH, number: BLOCK_NUMBER, parent_hash: `0x${ '00'.repeat(32) }`, timestamp, miner_hash: `0x${ '11'.repeat(20) }`,
    gas_used: '21000', gas_limit: '30000000', base_fee_per_gas: '1000000000', difficulty: '0', nonce: '0x0000000000000000',
    transactions_count: BLOCK_TRANSACTIONS, burnt_fees: '0', priority_fees: '0', transaction_fees: '0',
  } ], { conflict: 'hash' });
  await insertRows(db, 'transactions', Array.from({ length: BLOCK_TRANSACTIONS }, (_, index) => ({
    hash: index === 0 ? TRANSACTION_HASH : keccak256(toHex(`transaction-${ index }`)),
    block_hash: BLOCK_HASH, block_number: BLOCK_NUMBER, index, block_timestamp: timestamp,
    from_address_hash: `0x${ '22'.repeat(20) }`, to_address_hash: `0x${ '33'.repeat(20) }`, value: '1', gas_limit: '21000',
    gas_price: '1000000000', gas_used: '21000', nonce: index, type: 2, input: '0x', status: 1,
  })), { conflict: 'hash' });
  return db;
}
