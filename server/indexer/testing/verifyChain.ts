/**
 * Test helper: compares what the database holds with what the node says, and returns
 * every difference as a line of text (an empty list means they agree).
 */
import { isDeepStrictEqual } from 'node:util';

import { encodeFunctionData, type Address, type Hex } from 'viem';

import type { Queryable } from '../../db';
import type { IndexingStatus } from '../context';
import { createRpcClient, type RpcClient } from '../rpc/client';
import { eth_blockNumber, eth_callOrNull, eth_getBalance, eth_getBlockByNumber, getBlockReceipts } from '../rpc/actions';
import { fetchTokenMetadata } from '../metadata/fetchMetadata';
import { BALANCE_OF_ABI, decodeStringOrNull, decodeUintOrNull, TOKEN_METADATA_ABI } from '../tokenAbi';

export interface DiffOptions {
  /** Compare name, symbol, decimals and supply of every token with the contract's; default true. */
  tokenMetadata?: boolean;
  /** Compare every NFT instance's token URI and metadata with the contract's and its server's; default true. */
  nftMetadata?: boolean;
}

/** Heights compared at once with the node. */
const BLOCK_CONCURRENCY = 8;

/** `map` with at most `limit` calls in flight; results in input order. */
async function mapConcurrently<T, R>(items: T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async() => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Every height once with the node's hash, transaction and log counts; coin and token
 * balances, holder counts; token metadata and NFT metadata (see {@link DiffOptions}).
 */
export async function diffDatabaseAndChain(db: Queryable, rpcUrl: string, options: DiffOptions = {}): Promise<string[]> {
  const rpc = createRpcClient({ url: rpcUrl, maxRetries: 0 });
  const head = await eth_blockNumber(rpc);
  const problems: string[] = [];

  const blocks = await db.query<{ number: number; hash: string; count: number; transactions_count: number }>(
    `SELECT number, min(hash) AS hash, count(*) AS count, min(transactions_count) AS transactions_count
     FROM blocks WHERE consensus GROUP BY number ORDER BY number`);
  const byNumber = new Map(blocks.map((row) => [ row.number, row ]));
  const counts = new Map((await db.query<{ block_hash: string; txs: number; logs: number }>(`SELECT b.hash AS block_hash,
      (SELECT count(*) FROM transactions t WHERE t.block_hash = b.hash) AS txs,
      (SELECT count(*) FROM logs l WHERE l.block_hash = b.hash) AS logs
    FROM blocks b WHERE b.consensus`)).map((row) => [ row.block_hash, row ]));

  // Several heights at a time: one by one, thousands of blocks took over a minute of round trips.
  const perBlock = await mapConcurrently(Array.from({ length: Number(head) + 1 }, (_, index) => BigInt(index)), BLOCK_CONCURRENCY,
    async(number) => {
      const found: string[] = [];
      const row = byNumber.get(Number(number));
      const block = await eth_getBlockByNumber(rpc, number);
      if (!block) return found;
      if (!row) return [ `block ${ number }: missing` ];
      if (row.count !== 1) found.push(`block ${ number }: ${ row.count } consensus rows`);
      if (row.hash !== block.hash.toLowerCase()) found.push(`block ${ number }: hash ${ row.hash }, node has ${ block.hash }`);
      const receipts = await getBlockReceipts(rpc, block, false);
      const logs = receipts.reduce((sum, receipt) => sum + receipt.logs.length, 0);
      const stored = counts.get(row.hash);
      if (stored?.txs !== block.transactions.length) found.push(`block ${ number }: ${ stored?.txs } transactions, node has ${ block.transactions.length }`);
      if (stored?.logs !== logs) found.push(`block ${ number }: ${ stored?.logs } logs, node has ${ logs }`);
      return found;
    });
  problems.push(...perBlock.flat());
  const above = blocks.filter((row) => row.number > Number(head));
  if (above.length > 0) problems.push(`${ above.length } consensus blocks above the head ${ head }`);

  const orphans = await db.query<{ hash: string }>(`SELECT t.hash FROM transactions t
    WHERE t.block_hash IS NOT NULL AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.hash = t.block_hash AND b.consensus)`);
  if (orphans.length > 0) problems.push(`${ orphans.length } transactions of non-consensus blocks`);
  const unminted = await db.query(`SELECT 1 FROM token_instances i WHERE NOT EXISTS (SELECT 1 FROM token_transfers t
    WHERE t.token_contract_address_hash = i.token_contract_address_hash AND t.token_id = i.token_id)`);
  if (unminted.length > 0) problems.push(`${ unminted.length } NFT instances without a transfer`);

  const balances = await db.query<{ hash: Address; fetched_coin_balance: string }>(
    'SELECT hash, fetched_coin_balance FROM addresses WHERE fetched_coin_balance IS NOT NULL');
  for (const row of balances) {
    const value = await eth_getBalance(rpc, row.hash, head);
    if (value.toString() !== row.fetched_coin_balance) problems.push(`coin balance of ${ row.hash }: ${ row.fetched_coin_balance }, node has ${ value }`);
  }

  const tokenBalances = await db.query<{ address_hash: Address; token_contract_address_hash: Address; token_id: string | null; value: string }>(
    'SELECT address_hash, token_contract_address_hash, token_id, value FROM address_current_token_balances');
  for (const row of tokenBalances) {
    const data = row.token_id === null ?
      encodeFunctionData({ abi: BALANCE_OF_ABI, functionName: 'balanceOf', args: [ row.address_hash ] }) :
      encodeFunctionData({ abi: BALANCE_OF_ABI, functionName: 'balanceOf', args: [ row.address_hash, BigInt(row.token_id) ] });
    const value = decodeUintOrNull(await eth_callOrNull(rpc, row.token_contract_address_hash, data as Hex, head));
    if (value?.toString() !== row.value) {
      problems.push(`token balance of ${ row.address_hash } in ${ row.token_contract_address_hash }#${ row.token_id }: ${ row.value }, node has ${ value }`);
    }
  }
  const holders = await db.query<{ contract_address_hash: string; holders_count: number; actual: number }>(`SELECT
      contract_address_hash, holders_count, (SELECT count(DISTINCT address_hash) FROM address_current_token_balances b
        WHERE b.token_contract_address_hash = t.contract_address_hash AND b.value > 0) AS actual
    FROM tokens t`);
  for (const row of holders.filter((item) => item.holders_count !== item.actual)) {
    problems.push(`holders of ${ row.contract_address_hash }: ${ row.holders_count }, balances say ${ row.actual }`);
  }
  if (options.tokenMetadata ?? true) problems.push(...await diffTokenMetadata(db, rpc, head));
  if (options.nftMetadata ?? true) problems.push(...await diffNftMetadata(db, rpc));
  return problems;
}

const callData = (functionName: 'name' | 'symbol' | 'decimals' | 'totalSupply') =>
  encodeFunctionData({ abi: TOKEN_METADATA_ABI, functionName });

async function diffTokenMetadata(db: Queryable, rpc: RpcClient, head: bigint): Promise<string[]> {
  const problems: string[] = [];
  const tokens = await db.query<{ contract_address_hash: Address; type: string; name: string | null; symbol: string | null;
    decimals: string | null; total_supply: string | null; fetched: boolean }>(`SELECT contract_address_hash, type, name, symbol,
      decimals, total_supply, metadata_fetched_at IS NOT NULL AS fetched FROM tokens ORDER BY contract_address_hash`);
  for (const token of tokens) {
    const at = (fn: Parameters<typeof callData>[0]) => eth_callOrNull(rpc, token.contract_address_hash, callData(fn), head);
    if (!token.fetched) problems.push(`token ${ token.contract_address_hash }: metadata not fetched`);
    const expected = {
      name: decodeStringOrNull(await at('name')),
      symbol: decodeStringOrNull(await at('symbol')),
      decimals: token.type === 'ERC-20' ? decodeUintOrNull(await at('decimals'))?.toString() ?? null : token.decimals,
      total_supply: token.type === 'ERC-1155' ? token.total_supply : decodeUintOrNull(await at('totalSupply'))?.toString() ?? null,
    };
    for (const [ field, value ] of Object.entries(expected)) {
      const stored = token[field as keyof typeof expected];
      if (stored !== value) problems.push(`token ${ token.contract_address_hash }: ${ field } ${ stored }, node has ${ value }`);
    }
  }
  return problems;
}

async function diffNftMetadata(db: Queryable, rpc: RpcClient): Promise<string[]> {
  const problems: string[] = [];
  const instances = await db.query<{ token: Address; token_id: string; type: string; token_uri: string | null;
    metadata: unknown; metadata_error: string | null; fetched: boolean }>(`SELECT i.token_contract_address_hash AS token, i.token_id,
      t.type, i.token_uri, i.metadata, i.metadata_error, i.metadata_fetched_at IS NOT NULL AS fetched
    FROM token_instances i JOIN tokens t ON t.contract_address_hash = i.token_contract_address_hash ORDER BY 1, 2`);
  for (const instance of instances) {
    const name = `NFT ${ instance.token }#${ instance.token_id }`;
    if (!instance.fetched) {
      problems.push(`${ name }: metadata not fetched`);
      continue;
    }
    const tokenId = BigInt(instance.token_id);
    const data = instance.type === 'ERC-1155' ?
      encodeFunctionData({ abi: TOKEN_METADATA_ABI, functionName: 'uri', args: [ tokenId ] }) :
      encodeFunctionData({ abi: TOKEN_METADATA_ABI, functionName: 'tokenURI', args: [ tokenId ] });
    const uri = decodeStringOrNull(await eth_callOrNull(rpc, instance.token, data, 'latest'));
    // A burnt token has no URI any more; what was read while it lived stays.
    if (uri === null) continue;
    if (instance.token_uri !== uri) problems.push(`${ name }: token URI ${ instance.token_uri }, node has ${ uri }`);
    const expected = await fetchTokenMetadata(uri, { tokenId, allowPrivateHosts: true }).then((result) => result.metadata, () => null);
    if (!isDeepStrictEqual(instance.metadata, expected)) {
      problems.push(`${ name }: metadata ${ JSON.stringify(instance.metadata)?.slice(0, 80) } (${ instance.metadata_error }), ` +
        `its server has ${ JSON.stringify(expected)?.slice(0, 80) }`);
    }
  }
  return problems;
}

/**
 * True once every block, its traces and every token's and NFT's metadata are done; with
 * `nodeHead`, also once the indexer has seen that head (just after blocks were mined it
 * may not have, and would call its older head finished).
 */
export async function isFullyIndexed(db: Queryable, indexer: { status(): Promise<IndexingStatus> }, nodeHead?: number): Promise<boolean> {
  const status = await indexer.status();
  if (nodeHead !== undefined && (status.head ?? -1) < nodeHead) return false;
  const [ pending ] = await db.query<{ n: number }>(`SELECT (SELECT count(*) FROM tokens WHERE metadata_fetched_at IS NULL) +
    (SELECT count(*) FROM token_instances WHERE metadata_fetched_at IS NULL) AS n`);
  return status.finishedBlocks && status.finishedInternalTransactions && Number(pending.n) === 0;
}

/** Resolves when `condition` holds, polling every 100 ms; rejects after `timeoutMs`. */
export async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs: number, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${ what }`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
