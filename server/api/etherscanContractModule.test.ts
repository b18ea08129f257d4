/** @jest-environment node */
// The rest of the Etherscan-compatible contract module (GUIDE §11) against real parts: a
// devnet with contracts compiled here by solc-js, the real indexer and database, the real
// verification engine and HTTP. `listcontracts` with its filters, paging and verification
// times; Blockscout's synchronous `verify`, `verify_via_sourcify` (from an uploaded
// metadata.json, since the explorer does not reach Sourcify) and `verify_vyper_contract`.
import { createRequire } from 'node:module';

import { encodeAbiParameters, getAddress, type Hex } from 'viem';

import { createSilentLogger } from '../common/logger';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createDevnet, type Devnet } from '../devnet/node';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { isFullyIndexed, waitUntil } from '../indexer/testing/verifyChain';
import { createCompilerRegistry, type CompilerRegistry } from '../verification/compilers';
import { createVerificationService, type VerificationService } from '../verification/service';
import { testApiConfig } from './test/config';
import { startApiServer, type ApiServer } from './server';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SOLC = 'v0.8.28+commit.7893614a';
const INDEXING_TIMEOUT_MS = 60_000;

const COUNTER = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

contract Counter {
    uint256 public count;

    constructor(uint256 start) {
        count = start;
    }

    function increment() external {
        count += 1;
    }
}
`;
const GREETER = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

contract Greeter {
    string public greeting = "hello";

    function greet(string calldata to) external view returns (string memory) {
        return string.concat(greeting, ", ", to);
    }
}
`;
const STORE = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

contract Store {
    uint256 public value;

    function set(uint256 next) external {
        value = next;
    }
}
`;

// A contract that calls a deployed library: hardhat and forge link its address in at deployment.
const SPLITTER = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

library Half {
    function part(uint256 amount) public pure returns (uint256) {
        return amount / 2;
    }
}

contract Splitter {
    function half(uint256 amount) external pure returns (uint256) {
        return Half.part(amount);
    }
}
`;

interface Compiled {
  abi: Json[];
  metadata: string;
  evm: { bytecode: { object: string } };
}

