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
  /** Unix seconds of the latest transaction's block. */
  timestamp: number;
  /** That block's day, UTC, YYYY-MM-DD. */
  date: string;
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const ZERO_HASH = `0x${ '0'.repeat(64) }`;

/** Before anything is indexed: the first day of the chain's clock, the same on the server and in the browser. */
const EPOCH = new Date(0);

/**
 * Times come from the chain, not the clock: the page's first HTML and the browser's first render
 * must show the same examples, and a block's own time finds that block.
 */
export function exampleValuesFrom(
  transactions: ReadonlyArray<Transaction> | undefined,
  tokenAddress: string | undefined,
): ExampleValues {
  const latest = transactions?.[0];
  const latestTime = latest?.timestamp ? new Date(latest.timestamp) : EPOCH;
  const moment = Number.isNaN(latestTime.getTime()) ? EPOCH : latestTime;
  const from = latest?.from.hash ?? ZERO_ADDRESS;
  const to = transactions?.map((tx) => tx.to?.hash).find((hash) => hash && hash !== from);
  return {
    address: from,
    otherAddress: to ?? from,
    txHash: latest?.hash ?? ZERO_HASH,
    blockNumber: latest?.block_number ?? 0,
    tokenAddress: tokenAddress ?? transactions?.find((tx) => tx.to?.is_contract)?.to?.hash ?? ZERO_ADDRESS,
    timestamp: Math.floor(moment.getTime() / 1000),
    date: moment.toISOString().slice(0, 10),
  };
}
