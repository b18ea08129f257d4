/**
 * Test helper: a beacon node's REST API on loopback, for the blobs of a recorded L1 (Hardhat
 * has no beacon chain and takes no blob transactions). It serves the genesis time, the slot
 * length and each slot's blob sidecars; `mode` makes it a node that serves only the newer
 * `/eth/v1/beacon/blobs/{slot}` (after Fulu), and `down` makes it answer 503.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BeaconBlob {
  /** 48 bytes, hex; the blob's versioned hash is derived from it. */
  kzgCommitment: string;
  /** 131,072 bytes, hex. */
  blob: string;
}

export interface BeaconNodeOptions {
  genesisTime: number;
  secondsPerSlot: number;
  /** The blobs of each slot, in the block's commitment order; a slot not listed answers 404 (pruned). */
  slots: Map<number, BeaconBlob[]>;
}

export interface BeaconNode {
  url: string;
  mode: 'sidecars' | 'blobs-only';
  down: boolean;
  /** The paths requested, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

export async function createBeaconNode({ genesisTime, secondsPerSlot, slots }: BeaconNodeOptions): Promise<BeaconNode> {
  const requests: string[] = [];
  const node: BeaconNode = { url: '', mode: 'sidecars', down: false, requests, close: async() => undefined };

  function answer(path: string): [ number, unknown ] {
    if (node.down) return [ 503, { code: 503, message: 'node is syncing' } ];
    if (path === '/eth/v1/beacon/genesis') return [ 200, { data: { genesis_time: String(genesisTime), genesis_fork_version: '0x00000000' } } ];
    if (path === '/eth/v1/config/spec') return [ 200, { data: { SECONDS_PER_SLOT: String(secondsPerSlot) } } ];
    const sidecars = /^\/eth\/v1\/beacon\/blob_sidecars\/(\d+)$/.exec(path);
    if (sidecars) {
      if (node.mode === 'blobs-only') return [ 400, { code: 400, message: 'blob sidecars are not served after Fulu' } ];
      const blobs = slots.get(Number(sidecars[1]));
      if (!blobs) return [ 404, { code: 404, message: 'block not found' } ];
      return [ 200, { data: blobs.map((item, index) => ({ index: String(index), blob: item.blob, kzg_commitment: item.kzgCommitment,
        kzg_proof: `0x${ '00'.repeat(48) }` })) } ];
    }
    const listed = /^\/eth\/v1\/beacon\/blobs\/(\d+)$/.exec(path);
    if (listed) {
      const blobs = slots.get(Number(listed[1]));
      if (!blobs) return [ 404, { code: 404, message: 'block not found' } ];
      return [ 200, { execution_optimistic: false, finalized: true, data: blobs.map((item) => item.blob) } ];
    }
    return [ 404, { code: 404, message: 'not found' } ];
  }

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    const [ status, body ] = answer(path);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  node.url = `http://127.0.0.1:${ (server.address() as AddressInfo).port }`;
  node.close = async() => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return node;
}
