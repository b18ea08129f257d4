/** @jest-environment node */
// Decoding with verified ABIs: a contract of our own (a method and an event no standard,
// demo ABI or signature table knows) and an EIP-1967 proxy in front of it, deployed on a
// devnet and indexed by the real indexer. Before verification the calls show their
// selector; once the contract is verified through the REST API, every place that names a
// method or decodes a log uses its ABI at once (the microcache included), and calls to the
// proxy decode through its verified implementation.
import type { FastifyInstance } from 'fastify';
import { encodeFunctionData, getAddress, type Address, type Hash } from 'viem';

import './test/injectUnderJest';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createDevnet, type Devnet } from '../devnet/node';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { compileSolidity, createDeployer, type CompiledContract } from '../indexer/proxies/testing/contracts';
import { isFullyIndexed, waitUntil } from '../indexer/testing/verifyChain';
import { createVerificationService, type VerificationService } from '../verification/service';
import { buildApp } from './app';
import { testApiConfig } from './test/config';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Our contract and a proxy for it, in one file as verified. */
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

contract Aviary {
    event Sighted(address indexed watcher, uint32 indexed count, string species);
    event Transfer(address indexed from, address indexed to, uint256 value);
    uint256 public total;
    function recordSighting(string calldata species, uint32 count) external {
        total += count;
        emit Sighted(msg.sender, count, species);
        emit Transfer(address(0), msg.sender, count);
    }
}

