/**
 * The devnet with everything that makes it look alive: the node, the NFT metadata server
 * and (unless switched off) the traffic generator. Used by `npm run devnet` and by the
 * one-command start; `close()` stops them in reverse order.
 */
import { DEFAULT_ACCOUNT_COUNT, deriveDevnetAccounts } from './accounts';
import { createFaucet } from './apps/faucet';
import { compileAll } from './compile';
import type { DevnetConfig } from './config';
import type { DeploymentManifest } from './deploy';
import { planHistory, writeHistory } from './history';
import type { Logger } from './logger';
import { createMetadataServer } from './metadataServer';
import { createDevnet, type Devnet } from './node';
import { createTrafficGenerator, type TrafficGenerator } from './traffic';
import { verifyDemoContracts } from './verifyDemo';

export interface DevnetStack {
  devnet: Devnet;
  /** Base URL of the metadata server (NFT token URIs point there). */
  metadataUrl: string;
  close(): Promise<void>;
}

/**
 * Starts node and metadata server, writes the back-filled history (demo contracts
 * included) when configured, then deploys the demo contracts if not yet done and starts
 * traffic. `onNodeReady` runs once the history is written and before a live deployment,
 * so an indexer starts at the head (history behind it) and sees live blocks arrive.
 */
export async function startDevnetStack(config: DevnetConfig, logger: Logger,
  onNodeReady?: (devnet: Devnet) => void | Promise<void>): Promise<DevnetStack> {
  const startedAt = Date.now();
  const { artifacts, compiledCount } = compileAll();
  logger.info({ contracts: artifacts.length, compiled: compiledCount, duration_ms: Date.now() - startedAt }, 'contracts ready');

  // The history is traffic of the generator's: without traffic the chain starts empty.
  const plan = config.traffic && config.historyDays > 0 ? planHistory({ seed: config.seed, days: config.historyDays, now: new Date() }) : null;
  // The account after the traffic's, prefunded at genesis, is the faucet app's own.
  const faucetAccount = deriveDevnetAccounts(DEFAULT_ACCOUNT_COUNT + 1)[DEFAULT_ACCOUNT_COUNT];
  const devnet = await createDevnet({
    host: config.host, port: config.port, blockIntervalMs: config.blockIntervalMs, logger, genesisDate: plan?.genesisDate, deferMining: plan !== null,
    reservedAccounts: [ faucetAccount ],
  });
  const faucet = createFaucet({ provider: devnet.provider, account: faucetAccount, chainId: devnet.chainId });
  let traffic: TrafficGenerator | undefined;
  let verifying: Promise<unknown> | undefined;
  const stopVerifying = new AbortController();
  let stopped = false;
  const metadata = await createMetadataServer({ host: config.host, port: config.metadataPort, logger, faucet }).catch(async(error) => {
    await devnet.close();
    throw error;
  });
  const close = async() => {
    stopped = true;
    stopVerifying.abort();
    await verifying;
    await traffic?.stop();
    await metadata.close();
    await devnet.close();
  };
  try {
    let manifest: DeploymentManifest | undefined;
    if (config.traffic) {
      traffic = createTrafficGenerator({
        rpcUrl: devnet.url, accounts: devnet.accounts, seed: config.seed, metadataBaseUrl: metadata.url, chainId: devnet.chainId, logger,
        provider: devnet.provider,
      });
    }
    if (traffic && plan) ({ manifest } = await writeHistory({ devnet, generator: traffic, plan, seed: config.seed, logger }));
    await onNodeReady?.(devnet);
    if (traffic) {
      if (!manifest) ({ manifest } = await traffic.deployAll());
      if (!stopped) traffic.start(config.trafficIntervalMs);
      if (!stopped && config.verify && config.verifyApiUrl) {
        // In the background: the API verifies each contract once its indexer has stored it.
        verifying = verifyDemoContracts({ apiUrl: config.verifyApiUrl, manifest, logger, signal: stopVerifying.signal });
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  logger.info({ rpc_url: devnet.url, ws_url: devnet.wsUrl, metadata_url: metadata.url, traffic: config.traffic,
    duration_ms: Date.now() - startedAt }, 'devnet ready');
  return { devnet, metadataUrl: metadata.url, close };
}
