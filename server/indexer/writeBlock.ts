/**
 * Writes one fetched block and everything derived from it in one database transaction.
 * @dev Invariant: at most one consensus block per height. A different consensus block
 * at the same height is undone first, in the same transaction, so readers never see
 * both or neither. Writing the same block twice changes nothing.
 */
import type { Address } from 'viem';

import { insertRows, type Queryable } from '../db';
import { extractBlockRows } from './extract/blockRows';
import type { FetchedBlock } from './fetchBlock';
import { undoBlocks } from './reorg';

export interface WrittenBlock {
  number: number;
  hash: string;
  parentHash: string;
  /** False when the block was already there. */
  written: boolean;
  /** Hash of the block this one replaced at its height, if any. */
  replaced: string | null;
  transactionHashes: string[];
  addresses: Address[];
  tokens: Address[];
}

export async function writeBlock(tx: Queryable, fetched: FetchedBlock): Promise<WrittenBlock> {
  const rows = extractBlockRows(fetched.block, fetched.receipts);
  const number = rows.block.number as number;
  const hash = rows.block.hash as string;
  const base = {
    number, hash, parentHash: rows.block.parent_hash as string,
    transactionHashes: rows.transactions.map((row) => row.hash as string),
    addresses: fetched.coinBalances.map((balance) => balance.address),
    tokens: [ ...new Set(fetched.transfers.map((transfer) => transfer.token)) ],
  };

  const [ current ] = await tx.query<{ hash: string }>('SELECT hash FROM blocks WHERE number = $1 AND consensus', [ number ]);
  if (current?.hash === hash) return { ...base, written: false, replaced: null };
  if (current) await undoBlocks(tx, [ current.hash ]);

  await insertRows(tx, 'blocks', [ rows.block ], { conflict: 'hash', update: [ 'consensus', 'updated_at' ] });
  await insertRows(tx, 'transactions', rows.transactions, {
    conflict: 'hash',
    // A pending transaction, or one of a block that lost consensus, is now in this block.
    update: Object.keys(rows.transactions[0] ?? {}).filter((column) => column !== 'hash'),
  });
  await insertRows(tx, 'logs', rows.logs, { conflict: 'block_hash, index' });
  await insertRows(tx, 'withdrawals', rows.withdrawals, { conflict: 'block_hash, index' });
  await writeTokenTransfers(tx, fetched, hash, number, rows.block.timestamp as string);
  await writeAddresses(tx, fetched, hash, number, rows.block.timestamp as string);
  await writeTokenBalances(tx, fetched, hash, number);
  return { ...base, written: true, replaced: current?.hash ?? null };
}

async function writeTokenTransfers(tx: Queryable, fetched: FetchedBlock, blockHash: string, blockNumber: number, timestamp: string) {
  const { transfers } = fetched;
  await insertRows(tx, 'token_transfers', transfers.map((transfer) => ({
    block_hash: blockHash,
    log_index: transfer.logIndex,
    batch_index: transfer.batchIndex,
    is_batch: transfer.isBatch,
    block_number: blockNumber,
    block_timestamp: timestamp,
    transaction_hash: transfer.transactionHash,
    transaction_index: transfer.transactionIndex,
    token_contract_address_hash: transfer.token,
    token_type: transfer.tokenType,
    from_address_hash: transfer.from,
    to_address_hash: transfer.to,
    amount: transfer.amount,
    token_id: transfer.tokenId,
  })), { conflict: 'block_hash, log_index, batch_index' });

  const tokens = new Map(transfers.map((transfer) => [ transfer.token, transfer.tokenType ]));
  await insertRows(tx, 'tokens', [ ...tokens ].map(([ address, type ]) => ({ contract_address_hash: address, type })),
    { conflict: 'contract_address_hash' });
  await insertRows(tx, 'tokens', fetched.totalSupplies.map((supply) => ({
    contract_address_hash: supply.token, type: tokens.get(supply.token), total_supply: supply.value, total_supply_block_number: blockNumber,
  })), {
    conflict: 'contract_address_hash', update: [ 'total_supply', 'total_supply_block_number' ],
    updateWhere: 'tokens.total_supply_block_number IS NULL OR tokens.total_supply_block_number <= EXCLUDED.total_supply_block_number',
  });

  // NFT instances: one row per token id; an ERC-721 owner follows its newest transfer.
  const instances = new Map<string, Record<string, unknown>>();
  for (const transfer of transfers) {
    if (transfer.tokenType === 'ERC-20' || transfer.tokenId === null) continue;
    instances.set(`${ transfer.token }:${ transfer.tokenId }`, {
      token_contract_address_hash: transfer.token,
      token_id: transfer.tokenId,
      owner_address_hash: transfer.tokenType === 'ERC-721' ? transfer.to : null,
      owner_block_number: transfer.tokenType === 'ERC-721' ? blockNumber : null,
      owner_log_index: transfer.tokenType === 'ERC-721' ? transfer.logIndex : null,
    });
  }
  await insertRows(tx, 'token_instances', [ ...instances.values() ], {
    conflict: 'token_contract_address_hash, token_id',
    update: [ 'owner_address_hash', 'owner_block_number', 'owner_log_index' ],
    updateWhere: 'EXCLUDED.owner_block_number IS NOT NULL AND (token_instances.owner_block_number IS NULL OR ' +
      '(token_instances.owner_block_number, token_instances.owner_log_index) < (EXCLUDED.owner_block_number, EXCLUDED.owner_log_index))',
  });
}

