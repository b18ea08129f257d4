/**
 * The unit the relay loop runs: each job does one part of a rollup's off-chain work per
 * step and says what it sent, so the step can wait for every receipt before the next one
 * reads the chains again.
 */
import type { Hash } from 'viem';

export interface SentTxs {
  l1: Hash[];
  l2: Hash[];
}

export interface RelayJob {
  /** For logs: `deposit`, `relay_deposits`, `withdraw`, `propose`, `batch`, `prove_finalize`. */
  name: string;
  run(): Promise<Partial<SentTxs>>;
}
