/**
 * The embedded rollup demo (`ROLLUP_DEMO=1`): a simulation of the OP protocol's observable
 * events. Beside the L2 devnet it starts a second devnet as L1 with a demo portal and output
 * oracle, installs OP's message passer and the demo's deposit relay on the L2, and runs a
 * relay that makes deposits, withdrawals, output roots and batches happen on both chains.
 */
import { getContractAddress, type Address } from 'viem';

import { DEFAULT_DEVNET_HOST, createDevnet, type Devnet } from '../node';
import { createRng } from '../prng';
import type { Logger } from '../logger';
import { rollupAccounts } from './accounts';
import { createBatcher } from './batcher';
import { createChainSide } from './chainSide';
import { createDepositRelayer } from './depositRelayer';
import { deployL1Contracts, installL2Contracts, type L1Contracts, type L2Contracts } from './deployment';
import { BATCH_INBOX_ADDRESS } from './opProtocol';
import { createProposer } from './proposer';
import { createRelayLoop } from './relayLoop';
import { createUserDeposits } from './userDeposits';
import { createUserWithdrawals } from './userWithdrawals';
import { createWithdrawalFinalizer } from './withdrawalFinalizer';

export { BATCH_INBOX_ADDRESS, L2_TO_L1_MESSAGE_PASSER_ADDRESS } from './opProtocol';

/** Chain id of the demo's L1 (OP's devnets use 900 for theirs). */
export const L1_CHAIN_ID = 900;
/** An L1 block every 4 s, twice the L2's 2 s, as Ethereum's 12 s are to OP's 2 s, only quicker. */
export const DEFAULT_L1_BLOCK_INTERVAL_MS = 4000;
/** A relay step every 3 s after the previous one ends. */
export const DEFAULT_RELAY_INTERVAL_MS = 3000;
/** A minute instead of OP's week, so withdrawals finalize while someone watches. */
export const DEFAULT_CHALLENGE_PERIOD_SECONDS = 60;
export const DEFAULT_OUTPUT_EVERY_BLOCKS = 10;

export interface RollupDemoOptions {
  /** The L2: the explorer's devnet, running in this process. */
  l2: Devnet;
  /** The L1's JSON-RPC port; 0 picks a free one. */
  l1Port: number;
  host?: string;
  logger: Logger;
  challengePeriodSeconds?: number;
  outputEveryBlocks?: number;
  intervalMs?: number;
  l1BlockIntervalMs?: number;
  /** Same seed, same deposits and withdrawals (given the same timing). */
  seed?: string;
  /** Aborting stops the demo, as `stop()` does. */
  signal?: AbortSignal;
}

/** The environment the indexer's rollup stage reads (names as in server/settings/registry.ts). */
export interface RollupSettings extends Record<string, string> {
  INDEXER_OPTIMISM_L1_RPC: string;
  INDEXER_OPTIMISM_L1_PORTAL_CONTRACT: string;
  INDEXER_OPTIMISM_L1_OUTPUT_ORACLE_CONTRACT: string;
  INDEXER_OPTIMISM_L1_BATCH_INBOX: string;
  INDEXER_OPTIMISM_L1_BATCH_SUBMITTER: string;
  INDEXER_OPTIMISM_L1_START_BLOCK: string;
  INDEXER_OPTIMISM_L2_DEPOSIT_RELAY: string;
  INDEXER_OPTIMISM_CHALLENGE_PERIOD_SECONDS: string;
}

export interface RollupDemo {
  l1: Devnet;
  settings: RollupSettings;
  contracts: L1Contracts & L2Contracts;
  /** Stops the relay (waiting for its step in flight) and closes the L1. */
  stop(): Promise<void>;
}

function toSettings(l1: Devnet, contracts: L1Contracts & L2Contracts, batcher: string, challengePeriodSeconds: number): RollupSettings {
  return {
    INDEXER_OPTIMISM_L1_RPC: l1.url,
    INDEXER_OPTIMISM_L1_PORTAL_CONTRACT: contracts.portal.toLowerCase(),
    INDEXER_OPTIMISM_L1_OUTPUT_ORACLE_CONTRACT: contracts.outputOracle.toLowerCase(),
    INDEXER_OPTIMISM_L1_BATCH_INBOX: BATCH_INBOX_ADDRESS.toLowerCase(),
    INDEXER_OPTIMISM_L1_BATCH_SUBMITTER: batcher.toLowerCase(),
    INDEXER_OPTIMISM_L1_START_BLOCK: contracts.portalDeployBlock.toString(),
    INDEXER_OPTIMISM_L2_DEPOSIT_RELAY: contracts.depositRelay.toLowerCase(),
    INDEXER_OPTIMISM_CHALLENGE_PERIOD_SECONDS: String(challengePeriodSeconds),
  };
}

/**
 * The settings a demo started on `host:l1Port` will have, known before it starts (the
 * explorer's parts are configured first): the addresses follow from the deployers' first
 * nonces on chains that are new at every start. The stage reads L1 from block 0.
 */
