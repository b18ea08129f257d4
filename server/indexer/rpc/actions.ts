/**
 * A typed helper per JSON-RPC method the indexer uses, named after it. Each normalises
 * the answer with viem's formatters and checks it against what was asked, so garbage
 * from the node becomes an {@link InvalidResponseError} (retryable) instead of bad rows.
 */
import {
  formatBlock, formatTransactionReceipt, numberToHex,
  type Address, type Block, type Hash, type Hex, type Transaction, type TransactionReceipt,
} from 'viem';

import { FULL_HASH_PATTERN } from '../../../types/hashes';
import { InvalidResponseError, RpcError } from '../errors';
import type { RpcClient } from './client';

export type FullBlock = Block<bigint, true, 'latest'> & { number: bigint; hash: Hash; transactions: Transaction[] };
export type Receipt = TransactionReceipt;

export async function eth_chainId(rpc: RpcClient): Promise<number> {
  return Number(await rpc.request<Hex>('eth_chainId'));
}

export async function eth_blockNumber(rpc: RpcClient): Promise<bigint> {
  const result = await rpc.request<Hex>('eth_blockNumber');
  if (typeof result !== 'string' || !result.startsWith('0x')) throw new InvalidResponseError('eth_blockNumber: not a quantity');
  return BigInt(result);
}

/** The block with full transactions, or null when the node has no block at that height. */
export async function eth_getBlockByNumber(rpc: RpcClient, number: bigint): Promise<FullBlock | null> {
  const raw = await rpc.request<Record<string, unknown> | null>('eth_getBlockByNumber', [ numberToHex(number), true ]);
  if (raw === null) return null;
  const block = checkBlock(raw);
  if (block.number !== number) {
    throw new InvalidResponseError(`eth_getBlockByNumber: asked for ${ number }, got ${ block.number }`);
  }
  return block;
}

export async function eth_getBlockByHash(rpc: RpcClient, hash: Hash): Promise<FullBlock | null> {
  const raw = await rpc.request<Record<string, unknown> | null>('eth_getBlockByHash', [ hash, true ]);
  if (raw === null) return null;
  const block = checkBlock(raw);
  if (block.hash.toLowerCase() !== hash.toLowerCase()) throw new InvalidResponseError('eth_getBlockByHash: wrong block');
  return block;
}

/** Hash and parent hash at a height, without transactions: cheap reorg checks. */
export async function eth_getBlockHeader(rpc: RpcClient, number: bigint): Promise<{ hash: Hash; parentHash: Hash } | null> {
  const raw = await rpc.request<{ hash?: string; parentHash?: string } | null>('eth_getBlockByNumber', [ numberToHex(number), false ]);
  if (raw === null) return null;
  if (!FULL_HASH_PATTERN.test(raw.hash ?? '') || !FULL_HASH_PATTERN.test(raw.parentHash ?? '')) throw new InvalidResponseError('eth_getBlockByNumber: bad header');
  return { hash: raw.hash!.toLowerCase() as Hash, parentHash: raw.parentHash!.toLowerCase() as Hash };
}

function checkBlock(raw: Record<string, unknown>): FullBlock {
  if (typeof raw !== 'object' || !FULL_HASH_PATTERN.test(String(raw.hash)) || !Array.isArray(raw.transactions) ||
    typeof raw.number !== 'string' || !FULL_HASH_PATTERN.test(String(raw.parentHash))) {
    throw new InvalidResponseError('block: missing hash, number, parent hash or transactions');
  }
  const block = formatBlock(raw as never) as unknown as FullBlock;
  for (const tx of block.transactions) {
    if (typeof tx !== 'object' || !FULL_HASH_PATTERN.test(tx.hash) || tx.blockHash?.toLowerCase() !== block.hash.toLowerCase()) {
      throw new InvalidResponseError(`block ${ block.number }: a transaction is not a full object of this block`);
    }
  }
  return block;
}

/**
 * Receipts of every transaction of `block`, in block order: one `eth_getBlockReceipts`
 * call when the node has it, else one `eth_getTransactionReceipt` per transaction (all in
 * one HTTP batch).
 * @dev Each receipt must belong to this very block hash; a receipt from another branch
 * means the chain moved under us, which is retryable.
 */
export async function getBlockReceipts(rpc: RpcClient, block: FullBlock, useBlockReceipts: boolean): Promise<Receipt[]> {
  if (block.transactions.length === 0) return [];
  let raws: Array<Record<string, unknown> | null>;
  if (useBlockReceipts) {
    raws = await rpc.request<Array<Record<string, unknown>>>('eth_getBlockReceipts', [ block.hash ]) ?? [];
  } else {
    raws = await Promise.all(block.transactions.map((tx) =>
      rpc.request<Record<string, unknown> | null>('eth_getTransactionReceipt', [ tx.hash ])));
  }
  if (!Array.isArray(raws) || raws.length !== block.transactions.length) {
    throw new InvalidResponseError(`block ${ block.number }: expected ${ block.transactions.length } receipts`);
  }
  return raws.map((raw, index) => {
    if (!raw || typeof raw !== 'object') throw new InvalidResponseError(`block ${ block.number }: missing receipt`);
    const receipt = formatTransactionReceipt(raw as never);
    const tx = block.transactions[index];
    if (receipt.transactionHash.toLowerCase() !== tx.hash.toLowerCase() ||
      receipt.blockHash.toLowerCase() !== block.hash.toLowerCase()) {
      throw new InvalidResponseError(`block ${ block.number }: receipt of another block or order`);
    }
    return receipt;
  });
}

export async function eth_getBalance(rpc: RpcClient, address: Address, blockNumber: bigint): Promise<bigint> {
  const result = await rpc.request<Hex>('eth_getBalance', [ address, numberToHex(blockNumber) ]);
  if (typeof result !== 'string' || !result.startsWith('0x')) throw new InvalidResponseError('eth_getBalance: not a quantity');
  return BigInt(result);
}

export async function eth_getCode(rpc: RpcClient, address: Address, blockNumber: bigint): Promise<Hex> {
  const result = await rpc.request<Hex>('eth_getCode', [ address, numberToHex(blockNumber) ]);
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(result)) throw new InvalidResponseError('eth_getCode: not hex');
  return result.toLowerCase() as Hex;
}

/**
 * `eth_call` that resolves to null when the contract gives a definite "no": it reverts or
 * lacks the method, as token contracts often do (a missing `decimals`, a `tokenURI` of a
 * burnt token). A node that could not answer (see `classify.ts`) throws instead, so the
 * caller retries later and never stores the outage as the contract's answer.
 */
export async function eth_callOrNull(rpc: RpcClient, to: Address, data: Hex, blockNumber: bigint | 'latest'): Promise<Hex | null> {
  let result: unknown;
  try {
    result = await rpc.request<Hex>('eth_call', [ { to, data }, typeof blockNumber === 'bigint' ? numberToHex(blockNumber) : blockNumber ]);
  } catch (error) {
    if (error instanceof RpcError && !error.retryable) return null;
    throw error;
  }
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(result)) throw new InvalidResponseError('eth_call: not hex');
  return result as Hex;
}

/** One storage word of `address` at a height (proxy slots). */
export async function eth_getStorageAt(rpc: RpcClient, address: Address, slot: Hex, blockNumber: bigint): Promise<Hex> {
  const result = await rpc.request<Hex>('eth_getStorageAt', [ address, slot, numberToHex(blockNumber) ]);
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(result)) throw new InvalidResponseError('eth_getStorageAt: not a word');
  return `0x${ result.slice(2).toLowerCase().padStart(64, '0') }` as Hex;
}
