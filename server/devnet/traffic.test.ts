/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  createPublicClient,
  decodeErrorResult,
  getAddress,
  http,
  parseAbiItem,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem';

import { getArtifact } from './compile';
import type { DemoAddresses, DeploymentManifest } from './deploy';
import { createMetadataServer, type MetadataServer } from './metadataServer';
import { createDevnet, type Devnet } from './node';
import { createTrafficGenerator, TX_KINDS, type TxKind } from './traffic';

const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';
/** Every kind is sent within this many steps (four rotate in per step). */
const MAX_STEPS = 8;

interface StructLogTrace {
  failed: boolean;
  returnValue: string;
  structLogs: Array<{ op: string; depth: number }>;
}

describe('traffic generator', () => {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devnet-traffic-'));
  const manifestPath = path.join(tempDir, 'deployment.json');
  let devnet: Devnet;
  let metadata: MetadataServer;
  let client: PublicClient;
  let addresses: DemoAddresses;
  let manifest: DeploymentManifest;
  const kinds: TxKind[] = [];
  const hashByKind = new Map<TxKind, Hash>();

  // A few seconds alone; many more beside other test files on two busy cores.
  beforeAll(async() => {
    // Automine: every transaction gets its own block at once, which keeps the test fast.
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    metadata = await createMetadataServer({ port: 0 });
    client = createPublicClient({ transport: http(devnet.url, { retryCount: 0 }) });
    const generator = createTrafficGenerator({
      rpcUrl: devnet.url, accounts: devnet.accounts.slice(0, 8), seed: 'test-seed', metadataBaseUrl: metadata.url, manifestPath,
    });
    ({ addresses, manifest } = await generator.deployAll());
    for (let step = 0; step < MAX_STEPS && hashByKind.size < TX_KINDS.length; step++) {
      const result = await generator.step();
      expect(result.failed).toEqual([]);
      kinds.push(...result.kinds);
      result.txs.forEach((tx) => hashByKind.set(tx.kind, tx.hash));
    }
  }, 120_000);

  afterAll(async() => {
    await metadata?.close();
    await devnet?.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  const trace = (hash: Hash) => devnet.provider.request({
    method: 'debug_traceTransaction',
    params: [ hash, { disableStorage: true, disableMemory: true, disableStack: true } ],
  }) as Promise<StructLogTrace>;

  it('sends every kind of transaction within a few steps', () => {
    expect([ ...hashByKind.keys() ].sort()).toEqual([ ...TX_KINDS ].sort());
  });

  it('deploys two ERC-20s from one source with different decimals', async() => {
    const abi = getArtifact('DemoToken').abi;
    const stable = await client.readContract({ address: addresses.stableToken, abi, functionName: 'decimals' });
    const governance = await client.readContract({ address: addresses.governanceToken, abi, functionName: 'decimals' });
    expect([ stable, governance ]).toEqual([ 6, 18 ]);
  });

  it('mints ERC-721s with data: URIs and with HTTP URIs that the metadata server answers', async() => {
    const abi = getArtifact('DemoNFT').abi;
    const nextId = await client.readContract({ address: addresses.nft, abi, functionName: 'nextTokenId' }) as bigint;
    const uris: string[] = [];
    for (let id = 1n; id < nextId; id++) {
      // Burned tokens revert; skip them.
      const uri = await client.readContract({ address: addresses.nft, abi, functionName: 'tokenURI', args: [ id ] }).catch(() => undefined);
      if (typeof uri === 'string') uris.push(uri);
    }
    const dataUri = uris.find((uri) => uri.startsWith('data:application/json;base64,'));
    const httpUri = uris.find((uri) => uri.startsWith(`${ metadata.url }/erc721/`));
    expect(dataUri).toBeDefined();
    expect(httpUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/erc721\/\d+$/);

    const onChain = JSON.parse(Buffer.from((dataUri as string).split(',')[1], 'base64').toString('utf8'));
    expect(onChain.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const served = await (await fetch(httpUri as string)).json();
    const image = await fetch(served.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/(svg\+xml|png)$/);
  });

  it('emits ERC-1155 TransferSingle and TransferBatch logs', async() => {
    const [ single, batch ] = await Promise.all([
      parseAbiItem('event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)'),
      parseAbiItem('event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)'),
    ].map((event) => client.getLogs({ address: addresses.multiToken, event, fromBlock: 0n, toBlock: 'latest' })));
    expect(single.length).toBeGreaterThan(0);
    expect(batch.length).toBeGreaterThan(0);
  });

  it('sets the EIP-1967 implementation slot of the proxy', async() => {
    const slot = await client.getStorageAt({ address: addresses.proxy, slot: IMPLEMENTATION_SLOT }) as Hex;
    expect(getAddress(`0x${ slot.slice(-40) }`)).toBe(addresses.boxImplementation);
    const value = await client.readContract({ address: addresses.proxy, abi: getArtifact('BoxV1').abi, functionName: 'version' });
    expect(value).toBe('1');
  });

  it('sends a transaction whose struct-log trace has CALL, DELEGATECALL, STATICCALL, CREATE and CREATE2', async() => {
    const result = await trace(hashByKind.get('internal_calls') as Hash);
    const ops = new Set(result.structLogs.map((log) => log.op));
    expect(result.failed).toBe(false);
    for (const op of [ 'CALL', 'DELEGATECALL', 'STATICCALL', 'CREATE', 'CREATE2' ]) expect(ops).toContain(op);
  });

  it('mines failing transactions with a require message and with a custom error', async() => {
    const abi = getArtifact('Reverter').abi;
    const decoded: Record<string, { errorName: string; args?: readonly unknown[] }> = {};
    for (const kind of [ 'revert_require', 'revert_custom_error' ] as const) {
      const hash = hashByKind.get(kind) as Hash;
      const receipt = await client.getTransactionReceipt({ hash });
      expect(receipt.status).toBe('reverted');
      expect(receipt.blockNumber).toBeGreaterThan(0n);
      decoded[kind] = decodeErrorResult({ abi, data: (await trace(hash)).returnValue as Hex });
    }
    expect(decoded.revert_require).toMatchObject({ errorName: 'Error', args: [ 'Reverter: amount exceeds limit' ] });
    expect(decoded.revert_custom_error.errorName).toBe('LimitExceeded');
  });

  it('writes a manifest that points every address at its exact compiler input', () => {
    const written = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as DeploymentManifest;
    expect(written).toEqual(manifest);
    expect(written.chainId).toBe(265);
    expect(Object.keys(written.contracts).sort()).toEqual(Object.keys(addresses).sort());
    expect(written.contracts.factoryVault).toMatchObject({ contractName: 'Vault', deployedBy: 'factory' });
    for (const entry of Object.values(written.contracts)) {
      const input = JSON.parse(fs.readFileSync(path.resolve(tempDir, entry.standardJsonInput), 'utf8'));
      expect(input).toEqual(getArtifact(entry.contractName).standardJsonInput);
      expect(entry.compilerVersion).toMatch(/^v0\.8\.28\+commit\./);
    }
  });

  it('deploys a vault through the factory', async() => {
    const abi = getArtifact('Vault').abi;
    expect(await client.readContract({ address: addresses.factoryVault, abi, functionName: 'factory' })).toBe(addresses.vaultFactory);
  });

  it('sends the same sequence of kinds for the same seed, and another for another seed', async() => {
    const run = async(seed: string) => {
      const generator = createTrafficGenerator({
        rpcUrl: devnet.url,
        accounts: devnet.accounts.slice(8, 14),
        seed,
        metadataBaseUrl: metadata.url,
        manifestPath: path.join(tempDir, `${ seed }.json`),
      });
      await generator.deployAll();
      const sequence: TxKind[] = [];
      for (let step = 0; step < 3; step++) sequence.push(...(await generator.step()).kinds);
      return sequence;
    };
    const first = await run('same');
    expect(await run('same')).toEqual(first);
    expect(await run('other')).not.toEqual(first);
    // Three deployments of every demo contract: seconds, more on a busy machine.
  }, 60_000);
});
