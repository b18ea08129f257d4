/** @jest-environment node */
// Proxy detection on a devnet: small contracts of each kind (EIP-1967, a beacon, EIP-1822,
// EIP-1167 clones made by a factory and deployed as raw code, the zeppelinos slot) are
// indexed, then upgraded, then a reorg takes an upgrade back; the table and the address
// API follow each step.
import type { FastifyInstance } from 'fastify';
import { decodeAbiParameters, getAddress, type Address, type Hex } from 'viem';

import '../../api/test/injectUnderJest';
import { buildApp } from '../../api/app';
import { testApiConfig } from '../../api/test/config';
import { createApiClient } from '../../api/test/apiClient';
import type { Database } from '../../db';
import { createTestDatabase } from '../../db/testing';
import { createDevnet, type Devnet } from '../../devnet/node';
import { createIndexer, type Indexer } from '../indexer';
import { createRpcProxy } from '../testing/rpcProxy';
import { waitUntil } from '../testing/verifyChain';
import { compileSolidity, createDeployer, creationCodeFor, type CompiledContract, type Deployer } from './testing/contracts';

interface StoredProxy {
  proxy_type: string;
  implementation_address_hashes: string[];
  beacon_address_hash: string | null;
  checked_block_number: number | null;
}

const VANITY_TARGET = '0x00000000c0ffeec0ffeec0ffeec0ffeec0ffee00';

