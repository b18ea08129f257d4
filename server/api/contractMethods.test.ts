/** @jest-environment node */
// The legacy read/write method endpoints (GUIDE §5.3) on a devnet: a contract with every
// kind of output and failure, a demo token with its real ABI and an EIP-1967 proxy in
// front of the first, each verified by a row inserted here. Values are compared with what
// viem reads from the node; reverts come back explained.
import type { FastifyInstance } from 'fastify';
import { createPublicClient, getAddress, http, keccak256, toFunctionSelector, toHex, type Abi, type AbiFunction, type Address } from 'viem';

import './test/injectUnderJest';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { getArtifact } from '../devnet/compile';
import { createDevnet, type Devnet } from '../devnet/node';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { compileSolidity, createDeployer, type CompiledContract } from '../indexer/proxies/testing/contracts';
import { waitUntil } from '../indexer/testing/verifyChain';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { createNodeClient } from './lib/node';
import { createNodeCallGate, DEFAULT_NODE_CALL_LIMITS } from './lib/nodeCallGate';

type Method = { name?: string; type: string; method_id?: string; names?: unknown; outputs?: Array<{ value?: unknown }>; error?: string };
type Query = { is_error: boolean; result: Record<string, unknown> };

describe(`contract read/write methods (${ process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite' })`, () => {
  let devnet: Devnet;
  let db: Database;
  let indexer: Indexer;
  let app: FastifyInstance;
  let contracts: Record<string, CompiledContract>;
  let reads: Address;
  let proxy: Address;
  let token: Address;
  let deployerAddress: Address;

  async function verify(address: Address, name: string, abi: Abi) {
    await db.query(`INSERT INTO smart_contracts (address_hash, name, language, compiler_version, optimization_enabled, file_path, abi,
        verification_method, match_type)
      VALUES ($1, $2, 'solidity', 'v0.8.28+commit.7893614a', true, 'Test.sol', $3::jsonb, 'standard-input', 'full')`,
    [ address.toLowerCase(), name, JSON.stringify(abi) ]);
  }

  beforeAll(async() => {
    contracts = compileSolidity();
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    db = await createTestDatabase();
    const deployer = createDeployer(devnet, 18);
    deployerAddress = devnet.accounts[18].address;
    reads = await deployer.deploy(contracts.Reads);
    proxy = await deployer.deploy(contracts.Proxy1967, [ reads ]);
    const demoToken = getArtifact('DemoToken');
    token = await deployer.deploy({ abi: demoToken.abi, bytecode: demoToken.bytecode, deployedBytecode: demoToken.deployedBytecode },
      [ 'Quantum Dollar', 'QUSD', 6 ]);
    await deployer.send(token, demoToken.abi, 'mint', [ deployerAddress, 1_234_567n ]);
    await verify(reads, 'Reads', contracts.Reads.abi);
    await verify(token, 'DemoToken', demoToken.abi);
    // The proxy's implementation comes from the indexer's proxy detection.
    indexer = createIndexer({ db, rpcUrl: devnet.url, pollIntervalMs: 100,
      stages: { tokenMetadata: false, nftMetadata: false, pendingTransactions: false, internalTransactions: false } });
    await indexer.start();
    await waitUntil(async() => (await db.query(`SELECT 1 FROM proxy_implementations WHERE proxy_address_hash = $1 AND proxy_type = 'eip1967'`,
      [ proxy.toLowerCase() ])).length === 1, 20_000, 'the proxy to be detected');
    app = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '0', API_RPC_URL: devnet.url }) });
  }, 90_000);

  afterAll(async() => {
    await app?.close();
    await indexer?.stop();
    await db?.close();
    await devnet?.close();
  });

  async function get<T>(url: string, status = 200): Promise<T> {
    const response = await app.inject({ method: 'GET', url });
    expect([ url, response.statusCode ]).toEqual([ url, status ]);
    return response.json() as T;
  }

  async function query(address: Address, body: Record<string, unknown>, status = 200): Promise<Query> {
    const response = await app.inject({ method: 'POST', url: `/api/v2/smart-contracts/${ address }/query-read-method`, payload: body });
    expect([ body, response.statusCode ]).toEqual([ body, status ]);
    return response.json() as Query;
  }

  const idOf = (abi: Abi, name: string) => toFunctionSelector(abi.find((item) => item.type === 'function' && item.name === name) as AbiFunction).slice(2);
  const byName = (methods: Method[]) => new Map(methods.map((method) => [ method.name, method ]));

  it('lists the view and pure functions with method_id, names and the values of those without inputs', async() => {
    const methods = await get<Method[]>(`/api/v2/smart-contracts/${ reads }/methods-read`);
    const abi = contracts.Reads.abi;
    const expected = abi.filter((item) => item.type === 'function' && [ 'view', 'pure' ].includes(item.stateMutability)) as AbiFunction[];
    expect(methods.map((method) => method.name).sort()).toEqual(expected.map((item) => item.name).sort());
    for (const method of methods) expect(method.method_id).toBe(idOf(abi, method.name!));

    const values = (name: string) => byName(methods).get(name)!.outputs!.map((output) => output.value);
    const owner = getAddress(deployerAddress);
    expect(values('owner')).toEqual([ owner ]);
    expect(values('paused')).toEqual([ true ]);
    expect(values('offset')).toEqual([ '-42' ]);
    expect(values('blob')).toEqual([ '0xc0ffee' ]);
    expect(values('label')).toEqual([ 'reads' ]);
    expect(values('allNumbers')).toEqual([ [ '1', '2', '3' ] ]);
    expect(values('position')).toEqual([ [ owner, '7', [ toHex(1, { size: 32 }), keccak256(toHex('tag')) ] ] ]);
    expect(byName(methods).get('position')!.names).toEqual([ [ '', [ 'owner', 'size', 'tags' ] ] ]);
    expect(values('pair')).toEqual([ '8', 'eight' ]);
    expect(byName(methods).get('pair')!.names).toEqual([ 'small', 'word' ]);
    // A method without inputs that reverts says so; methods with inputs carry no value.
    expect(byName(methods).get('failBare')).toMatchObject({ error: expect.stringMatching(/revert/i) });
    expect(byName(methods).get('add')!.outputs).toEqual([ { name: '', type: 'int256', internalType: 'int256' } ]);
  });

  it('reads a demo token with its real ABI as the node does', async() => {
    const abi = getArtifact('DemoToken').abi;
    const methods = byName(await get<Method[]>(`/api/v2/smart-contracts/${ token }/methods-read`));
    const client = createPublicClient({ transport: http(devnet.url) });
    for (const name of [ 'name', 'symbol', 'decimals', 'totalSupply', 'owner' ]) {
      const onNode = await client.readContract({ address: token, abi, functionName: name }) as unknown;
      const expected = typeof onNode === 'bigint' || typeof onNode === 'number' ? onNode.toString() : onNode;
      expect([ name, methods.get(name)!.outputs![0].value ]).toEqual([ name, expected ]);
    }
    const balance = await query(token, { method_id: idOf(abi, 'balanceOf'), args: [ deployerAddress ], contract_type: 'regular' });
    expect(balance).toEqual({ is_error: false, result: { names: [ '' ], output: [ { type: 'uint256', value: '1234567' } ] } });
  });

  it('lists the write methods: state-changing functions, fallback and receive', async() => {
    const methods = await get<Method[]>(`/api/v2/smart-contracts/${ reads }/methods-write`);
    expect(methods.map((method) => method.name ?? method.type).sort()).toEqual([ 'deposit', 'receive', 'setLabel' ]);
    expect(byName(methods).get('setLabel')!.method_id).toBe(idOf(contracts.Reads.abi, 'setLabel'));
    const tokenWrites = (await get<Method[]>(`/api/v2/smart-contracts/${ token }/methods-write`)).map((method) => method.name);
    expect(tokenWrites.sort()).toEqual([ 'approve', 'burn', 'mint', 'transfer', 'transferFrom' ]);
  });

  it('calls a read method with arguments of every kind', async() => {
    const abi = contracts.Reads.abi;
    const call = (name: string, args: unknown[]) => query(reads, { method_id: idOf(abi, name), args, contract_type: 'regular' });
    expect(await call('add', [ '5', '-3' ])).toEqual({ is_error: false, result: { names: [ '' ], output: [ { type: 'int256', value: '2' } ] } });
    const who = devnet.accounts[2].address;
    expect((await call('echo', [ who.toLowerCase(), '0xABCD', true ])).result.output).toEqual([
      { type: 'address', value: getAddress(who) }, { type: 'bytes', value: '0xabcd' }, { type: 'bool', value: true } ]);
    expect((await call('sum', [ [ '1', 2, '0x3' ] ])).result.output).toEqual([ { type: 'uint256', value: '6' } ]);
    expect((await call('sum', [ '[4, 5]' ])).result).toEqual({ names: [ 'total' ], output: [ { type: 'uint256', value: '9' } ] });
    const position = { owner: who, size: '1', tags: [ toHex(1, { size: 32 }), toHex(2, { size: 32 }) ] };
    for (const arg of [ position, [ who, '1', position.tags ], JSON.stringify(position) ]) {
      expect((await call('byOwner', [ arg ])).result.output).toEqual([ { type: 'address', value: getAddress(who) }, { type: 'uint256', value: '2' } ]);
    }
    // Selector with 0x and upper case, and a caller.
    const withFrom = await query(reads, { method_id: `0x${ idOf(abi, 'add').toUpperCase() }`, args: [ 1, 1 ], from: who });
    expect(withFrom.result.output).toEqual([ { type: 'int256', value: '2' } ]);
  });

  it('explains reverts: a reason string, a custom error of the ABI, a panic', async() => {
    const abi = contracts.Reads.abi;
    const call = (name: string, args: unknown[]) => query(reads, { method_id: idOf(abi, name), args, contract_type: 'regular' });
    expect(await call('failWithReason', [ '11' ])).toEqual({ is_error: true, result: expect.objectContaining({
      message: 'execution reverted: x must be below 10', raw: expect.stringMatching(/^0x08c379a0/) }) });
    expect((await call('failWithError', [ '7' ])).result).toMatchObject({
      message: 'execution reverted: Insufficient(requested="7", available="5")', raw: expect.stringMatching(/^0x/) });
    expect((await call('divide', [ '1', '0' ])).result).toMatchObject({ message: 'execution reverted: Panic(0x12): division or modulo by zero' });
    expect((await call('failWithReason', [ '3' ])).result.output).toEqual([ { type: 'uint256', value: '3' } ]);
  });

  it('reads through a proxy with the ABI of its verified implementation', async() => {
    // Unverified itself: only the proxy variants answer.
    await get(`/api/v2/smart-contracts/${ proxy }/methods-read`, 404);
    const methods = byName(await get<Method[]>(`/api/v2/smart-contracts/${ proxy }/methods-read-proxy`));
    // The proxy's own storage: nothing was initialised there.
    expect(methods.get('paused')!.outputs![0].value).toBe(false);
    expect(methods.get('label')!.outputs![0].value).toBe('');
    expect(methods.get('pair')!.outputs!.map((output) => output.value)).toEqual([ '8', 'eight' ]);
    const add = await query(proxy, { method_id: idOf(contracts.Reads.abi, 'add'), args: [ '40', '2' ], contract_type: 'proxy' });
    expect(add.result.output).toEqual([ { type: 'int256', value: '42' } ]);
    await query(proxy, { method_id: idOf(contracts.Reads.abi, 'add'), args: [ '40', '2' ], contract_type: 'regular' }, 404);
    expect((await get<Method[]>(`/api/v2/smart-contracts/${ proxy }/methods-write-proxy`)).map((method) => method.name ?? method.type).sort())
      .toEqual([ 'deposit', 'receive', 'setLabel' ]);
    // A verified contract that is no proxy has no proxy methods.
    await get(`/api/v2/smart-contracts/${ token }/methods-read-proxy`, 404);
  });

  it('answers is_custom_abi from a user\'s custom ABI only (none without accounts) and refuses malformed input', async() => {
    // Custom ABIs belong to signed-in users (server/account/account.test.ts); with accounts off there is none.
    await get(`/api/v2/smart-contracts/${ reads }/methods-read?is_custom_abi=true&from=${ deployerAddress }`, 404);
    expect((await get<Method[]>(`/api/v2/smart-contracts/${ reads }/methods-read?is_custom_abi=false&from=${ deployerAddress }`)).length)
      .toBeGreaterThan(0);
    await get(`/api/v2/smart-contracts/${ reads }/methods-read?is_custom_abi=maybe`, 422);
    await get(`/api/v2/smart-contracts/${ reads }/methods-read?from=0x12`, 422);
    await get(`/api/v2/smart-contracts/0x1234/methods-read`, 422);
    await get(`/api/v2/smart-contracts/${ devnet.accounts[5].address }/methods-write`, 404);
    const add = idOf(contracts.Reads.abi, 'add');
    for (const body of [
      { method_id: 'add', args: [] }, { method_id: add, args: 'x' }, { method_id: add, args: [ '1' ] },
      { method_id: add, args: [ '1', '300' ] }, { method_id: add, args: [ '-1', '1' ] }, { method_id: add, args: [ '1', '1' ], contract_type: 'other' },
      { method_id: 'deadbeef', args: [] }, { method_id: add, args: [ '1', '1' ], from: 'me' },
    ]) {
      const response = await query(reads, body, 422);
      expect(response).toEqual({ message: expect.stringMatching(/^Invalid parameter/) });
    }
  });

  it('answers 503 when the node does not answer, never a revert', async() => {
    const offline = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }), node: createNodeClient({ url: 'http://127.0.0.1:9', gate: createNodeCallGate(DEFAULT_NODE_CALL_LIMITS) }) });
    try {
      const response = await offline.inject({ method: 'GET', url: `/api/v2/smart-contracts/${ reads }/methods-read` });
      expect(response.statusCode).toBe(503);
      const queried = await offline.inject({ method: 'POST', url: `/api/v2/smart-contracts/${ reads }/query-read-method`,
        payload: { method_id: idOf(contracts.Reads.abi, 'add'), args: [ '1', '1' ] } });
      expect(queried.statusCode).toBe(503);
    } finally {
      await offline.close();
    }
  });
});
