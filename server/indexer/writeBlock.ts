/**
 * Writes fetched blocks and everything derived from them in one database transaction.
 * @dev Invariant: at most one consensus block per height. A different consensus block
 * at the same height is undone first, in the same transaction, so readers never see
 * both or neither. Writing the same block twice changes nothing.
 */
import type { Address } from 'viem';

import { insertRows, toJson, type Queryable } from '../db';
import { extractBlockRows } from './extract/blockRows';
import type { FetchedBlock } from './fetchBlock';
import { requestProxyChecks, requestProxyChecksForLogs } from './proxies/requests';
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

/**
 * Writes a run of fetched blocks in one transaction (one statement per table for all of
 * them), so catch-up pays the per-statement cost once per run instead of once per block.
 * Each block is still all-or-nothing: the run commits or rolls back as a whole.
 */
export async function writeBlocks(tx: Queryable, fetchedBlocks: FetchedBlock[]): Promise<WrittenBlock[]> {
  const extracted = fetchedBlocks.map((fetched) => ({ fetched, rows: extractBlockRows(fetched.block, fetched.receipts) }));
  const numbers = extracted.map(({ rows }) => rows.block.number as number);
  const current = new Map((await tx.query<{ number: number; hash: string }>(
    'SELECT number, hash FROM blocks WHERE consensus AND number IN (SELECT json_array_elements_text($1::json)::bigint)',
    [ JSON.stringify(numbers) ])).map((row) => [ row.number, row.hash ]));

  const results: WrittenBlock[] = [];
  const toWrite: typeof extracted = [];
  const replaced: string[] = [];
  for (const item of extracted) {
    const { block } = item.rows;
    const stored = current.get(block.number as number);
    const result: WrittenBlock = {
      number: block.number as number, hash: block.hash as string, parentHash: block.parent_hash as string,
      written: stored !== block.hash, replaced: stored && stored !== block.hash ? stored : null,
      transactionHashes: item.rows.transactions.map((row) => row.hash as string),
      addresses: item.fetched.coinBalances.map((balance) => balance.address),
      tokens: [ ...new Set(item.fetched.transfers.map((transfer) => transfer.token)) ],
    };
    results.push(result);
    if (!result.written) continue;
    if (result.replaced) replaced.push(result.replaced);
    toWrite.push(item);
  }
  if (replaced.length > 0) await undoBlocks(tx, replaced);
  if (toWrite.length === 0) return results;

  const all = <T>(pick: (item: typeof extracted[number]) => T[]) => toWrite.flatMap(pick);
  await insertRows(tx, 'blocks', toWrite.map(({ rows }) => rows.block), { conflict: 'hash', update: [ 'consensus', 'updated_at' ] });
  const transactions = all(({ rows }) => rows.transactions);
  await insertRows(tx, 'transactions', transactions, {
    conflict: 'hash',
    // A pending transaction, or one of a block that lost consensus, is now in this block.
    update: Object.keys(transactions[0] ?? {}).filter((column) => column !== 'hash'),
  });
  await insertRows(tx, 'logs', all(({ rows }) => rows.logs), { conflict: 'block_hash, index' });
  await requestProxyChecksForLogs(tx, all(({ rows }) => rows.logs));
  await insertRows(tx, 'withdrawals', all(({ rows }) => rows.withdrawals), { conflict: 'block_hash, index' });
  const blocks = toWrite.map(({ fetched, rows }) => ({
    fetched, hash: rows.block.hash as string, number: rows.block.number as number, timestamp: rows.block.timestamp as string,
  }));
  await writeTokenTransfers(tx, blocks);
  await writeAddresses(tx, blocks);
  await writeTokenBalances(tx, blocks);
  return results;
}

interface BlockToWrite {
  fetched: FetchedBlock;
  hash: string;
  number: number;
  timestamp: string;
}

/** Keeps one row per key: the last one in `rows` order that `newer` prefers. */
function latestBy<T>(rows: T[], key: (row: T) => string, newer: (candidate: T, kept: T) => boolean): T[] {
  const kept = new Map<string, T>();
  for (const row of rows) {
    const previous = kept.get(key(row));
    if (!previous || newer(row, previous)) kept.set(key(row), row);
  }
  return [ ...kept.values() ];
}

