/** @jest-environment node */
// `Address.smartContract` answers what the contract page (`/api/v2/smart-contracts/{hash}`)
// shows, on hand-inserted verifications: a fully verified Solidity contract with linked
// libraries and constructor arguments, a partially verified Vyper one, a clone of the first
// (verified through its twin), an unverified contract and an account without code.
import type { FastifyInstance } from 'fastify';
import { getAddress } from 'viem';

import '../test/injectUnderJest';
import { insertRows, type Database } from '../../db';
import { buildApp } from '../app';
import { testApiConfig } from '../test/config';
import { createSmallDatabase } from '../test/smallDatabase';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- REST and GraphQL answers, read field by field
type Json = Record<string, any>;

/** Verified on its own: full match, Solidity, a linked library, constructor arguments, two files. */
const BOX = `0x${ 'a1'.repeat(20) }`;
/** Same runtime code as BOX, deployed later, no verification of its own. */
const BOX_CLONE = `0x${ 'a2'.repeat(20) }`;
/** Verified on its own: partial match, Vyper, no optimizer settings, no arguments. */
const VAULT = `0x${ 'b1'.repeat(20) }`;
const UNVERIFIED = `0x${ 'c1'.repeat(20) }`;
const ACCOUNT = `0x${ 'd1'.repeat(20) }`;
const LIBRARY = `0x${ 'e1'.repeat(20) }`;

const BOX_CODE = '0x6080604052348015600f57600080fd5b50';
const BOX_SOURCE = 'import "./MathLib.sol";\ncontract Box { uint256 public value; constructor(uint256 v) { value = MathLib.twice(v); } }';
const BOX_ARGS = '00'.repeat(31) + '2a';
const BOX_ABI = [
  { type: 'constructor', inputs: [ { name: 'v', type: 'uint256' } ], stateMutability: 'nonpayable' },
  { type: 'function', name: 'value', inputs: [], outputs: [ { name: '', type: 'uint256' } ], stateMutability: 'view' },
];
const VAULT_SOURCE = '# @version 0.3.10\nowner: public(address)\n';
const VAULT_ABI = [ { type: 'function', name: 'owner', inputs: [], outputs: [ { name: '', type: 'address' } ], stateMutability: 'view' } ];

const SMART_CONTRACT_FIELDS = `addressHash name language compilerVersion evmVersion optimization optimizationRuns compilerSettings
  contractSourceCode filePath abi constructorArguments externalLibraries partiallyVerified verifiedViaSourcify verifiedViaEthBytecodeDb
  isChangedBytecode`;

async function insertContracts(db: Database) {
  await insertRows(db, 'addresses', [
    { hash: BOX, contract_code: BOX_CODE }, { hash: BOX_CLONE, contract_code: BOX_CODE }, { hash: VAULT, contract_code: '0x600160020300' },
    { hash: UNVERIFIED, contract_code: '0x6000600055' }, { hash: LIBRARY, contract_code: '0x73' }, { hash: ACCOUNT, contract_code: null },
  ].map((row) => ({ ...row, fetched_coin_balance: '0' })), { conflict: 'hash' });
  await insertRows(db, 'smart_contracts', [
    { address_hash: BOX, name: 'Box', language: 'solidity', compiler_version: 'v0.8.28+commit.7893614a', evm_version: 'cancun',
      optimization_enabled: true, optimization_runs: 200, compiler_settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' },
      file_path: 'contracts/Box.sol', abi: BOX_ABI, constructor_arguments: BOX_ARGS, external_libraries: [ { name: 'MathLib', address_hash: LIBRARY } ],
      license_type: 'mit', verification_method: 'standard-input', match_type: 'full', verified_at: '2030-01-02T00:00:00.000Z' },
    { address_hash: VAULT, name: 'Vault', language: 'vyper', compiler_version: 'v0.3.10+commit.91361694', evm_version: null,
      optimization_enabled: false, optimization_runs: null, compiler_settings: {}, file_path: 'Vault.vy', abi: VAULT_ABI,
      constructor_arguments: null, external_libraries: [], license_type: null, verification_method: 'vyper-code', match_type: 'partial',
      verified_at: '2030-01-03T00:00:00.000Z' },
  ]);
  await insertRows(db, 'smart_contract_sources', [
    { address_hash: BOX, file_path: 'contracts/Box.sol', content: BOX_SOURCE },
    { address_hash: BOX, file_path: 'contracts/MathLib.sol', content: 'library MathLib { function twice(uint256 v) public pure returns (uint256) { return 2 * v; } }' },
    { address_hash: VAULT, file_path: 'Vault.vy', content: VAULT_SOURCE },
  ]);
}

