/**
 * Step 4: every `outputEveryBlocks` L2 blocks the proposer posts an output root to the
 * oracle on L1, for the newest such block that is already batched (as OP proposes only
 * blocks derivable from L1). After a gap (a back-filled history, a pause) it jumps to the
 * newest one instead of proposing every interval in between.
 */
import { encodeFunctionData, type Address } from 'viem';

import type { DevnetAccount } from '../accounts';
import { sendTx, type ChainSide } from './chainSide';
import { OUTPUT_ORACLE_ABI, outputRootOf } from './opProtocol';
import type { RelayJob } from './relayJob';

const PROPOSE_GAS = 150_000n;

export function createProposer(args: {
  l1: ChainSide;
  l2: ChainSide;
  outputOracle: Address;
  proposer: DevnetAccount;
  outputEveryBlocks: number;
  /** The last L2 block batched so far. */
  batchedThrough: () => bigint;
}): RelayJob {
  const every = BigInt(args.outputEveryBlocks);
  return {
    name: 'propose',
    async run() {
      const target = args.batchedThrough() / every * every;
      if (target === 0n) return {};
      const latest = await args.l1.client.readContract({ address: args.outputOracle, abi: OUTPUT_ORACLE_ABI, functionName: 'latestBlockNumber' });
      if (target <= latest) return {};
      const block = await args.l2.client.getBlock({ blockNumber: target });
      const hash = await sendTx(args.l1, {
        label: 'propose',
        from: args.proposer,
        to: args.outputOracle,
        data: encodeFunctionData({ abi: OUTPUT_ORACLE_ABI, functionName: 'proposeL2Output', args: [ outputRootOf(block), target ] }),
        gas: PROPOSE_GAS,
      });
      return { l1: [ hash ] };
    },
  };
}
