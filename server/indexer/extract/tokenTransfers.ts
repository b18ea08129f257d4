/**
 * Token transfers from logs: ERC-20 and ERC-721 `Transfer`, ERC-1155 `TransferSingle`
 * and `TransferBatch`. A log that only looks like one (wrong topic count, bad data) is
 * skipped: logs come from any contract and prove nothing.
 */
import { decodeAbiParameters, type Address, type Hex } from 'viem';

import { isFullHash } from '../../../types/hashes';
import type { Receipt } from '../rpc/actions';

export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
export const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
export const TRANSFER_BATCH_TOPIC = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb';
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export type TokenType = 'ERC-20' | 'ERC-721' | 'ERC-1155';

export interface TokenTransfer {
  transactionHash: Hex;
  transactionIndex: number;
  logIndex: number;
  batchIndex: number;
  isBatch: boolean;
  token: Address;
  tokenType: TokenType;
  from: Address;
  to: Address;
  amount: bigint | null;
  tokenId: bigint | null;
}

const topicAddress = (topic: Hex) => `0x${ topic.slice(26) }`.toLowerCase() as Address;
const isWord = (topic: Hex | undefined): topic is Hex => isFullHash(topic);

export function extractTokenTransfers(receipts: Receipt[]): TokenTransfer[] {
  const transfers: TokenTransfer[] = [];
  for (const receipt of receipts) {
    for (const log of receipt.logs) {
      const topics = log.topics as Hex[];
      const base = {
        transactionHash: receipt.transactionHash.toLowerCase() as Hex,
        transactionIndex: receipt.transactionIndex,
        logIndex: log.logIndex,
        token: log.address.toLowerCase() as Address,
      };
      const topic0 = topics[0]?.toLowerCase();
      if (!topics.every(isWord)) continue;
      try {
        if (topic0 === TRANSFER_TOPIC && topics.length === 3 && log.data.length === 66) {
          transfers.push({ ...base, batchIndex: 0, isBatch: false, tokenType: 'ERC-20',
            from: topicAddress(topics[1]), to: topicAddress(topics[2]), amount: BigInt(log.data), tokenId: null });
        } else if (topic0 === TRANSFER_TOPIC && topics.length === 4) {
          transfers.push({ ...base, batchIndex: 0, isBatch: false, tokenType: 'ERC-721',
            from: topicAddress(topics[1]), to: topicAddress(topics[2]), amount: 1n, tokenId: BigInt(topics[3]) });
        } else if (topic0 === TRANSFER_SINGLE_TOPIC && topics.length === 4) {
          const [ id, value ] = decodeAbiParameters([ { type: 'uint256' }, { type: 'uint256' } ], log.data);
          transfers.push({ ...base, batchIndex: 0, isBatch: false, tokenType: 'ERC-1155',
            from: topicAddress(topics[2]), to: topicAddress(topics[3]), amount: value, tokenId: id });
        } else if (topic0 === TRANSFER_BATCH_TOPIC && topics.length === 4) {
          const [ ids, values ] = decodeAbiParameters([ { type: 'uint256[]' }, { type: 'uint256[]' } ], log.data);
          if (ids.length !== values.length) continue;
          ids.forEach((id, batchIndex) => transfers.push({ ...base, batchIndex, isBatch: true, tokenType: 'ERC-1155',
            from: topicAddress(topics[2]), to: topicAddress(topics[3]), amount: values[batchIndex], tokenId: id }));
        }
      } catch {
        // Undecodable data: not a token transfer after all.
      }
    }
  }
  return transfers;
}

/** Holders whose balance a transfer changed: (holder, token, id) keys, zero address excluded. */
export function touchedTokenHolders(transfers: TokenTransfer[]): Array<{ holder: Address; token: Address; tokenType: TokenType; tokenId: bigint | null }> {
  const seen = new Map<string, { holder: Address; token: Address; tokenType: TokenType; tokenId: bigint | null }>();
  for (const transfer of transfers) {
    // ERC-20 and ERC-721 balances are per token contract; ERC-1155 ones per id.
    const tokenId = transfer.tokenType === 'ERC-1155' ? transfer.tokenId : null;
    for (const holder of [ transfer.from, transfer.to ]) {
      if (holder === ZERO_ADDRESS) continue;
      seen.set(`${ holder }:${ transfer.token }:${ tokenId ?? '' }`, { holder, token: transfer.token, tokenType: transfer.tokenType, tokenId });
    }
  }
  return [ ...seen.values() ];
}
