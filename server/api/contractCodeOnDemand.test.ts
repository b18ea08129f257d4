/** @jest-environment node */
// An address page opened before the indexer reached the contract's creation (a fresh start
// catches up top down) shows a contract, not an EOA: the API asks the node for the code.
import type { FastifyInstance } from 'fastify';
import { createPublicClient, createWalletClient, http, type Address, type Hex } from 'viem';

import './test/injectUnderJest';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createDevnet, type Devnet } from '../devnet/node';
import { buildApp } from './app';
import { testApiConfig } from './test/config';

/** Init code that returns one byte of runtime code. */
const DEPLOY_ONE_BYTE: Hex = '0x600160008160098239f300';

describe('contract code on demand', () => {
  let devnet: Devnet;
  let db: Database;
  let app: FastifyInstance;
  let contract: Address;
  let code: Hex | undefined;
  const eoa: Address = '0x00000000000000000000000000000000000000e0';

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    db = await createTestDatabase();
    app = buildApp({ db, config: testApiConfig({ API_RPC_URL: devnet.url, API_CACHE_TTL_MS: '0' }) });
    const [ account ] = devnet.accounts;
    const wallet = createWalletClient({ account: account.address, transport: http(devnet.url) });
    const hash = await wallet.sendTransaction({ account: account.address, data: DEPLOY_ONE_BYTE, chain: null });
    const receipt = await createPublicClient({ transport: http(devnet.url) }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    contract = receipt.contractAddress!.toLowerCase() as Address;
    code = await createPublicClient({ transport: http(devnet.url) }).getCode({ address: contract });
  }, 60_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
    await devnet?.close();
  });

  const detail = async(hash: string) => (await app.inject({ method: 'GET', url: `/api/v2/addresses/${ hash }` })).json();

  it('shows a contract the indexer never stored as a contract, keeps its code and asks for its proxy check', async() => {
    expect(await detail(contract)).toMatchObject({ hash: expect.stringMatching(new RegExp(contract.slice(2), 'i')), is_contract: true });
    const [ row ] = await db.query<{ contract_code: string }>('SELECT contract_code FROM addresses WHERE hash = $1', [ contract ]);
    expect(code).toMatch(/^0x[0-9a-f]{2,}$/);
    expect(row.contract_code).toBe(code);
    const checks = await db.query('SELECT 1 FROM proxy_implementations WHERE proxy_address_hash = $1', [ contract ]);
    expect(checks).toHaveLength(1);
  });

  it('leaves an address without code an EOA, with nothing stored', async() => {
    expect(await detail(eoa)).toMatchObject({ is_contract: false });
    expect(await db.query('SELECT 1 FROM addresses WHERE hash = $1', [ eoa ])).toHaveLength(0);
  });

  it('answers from the database when the node is gone', async() => {
    await devnet.close();
    const started = Date.now();
    expect(await detail(contract)).toMatchObject({ is_contract: true });
    expect(await detail('0x00000000000000000000000000000000000000e1')).toMatchObject({ is_contract: false });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
