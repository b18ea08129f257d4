/**
 * Indexer settings from environment variables, checked at start. Without `RPC_URL` the
 * indexer reads the embedded devnet on loopback. The database comes from
 * `server/db/openFromEnv.ts`.
 */
import type { IndexerOptions } from './indexer';

export const DEFAULT_DEVNET_RPC_URL = 'http://127.0.0.1:8545';

export interface IndexerConfig {
  rpcUrl: string;
  wsUrl: string | undefined;
  concurrency: number;
  pollIntervalMs: number;
  nftMetadata: NonNullable<IndexerOptions['nftMetadata']>;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(`${ name }="${ raw }": expected a positive integer`);
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${ name }="${ raw }": not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(`${ name }="${ raw }": expected ${ protocols.join(' or ') } URL`);
  return raw;
}

/** Reads the settings; throws {@link ConfigError} naming the bad variable. */
export function readIndexerConfig(env: NodeJS.ProcessEnv = process.env): IndexerConfig {
  const rpcUrl = url(env, 'RPC_URL', [ 'http:', 'https:' ]);
  const embedded = rpcUrl === undefined;
  const allowList = env.INDEXER_METADATA_ALLOW_PRIVATE_HOSTS;
  return {
    rpcUrl: rpcUrl ?? DEFAULT_DEVNET_RPC_URL,
    // The devnet serves WebSocket on its HTTP port; another node must be told.
    wsUrl: url(env, 'RPC_WS_URL', [ 'ws:', 'wss:' ]) ?? (embedded ? DEFAULT_DEVNET_RPC_URL.replace('http:', 'ws:') : undefined),
    concurrency: positiveInt(env, 'INDEXER_CONCURRENCY', 8),
    pollIntervalMs: positiveInt(env, 'INDEXER_POLL_INTERVAL_MS', 1000),
    nftMetadata: {
      // The embedded devnet serves its NFT metadata on loopback.
      allowPrivateHosts: allowList !== undefined ?
        allowList.split(',').map((host) => host.trim()).filter(Boolean) :
        embedded ? [ '127.0.0.1', 'localhost' ] : false,
      ipfsGateway: env.INDEXER_IPFS_GATEWAY || undefined,
    },
  };
}