/// EIP-1967: the implementation in the standard slot, every call delegated to it.
contract AviaryProxy {
    bytes32 private constant SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    constructor(address implementation) { assembly { sstore(SLOT, implementation) } }
    fallback() external payable {
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), sload(SLOT), 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok case 0 { revert(0, returndatasize()) } default { return(0, returndatasize()) }
        }
    }
}
`;
/** The settings `compileSolidity` compiles with: the verification must reproduce the bytecode. */
const SETTINGS = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': [ 'abi' ] } } };
const SOLC_0_8_28 = 'v0.8.28+commit.7893614a';
const METHOD_CALL = 'recordSighting(string species, uint32 count)';
const EVENT_CALL = 'Sighted(address indexed watcher, uint32 indexed count, string species)';

describe(`decoding with verified ABIs (${ process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite' })`, () => {
  let devnet: Devnet;
  let db: Database;
  let indexer: Indexer;
  let verification: VerificationService;
  let app: FastifyInstance;
  let aviary: Address;
  let proxy: Address;
  let direct: Hash;
  let viaProxy: Hash;
  let sender: Address;
  let selector: string;

  beforeAll(async() => {
    const contracts: Record<string, CompiledContract> = compileSolidity(SOURCE);
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    const deployer = createDeployer(devnet, 17);
    sender = devnet.accounts[17].address;
    aviary = await deployer.deploy(contracts.Aviary);
    proxy = await deployer.deploy(contracts.AviaryProxy, [ aviary ]);
    const abi = contracts.Aviary.abi;
    direct = (await deployer.send(aviary, abi, 'recordSighting', [ 'kea', 3 ])).transactionHash;
    viaProxy = (await deployer.send(proxy, abi, 'recordSighting', [ 'kakapo', 2 ])).transactionHash;
    selector = encodeFunctionData({ abi, functionName: 'recordSighting', args: [ 'kea', 3 ] }).slice(0, 10);

    db = await createTestDatabase();
    indexer = createIndexer({ db, rpcUrl: devnet.url, pollIntervalMs: 100, stages: { nftMetadata: false, pendingTransactions: false } });
    await indexer.start();
    await waitUntil(() => isFullyIndexed(db, indexer), 30_000, 'indexing to finish');
    await waitUntil(async() => (await db.query(`SELECT 1 FROM proxy_implementations WHERE proxy_address_hash = $1 AND proxy_type = 'eip1967'`,
      [ proxy.toLowerCase() ])).length === 1, 20_000, 'the proxy to be detected');
    verification = createVerificationService({ db, rpcUrl: devnet.url });
    // A long microcache: an answer computed before the verification must not outlive it.
    app = buildApp({ db, verification, config: testApiConfig({ API_CACHE_TTL_MS: '60000', API_RPC_URL: devnet.url, CAPTCHA_PROVIDER: 'none' }) });
  }, 60_000);

  afterAll(async() => {
    await app?.close();
    await verification?.close();
    await indexer?.stop();
    await db?.close();
    await devnet?.close();
  });

  async function get(url: string): Promise<Json> {
    const response = await app.inject({ method: 'GET', url });
    expect([ url, response.statusCode ]).toEqual([ url, 200 ]);
    return response.json();
  }

  /** The CSV export of `address`'s transactions for the days around now, by column. */
  async function csvRows(address: string): Promise<Array<Record<string, string>>> {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const response = await app.inject({ method: 'GET',
      url: `/api/v1/transactions-csv?address_id=${ address }&from_period=${ day(-1) }&to_period=${ day(1) }` });
    expect(response.statusCode).toBe(200);
    const [ header, ...rows ] = response.body.split('\r\n').filter(Boolean).map((line) => line.split(','));
    return rows.map((row) => Object.fromEntries(header.map((name, index) => [ name, row[index] ])));
  }

  it('shows the selector and raw logs while the contract is not verified', async() => {
    const detail = await get(`/api/v2/transactions/${ direct }`);
    expect(detail).toMatchObject({ method: selector, decoded_input: null });
    const logs = await get(`/api/v2/transactions/${ direct }/logs`);
    expect(logs.items.find((log: Json) => log.topics[0] !== null && log.decoded === null)).toBeDefined();
    expect((await get(`/api/v2/addresses/${ aviary }/transactions`)).items[0].method).toBe(selector);
    expect((await get(`/api/v2/transactions/${ viaProxy }`)).method).toBe(selector);
  });

  it('verifies the contract through the API', async() => {
    const input = { language: 'Solidity', sources: { 'Test.sol': { content: SOURCE } }, settings: SETTINGS };
    const response = await app.inject({ method: 'POST', url: `/api/v2/smart-contracts/${ aviary }/verification/via/standard-input`,
      payload: { compiler_version: SOLC_0_8_28, contract_name: 'Test.sol:Aviary', license_type: 'mit',
        files: { 'input.json': JSON.stringify(input) } } });
    expect(response.json()).toEqual({ message: 'Smart-contract verification started' });
    await verification.idle();
    expect(await get(`/api/v2/smart-contracts/${ aviary }`)).toMatchObject({ is_verified: true, name: 'Aviary' });
  }, 60_000);

  it('names the method with its parameters in the detail and in every list, not from the cache of before', async() => {
    const decodedInput = { method_call: METHOD_CALL, method_id: selector.slice(2), parameters: [
      { name: 'species', type: 'string', value: 'kea' }, { name: 'count', type: 'uint32', value: '3' } ] };
    expect(await get(`/api/v2/transactions/${ direct }`)).toMatchObject({ method: 'recordSighting', decoded_input: decodedInput });
    const listed = (await get(`/api/v2/addresses/${ aviary }/transactions`)).items.find((item: Json) => item.hash === direct);
    expect(listed).toMatchObject({ method: 'recordSighting', decoded_input: decodedInput });
    const latest = (await get('/api/v2/transactions?filter=validated')).items.filter((item: Json) => [ direct, viaProxy ].includes(item.hash));
    expect(latest.map((item: Json) => item.method)).toEqual([ 'recordSighting', 'recordSighting' ]);
    const transfers = await get(`/api/v2/transactions/${ direct }/token-transfers`);
    expect(transfers.items.map((item: Json) => item.method)).toEqual([ 'recordSighting' ]);
  });

  it('decodes the custom event on the transaction and address log lists', async() => {
    const expected = { method_call: EVENT_CALL, parameters: [
      { name: 'watcher', type: 'address', indexed: true, value: getAddress(sender) },
      { name: 'count', type: 'uint32', indexed: true, value: '3' },
      { name: 'species', type: 'string', indexed: false, value: 'kea' } ] };
    const logs = (await get(`/api/v2/transactions/${ direct }/logs`)).items;
    expect(logs.map((log: Json) => log.decoded?.method_call)).toEqual([ EVENT_CALL, 'Transfer(address indexed from, address indexed to, uint256 value)' ]);
    expect(logs[0].decoded).toMatchObject(expected);
    const byAddress = (await get(`/api/v2/addresses/${ aviary }/logs`)).items
      .filter((log: Json) => log.transaction_hash === direct && log.decoded?.method_call === EVENT_CALL);
    expect(byAddress.map((log: Json) => log.decoded)).toEqual([ expect.objectContaining(expected) ]);
  });

  it('decodes calls to the proxy and the events it emits through the verified implementation', async() => {
    const detail = await get(`/api/v2/transactions/${ viaProxy }`);
    expect(detail).toMatchObject({ method: 'recordSighting', decoded_input: { method_call: METHOD_CALL } });
    expect(detail.decoded_input.parameters.map((parameter: Json) => parameter.value)).toEqual([ 'kakapo', '2' ]);
    const logs = (await get(`/api/v2/transactions/${ viaProxy }/logs`)).items;
    expect(logs[0]).toMatchObject({ address: { hash: getAddress(proxy) }, decoded: { method_call: EVENT_CALL } });
    expect((await get(`/api/v2/addresses/${ proxy }/transactions`)).items[0].method).toBe('recordSighting');
  });

  it('writes the method name in the CSV export and the signature in Etherscan\'s txlist', async() => {
    const rows = await csvRows(aviary.toLowerCase());
    expect(rows.find((row) => row.TxHash === direct)?.MethodName).toBe('recordSighting');
    expect((await csvRows(proxy.toLowerCase())).find((row) => row.TxHash === viaProxy)?.MethodName).toBe('recordSighting');
    const txlist = (await app.inject(`/api?module=account&action=txlist&address=${ sender }`)).json();
    const sent = (txlist.result as Json[]).filter((item) => [ direct, viaProxy ].includes(item.hash as Hash));
    expect(sent.map((item) => [ item.methodId, item.functionName ])).toEqual([ [ selector, METHOD_CALL ], [ selector, METHOD_CALL ] ]);
  });
});
