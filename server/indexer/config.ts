/**
 * Indexer settings from environment variables, checked at start. Without `RPC_URL` the
 * indexer reads the embedded devnet on loopback. The database comes from
 * `server/db/openFromEnv.ts`.
 */
import { readSetting, type Env } from '../settings';
import { readRollupConfig, type RollupConfig } from './rollup/config';
import type { IndexerOptions } from './indexer';

export const DEFAULT_DEVNET_RPC_URL = 'http://127.0.0.1:8545';

/**
 * The one non-public server NFT metadata may come from next to the devnet: its own
 * metadata server, by exact origin. Any other loopback port (the API, the node) stays
 * blocked, so a token URI cannot make the indexer read them.
 */
export function devnetMetadataOrigin(host: string, port: number): string {
  return `http://${ host.includes(':') ? `[${ host }]` : host }:${ port }`;
}

export interface IndexerConfig {
  rpcUrl: string;
  wsUrl: string | undefined;
  concurrency: number;
  pollIntervalMs: number;
  nftMetadata: NonNullable<IndexerOptions['nftMetadata']>;
  rollup: RollupConfig | null;
  /** Where a process without the API serves the indexer's `/health` and `/ready` (server/start/probeServer.ts). */
  probes: { host: string; port: number };
}

/** Reads the settings; throws SettingsError naming the bad variable. */
export function readIndexerConfig(env: Env = process.env): IndexerConfig {
  const rpcUrl = readSetting(env, 'RPC_URL');
  const embedded = rpcUrl === undefined;
  const allowList = readSetting(env, 'INDEXER_METADATA_ALLOW_PRIVATE_HOSTS');
  return {
    rpcUrl: rpcUrl ?? DEFAULT_DEVNET_RPC_URL,
    // The devnet serves WebSocket on its HTTP port; another node must be told.
    wsUrl: readSetting(env, 'RPC_WS_URL') ?? (embedded ? DEFAULT_DEVNET_RPC_URL.replace('http:', 'ws:') : undefined),
    concurrency: readSetting(env, 'INDEXER_CONCURRENCY'),
    pollIntervalMs: readSetting(env, 'INDEXER_POLL_INTERVAL_MS'),
    probes: { host: readSetting(env, 'INDEXER_HOST'), port: readSetting(env, 'INDEXER_PORT') },
    nftMetadata: {
      // The embedded devnet serves its NFT metadata on loopback.
      allowPrivateHosts: allowList ?? (embedded ?
        [ devnetMetadataOrigin(readSetting(env, 'DEVNET_HOST'), readSetting(env, 'DEVNET_METADATA_PORT')) ] : false),
      ipfsGateway: readSetting(env, 'INDEXER_IPFS_GATEWAY'),
    },
    rollup: readRollupConfig(env),
  };
}