describe(`proxy detection (${ process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite' })`, () => {
  let devnet: Devnet;
  let db: Database;
  let indexer: Indexer;
  let app: FastifyInstance;
  const { getValid } = createApiClient(() => app);
  let deployer: Deployer;
  let contracts: Record<string, CompiledContract>;
  const at: Record<string, Address> = {};

  beforeAll(async() => {
    contracts = compileSolidity();
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    db = await createTestDatabase();
    deployer = createDeployer(devnet, 19);
    indexer = createIndexer({ db, rpcUrl: devnet.url, pollIntervalMs: 100,
      stages: { tokenMetadata: false, nftMetadata: false, pendingTransactions: false } });
    await indexer.start();
    app = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
  }, 60_000);

  afterAll(async() => {
    await app?.close();
    await indexer?.stop();
    await db?.close();
    await devnet?.close();
  });

  const stored = async(address: Address): Promise<StoredProxy | undefined> => (await db.query<StoredProxy>(`SELECT proxy_type,
      implementation_address_hashes, beacon_address_hash, checked_block_number FROM proxy_implementations
    WHERE proxy_address_hash = $1`, [ address.toLowerCase() ]))[0];

  /** Waits until the row of `address` is checked at `minHeight` or later and says `proxyType`. */
  async function detected(address: Address, proxyType: string, implementations: Address[], minHeight = 0) {
    const expected = implementations.map((implementation) => implementation.toLowerCase());
    await waitUntil(async() => {
      const row = await stored(address);
      return row !== undefined && row.checked_block_number !== null && Number(row.checked_block_number) >= minHeight &&
        row.proxy_type === proxyType && JSON.stringify(row.implementation_address_hashes) === JSON.stringify(expected);
    }, 20_000, `${ address } as ${ proxyType } → ${ expected.join(',') }`).catch(async(error: Error) => {
      // The row as it stayed says which half failed: the answer or the height it was read at.
      throw new Error(`${ error.message } at ${ minHeight } or above; stored: ${ JSON.stringify(await stored(address)) }`);
    });
  }

  async function addressApi(address: Address) {
    // Valid against the OpenAPI document, proxy_type enum included.
    const { proxy_type, implementations } = await getValid(`/api/v2/addresses/${ address }`, '/v2/addresses/{address_hash_param}');
    return { proxy_type, implementations };
  }

  it('detects each kind of proxy once its contract is indexed', async() => {
    at.implA = await deployer.deploy(contracts.ImplA);
    at.implB = await deployer.deploy(contracts.ImplB);
    at.eip1967 = await deployer.deploy(contracts.Proxy1967, [ at.implA ]);
    at.late = await deployer.deploy(contracts.LateProxy);
    at.beacon = await deployer.deploy(contracts.Beacon, [ at.implA ]);
    at.beaconProxy = await deployer.deploy(contracts.BeaconProxy, [ at.beacon ]);
    at.eip1822 = await deployer.deploy(contracts.Proxy1822, [ at.implA ]);
    at.ozLegacy = await deployer.deploy(contracts.ProxyOzLegacy, [ at.implA ]);
    at.factory = await deployer.deploy(contracts.CloneFactory);
    const cloned = await deployer.send(at.factory, contracts.CloneFactory.abi, 'clone', [ at.implB ]);
    at.innerClone = getAddress(decodeAbiParameters([ { type: 'address' } ], cloned.logs[0].data)[0]);
    at.clone = await deployer.deployCode(creationCodeFor(`0x363d3d373d3d3d363d73${ at.implA.slice(2) }5af43d82803e903d91602b57fd5bf3`));
    at.vanityClone = await deployer.deployCode(creationCodeFor(`0x363d3d373d3d3d363d6f${ VANITY_TARGET.slice(10) }5af43d82803e903d91602757fd5bf3`));

    await detected(at.eip1967, 'eip1967', [ at.implA ]);
    await detected(at.beaconProxy, 'eip1967_beacon', [ at.implA ]);
    expect((await stored(at.beaconProxy))?.beacon_address_hash).toBe(at.beacon.toLowerCase());
    await detected(at.eip1822, 'eip1822', [ at.implA ]);
    await detected(at.ozLegacy, 'oz_legacy', [ at.implA ]);
    // Made inside a transaction: requested by the internal-transactions stage.
    await detected(at.innerClone, 'eip1167', [ at.implB ]);
    await detected(at.clone, 'eip1167', [ at.implA ]);
    await detected(at.vanityClone, 'eip1167', [ getAddress(VANITY_TARGET) ]);
    for (const plain of [ at.implA, at.late, at.beacon, at.factory ]) await detected(plain, 'unknown', []);
  }, 60_000);

  it('shows proxy_type and implementations on the address, with the name of a verified implementation', async() => {
    await db.query(`INSERT INTO smart_contracts (address_hash, name, language, compiler_version, optimization_enabled, file_path, abi,
        verification_method, match_type)
      VALUES ($1, 'ImplA', 'solidity', 'v0.8.28+commit.7893614a', true, 'Test.sol', $2::jsonb, 'standard-input', 'full')`,
    [ at.implA.toLowerCase(), JSON.stringify(contracts.ImplA.abi) ]);
    expect(await addressApi(at.eip1967)).toEqual({ proxy_type: 'eip1967', implementations: [ { address_hash: at.implA, name: 'ImplA' } ] });
    expect(await addressApi(at.innerClone)).toEqual({ proxy_type: 'eip1167', implementations: [ { address_hash: at.implB, name: null } ] });
    expect(await addressApi(at.beaconProxy)).toEqual({ proxy_type: 'eip1967_beacon', implementations: [ { address_hash: at.implA, name: 'ImplA' } ] });
    expect(await addressApi(at.ozLegacy)).toEqual({ proxy_type: 'eip1967_oz', implementations: [ { address_hash: at.implA, name: 'ImplA' } ] });
    expect(await addressApi(at.eip1822)).toMatchObject({ proxy_type: 'eip1822' });
    expect(await addressApi(at.implA)).toEqual({ proxy_type: null, implementations: [] });
    expect(await addressApi(devnet.accounts[3].address)).toEqual({ proxy_type: null, implementations: [] });
  });

  it('checks again after Upgraded and BeaconUpgraded logs, from known proxies, beacons and contracts not yet proxies', async() => {
    const upgraded = await deployer.send(at.eip1967, contracts.Proxy1967.abi, 'upgradeTo', [ at.implB ]);
    const became = await deployer.send(at.late, contracts.LateProxy.abi, 'upgradeTo', [ at.implB ]);
    const beaconMoved = await deployer.send(at.beacon, contracts.Beacon.abi, 'upgradeTo', [ at.implB ]);
    await detected(at.eip1967, 'eip1967', [ at.implB ], Number(upgraded.blockNumber));
    await detected(at.late, 'eip1967', [ at.implB ], Number(became.blockNumber));
    await detected(at.beaconProxy, 'eip1967_beacon', [ at.implB ], Number(beaconMoved.blockNumber));
    expect(await addressApi(at.late)).toEqual({ proxy_type: 'eip1967', implementations: [ { address_hash: at.implB, name: null } ] });
  }, 60_000);

  it('checks again the answers read on a branch that a reorg replaced', async() => {
    const snapshot = await devnet.provider.request({ method: 'evm_snapshot' }) as Hex;
    const upgraded = await deployer.send(at.eip1967, contracts.Proxy1967.abi, 'upgradeTo', [ at.implA ]);
    await detected(at.eip1967, 'eip1967', [ at.implA ], Number(upgraded.blockNumber));

    await devnet.provider.request({ method: 'evm_revert', params: [ snapshot ] });
    // A longer branch without the upgrade.
    await devnet.mine();
    await devnet.mine();
    const head = Number(await devnet.provider.request({ method: 'eth_blockNumber' }));
    await waitUntil(async() => (await db.query<{ hash: string }>('SELECT hash FROM blocks WHERE number = $1 AND consensus', [ head ])).length === 1,
      20_000, 'the new branch');
    // Read on the new branch, at the fork point or above: when the head watcher saw the node's
    // head go back to the snapshot, the lost block was undone then and the check read at that
    // head, which both branches share (the stored answer was implA until then).
    await detected(at.eip1967, 'eip1967', [ at.implB ], Number(upgraded.blockNumber) - 1);
  }, 60_000);

  it('never stores a node that could not answer as "not a proxy"', async() => {
    const proxy = await createRpcProxy(devnet.url);
    const faultyDb = await createTestDatabase();
    const faulty = createIndexer({ db: faultyDb, rpcUrl: proxy.url, pollIntervalMs: 100, rpcMaxRetries: 0,
      stages: { tokenMetadata: false, nftMetadata: false, pendingTransactions: false, internalTransactions: false } });
    try {
      proxy.failMethod('eth_getStorageAt', { code: -32000, message: 'header not found' });
      // Beacon proxies also ask the beacon: its eth_call fails on its own.
      proxy.failMethod('eth_call', { code: -32000, message: 'missing trie node' });
      await faulty.start();
      const row = async(address: Address) => (await faultyDb.query<StoredProxy>(`SELECT proxy_type, implementation_address_hashes,
          checked_block_number FROM proxy_implementations WHERE proxy_address_hash = $1`, [ address.toLowerCase() ]))[0];
      await waitUntil(async() => (await row(at.eip1967)) !== undefined && (await row(at.beaconProxy)) !== undefined, 20_000, 'the contracts');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await row(at.eip1967)).toMatchObject({ proxy_type: 'unknown', checked_block_number: null });

      proxy.clearRules();
      proxy.failMethod('eth_call', { code: -32000, message: 'missing trie node' });
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await row(at.beaconProxy)).toMatchObject({ checked_block_number: null });

      proxy.clearRules();
      await waitUntil(async() => (await row(at.eip1967))?.checked_block_number !== null &&
        (await row(at.beaconProxy))?.checked_block_number !== null, 20_000, 'the checks once the node answers');
      expect(await row(at.eip1967)).toMatchObject({ proxy_type: 'eip1967', implementation_address_hashes: [ at.implB.toLowerCase() ] });
      expect(await row(at.beaconProxy)).toMatchObject({ proxy_type: 'eip1967_beacon', implementation_address_hashes: [ at.implB.toLowerCase() ] });
    } finally {
      await faulty.stop();
      await faultyDb.close();
      await proxy.close();
    }
  }, 60_000);
});
