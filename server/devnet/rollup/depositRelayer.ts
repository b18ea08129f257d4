/**
 * Step 2: carries each new L1 deposit out on L2. OP's rollup node would derive a 0x7e deposit
 * transaction from every TransactionDeposited log; Hardhat cannot carry one, so the operator
 * calls the demo's DepositRelay with OP's source hash, after minting the deposit's coins to
 * itself as the 0x7e transaction would mint them.
 *
 * @dev Each deposit is relayed once: deposits already relayed are read back from the L2's
 * DepositRelayed logs at the first run (a restart carries on), and the L1 blocks read are
 * remembered after that.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';

import type { DevnetAccount } from '../accounts';
import type { Logger } from '../logger';
import { mintOnDevnet, sendTx, type ChainSide } from './chainSide';
import { DEPOSIT_RELAY_ABI, DEPOSIT_RELAYED, decodeDepositOpaqueData, TRANSACTION_DEPOSITED, userDepositSourceHash } from './opProtocol';
import type { RelayJob } from './relayJob';

/** The relay's own gas, above what the deposit asked for its call. */
const RELAY_OVERHEAD_GAS = 80_000n;
/** A deposit may ask for up to OP's 30M gas; a devnet relay call gets at most this. */
const MAX_RELAYED_CALL_GAS = 1_000_000n;

export interface DepositRelayerArgs {
  l1: ChainSide;
  l2: ChainSide;
  portal: Address;
  portalDeployBlock: bigint;
  depositRelay: Address;
  depositRelayDeployBlock: bigint;
  operator: DevnetAccount;
  logger: Logger;
}

export function createDepositRelayer(args: DepositRelayerArgs): RelayJob {
  let nextL1Block = args.portalDeployBlock;
  let relayed: Set<Hex> | undefined;

  async function readRelayed(): Promise<Set<Hex>> {
    const logs = await args.l2.client.getLogs({
      address: args.depositRelay, event: DEPOSIT_RELAYED, fromBlock: args.depositRelayDeployBlock, toBlock: 'latest', strict: true,
    });
    return new Set(logs.map((log) => log.args.sourceHash.toLowerCase() as Hex));
  }

  return {
    name: 'relay_deposits',
    async run() {
      relayed ??= await readRelayed();
      const head = await args.l1.client.getBlockNumber();
      if (head < nextL1Block) return {};
      const logs = await args.l1.client.getLogs({
        address: args.portal, event: TRANSACTION_DEPOSITED, fromBlock: nextL1Block, toBlock: head, strict: true,
      });
      const sent: Hex[] = [];
      for (const log of logs) {
        const sourceHash = userDepositSourceHash(log.blockHash, log.logIndex).toLowerCase() as Hex;
        if (relayed.has(sourceHash)) continue;
        const deposit = decodeDepositOpaqueData(log.args.opaqueData);
        await mintOnDevnet(args.l2, args.operator.address, deposit.mint);
        const callGas = deposit.gasLimit < MAX_RELAYED_CALL_GAS ? deposit.gasLimit : MAX_RELAYED_CALL_GAS;
        sent.push(await sendTx(args.l2, {
          label: 'relay deposit',
          from: args.operator,
          to: args.depositRelay,
          data: encodeFunctionData({ abi: DEPOSIT_RELAY_ABI, functionName: 'relay', args: [ sourceHash, log.args.from, log.args.to, deposit.data ] }),
          value: deposit.mint,
          gas: RELAY_OVERHEAD_GAS + callGas,
        }));
        relayed.add(sourceHash);
        args.logger.debug({ source_hash: sourceHash, l1_block_number: Number(log.blockNumber), mint: deposit.mint.toString() }, 'deposit relayed');
      }
      nextL1Block = head + 1n;
      return { l2: sent };
    },
  };
}
