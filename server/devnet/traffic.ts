/**
 * The traffic generator: deploys the demo contracts, gives users something to trade,
 * then sends mixed batches of transactions (one batch per `step`) so the devnet looks
 * like a busy network. Everything it sends follows from its seed.
 */
import path from 'node:path';

import type { EIP1193Provider } from 'hardhat/types';
import type { Hash } from 'viem';

import type { DevnetAccount } from './accounts';
import { QNM_CHAIN_ID } from './chain';
import { BUILD_DIR } from './compile';
import { sendDeployments, writeManifest, type DemoAddresses, type DeploymentManifest } from './deploy';
import { DeployError, DevnetError } from './errors';
import { createSilentLogger, type Logger } from './logger';
import { createMempoolCap, DEFAULT_MAX_PENDING_TXS } from './mempoolCap';
import { createRng } from './prng';
import { buildTx, createTrafficState, type TrafficState } from './trafficActions';
import { MAX_TXS_PER_STEP, planStep, type TxKind } from './trafficKinds';
import { createTxSender, type SentTx, type TxIntent } from './txSender';

export { TX_KINDS, type TxKind } from './trafficKinds';

/** Where deployAll writes its manifest unless told otherwise (git-ignored). */
export const DEFAULT_MANIFEST_PATH = path.join(BUILD_DIR, 'deployment.json');
/** Mints sent by deployAll, so the first steps have tokens and NFTs to move. */
const SETUP_KINDS: TxKind[] = [
  ...Array.from({ length: 12 }, (): TxKind => 'erc20_mint'),
  'erc721_mint_data_uri', 'erc721_mint_http_uri', 'erc721_mint_http_uri', 'erc721_mint_data_uri',
  'erc1155_mint_batch', 'erc1155_mint_batch', 'erc1155_mint',
];

/** Options of {@link createTrafficGenerator}. */
export interface TrafficGeneratorOptions {
  rpcUrl: string;
  /** Prefunded accounts: the first deploys and mints, the others trade. At least 3. */
  accounts: DevnetAccount[];
  /** Same seed, same traffic. */
  seed: string | number;
  /** Base URL of the metadata server, e.g. `http://127.0.0.1:8547` (no trailing slash). */
  metadataBaseUrl: string;
  logger?: Logger;
  chainId?: number;
  manifestPath?: string;
  /**
   * Most transactions of ours the node's mempool may hold; a step is sent only if all
   * of it fits under this. Default {@link DEFAULT_MAX_PENDING_TXS}.
   */
  maxPendingTxs?: number;
  /**
   * The devnet in this process, holding the keys of `accounts` (its own): asked directly
   * instead of over `rpcUrl`, and signs for them. Several times faster; the back-fill needs it.
   */
  provider?: EIP1193Provider;
}

/** What one step sent. */
export interface StepResult {
  step: number;
  /** Every kind built this step, in sending order (fallbacks included). */
  kinds: TxKind[];
  /** Transactions the node accepted; reverting ones included, as they are mined too. */
  txs: Array<{ kind: TxKind; hash: Hash }>;
  /** Kinds whose send failed at the RPC level. */
  failed: TxKind[];
  /** Nothing was sent: the mempool cap was reached. The same step is tried next time. */
  skipped: boolean;
}

/** A traffic generator; see {@link createTrafficGenerator}. */
export interface TrafficGenerator {
  /**
   * Deploys every demo contract, mints starting balances, waits for the receipts.
   * `mine`, when given, runs once everything is sent and must mine it (a back-fill
   * with mining off dates the blocks itself).
   */
  deployAll(options?: { mine?: () => Promise<void> }): Promise<{ addresses: DemoAddresses; manifest: DeploymentManifest }>;
  /**
   * Sends one mixed batch and resolves once every transaction is accepted by the node,
   * or sends nothing while the node holds too many of ours (`skipped`).
   */
  step(): Promise<StepResult>;
  /**
   * Sends the next planned step at once, without the node checks of `step` (nonces,
   * mempool cap): for a back-fill that mines the blocks itself and is the only sender.
   */
  sendPlannedStep(): Promise<StepResult>;
  /** Sends one transaction of the caller's with the generator's nonces (deployer or a user). */
  send(intent: TxIntent): Promise<SentTx>;
  /** Runs `step` every `intervalMs` (a step never overlaps the previous one). */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a step in flight. */
  stop(): Promise<void>;
}

/**
 * Creates a generator. Nothing is sent before `deployAll`.
 * @dev Invariant: the generator is the only sender from `accounts` while it runs; its
 * nonces and its view of balances are kept locally. Nonces are checked against the node
 * before each step, so after `evm_revert` the next step counts from the node's nonces
 * again. The view of balances and owners is not resynced: after a revert, transfers
 * and burns of what the chain no longer has revert, and are mined all the same.
 */