/** The GraphQL object the contract page's answer stands for. */
function fromContractPage(hash: string, page: Json): Json {
  return {
    addressHash: hash, name: page.name, language: page.language.toUpperCase(), compilerVersion: page.compiler_version,
    evmVersion: page.evm_version, optimization: page.optimization_enabled, optimizationRuns: page.optimization_runs,
    compilerSettings: page.compiler_settings, contractSourceCode: page.source_code, filePath: page.file_path, abi: page.abi,
    constructorArguments: page.constructor_args, externalLibraries: page.external_libraries, partiallyVerified: page.is_partially_verified,
    verifiedViaSourcify: page.is_verified_via_sourcify, verifiedViaEthBytecodeDb: page.is_verified_via_eth_bytecode_db,
    isChangedBytecode: page.is_changed_bytecode,
  };
}

describe('GraphQL smartContract against the contract page', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async() => {
    db = await createSmallDatabase();
    await insertContracts(db);
    app = buildApp({ db, config: testApiConfig({}) });
  }, 60_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  async function graphql(query: string): Promise<Json> {
    const response = await app.inject({ method: 'POST', url: '/api/v1/graphql', payload: { query } });
    const body = response.json();
    expect({ status: response.statusCode, errors: body.errors }).toEqual({ status: 200, errors: undefined });
    return body.data;
  }

  async function contractPage(hash: string) {
    const response = await app.inject({ method: 'GET', url: `/api/v2/smart-contracts/${ hash }` });
    return { status: response.statusCode, body: response.json() as Json };
  }

  it('answers every verified contract, own or through its twin, as /api/v2/smart-contracts/{hash} does', async() => {
    const verified = [ BOX, VAULT, BOX_CLONE ];
    const { addresses } = await graphql(`{ addresses(hashes: ${ JSON.stringify(verified) }) { hash smartContract { ${ SMART_CONTRACT_FIELDS } } } }`);
    for (const [ index, hash ] of verified.entries()) {
      const page = await contractPage(hash);
      expect({ hash, status: page.status, verified: page.body.is_verified }).toEqual({ hash, status: 200, verified: true });
      expect(addresses[index]).toEqual({ hash, smartContract: fromContractPage(hash, page.body) });
    }

    // What the pages say, checked against what was stored (so a page gone wrong cannot carry GraphQL with it).
    const [ box, vault, clone ] = addresses.map((address: Json) => address.smartContract);
    expect(box).toMatchObject({ name: 'Box', language: 'SOLIDITY', contractSourceCode: BOX_SOURCE, abi: BOX_ABI, constructorArguments: `0x${ BOX_ARGS }`,
      externalLibraries: [ { name: 'MathLib', address_hash: getAddress(LIBRARY) } ], partiallyVerified: false, optimizationRuns: 200 });
    expect(vault).toMatchObject({ name: 'Vault', language: 'VYPER', contractSourceCode: VAULT_SOURCE, constructorArguments: null,
      partiallyVerified: true, optimization: false, optimizationRuns: null, evmVersion: null });
    // The clone shows Box's verification under its own address, without Box's constructor arguments.
    expect(clone).toEqual({ ...box, addressHash: BOX_CLONE, constructorArguments: null });
  });

  it('answers null for an unverified contract and for an account', async() => {
    const { unverified, account } = await graphql(`{ unverified: address(hash: "${ UNVERIFIED }") { contractCode smartContract { name } }
      account: address(hash: "${ ACCOUNT }") { contractCode smartContract { name } } }`);
    expect(unverified).toEqual({ contractCode: '0x6000600055', smartContract: null });
    expect(account).toEqual({ contractCode: null, smartContract: null });

    const unverifiedPage = await contractPage(UNVERIFIED);
    expect({ status: unverifiedPage.status, verified: unverifiedPage.body.is_verified, name: unverifiedPage.body.name })
      .toEqual({ status: 200, verified: false, name: undefined });
    expect((await contractPage(ACCOUNT)).status).toBe(404);
  });

  it('reads the contracts of a whole list with one query for own verifications and one for twins', async() => {
    const queries: string[] = [];
    const query = db.query.bind(db);
    const spy = jest.spyOn(db, 'query').mockImplementation((sql: string, params?: unknown[]) => {
      queries.push(sql);
      return query(sql, params);
    });
    try {
      const hashes = [ BOX, BOX_CLONE, VAULT, UNVERIFIED, ACCOUNT ];
      const { addresses } = await graphql(`{ addresses(hashes: ${ JSON.stringify(hashes) }) { smartContract { name } } }`);
      expect(addresses.map((address: Json) => address.smartContract?.name ?? null)).toEqual([ 'Box', 'Box', 'Vault', null, null ]);
    } finally {
      spy.mockRestore();
    }
    expect(queries.filter((sql) => sql.includes('smart_contracts'))).toHaveLength(2);
  });
});
