/**
 * Real values of this chain to fill the API examples with, so an example run answers with
 * data instead of "not found". Falls back to harmless placeholders while nothing is indexed.
 */
import type { Transaction } from 'types/api';

export interface ExampleValues {
  address: string;
  /** Another address, for the list examples (`balancemulti`). */
  otherAddress: string;
  txHash: string;
  blockNumber: number;
  /** A token contract (a contract address where the chain has no token yet). */
  tokenAddress: string;
  /** Unix seconds, now. */
  timestamp: number;
  /** Today, UTC, YYYY-MM-DD. */
  date: string;
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const ZERO_HASH = `0x${ '0'.repeat(64) }`;

export function exampleValuesFrom(
  transactions: ReadonlyArray<Transaction> | undefined,
  tokenAddress: string | undefined,
  now: Date = new Date(),
): ExampleValues {
  const latest = transactions?.[0];
  const from = latest?.from.hash ?? ZERO_ADDRESS;
  const to = transactions?.map((tx) => tx.to?.hash).find((hash) => hash && hash !== from);
  return {
    address: from,
    otherAddress: to ?? from,
    txHash: latest?.hash ?? ZERO_HASH,
    blockNumber: latest?.block_number ?? 0,
    tokenAddress: tokenAddress ?? transactions?.find((tx) => tx.to?.is_contract)?.to?.hash ?? ZERO_ADDRESS,
    timestamp: Math.floor(now.getTime() / 1000),
    date: now.toISOString().slice(0, 10),
  };
}
