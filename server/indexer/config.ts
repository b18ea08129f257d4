/**
 * Indexer settings from environment variables, checked at start. Without `RPC_URL` the
 * indexer reads the embedded devnet on loopback. The database comes from
 * `server/db/openFromEnv.ts`.
 */
import type { IndexerOptions } from './indexer';

export const DEFAULT_DEVNET_RPC_URL = 'http://127.0.0.1:8545';
/** Where the devnet serves its NFT metadata unless DEVNET_HOST/DEVNET_METADATA_PORT move it (server/devnet/config.ts). */
const DEFAULT_DEVNET_METADATA_PORT = 8547;

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
}

/** Environment variables as read here (a plain record, so tests can pass their own). */
export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(`${ name }="${ raw }": expected a positive integer`);
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
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
export function readIndexerConfig(env: Env = process.env): IndexerConfig {
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
        embedded ? [ devnetMetadataOrigin(env.DEVNET_HOST || '127.0.0.1',
          positiveInt(env, 'DEVNET_METADATA_PORT', DEFAULT_DEVNET_METADATA_PORT)) ] : false,
      ipfsGateway: env.INDEXER_IPFS_GATEWAY || undefined,
    },
  };
}