async function writeTokenTransfers(tx: Queryable, blocks: BlockToWrite[]) {
  const transfers = blocks.flatMap((block) => block.fetched.transfers.map((transfer) => ({ ...transfer, block })));
  await insertRows(tx, 'token_transfers', transfers.map(({ block, ...transfer }) => ({
    block_hash: block.hash,
    log_index: transfer.logIndex,
    batch_index: transfer.batchIndex,
    is_batch: transfer.isBatch,
    block_number: block.number,
    block_timestamp: block.timestamp,
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
  const supplies = latestBy(
    blocks.flatMap((block) => block.fetched.totalSupplies.map((supply) => ({ ...supply, blockNumber: block.number }))),
    (supply) => supply.token, (candidate, kept) => candidate.blockNumber > kept.blockNumber);
  await insertRows(tx, 'tokens', supplies.map((supply) => ({
    contract_address_hash: supply.token, type: tokens.get(supply.token), total_supply: supply.value, total_supply_block_number: supply.blockNumber,
  })), {
    conflict: 'contract_address_hash', update: [ 'total_supply', 'total_supply_block_number' ],
    updateWhere: 'tokens.total_supply_block_number IS NULL OR tokens.total_supply_block_number <= EXCLUDED.total_supply_block_number',
  });

  // NFT instances: one row per token id; an ERC-721 owner follows its newest transfer.
  const nftTransfers = transfers.filter((transfer) => transfer.tokenType !== 'ERC-20' && transfer.tokenId !== null);
  const instances = latestBy(nftTransfers, (transfer) => `${ transfer.token }:${ transfer.tokenId }`,
    (candidate, kept) => candidate.block.number > kept.block.number ||
      (candidate.block.number === kept.block.number && candidate.logIndex > kept.logIndex));
  await insertRows(tx, 'token_instances', instances.map((transfer) => {
    const isErc721 = transfer.tokenType === 'ERC-721';
    return {
      token_contract_address_hash: transfer.token,
      token_id: transfer.tokenId,
      owner_address_hash: isErc721 ? transfer.to : null,
      owner_block_number: isErc721 ? transfer.block.number : null,
      owner_log_index: isErc721 ? transfer.logIndex : null,
    };
  }), {
    conflict: 'token_contract_address_hash, token_id',
    update: [ 'owner_address_hash', 'owner_block_number', 'owner_log_index' ],
    updateWhere: 'EXCLUDED.owner_block_number IS NOT NULL AND (token_instances.owner_block_number IS NULL OR ' +
      '(token_instances.owner_block_number, token_instances.owner_log_index) < (EXCLUDED.owner_block_number, EXCLUDED.owner_log_index))',
  });
}

async function writeAddresses(tx: Queryable, blocks: BlockToWrite[]) {
  const balances = blocks.flatMap((block) => block.fetched.coinBalances.map((balance) => ({ ...balance, block })));
  await insertRows(tx, 'address_coin_balances', balances.map(({ address, value, block }) => ({
    address_hash: address, block_number: block.number, block_hash: block.hash, block_timestamp: block.timestamp, value,
  })), { conflict: 'address_hash, block_number', update: [ 'block_hash', 'block_timestamp', 'value' ] });
  const latest = latestBy(balances, (balance) => balance.address, (candidate, kept) => candidate.block.number > kept.block.number);
  await upsertCurrentCoinBalances(tx, latest.map((balance) => ({ address: balance.address, value: balance.value, blockNumber: balance.block.number })));
  const contracts = latestBy(blocks.flatMap((block) => block.fetched.createdContracts.map((contract) => ({ ...contract, blockNumber: block.number }))),
    (contract) => contract.address, (candidate, kept) => candidate.blockNumber > kept.blockNumber);
  await insertRows(tx, 'addresses', contracts.map((contract) => ({
    hash: contract.address,
    contract_code: contract.succeeded ? contract.code : null,
    creator_address_hash: contract.creator,
    creation_transaction_hash: contract.transactionHash,
    creation_block_number: contract.blockNumber,
    creation_succeeded: contract.succeeded,
  })), { conflict: 'hash', update: [ 'contract_code', 'creator_address_hash', 'creation_transaction_hash', 'creation_block_number', 'creation_succeeded' ] });
  await requestProxyChecks(tx, contracts.filter((contract) => contract.succeeded).map((contract) => contract.address.toLowerCase()));
}

/** Sets each address's current balance unless a newer block already set it. */
export async function upsertCurrentCoinBalances(tx: Queryable, balances: Array<{ address: string; value: bigint; blockNumber: number }>) {
  await insertRows(tx, 'addresses', balances.map((balance) => ({
    hash: balance.address, fetched_coin_balance: balance.value, fetched_coin_balance_block_number: balance.blockNumber,
  })), {
    conflict: 'hash',
    update: [ 'fetched_coin_balance', 'fetched_coin_balance_block_number' ],
    updateWhere: 'addresses.fetched_coin_balance_block_number IS NULL OR ' +
      'addresses.fetched_coin_balance_block_number <= EXCLUDED.fetched_coin_balance_block_number',
  });
}

async function writeTokenBalances(tx: Queryable, blocks: BlockToWrite[]) {
  const rows = blocks.flatMap((block) => block.fetched.tokenBalances.map((balance) => ({
    address_hash: balance.holder,
    token_contract_address_hash: balance.token,
    token_id: balance.tokenId,
    token_type: balance.tokenType,
    value: balance.value,
    block_number: block.number,
    block_hash: block.hash,
  })));
  const key = 'address_hash, token_contract_address_hash, (COALESCE(token_id, -1))';
  await insertRows(tx, 'address_token_balances', rows, { conflict: `${ key }, block_number`, update: [ 'value', 'block_hash' ] });
  const latest = latestBy(rows, (row) => `${ row.address_hash }:${ row.token_contract_address_hash }:${ row.token_id ?? '' }`,
    (candidate, kept) => candidate.block_number > kept.block_number).map(({ block_hash: _blockHash, ...row }) => row);
  const holderChanges = await countHolderChanges(tx, latest.filter((row) => row.token_id === null));
  await insertRows(tx, 'address_current_token_balances', latest, {
    conflict: key, update: [ 'value', 'block_number', 'token_type' ],
    updateWhere: 'address_current_token_balances.block_number <= EXCLUDED.block_number',
  });
  if (holderChanges.length > 0) {
    await tx.query(`UPDATE tokens t SET holders_count = t.holders_count + c.delta, updated_at = now()
      FROM json_to_recordset($1::json) AS c(token text, delta integer) WHERE t.contract_address_hash = c.token`,
    [ JSON.stringify(holderChanges) ]);
  }
  // An ERC-1155 holder counts once whatever ids it holds, which a per-row delta cannot tell.
  const multiTokens = [ ...new Set(latest.filter((row) => row.token_id !== null).map((row) => row.token_contract_address_hash)) ];
  if (multiTokens.length > 0) await refreshHoldersCount(tx, multiTokens);
}

/**
 * Per token, holders gained minus holders lost by the balances about to be written (one
 * row per holder: ERC-20 and ERC-721). Counting the change instead of recounting keeps a
 * block's cost independent of how many holders a token has.
 * @dev Call before the upsert; rows older than the stored balance are skipped, as the
 * upsert skips them.
 */
async function countHolderChanges(tx: Queryable, rows: Array<Record<string, unknown>>): Promise<Array<{ token: string; delta: number }>> {
  if (rows.length === 0) return [];
  const changes = await tx.query<{ token: string; delta: number }>(`SELECT k.token_contract_address_hash AS token,
      sum(CASE WHEN k.value > 0 AND COALESCE(c.value, 0) <= 0 THEN 1
               WHEN k.value <= 0 AND c.value > 0 THEN -1 ELSE 0 END)::integer AS delta
    FROM json_populate_recordset(NULL::address_current_token_balances, $1::json) k
    LEFT JOIN address_current_token_balances c ON c.address_hash = k.address_hash
      AND c.token_contract_address_hash = k.token_contract_address_hash AND c.token_id IS NULL
    WHERE c.block_number IS NULL OR c.block_number <= k.block_number
    GROUP BY k.token_contract_address_hash`, [ toJson(rows) ]);
  return changes.filter((change) => change.delta !== 0);
}

/** Recounts holders (addresses with a positive balance) of the given tokens. */
export async function refreshHoldersCount(tx: Queryable, tokens: string[]) {
  await tx.query(`UPDATE tokens SET holders_count = (
      SELECT count(DISTINCT address_hash) FROM address_current_token_balances b
      WHERE b.token_contract_address_hash = tokens.contract_address_hash AND b.value > 0),
    updated_at = now()
    WHERE contract_address_hash IN (SELECT json_array_elements_text($1::json))`, [ JSON.stringify(tokens) ]);
}
