/**
 * Step 6: moves each withdrawal through OP's two L1 steps. Once an output covers its L2 block
 * it is proven (demo simplification: without a proof), and once the challenge period has
 * passed since, it is finalized. Everything is read from the chains: MessagePassed on L2,
 * WithdrawalProven and WithdrawalFinalized on L1, the oracle's latest output, so a restarted
 * relay carries on where the chains are.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';

import type { DevnetAccount } from '../accounts';
import { sendTx, type ChainSide } from './chainSide';
import { MESSAGE_PASSED, OUTPUT_ORACLE_ABI, PORTAL_ABI, WITHDRAWAL_FINALIZED, WITHDRAWAL_PROVEN } from './opProtocol';
import type { RelayJob } from './relayJob';

const PORTAL_CALL_GAS = 150_000n;

interface PendingWithdrawal {
  sender: Address;
  target: Address;
  l2BlockNumber: bigint;
  /** L1 time of the WithdrawalProven log. */
  provenAt?: bigint;
}

export interface WithdrawalFinalizerArgs {
  l1: ChainSide;
  l2: ChainSide;
  portal: Address;
  portalDeployBlock: bigint;
  outputOracle: Address;
  messagePasser: Address;
  /** L1 accounts the demo holds: a withdrawal's sender proves and finalizes it when it is one of them. */
  users: DevnetAccount[];
}

export function createWithdrawalFinalizer(args: WithdrawalFinalizerArgs): RelayJob {
  const pending = new Map<Hex, PendingWithdrawal>();
  let nextL2Block = 0n;
  let nextL1Block = args.portalDeployBlock;
  // The oracle's, read once: what the portal checks.
  let periodSeconds: bigint | undefined;
  const byAddress = new Map(args.users.map((user) => [ user.address.toLowerCase(), user ]));
  // Anyone may prove and finalize in OP; a withdrawal of someone else's is done by the first user.
  const actorFor = (withdrawal: PendingWithdrawal) => byAddress.get(withdrawal.sender.toLowerCase()) ?? args.users[0];

  async function readL2(): Promise<void> {
    const head = await args.l2.client.getBlockNumber();
    if (head < nextL2Block) return;
    const logs = await args.l2.client.getLogs({ address: args.messagePasser, event: MESSAGE_PASSED, fromBlock: nextL2Block, toBlock: head, strict: true });
    for (const log of logs) {
      pending.set(log.args.withdrawalHash, { sender: log.args.sender, target: log.args.target, l2BlockNumber: log.blockNumber });
    }
    nextL2Block = head + 1n;
  }

  /** Reads L1 up to its head; resolves with the head's timestamp. */
  async function readL1(): Promise<bigint> {
    const head = await args.l1.client.getBlock({ blockTag: 'latest' });
    if (head.number < nextL1Block) return head.timestamp;
    const range = { address: args.portal, fromBlock: nextL1Block, toBlock: head.number, strict: true } as const;
    const [ proven, finalized ] = await Promise.all([
      args.l1.client.getLogs({ ...range, event: WITHDRAWAL_PROVEN }),
      args.l1.client.getLogs({ ...range, event: WITHDRAWAL_FINALIZED }),
    ]);
    for (const log of proven) {
      const withdrawal = pending.get(log.args.withdrawalHash);
      if (withdrawal) withdrawal.provenAt = (await args.l1.client.getBlock({ blockNumber: log.blockNumber })).timestamp;
    }
    for (const log of finalized) pending.delete(log.args.withdrawalHash);
    nextL1Block = head.number + 1n;
    return head.timestamp;
  }

  /** Prove once an output covers the withdrawal's block; finalize once the period has passed since. */
  function nextCall(withdrawalHash: Hex, withdrawal: PendingWithdrawal, outputBlock: bigint, l1Time: bigint, period: bigint) {
    if (withdrawal.provenAt === undefined) {
      if (withdrawal.l2BlockNumber > outputBlock) return undefined;
      const args = [ withdrawalHash, withdrawal.sender, withdrawal.target ] as const;
      return { label: 'prove withdrawal', data: encodeFunctionData({ abi: PORTAL_ABI, functionName: 'proveWithdrawal', args }) };
    }
    // The next block is later than the head, so the portal's check passes in it.
    if (l1Time < withdrawal.provenAt + period) return undefined;
    return { label: 'finalize withdrawal', data: encodeFunctionData({ abi: PORTAL_ABI, functionName: 'finalizeWithdrawal', args: [ withdrawalHash ] }) };
  }

  return {
    name: 'prove_finalize',
    async run() {
      await readL2();
      const l1Time = await readL1();
      if (pending.size === 0) return {};
      periodSeconds ??= await args.l1.client.readContract({ address: args.outputOracle, abi: OUTPUT_ORACLE_ABI, functionName: 'FINALIZATION_PERIOD_SECONDS' });
      const outputBlock = await args.l1.client.readContract({ address: args.outputOracle, abi: OUTPUT_ORACLE_ABI, functionName: 'latestBlockNumber' });
      const sent: Hex[] = [];
      for (const [ withdrawalHash, withdrawal ] of pending) {
        const call = nextCall(withdrawalHash, withdrawal, outputBlock, l1Time, periodSeconds);
        if (call) sent.push(await sendTx(args.l1, { ...call, from: actorFor(withdrawal), to: args.portal, gas: PORTAL_CALL_GAS }));
      }
      return { l1: sent };
    },
  };
}
