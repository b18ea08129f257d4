/** @jest-environment node */
// The Etherscan-compatible contract module (GUIDE §11) on hand-inserted rows: reads of
// verified and unverified contracts and of creations, the envelope and its refusals, and
// the GUID flow of verification against a stand-in engine (the real one: hardhatVerify.test.ts).
import './test/injectUnderJest';
import type { FastifyInstance } from 'fastify';

import { insertRows, type Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { VerificationError, VerificationRequestError } from '../verification/errors';
import { ALREADY_VERIFIED } from '../verification/matchRule';
import type { RawRequest } from '../verification/request';
import type { ResultHandler, VerificationService } from '../verification/service';
import { buildApp } from './app';
import { testApiConfig } from './test/config';

const EOA = `0x${ '11'.repeat(20) }`;
const EOA2 = `0x${ '22'.repeat(20) }`;
const FACTORY = `0x${ 'ff'.repeat(20) }`;
/** Verified, created by a transaction, a detected proxy of UNVERIFIED. */
const VERIFIED = `0x${ 'a1'.repeat(20) }`;
/** Created by FACTORY inside a transaction of EOA2; not verified. */
const UNVERIFIED = `0x${ 'b2'.repeat(20) }`;
const NO_CODE = `0x${ 'c3'.repeat(20) }`;
const TX1 = `0x${ '01'.repeat(32) }`;
const TX2 = `0x${ '02'.repeat(32) }`;
const BLOCK_HASH = `0x${ 'bb'.repeat(32) }`;
const TIMESTAMP = '2030-01-01T00:00:00.000Z';
const ABI = [ { type: 'function', name: 'value', inputs: [], outputs: [ { name: '', type: 'uint256' } ], stateMutability: 'view' } ];

async function fill(db: Database) {
  await insertRows(db, 'blocks', [ { hash: BLOCK_HASH, number: 7, parent_hash: `0x${ '00'.repeat(32) }`, timestamp: TIMESTAMP,
    miner_hash: EOA, gas_used: '0', gas_limit: '30000000', difficulty: '0', nonce: '0x0000000000000000', transactions_count: 2 } ]);
  const tx = { block_hash: BLOCK_HASH, block_number: 7, block_timestamp: TIMESTAMP, value: '0', gas_limit: '1000000', nonce: 0, status: 1 };
  await insertRows(db, 'transactions', [
    { ...tx, hash: TX1, index: 0, from_address_hash: EOA, to_address_hash: null, created_contract_address_hash: VERIFIED, input: '0x6080aa' },
    { ...tx, hash: TX2, index: 1, from_address_hash: EOA2, to_address_hash: FACTORY, created_contract_address_hash: null, input: '0x12345678' },
  ]);
  await insertRows(db, 'internal_transactions', [ { block_hash: BLOCK_HASH, transaction_index: 1, index: 1, block_number: 7, transaction_hash: TX2,
    type: 'create', from_address_hash: FACTORY, created_contract_address_hash: UNVERIFIED, value: '0', input: '0x6080bb', trace_address: [ 0 ],
    subtraces: 0 } ]);
  const created = { creation_block_number: 7, creation_succeeded: true };
  await insertRows(db, 'addresses', [
    { ...created, hash: VERIFIED, contract_code: '0x60aa', creator_address_hash: EOA, creation_transaction_hash: TX1 },
    { ...created, hash: UNVERIFIED, contract_code: '0x60bb', creator_address_hash: FACTORY, creation_transaction_hash: TX2 },
    { hash: NO_CODE, contract_code: null, creator_address_hash: null, creation_transaction_hash: null, creation_block_number: null, creation_succeeded: null },
  ]);
  await insertRows(db, 'smart_contracts', [ { address_hash: VERIFIED, name: 'Box', language: 'solidity', compiler_version: 'v0.8.28+commit.7893614a',
    evm_version: 'cancun', optimization_enabled: true, optimization_runs: 200, compiler_settings: { optimizer: { enabled: true, runs: 200 } },
    file_path: 'contracts/Box.sol', abi: ABI, constructor_arguments: '00'.repeat(32), external_libraries: [], license_type: 'mit',
    verification_method: 'standard-input', match_type: 'full', verified_from_address_hash: null } ]);
  await insertRows(db, 'smart_contract_sources', [
    { address_hash: VERIFIED, file_path: 'contracts/Box.sol', content: 'import "./Base.sol"; contract Box is Base {}' },
    { address_hash: VERIFIED, file_path: 'contracts/Base.sol', content: 'contract Base {}' },
  ]);
  await insertRows(db, 'proxy_implementations', [ { proxy_address_hash: VERIFIED, proxy_type: 'eip1967', implementation_address_hashes: [ UNVERIFIED ] } ]);
}

/** A stand-in engine: records requests, refuses what the test says, publishes on demand. */
function fakeVerification() {
  const handlers = new Set<ResultHandler>();
  const submitted: Array<{ address: string; method: string; raw: RawRequest }> = [];
  let refusal: Error | null = null;
  const service: VerificationService = {
    config: async() => { throw new Error('not used'); },
    async submit(address, method, raw) {
      if (refusal) throw refusal;
      submitted.push({ address, method, raw });
    },
    onResult(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    idle: async() => undefined,
    close: async() => undefined,
  };
  return {
    service, submitted,
    refuseWith(error: Error | null) { refusal = error; },
    publish: (...args: Parameters<ResultHandler>) => handlers.forEach((handler) => handler(...args)),
  };
}

describe('Etherscan-compatible contract module', () => {
  let db: Database;
  let app: FastifyInstance;
  const engine = fakeVerification();

  beforeAll(async() => {
    db = await createTestDatabase();
    await fill(db);
    app = buildApp({ db, config: testApiConfig({}), verification: engine.service });
  }, 30_000);
  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  const get = async(query: string, path = '/api') => {
    const response = await app.inject(`${ path }?${ query }`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const postForm = async(fields: Record<string, string>) => {
    const response = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString() });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('getabi answers the ABI as JSON text, on /api and /api/v1, module and action in any case', async() => {
    for (const path of [ '/api', '/api/', '/api/v1' ]) {
      const body = await get(`module=Contract&action=GETABI&address=${ VERIFIED.toUpperCase().replace('0X', '0x') }&apikey=x&chainid=265`, path);
      // jsonb keeps the ABI's content, not its key order.
      expect({ ...body, result: JSON.parse(body.result) }).toEqual({ status: '1', message: 'OK', result: ABI });
    }
    expect(await get(`module=contract&action=getabi&address=${ UNVERIFIED }`))
      .toEqual({ status: '0', message: 'Contract source code not verified', result: null });
  });

  it('getsourcecode answers a verified contract whole, with its proxy implementation', async() => {
    const body = await get(`module=contract&action=getsourcecode&address=${ VERIFIED }`);
    expect(JSON.parse(body.result[0].ABI)).toEqual(ABI);
    expect(body).toEqual({ status: '1', message: 'OK', result: [ {
      Address: VERIFIED, SourceCode: 'import "./Base.sol"; contract Box is Base {}', ABI: expect.any(String), ContractName: 'Box',
      CompilerVersion: 'v0.8.28+commit.7893614a', OptimizationUsed: '1', OptimizationRuns: '200', EVMVersion: 'cancun',
      ConstructorArguments: '00'.repeat(32), ExternalLibraries: [], FileName: 'contracts/Box.sol',
      AdditionalSources: [ { Filename: 'contracts/Base.sol', SourceCode: 'contract Base {}' } ],
      CompilerSettings: { optimizer: { enabled: true, runs: 200 } },
      IsProxy: 'true', ImplementationAddress: UNVERIFIED, ImplementationAddresses: [ UNVERIFIED ],
    } ] });
  });

  it('getsourcecode answers an unverified or unknown address with Address and the not-verified ABI only', async() => {
    for (const address of [ UNVERIFIED, `0x${ '99'.repeat(20) }` ]) {
      expect(await get(`module=contract&action=getsourcecode&address=${ address }`))
        .toEqual({ status: '1', message: 'OK', result: [ { Address: address, ABI: 'Contract source code not verified' } ] });
    }
  });

  it('getcontractcreation names the sender, the factory and the init code', async() => {
    const body = await get(`module=contract&action=getcontractcreation&contractaddresses=${ UNVERIFIED },${ VERIFIED },${ NO_CODE }`);
    const timestamp = String(Date.parse(TIMESTAMP) / 1000);
    expect(body).toEqual({ status: '1', message: 'OK', result: [
      { contractAddress: UNVERIFIED, contractCreator: EOA2, txHash: TX2, blockNumber: '7', timestamp, contractFactory: FACTORY, creationBytecode: '0x6080bb' },
      { contractAddress: VERIFIED, contractCreator: EOA, txHash: TX1, blockNumber: '7', timestamp, contractFactory: '', creationBytecode: '0x6080aa' },
    ] });
    expect(await get(`module=contract&action=getcontractcreation&contractaddresses=${ NO_CODE }`))
      .toEqual({ status: '0', message: 'No data found', result: null });
  });

  it('refuses unknown modules and actions and malformed parameters inside the envelope', async() => {
    const cases: Array<[ string, string ]> = [
      [ 'action=getabi', 'Params \'module\' and \'action\' are required parameters' ],
      [ 'module=nope&action=getabi', 'Unknown module' ],
      [ 'module=contract&action=nope', 'Unknown action' ],
      [ 'module=contract&action=__proto__', 'Unknown action' ],
      [ 'module=contract&action=getabi', 'Query parameter \'address\' is required' ],
      [ 'module=contract&action=getabi&address=0x12', 'Invalid address format' ],
      [ `module=contract&action=getcontractcreation&contractaddresses=${ Array(11).fill(EOA).map((a, i) => a.slice(0, -2) + String(i).padStart(2, '0')).join(',') }`,
        'Maximum of 10 addresses allowed' ],
    ];
    for (const [ query, message ] of cases) expect({ query, body: await get(query) }).toEqual({ query, body: { status: '0', message, result: null } });
  });

  it('takes its parameters from URL-encoded and multipart bodies too', async() => {
    expect(JSON.parse((await postForm({ module: 'contract', action: 'getabi', address: VERIFIED })).result)).toEqual(ABI);
    const boundary = 'xyzzy';
    const part = (name: string, value: string) => `--${ boundary }\r\nContent-Disposition: form-data; name="${ name }"\r\n\r\n${ value }\r\n`;
    const response = await app.inject({ method: 'POST', url: '/api', headers: { 'content-type': `multipart/form-data; boundary=${ boundary }` },
      payload: `${ part('module', 'contract') }${ part('action', 'getabi') }${ part('address', VERIFIED) }--${ boundary }--\r\n` });
    expect(response.json()).toEqual({ status: '1', message: 'OK', result: expect.any(String) });
    expect(JSON.parse(response.json().result)).toEqual(ABI);
  });

  describe('verifysourcecode and checkverifystatus', () => {
    const input = JSON.stringify({ language: 'Solidity', sources: { 'contracts/V.sol': { content: 'contract V {}' } }, settings: {} });
    const form = (address: string, extra: Record<string, string> = {}) => ({ module: 'contract', action: 'verifysourcecode', apikey: 'k',
      contractaddress: address, sourceCode: input, codeformat: 'solidity-standard-json-input', contractname: 'contracts/V.sol:V',
      compilerversion: 'v0.8.28+commit.7893614a', constructorArguements: '', ...extra });
    const status = (guid: string) => get(`module=contract&action=checkverifystatus&guid=${ guid }`);

    it('hands a hardhat-verify request to the engine and answers its outcome by GUID', async() => {
      const submitted = await postForm(form(UNVERIFIED, { constructorArguements: '00ff', licenseType: '3' }));
      expect(submitted).toEqual({ status: '1', message: 'OK', result: expect.stringMatching(/^[0-9a-f]{50}$/) });
      expect(engine.submitted.at(-1)).toEqual({ address: UNVERIFIED, method: 'standard-input', raw: {
        fields: { compiler_version: 'v0.8.28+commit.7893614a', contract_name: 'contracts/V.sol:V', license_type: '3', constructor_args: '00ff',
          autodetect_constructor_args: false },
        files: [ { field: 'files[0]', filename: 'input.json', content: input } ],
      } });
      expect(await status(submitted.result)).toEqual({ status: '0', message: 'NOTOK', result: 'Pending in queue' });
      engine.publish(UNVERIFIED, { status: 'success' });
      expect(await status(submitted.result)).toEqual({ status: '1', message: 'OK', result: 'Pass - Verified' });
    });

    it('reports a failed verification as Etherscan does, the reason in result where hardhat-verify and forge read it', async() => {
      const submitted = await postForm(form(UNVERIFIED));
      expect(engine.submitted.at(-1)?.raw.fields.autodetect_constructor_args).toBe(true);
      engine.publish(UNVERIFIED, { status: 'error', errors: { files: [ 'the compiled code does not match' ] } });
      expect(await status(submitted.result))
        .toEqual({ status: '0', message: 'NOTOK', result: 'Fail - Unable to verify. files: the compiled code does not match' });
      expect(await status('f'.repeat(50))).toEqual({ status: '0', message: 'NOTOK', result: 'Unknown UID' });
    });

    it('refuses at once what cannot be verified, in Etherscan\'s shape: NOTOK, the reason in result as the tools read it', async() => {
      const refusals: Array<[ Record<string, string>, string ]> = [
        [ form(NO_CODE), `Unable to locate ContractCode at ${ NO_CODE }` ],
        [ form(`0x${ '98'.repeat(20) }`), `Unable to locate ContractCode at 0x${ '98'.repeat(20) }` ],
        [ form(UNVERIFIED, { codeformat: 'vyper' }), 'Unsupported codeformat "vyper": expected solidity-standard-json-input or solidity-single-file' ],
      ];
      for (const [ fields, message ] of refusals) expect(await postForm(fields)).toEqual({ status: '0', message: 'NOTOK', result: message });
      engine.refuseWith(new VerificationError('compiler_version', 'compiler v0.8.1 is not available here'));
      try {
        expect(await postForm(form(UNVERIFIED))).toEqual({ status: '0', message: 'NOTOK',
          result: 'compiler_version: compiler v0.8.1 is not available here' });
        // Whether a contract may be verified again is the engine's rule, the same for every route; tools read its words.
        engine.refuseWith(new VerificationRequestError(422, ALREADY_VERIFIED));
        expect(await postForm(form(VERIFIED))).toEqual({ status: '0', message: 'NOTOK', result: 'Smart-contract already verified.' });
      } finally {
        engine.refuseWith(null);
      }
    });

    it('maps a single-file request to the engine\'s flattened-code method', async() => {
      await postForm({ ...form(UNVERIFIED), codeformat: 'solidity-single-file', sourceCode: 'contract V {}', optimizationUsed: '1', runs: '999',
        evmversion: 'paris' });
      expect(engine.submitted.at(-1)).toEqual({ address: UNVERIFIED, method: 'flattened-code', raw: { files: [], fields: expect.objectContaining({
        source_code: 'contract V {}', is_optimization_enabled: 'true', optimization_runs: '999', evm_version: 'paris' }) } });
    });
  });

  it('verifyproxycontract reports the detected implementation through checkproxyverification', async() => {
    const found = await postForm({ module: 'contract', action: 'verifyproxycontract', address: VERIFIED });
    expect(await get(`module=contract&action=checkproxyverification&guid=${ found.result }`)).toEqual({ status: '1', message: 'OK',
      result: `The proxy's (${ VERIFIED }) implementation contract is found at ${ UNVERIFIED } and is successfully updated.` });
    const mismatch = await postForm({ module: 'contract', action: 'verifyproxycontract', address: VERIFIED, expectedimplementation: EOA });
    expect((await get(`module=contract&action=checkproxyverification&guid=${ mismatch.result }`)).result).toMatch(/does not match the expected/);
    const none = await postForm({ module: 'contract', action: 'verifyproxycontract', address: UNVERIFIED });
    expect(await get(`module=contract&action=checkproxyverification&guid=${ none.result }`)).toEqual({ status: '0', message: 'NOTOK',
      result: 'A corresponding implementation contract was unfortunately not detected for the proxy address.' });
  });
});
