/**
 * The devnet node: Hardhat's in-process EVM (EDR) served as JSON-RPC over HTTP and
 * WebSocket (one port) on loopback, with interval mining and prefunded accounts.
 */
import type { EIP1193Provider } from 'hardhat/types';
import { createHardhatNetworkProvider } from 'hardhat/internal/hardhat-network/provider/provider';
import { toHex } from 'viem';

import { DEFAULT_ACCOUNT_BALANCE_WEI, deriveDevnetAccounts, type DevnetAccount } from './accounts';
import { QNM_CHAIN_ID } from './chain';
import { createSilentLogger, type Logger } from './logger';
import { createRpcServer } from './rpcServer';
import { reclaimTraceMemory } from './traceMemory';
import { SETTINGS } from '../settings';

/** Loopback only: Hardhat's own `node` task would listen on every interface. */
export const DEFAULT_DEVNET_HOST = SETTINGS.DEVNET_HOST.default;
export const DEFAULT_DEVNET_PORT = SETTINGS.DEVNET_PORT.default;
/** One block every 2 s, like a busy real chain. */
export const DEFAULT_BLOCK_INTERVAL_MS = SETTINGS.DEVNET_BLOCK_INTERVAL_MS.default;
/** Same as Ethereum mainnet, so base fee moves like there (target is half). */
export const DEFAULT_BLOCK_GAS_LIMIT = 30_000_000;
/** Base fee of block 0: 1 gwei. */
const INITIAL_BASE_FEE_PER_GAS_WEI = 1_000_000_000;
/** The newest hardfork whose rules our indexer and explorers already know. */
const DEVNET_HARDFORK = 'prague';

/** Options of {@link createDevnet}; every field has a default. */
export interface DevnetOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  chainId?: number;
  /** Milliseconds between blocks; 0 mines one block per transaction (automine). */
  blockIntervalMs?: number;
  /** Prefunded accounts; default: 20 derived from the devnet mnemonic. */
  accounts?: DevnetAccount[];
  /** Prefunded too, but kept out of `accounts` (and so out of the traffic): the faucet's. */
  reservedAccounts?: DevnetAccount[];
  accountBalanceWei?: bigint;
  blockGasLimit?: number;
  logger?: Logger;
  /** Date of block 0; default now. A past date leaves room for a back-filled history (`history.ts`). */
  genesisDate?: Date;
  /** Mine nothing until `startMining()`: a back-fill mines its own dated blocks first. */
  deferMining?: boolean;
}

/** A running devnet. */
export interface Devnet {
  /** HTTP JSON-RPC endpoint, e.g. `http://127.0.0.1:8545`. */
  url: string;
  /** WebSocket JSON-RPC endpoint on the same port (supports `eth_subscribe`). */
  wsUrl: string;
  host: string;
  port: number;
  chainId: number;
  accounts: DevnetAccount[];
  /** The in-process provider, for callers that need no HTTP round trip. */
  provider: EIP1193Provider;
  /** Mines `blocks` blocks now: `evm_mine` for one, `hardhat_mine` for many. */
  mine(blocks?: number): Promise<void>;
  /** Turns on the configured mining (interval or automine) after `deferMining`. */
  startMining(): Promise<void>;
  /** Stops mining and closes the HTTP and WebSocket servers. */
  close(): Promise<void>;
}

/**
 * Starts Hardhat's in-process network and serves it on `host:port`.
 * @dev Transaction failures do not throw (`throwOnTransactionFailures: false`), so a
 * reverting transaction is mined with status 0 like on a real chain; calls still throw,
 * so `eth_call` and gas estimation report reverts as errors.
 */
export async function createDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const host = options.host ?? DEFAULT_DEVNET_HOST;
  const chainId = options.chainId ?? QNM_CHAIN_ID;
  const blockIntervalMs = options.blockIntervalMs ?? DEFAULT_BLOCK_INTERVAL_MS;
  const accounts = options.accounts ?? deriveDevnetAccounts();
  const balance = options.accountBalanceWei ?? DEFAULT_ACCOUNT_BALANCE_WEI;
  const logger = (options.logger ?? createSilentLogger()).child({ service: 'devnet' });
  const startedAt = Date.now();
  const deferMining = options.deferMining ?? false;

  const provider = await createHardhatNetworkProvider({
    hardfork: DEVNET_HARDFORK,
    chainId,
    networkId: chainId,
    blockGasLimit: options.blockGasLimit ?? DEFAULT_BLOCK_GAS_LIMIT,
    initialBaseFeePerGas: INITIAL_BASE_FEE_PER_GAS_WEI,
    minGasPrice: 0n,
    automine: !deferMining && blockIntervalMs === 0,
    intervalMining: deferMining ? 0 : blockIntervalMs,
    // First in, first out: a batch that mints and then transfers keeps its order in a block.
    mempoolOrder: 'fifo',
    chains: new Map(),
    genesisAccounts: [ ...accounts, ...options.reservedAccounts ?? [] ].map((account) => ({ privateKey: account.privateKey, balance })),
    allowUnlimitedContractSize: false,
    throwOnTransactionFailures: false,
    throwOnCallFailures: true,
    allowBlocksWithSameTimestamp: false,
    enableTransientStorage: false,
    enableRip7212: false,
    initialDate: options.genesisDate,
  }, { enabled: false });
  reclaimTraceMemory(provider);

  const server = createRpcServer(provider);
  const address = await server.listen(options.port ?? DEFAULT_DEVNET_PORT, host);
  // IPv6 hosts need brackets inside a URL.
  const urlHost = address.address.includes(':') ? `[${ address.address }]` : address.address;
  const url = `http://${ urlHost }:${ address.port }`;
  const wsUrl = `ws://${ urlHost }:${ address.port }`;
  logger.info({
    url, chain_id: chainId, block_interval_ms: blockIntervalMs, accounts: accounts.length, duration_ms: Date.now() - startedAt,
  }, 'devnet listening');

  let closed = false;
  return {
    url,
    wsUrl,
    host: address.address,
    port: address.port,
    chainId,
    accounts,
    provider,
    async mine(blocks = 1) {
      if (blocks === 1) {
        await provider.request({ method: 'evm_mine' });
      } else if (blocks > 1) {
        await provider.request({ method: 'hardhat_mine', params: [ toHex(blocks) ] });
      }
    },
    async startMining() {
      if (blockIntervalMs === 0) {
        await provider.request({ method: 'evm_setAutomine', params: [ true ] });
      } else {
        await provider.request({ method: 'evm_setIntervalMining', params: [ blockIntervalMs ] });
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      // Note: EDR keeps its mining timer running until told otherwise.
      await provider.request({ method: 'evm_setIntervalMining', params: [ 0 ] });
      await server.close();
      logger.info({ url }, 'devnet closed');
    },
  };
}