export function plannedRollupSettings(options: { host?: string; l1Port: number; challengePeriodSeconds?: number }): RollupSettings {
  const accounts = rollupAccounts();
  const host = options.host ?? DEFAULT_DEVNET_HOST;
  const l1Url = `http://${ host.includes(':') ? `[${ host }]` : host }:${ options.l1Port }`;
  const address = (from: Address, nonce: bigint) => getContractAddress({ from, nonce }).toLowerCase();
  return {
    INDEXER_OPTIMISM_L1_RPC: l1Url,
    INDEXER_OPTIMISM_L1_PORTAL_CONTRACT: address(accounts.l1Deployer.address, 1n),
    INDEXER_OPTIMISM_L1_OUTPUT_ORACLE_CONTRACT: address(accounts.l1Deployer.address, 0n),
    INDEXER_OPTIMISM_L1_BATCH_INBOX: BATCH_INBOX_ADDRESS.toLowerCase(),
    INDEXER_OPTIMISM_L1_BATCH_SUBMITTER: accounts.batcher.address.toLowerCase(),
    INDEXER_OPTIMISM_L1_START_BLOCK: '0',
    INDEXER_OPTIMISM_L2_DEPOSIT_RELAY: address(accounts.l2Operator.address, 0n),
    INDEXER_OPTIMISM_CHALLENGE_PERIOD_SECONDS: String(options.challengePeriodSeconds ?? DEFAULT_CHALLENGE_PERIOD_SECONDS),
  };
}

/**
 * Starts the L1, deploys and installs the contracts, then starts the relay loop.
 * @dev Deterministic addresses: the L1 is new at every start and its deployer sends nothing
 * but the two deployments; the relay is the L2 operator's first contract.
 */
export async function startRollupDemo(options: RollupDemoOptions): Promise<RollupDemo> {
  const startedAt = Date.now();
  const logger = options.logger.child({ service: 'rollup-demo' });
  const challengePeriodSeconds = options.challengePeriodSeconds ?? DEFAULT_CHALLENGE_PERIOD_SECONDS;
  const accounts = rollupAccounts();
  const rng = createRng(options.seed ?? 'rollup-demo');
  // Mining waits for the deployments, so they need no block interval. The node names its own
  // service (`devnet`): `chain` tells the two apart in the logs.
  const l1Devnet = await createDevnet({
    chainId: L1_CHAIN_ID, host: options.host ?? DEFAULT_DEVNET_HOST, port: options.l1Port, accounts: accounts.l1Genesis,
    blockIntervalMs: options.l1BlockIntervalMs ?? DEFAULT_L1_BLOCK_INTERVAL_MS, logger: options.logger.child({ chain: 'l1' }), deferMining: true,
  });
  try {
    const l1 = createChainSide('l1', l1Devnet, accounts.l1Genesis, logger, true);
    const l2 = createChainSide('l2', options.l2, [ accounts.l2Operator, ...accounts.bridgeUsers ], logger, false);
    const l1Contracts = await deployL1Contracts(l1, accounts.l1Deployer, challengePeriodSeconds);
    await l1Devnet.startMining();
    const l2Contracts = await installL2Contracts(l2, accounts.l2Operator);
    const contracts = { ...l1Contracts, ...l2Contracts };

    const batcher = createBatcher({ l1, l2, batcher: accounts.batcher, rng, logger: logger.child({ job: 'batch' }) });
    const loop = createRelayLoop({ l1, l2, logger, jobs: [
      createUserDeposits({ l1, portal: contracts.portal, users: accounts.bridgeUsers, rng }),
      createDepositRelayer({ l1, l2, ...contracts, operator: accounts.l2Operator, logger: logger.child({ job: 'relay_deposits' }) }),
      createUserWithdrawals({ l2, messagePasser: contracts.messagePasser, users: accounts.bridgeUsers, rng }),
      createProposer({
        l1, l2, outputOracle: contracts.outputOracle, proposer: accounts.proposer, batchedThrough: batcher.postedThrough,
        outputEveryBlocks: options.outputEveryBlocks ?? DEFAULT_OUTPUT_EVERY_BLOCKS,
      }),
      batcher,
      createWithdrawalFinalizer({ l1, l2, ...contracts, users: accounts.bridgeUsers }),
    ] });

    let stopping: Promise<void> | undefined;
    const stop = () => stopping ??= (async() => {
      await loop.stop();
      await l1Devnet.close();
      logger.info('rollup demo stopped');
    })();
    if (options.signal?.aborted) {
      await stop();
    } else {
      options.signal?.addEventListener('abort', () => void stop(), { once: true });
      loop.start(options.intervalMs ?? DEFAULT_RELAY_INTERVAL_MS);
      logger.info({
        l1_rpc_url: l1Devnet.url, portal: contracts.portal, output_oracle: contracts.outputOracle, deposit_relay: contracts.depositRelay,
        challenge_period_seconds: challengePeriodSeconds, duration_ms: Date.now() - startedAt,
      }, 'rollup demo started: a simulation of the OP protocol\'s observable events');
    }
    return { l1: l1Devnet, settings: toSettings(l1Devnet, contracts, accounts.batcher.address, challengePeriodSeconds), contracts, stop };
  } catch (error) {
    await l1Devnet.close();
    throw error;
  }
}
