/**
 * Chain events as NOTIFY payloads: JSON text under PostgreSQL's 8,000-byte limit. Events
 * that carry hash lists are split into several messages; decoding checks every field,
 * since anything with access to the database can NOTIFY on the channel.
 */
import { LOWERCASE_ADDRESS_HASH_PATTERN, LOWERCASE_FULL_HASH_PATTERN } from '../../types/hashes';
import type { IndexingStatus } from '../indexer/context';
import type { ChainEvent } from './types';

/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_999;
/** Hashes per message: 100 × 69 bytes stays far below the limit. */
export const HASHES_PER_MESSAGE = 100;

const TOKEN_ID = /^\d{1,80}$/;

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** The NOTIFY payloads that carry `event`, in order (several for long hash lists, none for an empty one). */
export function encodeChainEvent(event: ChainEvent): string[] {
  let messages: ChainEvent[];
  if (event.type === 'reorg') messages = chunks(event.lostHashes, HASHES_PER_MESSAGE).map((lostHashes) => ({ ...event, lostHashes }));
  else if (event.type === 'pending_transactions') messages = chunks(event.hashes, HASHES_PER_MESSAGE).map((hashes) => ({ ...event, hashes }));
  else messages = [ event ];
  return messages.map((message) => {
    const text = JSON.stringify(message);
    // Note: all fields are ASCII, so characters are bytes.
    if (text.length > MAX_NOTIFY_PAYLOAD_BYTES) throw new RangeError(`chain event ${ event.type } is ${ text.length } bytes`);
    return text;
  });
}

type Json = Record<string, unknown>;

const isHashList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= HASHES_PER_MESSAGE && value.every((item) => typeof item === 'string' && LOWERCASE_FULL_HASH_PATTERN.test(item));
const isHeight = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isRatio = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;

const isCaughtUp = (value: unknown): value is { blocks: boolean; internalTransactions: boolean } =>
  typeof value === 'object' && value !== null && typeof (value as Json).blocks === 'boolean' &&
  typeof (value as Json).internalTransactions === 'boolean';

function decodeStatus(value: unknown): IndexingStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const status = value as Json;
  const valid = (status.head === null || isHeight(status.head)) && isHeight(status.indexedBlocks) && isRatio(status.indexedBlocksRatio) &&
    (status.indexedInternalTransactionsRatio === null || isRatio(status.indexedInternalTransactionsRatio)) &&
    typeof status.finishedBlocks === 'boolean' && typeof status.finishedInternalTransactions === 'boolean';
  if (!valid) return null;
  return {
    head: status.head as number | null,
    indexedBlocks: status.indexedBlocks as number,
    indexedBlocksRatio: status.indexedBlocksRatio as number,
    indexedInternalTransactionsRatio: status.indexedInternalTransactionsRatio as number | null,
    finishedBlocks: status.finishedBlocks as boolean,
    finishedInternalTransactions: status.finishedInternalTransactions as boolean,
    ...(isCaughtUp(status.caughtUp) ? { caughtUp: { blocks: status.caughtUp.blocks, internalTransactions: status.caughtUp.internalTransactions } } : {}),
  };
}

/** The event a payload carries, or null when it is not one of ours (malformed, unknown type). */
export function decodeChainEvent(text: string): ChainEvent | null {
  let message: Json;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  switch (message.type) {
    case 'block': {
      const { number, hash, replaced } = message;
      if (!isHeight(number) || typeof hash !== 'string' || !LOWERCASE_FULL_HASH_PATTERN.test(hash)) return null;
      if (replaced !== null && (typeof replaced !== 'string' || !LOWERCASE_FULL_HASH_PATTERN.test(replaced))) return null;
      return { type: 'block', number, hash, replaced };
    }
    case 'reorg':
      return isHashList(message.lostHashes) ? { type: 'reorg', lostHashes: message.lostHashes } : null;
    case 'internal_transactions': {
      const { blockNumber, blockHash } = message;
      if (!isHeight(blockNumber) || typeof blockHash !== 'string' || !LOWERCASE_FULL_HASH_PATTERN.test(blockHash)) return null;
      return { type: 'internal_transactions', blockNumber, blockHash };
    }
    case 'token_instance': {
      const { token, tokenId } = message;
      if (typeof token !== 'string' || !LOWERCASE_ADDRESS_HASH_PATTERN.test(token) || typeof tokenId !== 'string' || !TOKEN_ID.test(tokenId)) return null;
      return { type: 'token_instance', token, tokenId };
    }
    case 'status': {
      const status = decodeStatus(message.status);
      return status ? { type: 'status', status } : null;
    }
    case 'pending_transactions':
      return isHashList(message.hashes) ? { type: 'pending_transactions', hashes: message.hashes } : null;
    default:
      return null;
  }
}