async function writeAddresses(tx: Queryable, fetched: FetchedBlock, blockHash: string, blockNumber: number, timestamp: string) {
  await insertRows(tx, 'address_coin_balances', fetched.coinBalances.map((balance) => ({
    address_hash: balance.address, block_number: blockNumber, block_hash: blockHash, block_timestamp: timestamp, value: balance.value,
  })), { conflict: 'address_hash, block_number', update: [ 'block_hash', 'block_timestamp', 'value' ] });
  await upsertCurrentCoinBalances(tx, fetched.coinBalances, blockNumber);
  await insertRows(tx, 'addresses', fetched.createdContracts.map((contract) => ({
    hash: contract.address,
    contract_code: contract.succeeded ? contract.code : null,
    creator_address_hash: contract.creator,
    creation_transaction_hash: contract.transactionHash,
    creation_block_number: blockNumber,
    creation_succeeded: contract.succeeded,
  })), { conflict: 'hash', update: [ 'contract_code', 'creator_address_hash', 'creation_transaction_hash', 'creation_block_number', 'creation_succeeded' ] });
}

/** Sets each address's current balance unless a newer block already set it. */
export async function upsertCurrentCoinBalances(tx: Queryable, balances: Array<{ address: string; value: bigint }>, blockNumber: number) {
  await insertRows(tx, 'addresses', balances.map((balance) => ({
    hash: balance.address, fetched_coin_balance: balance.value, fetched_coin_balance_block_number: blockNumber,
  })), {
    conflict: 'hash',
    update: [ 'fetched_coin_balance', 'fetched_coin_balance_block_number' ],
    updateWhere: 'addresses.fetched_coin_balance_block_number IS NULL OR ' +
      'addresses.fetched_coin_balance_block_number <= EXCLUDED.fetched_coin_balance_block_number',
  });
}

async function writeTokenBalances(tx: Queryable, fetched: FetchedBlock, blockHash: string, blockNumber: number) {
  const rows = fetched.tokenBalances.map((balance) => ({
    address_hash: balance.holder,
    token_contract_address_hash: balance.token,
    token_id: balance.tokenId,
    token_type: balance.tokenType,
    value: balance.value,
    block_number: blockNumber,
  }));
  const key = 'address_hash, token_contract_address_hash, (COALESCE(token_id, -1))';
  await insertRows(tx, 'address_token_balances', rows.map((row) => ({ ...row, block_hash: blockHash })),
    { conflict: `${ key }, block_number`, update: [ 'value', 'block_hash' ] });
  await insertRows(tx, 'address_current_token_balances', rows, {
    conflict: key, update: [ 'value', 'block_number', 'token_type' ],
    updateWhere: 'address_current_token_balances.block_number <= EXCLUDED.block_number',
  });
  const tokens = [ ...new Set(rows.map((row) => row.token_contract_address_hash)) ];
  if (tokens.length > 0) await refreshHoldersCount(tx, tokens);
}

/** Recounts holders (addresses with a positive balance) of the given tokens. */
export async function refreshHoldersCount(tx: Queryable, tokens: string[]) {
  await tx.query(`UPDATE tokens SET holders_count = (
      SELECT count(DISTINCT address_hash) FROM address_current_token_balances b
      WHERE b.token_contract_address_hash = tokens.contract_address_hash AND b.value > 0),
    updated_at = now()
    WHERE contract_address_hash IN (SELECT json_array_elements_text($1::json))`, [ JSON.stringify(tokens) ]);
}
