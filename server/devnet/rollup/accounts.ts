/**
 * Who does what in the rollup demo, all from the devnet mnemonic so every start has the
 * same addresses (and so the same contract addresses).
 *
 * On L2 the traffic generator sends from accounts 0–19 with nonces it counts itself, and
 * the faucet from account 20: the demo sends only from accounts after those, which the L2
 * genesis does not fund. Its operator gets its coins as OP's deposits get theirs, minted
 * (`hardhat_setBalance`), and the bridge users get theirs from deposits.
 */
import { deriveDevnetAccounts, type DevnetAccount } from '../accounts';

/** Accounts 0–19 trade on L2, 20 is the faucet's. */
const FIRST_FREE_L2_INDEX = 21;
const BRIDGE_USER_COUNT = 4;

export interface RollupAccounts {
  /** L1: deploys the portal and the output oracle, nothing else, so their addresses never change. */
  l1Deployer: DevnetAccount;
  /** L1: the only sender to the batch inbox. */
  batcher: DevnetAccount;
  /** L1: posts output roots. */
  proposer: DevnetAccount;
  /** L2: deploys the deposit relay and relays every deposit. */
  l2Operator: DevnetAccount;
  /** Both chains: deposit on L1, withdraw on L2, then prove and finalize on L1. */
  bridgeUsers: DevnetAccount[];
  /** What the L1 genesis funds: the first 20 (for people with the usual dev wallet), then the demo's. */
  l1Genesis: DevnetAccount[];
}

export function rollupAccounts(): RollupAccounts {
  const all = deriveDevnetAccounts(FIRST_FREE_L2_INDEX + 1 + BRIDGE_USER_COUNT);
  const [ l1Deployer, batcher, proposer ] = all;
  const bridgeUsers = all.slice(FIRST_FREE_L2_INDEX + 1);
  return {
    l1Deployer,
    batcher,
    proposer,
    l2Operator: all[FIRST_FREE_L2_INDEX],
    bridgeUsers,
    l1Genesis: [ ...all.slice(0, 20), ...bridgeUsers ],
  };
}