/** One file through solc-js's standard JSON in this thread, as a developer's toolchain would. */
function compile(file: string, content: string, settings: Json): Record<string, Compiled> {
  const solc = createRequire(__filename)('solc') as { compile(input: string): string };
  const input = { language: 'Solidity', sources: { [file]: { content } },
    settings: { ...settings, outputSelection: { '*': { '*': [ 'abi', 'metadata', 'evm.bytecode.object' ] } } } };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((entry: Json) => entry.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((entry: Json) => entry.formattedMessage).join('\n'));
  return output.contracts[file];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Etherscan-compatible contract module: listcontracts and Blockscout\'s verification actions', () => {
  let devnet: Devnet;
  let db: Database;
  let indexer: Indexer;
  let compilers: CompilerRegistry;
  let verification: VerificationService;
  let server: ApiServer;
  const counter = compile('Counter.sol', COUNTER, { optimizer: { enabled: true, runs: 200 } }).Counter;
  // Settings unlike the engine's defaults, so the metadata must be what sets them.
  const greeter = compile('contracts/Greeter.sol', GREETER, { optimizer: { enabled: true, runs: 999 }, evmVersion: 'paris' }).Greeter;
  const store = compile('Store.sol', STORE, { optimizer: { enabled: false } }).Store;
  const splitter = compile('contracts/Splitter.sol', SPLITTER, { optimizer: { enabled: true, runs: 200 } });
  const deployed = { counter: '', greeter: '', stores: [] as string[], empty: '' };

  async function deploy(data: string): Promise<string> {
    const hash = await devnet.provider.request({ method: 'eth_sendTransaction',
      params: [ { from: devnet.accounts[1].address, data: data as Hex, gas: '0x4c4b40' } ] });
    const receipt = await devnet.provider.request({ method: 'eth_getTransactionReceipt', params: [ hash ] }) as { contractAddress: string; status: string };
    expect(receipt.status).toBe('0x1');
    return receipt.contractAddress.toLowerCase();
  }

  async function get(query: Record<string, string>): Promise<Json> {
    const response = await fetch(`${ server.url }/api?${ new URLSearchParams({ module: 'contract', ...query }) }`);
    expect(response.status).toBe(200);
    return response.json();
  }

  async function post(body: URLSearchParams | FormData): Promise<Json> {
    const response = await fetch(`${ server.url }/api`, { method: 'POST', body });
    expect(response.status).toBe(200);
    return response.json();
  }

  const verifyForm = (fields: Record<string, string>) => new URLSearchParams({ module: 'contract', action: 'verify', ...fields });
  const counterForm = (source: string) => verifyForm({ addressHash: deployed.counter, name: 'Counter', compilerVersion: SOLC,
    optimization: 'true', optimizationRuns: '200', contractSourceCode: source });

  function sourcifyForm(files: Array<{ name: string; content: string }>) {
    const form = new FormData();
    form.set('module', 'contract');
    form.set('action', 'verify_via_sourcify');
    form.set('addressHash', deployed.greeter);
    files.forEach((file, index) => form.set(`files[${ index }]`, new Blob([ file.content ]), file.name));
    return form;
  }

  /** When the database says a contract was verified. */
  async function verifiedAt(address: string): Promise<number> {
    const [ row ] = await db.query<{ verified_at: Date }>('SELECT verified_at FROM smart_contracts WHERE address_hash = $1', [ address ]);
    return new Date(row.verified_at).getTime();
  }

  /** Our contracts in the order the explorer first saw them (hash breaks ties). */
  async function inSeenOrder(addresses: string[]): Promise<string[]> {
    const rows = await db.query<{ hash: string }>('SELECT hash FROM addresses WHERE hash = ANY($1::text[]) ORDER BY inserted_at, hash', [ addresses ]);
    return rows.map((row) => row.hash);
  }

  const addressesOf = (answer: Json) => (answer.result as Json[]).map((entry) => entry.Address);
  /** An entry with its ABI text parsed: the database keeps the ABI as jsonb, which orders keys its own way. */
  const parsedAbi = (entry: Json) => (entry.ABI.startsWith('[') ? { ...entry, ABI: JSON.parse(entry.ABI) } : entry);
  const listed = (answer: Json) => ({ ...answer, result: (answer.result as Json[]).map(parsedAbi) });

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    db = await createTestDatabase();
    indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100 });
    await indexer.start();
    compilers = createCompilerRegistry();
    verification = createVerificationService({ db, compilers });
    server = await startApiServer({ db, verification, logger: createSilentLogger(),
      config: testApiConfig({ API_PORT: '0', API_CACHE_TTL_MS: '0' }) });

    deployed.counter = await deploy(`0x${ counter.evm.bytecode.object }${ encodeAbiParameters([ { type: 'uint256' } ], [ 5n ]).slice(2) }`);
    deployed.greeter = await deploy(`0x${ greeter.evm.bytecode.object }`);
    for (let index = 0; index < 3; index++) deployed.stores.push(await deploy(`0x${ store.evm.bytecode.object }`));
    // Init code that stops at once: a successful creation that leaves no code.
    deployed.empty = await deploy('0x00');
    await waitUntil(() => isFullyIndexed(db, indexer), INDEXING_TIMEOUT_MS, 'indexing to finish');
  }, 180_000);

  afterAll(async() => {
    await server?.close();
    await verification?.close();
    await compilers?.close();
    await indexer?.stop();
    await db?.close();
    await devnet?.close();
  });

  it('refuses malformed or missing parameters inside the envelope, with a message', async() => {
    const refusal = (message: string | RegExp) => ({ status: '0', message: typeof message === 'string' ? message : expect.stringMatching(message),
      result: null });
    expect(await post(verifyForm({ addressHash: deployed.counter, compilerVersion: SOLC }))).toEqual(refusal('name is required.'));
    expect(await post(verifyForm({ addressHash: '0x1234', name: 'Counter', compilerVersion: SOLC, optimization: 'false', contractSourceCode: COUNTER })))
      .toEqual(refusal('Invalid address hash'));
    // An account without code, and a creation that left none.
    for (const address of [ devnet.accounts[2].address, deployed.empty ]) {
      expect(await post(verifyForm({ addressHash: address, name: 'Counter', compilerVersion: SOLC, optimization: 'false', contractSourceCode: COUNTER })))
        .toEqual(refusal('Address is not a smart-contract'));
    }
    expect(await post(withField(counterForm(COUNTER), 'optimization', 'maybe'))).toEqual(refusal(/^optimization has invalid format/));
    // The engine's own checks come back as the message, naming the field.
    expect(await post(withField(counterForm(COUNTER), 'compilerVersion', '0.8.28'))).toEqual(refusal(/^compiler_version: expected a version such as/));
    expect(await post(withField(counterForm(COUNTER), 'library1Name', 'MathLib'))).toEqual(refusal(/^libraries: the address of MathLib must be/));

    expect(await get({ action: 'listcontracts', filter: 'decompiled' }))
      .toEqual(refusal('decompiled is not a valid value for `filter`. Please use one of: verified, unverified, empty, 1, 2, 3.'));
    expect(await get({ action: 'listcontracts', page: '2', offset: '10000' }))
      .toEqual({ status: '0', message: expect.stringMatching(/^Result window is too large/), result: [] });
    expect(await get({ action: 'listcontracts', filter: 'verified', verified_at_start_timestamp: 'yesterday' }))
      .toEqual(refusal('Invalid verified_at_start_timestamp format'));
  });

  it('refuses unsafe source names and too many sources in a standard-JSON input or a metadata.json at once, with the reason', async() => {
    const standardJson = (sources: Record<string, string>) => new URLSearchParams({ module: 'contract', action: 'verifysourcecode',
      contractaddress: deployed.stores[0], codeformat: 'solidity-standard-json-input', contractname: 'Store', compilerversion: SOLC,
      sourceCode: JSON.stringify({ language: 'Solidity', sources: Object.fromEntries(Object.entries(sources).map(([ name, content ]) => [ name, { content } ])) }) });
    const refusal = (message: RegExp) => ({ status: '0', message: 'NOTOK', result: expect.stringMatching(message) });
    const unsafe = /^files: .* is not a usable source file name/;
    expect(await post(standardJson({ '../../../../etc/passwd': STORE }))).toEqual(refusal(unsafe));
    expect(await post(standardJson({ '/etc/passwd': STORE }))).toEqual(refusal(unsafe));
    expect(await post(standardJson({ 'Store\u0000.sol': STORE }))).toEqual(refusal(unsafe));
    const many = Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [ `s${ index }.sol`, '' ]));
    expect(await post(standardJson(many))).toEqual(refusal(/^files: at most 500 source files; this input has 20000$/));

    // The sources of a metadata.json become a standard-JSON input: the same rule.
    const metadata = JSON.parse(greeter.metadata);
    metadata.sources = { '/etc/passwd': { ...metadata.sources['contracts/Greeter.sol'], content: GREETER } };
    const viaMetadata = await post(sourcifyForm([ { name: 'metadata.json', content: JSON.stringify(metadata) } ]));
    expect(viaMetadata).toEqual({ status: '0', message: expect.stringMatching(unsafe), result: null });
    await verification.idle();
    expect(await db.query('SELECT address_hash FROM smart_contracts')).toEqual([]);
  }, 60_000);

  it('verify answers a wrong source with the reason, the right one with the verified contract, then "already verified"', async() => {
    const wrong = await post(counterForm(COUNTER.replace('count += 1', 'count += 2')));
    expect(wrong).toEqual({ status: '0', message: expect.stringMatching(/^source_code: The runtime bytecode of Counter differs from the chain's/),
      result: null });
    expect((await get({ action: 'getsourcecode', address: deployed.counter })).result[0].ABI).toBe('Contract source code not verified');

    const verified = await post(counterForm(COUNTER));
    expect({ ...verified, result: parsedAbi(verified.result) }).toEqual({ status: '1', message: 'OK', result: expect.objectContaining({
      Address: deployed.counter, ContractName: 'Counter', SourceCode: COUNTER, ABI: counter.abi, CompilerVersion: SOLC,
      OptimizationUsed: '1', OptimizationRuns: '200', FileName: 'Counter.sol',
      // Read from the chain: the deployment passed 5.
      ConstructorArguments: encodeAbiParameters([ { type: 'uint256' } ], [ 5n ]).slice(2),
    }) });
    // The same contract getsourcecode now serves.
    expect((await get({ action: 'getsourcecode', address: deployed.counter })).result).toEqual([ verified.result ]);

    expect(await post(counterForm(COUNTER))).toEqual({ status: '0', message: 'Smart-contract already verified.', result: null });
  }, 180_000);

  it('verify_via_sourcify refuses without files (Sourcify is out of reach) and verifies from metadata.json and the source', async() => {
    const offline = await post(sourcifyForm([]));
    expect(offline).toEqual({ status: '0', message: expect.stringMatching(/^Sourcify cannot be reached from this explorer: upload the contract's metadata\.json/),
      result: null });
    const missingSource = await post(sourcifyForm([ { name: 'metadata.json', content: greeter.metadata } ]));
    expect(missingSource).toEqual({ status: '0', message: expect.stringMatching(/^Source files missing .*: contracts\/Greeter\.sol$/), result: null });
    // A JSON body's files (name → content) are read the same way.
    const json = await fetch(`${ server.url }/api`, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ module: 'contract', action: 'verify_via_sourcify', addressHash: deployed.greeter, files: { 'metadata.json': greeter.metadata } }) });
    expect(await json.json()).toEqual(missingSource);

    // Verified at least a second after Counter, for the verification-time bounds below.
    const counterVerifiedAt = await verifiedAt(deployed.counter);
    await sleep(Math.max(0, Math.ceil(counterVerifiedAt / 1000) * 1000 + 100 - Date.now()));

    // Any file name: the source is found by the keccak256 the metadata gives.
    const verified = await post(sourcifyForm([ { name: 'Greeter.sol', content: GREETER }, { name: 'metadata.json', content: greeter.metadata } ]));
    expect({ ...verified, result: parsedAbi(verified.result) }).toEqual({ status: '1', message: 'OK', result: expect.objectContaining({
      Address: deployed.greeter, ContractName: 'Greeter', SourceCode: GREETER, FileName: 'contracts/Greeter.sol', CompilerVersion: SOLC,
      OptimizationUsed: '1', OptimizationRuns: '999', EVMVersion: 'paris', ABI: greeter.abi,
    }) });
    const [ row ] = await db.query<{ match_type: string }>('SELECT match_type FROM smart_contracts WHERE address_hash = $1', [ deployed.greeter ]);
    expect(row.match_type).toBe('full');
  }, 180_000);

  it('verify_vyper_contract refuses cleanly: this explorer has no Vyper compiler', async() => {
    const answer = await post(new URLSearchParams({ module: 'contract', action: 'verify_vyper_contract', addressHash: deployed.stores[0],
      name: 'Store', compilerVersion: 'v0.3.10+commit.91361694', contractSourceCode: '# @version 0.3.10\nvalue: public(uint256)\n' }));
    expect(answer).toEqual({ status: '0', message: expect.stringMatching(/^Vyper verification: Unsupported verification method "vyper-code"/),
      result: null });
    expect(await post(new URLSearchParams({ module: 'contract', action: 'verify_vyper_contract', addressHash: deployed.stores[0] })))
      .toEqual({ status: '0', message: 'name is required.', result: null });
  });

  it('listcontracts lists all, verified, unverified and empty contracts in pages, verified ones by verification time', async() => {
    const everything = await inSeenOrder([ deployed.counter, deployed.greeter, ...deployed.stores, deployed.empty ]);
    const all = await get({ action: 'listcontracts', offset: '100' });
    expect(all.status).toBe('1');
    expect(addressesOf(all)).toEqual(everything);
    expect(listed(all).result).toContainEqual({ Address: deployed.counter, ABI: counter.abi, ContractName: 'Counter',
      CompilerVersion: SOLC, OptimizationUsed: '1' });
    expect(all.result).toContainEqual({ Address: deployed.stores[0], ABI: 'Contract source code not verified' });

    // Pages of two cover the list once; desc turns it around; Blockscout's default page is 10 rows.
    const pages = await Promise.all([ 1, 2, 3, 4 ].map((page) => get({ action: 'listcontracts', page: String(page), offset: '2' })));
    expect(pages.flatMap(addressesOf)).toEqual(everything);
    expect(pages[3]).toEqual({ status: '1', message: 'OK', result: [] });
    expect(addressesOf(await get({ action: 'listcontracts', offset: '100', sort: 'desc' }))).toEqual([ ...everything ].reverse());
    expect(addressesOf(await get({ action: 'listcontracts' }))).toEqual(everything);

    for (const filter of [ 'verified', '1' ]) {
      expect(listed(await get({ action: 'listcontracts', filter }))).toEqual({ status: '1', message: 'OK', result: [
        { Address: deployed.counter, ABI: counter.abi, ContractName: 'Counter', CompilerVersion: SOLC, OptimizationUsed: '1' },
        { Address: deployed.greeter, ABI: greeter.abi, ContractName: 'Greeter', CompilerVersion: SOLC, OptimizationUsed: '1' },
      ] });
    }
    const unverified = await inSeenOrder(deployed.stores);
    for (const filter of [ 'unverified', '2' ]) {
      expect(await get({ action: 'listcontracts', filter })).toEqual({ status: '1', message: 'OK',
        result: unverified.map((address) => ({ Address: address, ABI: 'Contract source code not verified' })) });
    }
    expect(addressesOf(await get({ action: 'listcontracts', filter: 'unverified', page: '2', offset: '2' }))).toEqual(unverified.slice(2));
    for (const filter of [ 'empty', '3' ]) {
      expect(await get({ action: 'listcontracts', filter })).toEqual({ status: '1', message: 'OK',
        result: [ { Address: deployed.empty, ABI: 'Contract source code not verified' } ] });
    }

    // Counter was verified in an earlier second than Greeter: start is inclusive, end exclusive.
    const boundary = String(Math.ceil(await verifiedAt(deployed.counter) / 1000));
    expect(Number(boundary) * 1000).toBeLessThanOrEqual(await verifiedAt(deployed.greeter));
    expect(addressesOf(await get({ action: 'listcontracts', filter: 'verified', verified_at_start_timestamp: boundary }))).toEqual([ deployed.greeter ]);
    expect(addressesOf(await get({ action: 'listcontracts', filter: 'verified', verified_at_end_timestamp: boundary }))).toEqual([ deployed.counter ]);
    expect(await get({ action: 'listcontracts', filter: 'verified', verified_at_start_timestamp: boundary, verified_at_end_timestamp: boundary }))
      .toEqual({ status: '1', message: 'OK', result: [] });
  });

  it('one rule for every route: a partial match gives way to a full one (its twins with it), never to another partial; a full one is final', async() => {
    const storeForm = (address: string, source: string) => verifyForm({ addressHash: address, name: 'Store', compilerVersion: SOLC,
      optimization: 'false', contractSourceCode: source });
    const matches = async() => (await db.query<{ address_hash: string; match_type: string; verification_method: string }>(
      'SELECT address_hash, match_type, verification_method FROM smart_contracts WHERE address_hash = ANY($1::text[]) ORDER BY address_hash',
      [ deployed.stores ])).map((row) => [ row.address_hash, row.match_type, row.verification_method === 'clone' ]);
    const [ first, second, third ] = deployed.stores;
    // A comment changes only the metadata: a partial match, given to the twins too.
    const noted = await post(storeForm(first, STORE.replace('contract Store {', '/// @notice noted\ncontract Store {')));
    expect(noted).toMatchObject({ status: '1', result: { Address: first } });
    expect(await matches()).toEqual([ [ first, 'partial', false ], [ second, 'partial', true ], [ third, 'partial', true ] ].sort());

    const audited = await post(storeForm(third, `// AUDITED BY TRUSTED FIRM - owner cannot mint or pause\n${ STORE }`));
    expect(audited).toEqual({ status: '0', message: expect.stringMatching(/^address_hash: Smart-contract already verified\. .*only a full match/), result: null });
    expect((await get({ action: 'getsourcecode', address: third })).result[0].SourceCode).toMatch(/@notice noted/);

    const full = await post(storeForm(second, STORE));
    expect(full).toMatchObject({ status: '1', result: { Address: second, SourceCode: STORE } });
    expect(await matches()).toEqual([ [ first, 'full', true ], [ second, 'full', false ], [ third, 'full', true ] ].sort());
    expect((await get({ action: 'getsourcecode', address: first })).result[0].SourceCode).toBe(STORE);

    const again = new URLSearchParams({ module: 'contract', action: 'verifysourcecode', contractaddress: third, codeformat: 'solidity-single-file',
      sourceCode: `// AUDITED\n${ STORE }`, contractname: 'Store', compilerversion: SOLC, optimizationUsed: '0' });
    expect(await post(again)).toEqual({ status: '0', message: 'NOTOK', result: 'Smart-contract already verified.' });
    expect(await post(storeForm(third, STORE))).toEqual({ status: '0', message: 'Smart-contract already verified.', result: null });
  }, 180_000);

  it('verify_via_sourcify verifies a library-linked contract from its metadata, the library\'s address read from the chain\'s code', async() => {
    // Deployed last: the listings above count the contracts deployed before them.
    const half = await deploy(`0x${ splitter.Half.evm.bytecode.object }`);
    const linked = await deploy(`0x${ splitter.Splitter.evm.bytecode.object.replace(/__\$[0-9a-f]{34}\$__/g, half.slice(2)) }`);
    const head = Number(await devnet.provider.request({ method: 'eth_blockNumber' }));
    await waitUntil(() => isFullyIndexed(db, indexer, head), INDEXING_TIMEOUT_MS, 'indexing to finish');
    // Hardhat and forge link at deployment: the metadata names no library address.
    expect(JSON.parse(splitter.Splitter.metadata).settings.libraries ?? {}).toEqual({});
    const form = sourcifyForm([ { name: 'Splitter.sol', content: SPLITTER }, { name: 'metadata.json', content: splitter.Splitter.metadata } ]);
    form.set('addressHash', linked);
    const verified = await post(form);
    expect(verified).toMatchObject({ status: '1', message: 'OK', result: { Address: linked, ContractName: 'Splitter' } });
    const page = await (await fetch(`${ server.url }/api/v2/smart-contracts/${ linked }`)).json();
    expect(page).toMatchObject({ is_fully_verified: true, external_libraries: [ { name: 'Half', address_hash: getAddress(half) } ] });
  }, 180_000);
});

/** A copy of `form` with `name` set to `value`. */
function withField(form: URLSearchParams, name: string, value: string): URLSearchParams {
  const copy = new URLSearchParams(form);
  copy.set(name, value);
  return copy;
}
