/**
 * The beacon node's blobs for the rollup stage (`INDEXER_BEACON_RPC_URL`): the L1 block's
 * slot worked out from its timestamp (the node's genesis time and slot length, read once),
 * then its blob sidecars (`/eth/v1/beacon/blob_sidecars/{slot}`, each checked against its
 * KZG commitment's versioned hash). Nodes after the Fulu fork may answer only the newer
 * `/eth/v1/beacon/blobs/{slot}`, which lists the block's blobs in commitment order; those are
 * matched to the block's versioned hashes by position.
 */
import type { Logger } from '../../common/logger';
import { RpcError } from '../errors';
import { blobVersionedHash } from './blobEncoding';

export interface BeaconClient {
  readonly url: string;
  /**
   * The blobs of the L1 block made at `timestamp`, by versioned hash. `blockBlobHashes` are the
   * versioned hashes of all the block's blob transactions, in transaction order. Resolves to
   * null when the node no longer keeps them (pruned, ~18 days on Ethereum); throws a retryable
   * error while it cannot be reached.
   */
  blobsAt(timestamp: number, blockBlobHashes: string[]): Promise<Map<string, Uint8Array> | null>;
}

export interface BeaconClientOptions {
  url: string;
  timeoutMs?: number;
  logger: Logger;
}

/** A block holds at most a few dozen blobs of 128 KiB (hex doubles them): far below this. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

interface Sidecar {
  blob: string;
  kzg_commitment: string;
}

export function createBeaconClient({ url, timeoutMs = 30_000, logger }: BeaconClientOptions): BeaconClient {
  const base = url.replace(/\/+$/, '');
  let timing: Promise<{ genesisTime: number; secondsPerSlot: number }> | null = null;

  /** A GET of the beacon API: `missing` on 404 (no such block, or no longer kept), `refused` on another 4xx; 5xx and silence throw, retryable. */
  async function get<T>(path: string): Promise<{ status: 'ok'; body: T } | { status: 'missing' | 'refused'; code: number }> {
    let response: Response;
    try {
      response = await fetch(`${ base }${ path }`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new RpcError(`beacon ${ path }: ${ (error as Error).message }`, { method: 'beacon', cause: error, retryable: true, unreachable: true });
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 'missing', code: 404 };
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new RpcError(`beacon ${ path }: HTTP ${ response.status }`, { method: 'beacon', code: response.status, retryable: true, unreachable: true });
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { status: 'refused', code: response.status };
    }
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_RESPONSE_BYTES) {
      await response.body?.cancel();
      throw new RpcError(`beacon ${ path }: an answer of ${ length } bytes is larger than accepted`, { method: 'beacon', retryable: false });
    }
    const text = await readLimited(response, path);
    try {
      return { status: 'ok', body: JSON.parse(text) as T };
    } catch (error) {
      throw new RpcError(`beacon ${ path }: the answer is not JSON`, { method: 'beacon', cause: error, retryable: true });
    }
  }

  async function readTiming() {
    const genesis = await get<{ data?: { genesis_time?: string } }>('/eth/v1/beacon/genesis');
    const spec = await get<{ data?: { SECONDS_PER_SLOT?: string } }>('/eth/v1/config/spec');
    const genesisTime = genesis.status === 'ok' ? Number(genesis.body.data?.genesis_time) : NaN;
    const secondsPerSlot = spec.status === 'ok' ? Number(spec.body.data?.SECONDS_PER_SLOT) : NaN;
    if (!Number.isSafeInteger(genesisTime) || !Number.isSafeInteger(secondsPerSlot) || secondsPerSlot <= 0) {
      throw new RpcError('beacon: the node did not tell its genesis time and slot length', { method: 'beacon', retryable: true });
    }
    return { genesisTime, secondsPerSlot };
  }

  async function slotAt(timestamp: number): Promise<number> {
    timing ??= readTiming().catch((error) => {
      timing = null;
      throw error;
    });
    const { genesisTime, secondsPerSlot } = await timing;
    return Math.floor((timestamp - genesisTime) / secondsPerSlot);
  }

  return {
    url: base,
    async blobsAt(timestamp, blockBlobHashes) {
      const slot = await slotAt(timestamp);
      const sidecars = await get<{ data?: Sidecar[] }>(`/eth/v1/beacon/blob_sidecars/${ slot }`);
      if (sidecars.status === 'ok') {
        const blobs = new Map<string, Uint8Array>();
        for (const sidecar of sidecars.body.data ?? []) {
          blobs.set(blobVersionedHash(hexBytes(sidecar.kzg_commitment)), hexBytes(sidecar.blob));
        }
        return blobs;
      }
      if (sidecars.status === 'missing') return null;
      // Refused (400/405/410): a node that serves blobs only through the newer endpoint.
      const listed = await get<{ data?: string[] }>(`/eth/v1/beacon/blobs/${ slot }`);
      if (listed.status !== 'ok') {
        if (listed.status === 'missing') return null;
        logger.warn({ slot, code: listed.code }, 'the beacon node serves neither blob_sidecars nor blobs: blob batches are skipped');
        return null;
      }
      const data = listed.body.data ?? [];
      if (data.length !== blockBlobHashes.length) {
        throw new RpcError(`beacon: slot ${ slot } has ${ data.length } blobs, its block ${ blockBlobHashes.length }`, { method: 'beacon', retryable: true });
      }
      return new Map(data.map((blob, index) => [ blockBlobHashes[index].toLowerCase(), hexBytes(blob) ]));
    },
  };
}

async function readLimited(response: Response, path: string): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new RpcError(`beacon ${ path }: the answer is larger than accepted`, { method: 'beacon', retryable: false });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function hexBytes(hex: string): Uint8Array {
  return Buffer.from(hex.startsWith('0x') ? hex.slice(2) : hex, 'hex');
}