export function createTrafficGenerator(options: TrafficGeneratorOptions): TrafficGenerator {
  if (options.accounts.length < 3) throw new DevnetError('the traffic generator needs at least 3 accounts');
  const maxPendingTxs = options.maxPendingTxs ?? DEFAULT_MAX_PENDING_TXS;
  if (maxPendingTxs < MAX_TXS_PER_STEP) throw new DevnetError(`maxPendingTxs must be at least ${ MAX_TXS_PER_STEP }, one step`);
  const logger = (options.logger ?? createSilentLogger()).child({ service: 'traffic' });
  const chainId = options.chainId ?? QNM_CHAIN_ID;
  const rng = createRng(options.seed);
  const sender = createTxSender({ rpcUrl: options.rpcUrl, chainId, accounts: options.accounts, logger, provider: options.provider,
    nodeSigns: options.provider !== undefined });
  const mempool = createMempoolCap({
    client: sender.client, accounts: options.accounts.map((account) => account.address), maxPendingTxs, logger,
  });
  const [ deployer, ...users ] = options.accounts;
  let state: TrafficState | undefined;
  let stepIndex = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  /** Sends `kinds` in order; a failed send is logged and skipped, the rest go on. */
  async function sendKinds(current: TrafficState, kinds: TxKind[]) {
    const result: Omit<StepResult, 'step' | 'skipped'> = { kinds: [], txs: [], failed: [] };
    for (const kind of kinds) {
      const intent = buildTx(kind, rng, current);
      result.kinds.push(intent.label);
      try {
        result.txs.push({ kind: intent.label, hash: (await sender.send(intent)).hash });
      } catch (error) {
        result.failed.push(intent.label);
        logger.warn({ kind: intent.label, from: intent.from.address, err: error }, 'send failed');
      }
    }
    return result;
  }

  async function sendPlannedStep(): Promise<StepResult> {
    if (!state) throw new DevnetError('call deployAll() before sending steps');
    const result = { step: stepIndex, skipped: false, ...await sendKinds(state, planStep(rng, stepIndex)) };
    stepIndex++;
    return result;
  }

  async function step(): Promise<StepResult> {
    if (!state) throw new DevnetError('call deployAll() before step()');
    const startedAt = Date.now();
    const [ , , hasRoom ] = await Promise.all([ sender.refreshFees(), sender.syncNonces(), mempool.hasRoomFor(MAX_TXS_PER_STEP) ]);
    // Nothing is planned yet, so a skipped step leaves the random sequence as it was.
    if (!hasRoom) return { step: stepIndex, kinds: [], txs: [], failed: [], skipped: true };
    const result = await sendPlannedStep();
    logger.debug({
      step: result.step, tx_count: result.txs.length, failed_count: result.failed.length, duration_ms: Date.now() - startedAt,
    }, 'step sent');
    return result;
  }

  return {
    async deployAll(deployOptions = {}) {
      const startedAt = Date.now();
      const manifestPath = options.manifestPath ?? DEFAULT_MANIFEST_PATH;
      const { manifest, sent: deployments } = await sendDeployments({
        sender, deployer, beneficiary: users[0], chainId, metadataBaseUrl: options.metadataBaseUrl, manifestPath,
      });
      const addresses = Object.fromEntries(
        Object.entries(manifest.contracts).map(([ role, entry ]) => [ role, entry.address ]),
      ) as unknown as DemoAddresses;
      const current = createTrafficState({ addresses, deployer, users, metadataBaseUrl: options.metadataBaseUrl });
      // Starting balances, so the first steps have tokens and NFTs to move. Sent right
      // behind the deployments: the fifo mempool keeps them after the contracts exist.
      const setup = await sendKinds(current, SETUP_KINDS);
      if (setup.failed.length > 0) throw new DevnetError('setup transactions were not accepted', { meta: setup.failed });

      const all = [ ...deployments, ...setup.txs.map((tx) => ({ label: `setup ${ tx.kind }`, hash: tx.hash })) ];
      await deployOptions.mine?.();
      const receipts = await sender.waitForReceipts(all.map((tx) => tx.hash));
      const failures = all.filter((_, index) => receipts[index].status !== 'success');
      if (failures.length > 0) {
        throw new DeployError('deployment or setup transactions failed', { meta: failures.map((tx) => `${ tx.label }: ${ tx.hash }`) });
      }
      writeManifest(manifestPath, manifest);
      state = current;
      logger.info({
        contracts: deployments.length, setup_txs: setup.txs.length, manifest_path: manifestPath, duration_ms: Date.now() - startedAt,
      }, 'demo contracts deployed');
      return { addresses, manifest };
    },

    step,
    sendPlannedStep,
    send: (intent) => sender.send(intent),

    start(intervalMs) {
      if (!stopped) return;
      stopped = false;
      const tick = () => {
        running = step()
          .catch((error: unknown) => logger.error({ err: error }, 'step failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      tick();
      logger.info({ interval_ms: intervalMs }, 'traffic started');
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      logger.info({ steps: stepIndex }, 'traffic stopped');
    },
  };
}
