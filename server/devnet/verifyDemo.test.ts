/** @jest-environment node */
// The devnet's demo contracts verified through a real API, as the one-command start does:
// devnet with its deployments, the real indexer, the API with real solc-js, and nothing
// told to the verifier beyond what a user's tool would send.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createSilentLogger } from '../common/logger';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { testApiConfig } from '../api/test/config';
import { startApiServer, type ApiServer } from '../api/server';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { isFullyIndexed, waitUntil } from '../indexer/testing/verifyChain';
import { BASIS_POINTS_LIBRARY, type DemoAddresses, type DeploymentManifest } from './deploy';
import { createDevnet, type Devnet } from './node';
import { createTrafficGenerator } from './traffic';
import { LEFT_UNVERIFIED, verifyDemoContracts, type DemoVerificationOutcome } from './verifyDemo';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('verifyDemoContracts', () => {
  let devnet: Devnet;
  let db: Database;
  let indexer: Indexer;
  let server: ApiServer;
  let tempDir: string;
  let manifest: DeploymentManifest;
  let outcome: DemoVerificationOutcome;

  const address = (role: keyof DemoAddresses) => manifest.contracts[role].address.toLowerCase();
  async function contract(role: keyof DemoAddresses): Promise<Json> {
    const response = await fetch(`${ server.url }/api/v2/smart-contracts/${ address(role) }`);
    expect(response.status).toBe(200);
    return await response.json() as Json;
  }

  beforeAll(async() => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-demo-'));
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    db = await createTestDatabase();
    indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100 });
    await indexer.start();
    server = await startApiServer({ db, logger: createSilentLogger(),
      config: { ...testApiConfig({ API_PORT: '0', API_CACHE_TTL_MS: '0' }), rpcUrl: devnet.url } });
    const generator = createTrafficGenerator({ rpcUrl: devnet.url, accounts: devnet.accounts.slice(0, 8), seed: 'verify-demo',
      metadataBaseUrl: 'http://127.0.0.1:9', manifestPath: path.join(tempDir, 'deployment.json') });
    // Verification starts at once, as at start: it waits for the indexer by itself.
    ({ manifest } = await generator.deployAll());
    outcome = await verifyDemoContracts({ apiUrl: server.url, manifest, logger: createSilentLogger() });
  }, 240_000);

  afterAll(async() => {
    await server?.close();
    await indexer?.stop();
    await db?.close();
    await devnet?.close();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('verifies every demo contract but the few left for visitors', async() => {
    const roles = Object.keys(manifest.contracts) as Array<keyof DemoAddresses>;
    const expected = Object.fromEntries(roles.filter((role) => !LEFT_UNVERIFIED.has(role)).map((role) => [ role, 'verified' ]));
    expect(outcome).toEqual(expected);
    for (const role of LEFT_UNVERIFIED) expect((await contract(role)).is_verified).toBe(false);
    const list = await (await fetch(`${ server.url }/api/v2/smart-contracts`)).json() as { items: Array<{ address: { hash: string } }> };
    expect(list.items.map((item) => item.address.hash.toLowerCase()).sort())
      .toEqual(roles.filter((role) => !LEFT_UNVERIFIED.has(role)).map(address).sort());
  });

  it('shows the proxy with its verified implementation, the linked library and the factory-made vault', async() => {
    const proxy = await contract('proxy');
    expect(proxy).toMatchObject({ is_verified: true, name: 'DemoProxy', proxy_type: 'eip1967' });
    expect(proxy.implementations).toEqual([ { address_hash: expect.stringMatching(new RegExp(address('boxImplementation'), 'i')), name: 'BoxV1' } ]);

    const splitter = await contract('revenueSplitter');
    expect(splitter).toMatchObject({ is_verified: true, is_fully_verified: true, name: 'RevenueSplitter' });
    expect(splitter.external_libraries).toEqual([
      { name: BASIS_POINTS_LIBRARY.split(':')[1], address_hash: expect.stringMatching(new RegExp(address('basisPoints'), 'i')) },
    ]);
    expect((await contract('basisPoints'))).toMatchObject({ is_verified: true, name: 'BasisPoints' });

    const vault = await contract('factoryVault');
    expect(vault).toMatchObject({ is_verified: true, name: 'Vault' });
    // Its constructor arguments came from the factory's call, found in the internal transactions.
    expect(vault.constructor_args).toBe(manifest.contracts.factoryVault.constructorArguments);
  });

  it('is a no-op on contracts verified already', async() => {
    await waitUntil(() => isFullyIndexed(db, indexer), 60_000, 'indexing to finish');
    const again = await verifyDemoContracts({ apiUrl: server.url, manifest, logger: createSilentLogger() });
    expect(new Set(Object.values(again))).toEqual(new Set([ 'already verified' ]));
  });
});
