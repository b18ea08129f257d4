/** @jest-environment node */
// One poisoned NFT must cost only itself: a collection whose documents hold NUL, nest
// 200,000 levels deep, weigh 2 MiB, answer slowly or never, next to normal ones. The
// normal ones get their metadata within seconds; each poisoned one ends with a stored
// reason; no document is fetched again and again.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { encodeFunctionData, type Address } from 'viem';

import type { Database } from '../db';
import { createSilentLogger } from '../common/logger';
import { createTestDatabase } from '../db/testing';
import { getArtifact } from '../devnet/compile';
import { createMetadataServer, type MetadataServer } from '../devnet/metadataServer';
import { createDevnet, type Devnet } from '../devnet/node';
import { createTrafficGenerator } from '../devnet/traffic';
import { createTxSender } from '../devnet/txSender';
import { createIndexer, type Indexer } from './indexer';
import { waitUntil } from './testing/verifyChain';

const NORMAL = 5;
const FETCH_TIMEOUT_MS = 1000;

/** Documents by path; `hanging` never answers, `slow` answers within the time limit. */
function servePoisoned(hits: Map<string, number>): http.Server {
  const json = (response: http.ServerResponse, body: string) => response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  return http.createServer((request, response) => {
    const route = request.url ?? '/';
    hits.set(route, (hits.get(route) ?? 0) + 1);
    if (route === '/nul') return json(response, '{"name":"poi\\u0000son","attributes":[{"trait_type":"k\\u0000","value":"v"}]}');
    if (route === '/surrogate') return json(response, '{"name":"half \\ud800 pair"}');
    if (route === '/deep') return json(response, `{"a":${ '['.repeat(200_000) }${ ']'.repeat(200_000) }}`);
    if (route === '/huge') return json(response, `{"name":"${ 'x'.repeat(2 * 1024 * 1024) }"}`);
    if (route === '/slow') return void setTimeout(() => json(response, '{"name":"Slow but fine"}'), FETCH_TIMEOUT_MS / 2);
    if (route === '/hanging') return;
    const normal = /^\/normal\/(\d+)$/.exec(route);
    if (normal) return json(response, JSON.stringify({ name: `Normal ${ normal[1] }`, image: `https://example.org/${ normal[1] }.png` }));
    response.writeHead(404).end();
  });
}

describe(`NFT metadata with poisoned documents (${ process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite' })`, () => {
  let devnet: Devnet;
  let metadata: MetadataServer;
  let poisoned: http.Server;
  let db: Database;
  let indexer: Indexer;
  let nft: Address;
  const hits = new Map<string, number>();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nft-metadata-'));
  /** Token id → path of its document. */
  const documents = new Map<string, string>();

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    metadata = await createMetadataServer({ port: 0 });
    poisoned = servePoisoned(hits);
    await new Promise<void>((resolve) => poisoned.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${ (poisoned.address() as AddressInfo).port }`;
    const generator = createTrafficGenerator({ rpcUrl: devnet.url, accounts: devnet.accounts.slice(0, 4), seed: 'nft-poison',
      metadataBaseUrl: metadata.url, manifestPath: path.join(tempDir, 'deployment.json') });
    ({ addresses: { nft } } = await generator.deployAll());

    // The poisoned documents first, so a fetcher that works in order meets them first.
    // Only the deployer may mint; the generator sends nothing meanwhile.
    const owner = devnet.accounts[0];
    const sender = createTxSender({ rpcUrl: devnet.url, chainId: devnet.chainId, accounts: [ owner ], logger: createSilentLogger() });
    const paths = [ '/nul', '/deep', '/huge', '/hanging', '/surrogate', '/slow', ...Array.from({ length: NORMAL }, (_, index) => `/normal/${ index }`) ];
    const abi = getArtifact('DemoNFT').abi;
    for (const route of paths) {
      const sent = await sender.send({ label: `mint ${ route }`, from: owner, to: nft, gas: 300_000n, type: 'eip1559', tipWei: 1n,
        data: encodeFunctionData({ abi, functionName: 'mintWithURI', args: [ owner.address, `${ base }${ route }` ] }) });
      const [ receipt ] = await sender.waitForReceipts([ sent.hash ]);
      if (receipt.status !== 'success') throw new Error(`mint ${ route } reverted`);
      // Transfer(from, to, tokenId): the id is the third indexed topic.
      documents.set(BigInt(receipt.logs[0].topics[3]!).toString(), route);
    }
    db = await createTestDatabase();
  }, 120_000);

  afterAll(async() => {
    await indexer?.stop();
    await db?.close();
    poisoned?.closeAllConnections();
    await new Promise((resolve) => poisoned?.close(resolve));
    await metadata?.close();
    await devnet?.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  const instance = async(tokenId: string) => (await db.query<{ metadata: Record<string, unknown> | null; metadata_error: string | null;
    fetched: boolean }>(`SELECT metadata, metadata_error, metadata_fetched_at IS NOT NULL AS fetched FROM token_instances
      WHERE token_contract_address_hash = $1 AND token_id = $2`, [ nft.toLowerCase(), tokenId ]))[0];
  const idOf = (route: string) => [ ...documents ].find(([ , value ]) => value === route)![0];

  it('fetches the normal documents within seconds, whatever the poisoned ones do', async() => {
    indexer = createIndexer({ db, rpcUrl: devnet.url, pollIntervalMs: 100, stages: { internalTransactions: false },
      nftMetadata: { allowPrivateHosts: true, timeoutMs: FETCH_TIMEOUT_MS } });
    await indexer.start();
    await waitUntil(async() => (await indexer.status()).finishedBlocks, 30_000, 'blocks to be indexed');
    const indexedAt = Date.now();
    await waitUntil(async() => {
      const rows = await Promise.all(Array.from({ length: NORMAL }, (_, index) => instance(idOf(`/normal/${ index }`))));
      return rows.every((row) => row?.fetched);
    }, 10_000, 'the normal documents');
    expect(Date.now() - indexedAt).toBeLessThan(5000);
    for (let index = 0; index < NORMAL; index++) {
      expect((await instance(idOf(`/normal/${ index }`))).metadata).toEqual({ name: `Normal ${ index }`, image: `https://example.org/${ index }.png` });
    }
  }, 60_000);

  it('ends each poisoned document with its own stored reason, fetched a bounded number of times', async() => {
    await waitUntil(async() => (await Promise.all([ ...documents.keys() ].map(instance))).every((row) => row?.fetched), 30_000,
      'every instance to be final');
    expect((await instance(idOf('/nul'))).metadata).toEqual({ name: 'poison', attributes: [ { trait_type: 'k', value: 'v' } ] });
    expect((await instance(idOf('/surrogate'))).metadata).toEqual({ name: 'half \uFFFD pair' });
    expect((await instance(idOf('/slow'))).metadata).toEqual({ name: 'Slow but fine' });
    expect(await instance(idOf('/deep'))).toMatchObject({ metadata: null, metadata_error: expect.stringMatching(/^invalid_json: .*nested deeper/) });
    expect(await instance(idOf('/huge'))).toMatchObject({ metadata: null, metadata_error: expect.stringMatching(/^too_large/) });
    expect(await instance(idOf('/hanging'))).toMatchObject({ metadata: null, metadata_error: expect.stringMatching(/^timeout/) });
    // A document that may recover is tried three times; the others once.
    expect(hits.get('/hanging')).toBe(3);
    for (const route of [ '/nul', '/deep', '/huge', '/surrogate', '/slow', '/normal/0' ]) expect([ route, hits.get(route) ]).toEqual([ route, 1 ]);
  }, 60_000);
});
