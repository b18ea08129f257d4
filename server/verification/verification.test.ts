/** @jest-environment node */
// Contract verification end to end: a devnet with the demo contracts and a few of our own
// (a library-linked contract, identical clones, a variant that differs only in metadata),
// indexed by the real indexer, verified through the REST API with real solc-js releases,
// and each outcome read from the socket as the frontend reads it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import type { Channel, Socket } from 'phoenix';
import { encodeAbiParameters, getAddress, type Hex } from 'viem';

import { createSilentLogger } from '../common/logger';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { getArtifact, type StandardJsonInput } from '../devnet/compile';
import type { DemoAddresses } from '../devnet/deploy';
import { createDevnet, type Devnet } from '../devnet/node';
import { createTrafficGenerator } from '../devnet/traffic';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { isFullyIndexed, waitUntil } from '../indexer/testing/verifyChain';
import { testApiConfig } from '../api/test/config';
import { startApiServer, type ApiServer } from '../api/server';
import { connectPhoenix } from '../api/socket/test/clients';
import { findSmartContract, saveClones, saveSmartContract, type NewSmartContract } from '../db/queries/smartContracts';
import { createOpenApiValidator } from '../api/test/openapi';
import { createCompilerRegistry, SOLC_PACKAGES, type CompilerRegistry } from './compilers';
import { createVerificationService, type VerificationResult, type VerificationService } from './service';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SOLC_0_8_28 = 'v0.8.28+commit.7893614a';
const INDEXING_TIMEOUT_MS = 60_000;

const COUNTER = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Counter
contract Counter {
    uint256 public count;
    address public owner;

    constructor(uint256 start) {
        count = start;
        owner = msg.sender;
    }

    function increment() external {
        count += 1;
    }
}
`;
// Same code, one comment more: only the metadata hash differs.
const COUNTER_NOTED = COUNTER.replace('/// @title Counter', '/// @title Counter\n/// @notice The variant deployed with a note.');

const CALCULATOR = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

library MathLib {
    function triple(uint256 x) public pure returns (uint256) {
        return x * 3;
    }
}

contract Calculator {
    uint256 public last;

    function run(uint256 x) external returns (uint256) {
        last = MathLib.triple(x);
        return last;
    }
}
`;

interface Compiled {
  abi: Json[];
  evm: { bytecode: { object: string; linkReferences: Record<string, Record<string, Array<{ start: number; length: number }>>> } };
}

/** Compiles a single file as solc's standard JSON (optimizer off, default EVM) in this thread. */
function compileFile(file: string, content: string): Record<string, Compiled> {
  const solc = createRequire(__filename)('solc') as { compile(input: string): string };
  const input = { language: 'Solidity', sources: { [file]: { content } },
    settings: { outputSelection: { '*': { '*': [ 'abi', 'evm.bytecode.object', 'evm.bytecode.linkReferences' ] } } } };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((entry: Json) => entry.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((entry: Json) => entry.formattedMessage).join('\n'));
  return output.contracts[file];
}

describe('contract verification', () => {
  let devnet: Devnet;
  let db: Database;
  let indexer: Indexer;
  let compilers: CompilerRegistry;
  let verification: VerificationService;
  let server: ApiServer;
  let client: Socket;
  let demo: DemoAddresses;
  let tempDir: string;
  const ours: Record<string, string> = {};
  const results = new Map<string, VerificationResult[]>();
  const channels = new Map<string, Channel>();
  const openapi = createOpenApiValidator();

  async function send(data: Hex, from = devnet.accounts[1].address): Promise<string> {
    const hash = await devnet.provider.request({ method: 'eth_sendTransaction', params: [ { from, data, gas: '0x4c4b40' } ] }) as Hex;
    const receipt = await devnet.provider.request({ method: 'eth_getTransactionReceipt', params: [ hash ] }) as { contractAddress: string; status: string };
    if (receipt.status !== '0x1') throw new Error(`deployment ${ hash } failed`);
    return receipt.contractAddress.toLowerCase();
  }

  const counterArgs = (start: bigint) => encodeAbiParameters([ { type: 'uint256' } ], [ start ]).slice(2);

  async function waitForIndexed() {
    await waitUntil(() => isFullyIndexed(db, indexer), INDEXING_TIMEOUT_MS, 'indexing to finish');
  }

  beforeAll(async() => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verification-'));
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    const generator = createTrafficGenerator({ rpcUrl: devnet.url, accounts: devnet.accounts.slice(0, 8), seed: 'verification',
      metadataBaseUrl: 'http://127.0.0.1:9', manifestPath: path.join(tempDir, 'deployment.json') });
    ({ addresses: demo } = await generator.deployAll());

    const counter = compileFile('Counter.sol', COUNTER).Counter.evm.bytecode.object;
    const noted = compileFile('Counter.sol', COUNTER_NOTED).Counter.evm.bytecode.object;
    ours.counterA = await send(`0x${ counter }${ counterArgs(1n) }`);
    ours.counterB = await send(`0x${ counter }${ counterArgs(2n) }`);
    ours.counterNoted = await send(`0x${ noted }${ counterArgs(3n) }`);
    const calculator = compileFile('Calculator.sol', CALCULATOR);
    ours.mathLib = await send(`0x${ calculator.MathLib.evm.bytecode.object }`);
    let linked = calculator.Calculator.evm.bytecode.object;
    for (const ranges of Object.values(calculator.Calculator.evm.bytecode.linkReferences['Calculator.sol'])) {
      for (const range of ranges) linked = linked.slice(0, range.start * 2) + ours.mathLib.slice(2) + linked.slice((range.start + range.length) * 2);
    }
    ours.calculator = await send(`0x${ linked }`);
    ours.counterCode = counter;

    db = await createTestDatabase();
    indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100 });
    await indexer.start();
    await waitForIndexed();

    compilers = createCompilerRegistry();
    verification = createVerificationService({ db, compilers, rpcUrl: devnet.url });
    server = await startApiServer({ db, verification, logger: createSilentLogger(),
      config: testApiConfig({ API_PORT: '0', API_CACHE_TTL_MS: '0' }) });
    client = await connectPhoenix(server.url);
  }, 240_000);

  afterAll(async() => {
    client?.disconnect();
    await server?.close();
    await verification?.close();
    await compilers?.close();
    await indexer?.stop();
    await db?.close();
    await devnet?.close();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  });

  /** Joins `addresses:{hash}` once and records its verification results. */
  async function watch(hash: string): Promise<void> {
    if (channels.has(hash)) return;
    const channel = client.channel(`addresses:${ hash }`, {});
    await new Promise<void>((resolve, reject) => {
      channel.join(5000).receive('ok', () => resolve()).receive('error', reject).receive('timeout', reject);
    });
    channel.on('verification_result', (payload: VerificationResult) => { results.set(hash, [ ...results.get(hash) ?? [], payload ]); });
    channels.set(hash, channel);
  }

  async function nextResult(hash: string, seen: number, timeoutMs = 60_000): Promise<VerificationResult> {
    await waitUntil(() => (results.get(hash)?.length ?? 0) > seen, timeoutMs, `verification_result on addresses:${ hash }`);
    return results.get(hash)![seen];
  }

  async function post(hash: string, method: string, body: Json | FormData): Promise<{ status: number; json: Json }> {
    const isForm = body instanceof FormData;
    const response = await fetch(`${ server.url }/api/v2/smart-contracts/${ hash }/verification/via/${ method }`, {
      method: 'POST', body: isForm ? body : JSON.stringify(body), headers: isForm ? {} : { 'content-type': 'application/json' },
    });
    return { status: response.status, json: await response.json() };
  }

  /** Posts a verification and waits for its outcome on the socket. */
  async function verify(hash: string, method: string, body: Json | FormData): Promise<VerificationResult> {
    await watch(hash);
    const seen = results.get(hash)?.length ?? 0;
    const { status, json } = await post(hash, method, body);
    expect({ status, json }).toEqual({ status: 200, json: { message: 'Smart-contract verification started' } });
    return nextResult(hash, seen);
  }

  async function get(url: string): Promise<Json> {
    const response = await fetch(`${ server.url }${ url }`);
    if (response.status !== 200) throw new Error(`GET ${ url }: ${ response.status } ${ await response.text() }`);
    return response.json();
  }

  async function contractPage(hash: string): Promise<Json> {
    const body = await get(`/api/v2/smart-contracts/${ hash }`);
    expect(openapi.validate('/v2/smart-contracts/{address_hash_param}', body)).toEqual([]);
    return body;
  }

  async function storedCount(hash: string): Promise<number> {
    const [ row ] = await db.query<{ n: number }>('SELECT count(*) AS n FROM smart_contracts WHERE address_hash = $1', [ hash ]);
    return Number(row.n);
  }

  function standardInputForm(input: StandardJsonInput | string, fields: Record<string, string>): FormData {
    const form = new FormData();
    for (const [ name, value ] of Object.entries(fields)) form.append(name, value);
    const text = typeof input === 'string' ? input : JSON.stringify(input);
    form.append('files[0]', new Blob([ text ], { type: 'application/json' }), 'input.json');
    return form;
  }

  it('lists only the installed compilers and what they support', async() => {
    const config = await get('/api/v2/smart-contracts/verification/config');
    const installed = SOLC_PACKAGES.map((name) => {
      const version = (createRequire(__filename)(`${ name }/package.json`) as { version: string }).version;
      return config.solidity_compiler_versions.find((long: string) => long.startsWith(`v${ version }+commit.`));
    });
    expect(installed.every(Boolean)).toBe(true);
    expect(config.solidity_compiler_versions).toHaveLength(SOLC_PACKAGES.length);
    expect(config.solidity_compiler_versions).toContain(SOLC_0_8_28);
    expect(config.solidity_evm_versions[0]).toBe('default');
    expect(config.solidity_evm_versions).toEqual(expect.arrayContaining([ 'cancun', 'shanghai', 'istanbul' ]));
    expect(config.vyper_compiler_versions).toEqual([]);
    expect(config.verification_options.sort()).toEqual([ 'flattened-code', 'multi-part', 'standard-input' ]);
    expect(config.license_types).toMatchObject({ none: 1, mit: 3 });
  }, 60_000);

  it('shows an unverified contract with its bytecode only', async() => {
    const page = await contractPage(demo.stableToken.toLowerCase());
    expect(page).toMatchObject({ is_verified: false, creation_status: 'success' });
    expect(page.deployed_bytecode).toMatch(/^0x[0-9a-f]+$/);
    expect(page.creation_bytecode).toMatch(/^0x[0-9a-f]+$/);
    expect(page.source_code).toBeUndefined();
  });

  it('verifies a demo token from its standard JSON input, fully, and publishes success on the socket', async() => {
    const artifact = getArtifact('DemoToken');
    const hash = demo.stableToken.toLowerCase();
    const result = await verify(hash, 'standard-input', standardInputForm(artifact.standardJsonInput, {
      compiler_version: artifact.compilerVersion, contract_name: `${ artifact.sourcePath }:DemoToken`, license_type: 'mit' }));
    expect(result).toEqual({ status: 'success' });
    const page = await contractPage(hash);
    expect(page).toMatchObject({
      is_verified: true, is_fully_verified: true, is_partially_verified: false, name: 'DemoToken', compiler_version: SOLC_0_8_28,
      optimization_enabled: true, optimization_runs: 200, evm_version: 'cancun', license_type: 'mit', file_path: artifact.sourcePath,
      language: 'solidity', can_be_visualized_via_sol2uml: true,
    });
    expect(page.source_code).toBe(artifact.standardJsonInput.sources[artifact.sourcePath].content);
    expect(page.additional_sources.map((source: Json) => source.file_path).sort())
      .toEqual(Object.keys(artifact.standardJsonInput.sources).filter((key) => key !== artifact.sourcePath).sort());
    expect(page.decoded_constructor_args).toEqual([
      [ 'Quantum Dollar', { name: 'name_', type: 'string' } ], [ 'QUSD', { name: 'symbol_', type: 'string' } ],
      [ '6', { name: 'decimals_', type: 'uint8' } ],
    ]);
    expect(page.compiler_settings).not.toHaveProperty('outputSelection');
    const address = await get(`/api/v2/addresses/${ hash }`);
    expect(address).toMatchObject({ is_verified: true, name: 'DemoToken' });
  }, 120_000);

  it('verifies a factory-created vault (immutables, init code from the create frame)', async() => {
    const artifact = getArtifact('Vault');
    const hash = demo.factoryVault.toLowerCase();
    const result = await verify(hash, 'standard-input', standardInputForm(artifact.standardJsonInput, { compiler_version: artifact.compilerVersion }));
    expect(result).toEqual({ status: 'success' });
    const page = await contractPage(hash);
    expect(page).toMatchObject({ is_fully_verified: true, name: 'Vault' });
    expect(page.creation_bytecode).toMatch(new RegExp(`^${ artifact.bytecode }[0-9a-f]{128}$`));
    expect(page.decoded_constructor_args.map((arg: Json[]) => arg[1].name)).toEqual([ 'beneficiary_', 'tag_' ]);
    expect(page.decoded_constructor_args[1][0]).toBe('0');
  }, 120_000);

  it('verifies from several uploaded files (multi-part)', async() => {
    const artifact = getArtifact('VaultFactory');
    const form = new FormData();
    form.append('compiler_version', artifact.compilerVersion);
    form.append('is_optimization_enabled', 'true');
    form.append('optimization_runs', '200');
    form.append('evm_version', 'cancun');
    Object.entries(artifact.standardJsonInput.sources).forEach(([ file, source ], index) => {
      form.append(`files[${ index }]`, new Blob([ source.content ]), file);
    });
    const hash = demo.vaultFactory.toLowerCase();
    expect(await verify(hash, 'multi-part', form)).toEqual({ status: 'success' });
    // The factory's creation code holds the vault's too: two metadata sections, both matched.
    expect(await contractPage(hash)).toMatchObject({ is_fully_verified: true, name: 'VaultFactory', file_path: 'contracts/VaultFactory.sol' });
  }, 120_000);

  it('verifies flattened code fully, and gives its clones the same verification', async() => {
    const result = await verify(ours.counterA, 'flattened-code', {
      compiler_version: SOLC_0_8_28, source_code: COUNTER, contract_name: 'Counter', is_optimization_enabled: false, license_type: 'mit',
    });
    expect(result).toEqual({ status: 'success' });
    const page = await contractPage(ours.counterA);
    expect(page).toMatchObject({ is_fully_verified: true, name: 'Counter', constructor_args: `0x${ counterArgs(1n) }`,
      decoded_constructor_args: [ [ '1', { name: 'start', type: 'uint256' } ] ] });
    // B has the same runtime code: verified as a clone, with its own constructor arguments.
    const clone = await contractPage(ours.counterB);
    expect(clone).toMatchObject({ is_verified: true, name: 'Counter', verified_twin_address_hash: getAddress(ours.counterA),
      decoded_constructor_args: [ [ '2', { name: 'start', type: 'uint256' } ] ] });
    const [ row ] = await db.query<Json>('SELECT verification_method, verified_from_address_hash FROM smart_contracts WHERE address_hash = $1', [ ours.counterB ]);
    expect(row).toEqual({ verification_method: 'clone', verified_from_address_hash: ours.counterA });
  }, 120_000);

  it('finds a contract deployed after its twin was verified as verified', async() => {
    const hash = await send(`0x${ ours.counterCode }${ counterArgs(9n) }`);
    await waitForIndexed();
    await waitUntil(async() => (await db.query('SELECT 1 FROM addresses WHERE hash = $1 AND contract_code IS NOT NULL', [ hash ])).length === 1,
      INDEXING_TIMEOUT_MS, 'the new counter');
    const page = await contractPage(hash);
    expect(page).toMatchObject({ is_verified: true, name: 'Counter', verified_twin_address_hash: getAddress(ours.counterA) });
    ours.counterLate = hash;
  }, 60_000);

  it('a full match is final: the same source with a comment more is refused at once by every method, for the contract and its twins', async() => {
    const audited = `// AUDITED BY TRUSTED FIRM - owner cannot mint or pause\n${ COUNTER }`;
    const bodies = (): Array<[ string, Json | FormData ]> => {
      const multiPart = new FormData();
      multiPart.append('compiler_version', SOLC_0_8_28);
      multiPart.append('files[0]', new Blob([ audited ]), 'Counter.sol');
      const input = JSON.stringify({ language: 'Solidity', sources: { 'Counter.sol': { content: audited } }, settings: { optimizer: { enabled: false, runs: 200 } } });
      return [
        [ 'flattened-code', { compiler_version: SOLC_0_8_28, source_code: audited, contract_name: 'Counter' } ],
        [ 'standard-input', standardInputForm(input, { compiler_version: SOLC_0_8_28 }) ],
        [ 'multi-part', multiPart ],
      ];
    };
    // The verified contract, its clone, and a twin deployed after the verification (shown through the twin).
    const hashes = [ ours.counterA, ours.counterB, ours.counterLate ];
    const shown = async(hash: string) => {
      const page = await contractPage(hash);
      return { source_code: page.source_code, is_fully_verified: page.is_fully_verified, verified_at: page.verified_at,
        verified_twin_address_hash: page.verified_twin_address_hash ?? null };
    };
    const before = await Promise.all(hashes.map(shown));
    expect(before.map((page) => [ page.source_code, page.is_fully_verified ])).toEqual(hashes.map(() => [ COUNTER, true ]));
    for (const hash of hashes) {
      for (const [ method, body ] of bodies()) {
        expect({ hash, method, answer: await post(hash, method, body) })
          .toEqual({ hash, method, answer: { status: 422, json: { message: 'Smart-contract already verified.' } } });
      }
    }
    await verification.idle();
    expect(await Promise.all(hashes.map(shown))).toEqual(before);

    // A partial save that slipped past the check (a race) changes neither the contract nor its twins.
    const stored = (await findSmartContract(db, ours.counterA))!;
    const weaker: NewSmartContract = { ...stored.contract, match_type: 'partial', sources: [ { file_path: 'Counter.sol', content: audited } ] };
    expect(await saveSmartContract(db, ours.counterA, weaker)).toBe(false);
    const [ { contract_code: code } ] = await db.query<{ contract_code: string }>('SELECT contract_code FROM addresses WHERE hash = $1', [ ours.counterA ]);
    expect(await saveClones(db, ours.counterA, code, weaker, () => null)).toEqual([]);
    expect(await Promise.all(hashes.map(shown))).toEqual(before);
    expect(await storedCount(ours.counterA)).toBe(1);
  }, 120_000);

  it('matches partially when only the metadata differs', async() => {
    const result = await verify(ours.counterNoted, 'flattened-code', { compiler_version: SOLC_0_8_28, source_code: COUNTER, contract_name: 'Counter' });
    expect(result).toEqual({ status: 'success' });
    expect(await contractPage(ours.counterNoted)).toMatchObject({ is_verified: true, is_fully_verified: false, is_partially_verified: true });
  }, 120_000);

  it('links libraries given, or else read from the chain\'s code where deployment wrote them; a wrong address is a mismatch', async() => {
    const body = { compiler_version: SOLC_0_8_28, source_code: CALCULATOR, contract_name: 'Calculator' };
    const wrong = await verify(ours.calculator, 'flattened-code', { ...body, libraries: { MathLib: getAddress(`0x${ '12'.repeat(20) }`) } });
    expect(wrong).toEqual({ status: 'error', errors: { source_code: [ expect.stringMatching(/^The runtime bytecode of Calculator differs/) ] } });
    expect(await storedCount(ours.calculator)).toBe(0);
    const result = await verify(ours.calculator, 'flattened-code', body);
    expect(result).toEqual({ status: 'success' });
    const page = await contractPage(ours.calculator);
    expect(page).toMatchObject({ is_fully_verified: true, external_libraries: [ { name: 'MathLib', address_hash: getAddress(ours.mathLib) } ] });
  }, 120_000);

  it('verifies a contract compiled with settings.libraries (forge\'s libraries option) fully from that input, its library recorded', async() => {
    const input = { language: 'Solidity', sources: { 'Calculator.sol': { content: CALCULATOR } },
      settings: { libraries: { 'Calculator.sol': { MathLib: ours.mathLib } } } };
    const solc = createRequire(__filename)('solc') as { compile(input: string): string };
    const output = JSON.parse(solc.compile(JSON.stringify({ ...input,
      settings: { ...input.settings, outputSelection: { '*': { '*': [ 'evm.bytecode.object' ] } } } })));
    const hash = await send(`0x${ output.contracts['Calculator.sol'].Calculator.evm.bytecode.object }`);
    const head = Number(await devnet.provider.request({ method: 'eth_blockNumber' }));
    await waitUntil(() => isFullyIndexed(db, indexer, head), INDEXING_TIMEOUT_MS, 'the new contract');
    const result = await verify(hash, 'standard-input', standardInputForm(JSON.stringify(input),
      { compiler_version: SOLC_0_8_28, contract_name: 'Calculator.sol:Calculator' }));
    expect(result).toEqual({ status: 'success' });
    expect(await contractPage(hash)).toMatchObject({ is_fully_verified: true,
      external_libraries: [ { name: 'MathLib', address_hash: getAddress(ours.mathLib) } ] });
  }, 120_000);

  it('refuses a wrong source or wrong optimizer settings with the field and the first differing byte, storing nothing', async() => {
    const artifact = getArtifact('Reverter');
    const hash = demo.reverter.toLowerCase();
    const wrongOptimizer = { ...artifact.standardJsonInput, settings: { ...artifact.standardJsonInput.settings, optimizer: { enabled: true, runs: 200 } } };
    const optimizerResult = await verify(hash, 'standard-input', standardInputForm(wrongOptimizer, { compiler_version: SOLC_0_8_28 }));
    expect(optimizerResult).toEqual({ status: 'error', errors: { files: [ expect.stringMatching(/bytecode of Reverter differs from the chain's at byte \d+/) ] } });

    // A partially verified contract may be verified again (by a full match only).
    const wrongSource = await verify(ours.counterNoted, 'flattened-code', {
      compiler_version: SOLC_0_8_28, source_code: COUNTER.replace('count += 1', 'count += 2'), contract_name: 'Counter' });
    expect(wrongSource).toEqual({ status: 'error', errors: { source_code: [ expect.stringMatching(/runtime bytecode of Counter differs from the chain's at byte \d+/) ] } });
    expect(await storedCount(hash)).toBe(0);
    // The partial match stays.
    const [ row ] = await db.query<Json>('SELECT match_type FROM smart_contracts WHERE address_hash = $1', [ ours.counterNoted ]);
    expect(row.match_type).toBe('partial');

    const badArgs = await verify(ours.counterNoted, 'flattened-code', {
      compiler_version: SOLC_0_8_28, source_code: COUNTER, contract_name: 'Counter', autodetect_constructor_args: false, constructor_args: counterArgs(4n) });
    expect(badArgs).toEqual({ status: 'error', errors: { constructor_args: [ expect.stringContaining(counterArgs(3n).slice(0, 40)) ] } });
  }, 180_000);

  it('sends a verification\'s outcome to its watchers on every API process of the database, once each', async() => {
    // A second API process on the same database (its own verification service, socket and LISTEN).
    const other = await startApiServer({ db, logger: createSilentLogger(), config: testApiConfig({ API_PORT: '0', API_CACHE_TTL_MS: '0' }) });
    const otherClient = await connectPhoenix(other.url);
    try {
      const hash = demo.reverter.toLowerCase();
      const elsewhere: VerificationResult[] = [];
      const channel = otherClient.channel(`addresses:${ hash }`, {});
      await new Promise<void>((resolve, reject) => {
        channel.join(5000).receive('ok', () => resolve()).receive('error', reject).receive('timeout', reject);
      });
      channel.on('verification_result', (payload: VerificationResult) => { elsewhere.push(payload); });
      await watch(hash);
      const seenHere = results.get(hash)?.length ?? 0;
      const artifact = getArtifact('Reverter');
      const wrongOptimizer = { ...artifact.standardJsonInput, settings: { ...artifact.standardJsonInput.settings, optimizer: { enabled: true, runs: 200 } } };
      const result = await verify(hash, 'standard-input', standardInputForm(wrongOptimizer, { compiler_version: SOLC_0_8_28 }));
      expect(result.status).toBe('error');
      await waitUntil(() => elsewhere.length > 0, 10_000, 'the outcome on the other API process');
      // Nothing more comes: the process that ran it does not hear its own NOTIFY as a second result.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(elsewhere).toEqual([ result ]);
      expect(results.get(hash)!.slice(seenHere)).toEqual([ result ]);
    } finally {
      otherClient.disconnect();
      await other.close();
    }
  }, 120_000);

  it('refuses hostile input at once with 4xx naming the field', async() => {
    const hash = ours.counterNoted;
    const cases: Array<[ string, Json | FormData, number, Json ]> = [
      [ 'sourcify', { compiler_version: SOLC_0_8_28 }, 422, { message: expect.stringContaining('Unsupported verification method') } ],
      [ 'vyper-code', { compiler_version: SOLC_0_8_28 }, 422, { message: expect.stringContaining('Unsupported verification method') } ],
      [ 'flattened-code', { source_code: COUNTER }, 422, { errors: { compiler_version: [ 'is required' ] } } ],
      [ 'flattened-code', { compiler_version: SOLC_0_8_28 }, 422, { errors: { source_code: [ 'is required' ] } } ],
      [ 'flattened-code', { compiler_version: 'v0.8.99+commit.deadbeef', source_code: COUNTER }, 422,
        { errors: { compiler_version: [ expect.stringContaining('not available') ] } } ],
      [ 'flattened-code', { compiler_version: 'latest', source_code: COUNTER }, 422, { errors: { compiler_version: [ expect.any(String) ] } } ],
      [ 'flattened-code', { compiler_version: 'v0.5.17+commit.d19bba13', source_code: COUNTER, evm_version: 'cancun' }, 422,
        { errors: { evm_version: [ expect.stringContaining('does not support cancun') ] } } ],
      [ 'flattened-code', { compiler_version: SOLC_0_8_28, source_code: COUNTER, optimization_runs: 'many' }, 422,
        { errors: { optimization_runs: [ expect.any(String) ] } } ],
      [ 'flattened-code', { compiler_version: SOLC_0_8_28, source_code: COUNTER, libraries: { MathLib: '0x12' } }, 422,
        { errors: { libraries: [ expect.any(String) ] } } ],
      [ 'flattened-code', { compiler_version: SOLC_0_8_28, source_code: COUNTER, license_type: 'proprietary' }, 422,
        { errors: { license_type: [ expect.any(String) ] } } ],
      [ 'flattened-code', { compiler_version: SOLC_0_8_28, source_code: 'x'.repeat(10 * 1024 * 1024 + 1) }, 422,
        { errors: { source_code: [ 'sources are larger than 10 MB' ] } } ],
      [ 'standard-input', standardInputForm('{"language": "Solidity", "sources": {', { compiler_version: SOLC_0_8_28 }), 422,
        { errors: { files: [ expect.stringContaining('files[0] is not valid JSON') ] } } ],
      [ 'standard-input', standardInputForm('{"language": "Solidity", "sources": {"a.sol": {"urls": ["bzz://x"]}}}', { compiler_version: SOLC_0_8_28 }), 422,
        { errors: { files: [ expect.stringContaining('no "content"') ] } } ],
      [ 'standard-input', { compiler_version: SOLC_0_8_28 }, 422, { errors: { files: [ expect.stringContaining('required') ] } } ],
      [ 'multi-part', { compiler_version: SOLC_0_8_28, files: { '../../etc/passwd.sol': COUNTER } }, 422, { errors: { files: [ expect.any(String) ] } } ],
    ];
    for (const [ method, body, status, expected ] of cases) {
      const response = await post(hash, method, body);
      expect({ method, response }).toEqual({ method, response: { status, json: expected } });
    }
    const eoa = devnet.accounts[5].address.toLowerCase();
    expect(await post(eoa, 'flattened-code', { compiler_version: SOLC_0_8_28, source_code: COUNTER }))
      .toEqual({ status: 422, json: { message: expect.stringContaining('is not a smart contract') } });
    expect((await post('0x1234', 'flattened-code', {})).status).toBe(422);
    const huge = await post(hash, 'flattened-code', { compiler_version: SOLC_0_8_28, source_code: 'x'.repeat(12 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.json.message).toEqual(expect.any(String));
    const malformed = await fetch(`${ server.url }/api/v2/smart-contracts/${ hash }/verification/via/flattened-code`, {
      method: 'POST', body: '{"compiler_version": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expect(await storedCount(hash)).toBe(1);
  }, 120_000);

  it('refuses unsafe source file names and too many sources at once (422), the same for standard JSON as for multi-part', async() => {
    const hash = ours.counterNoted;
    const input = (sources: Record<string, string>) => standardInputForm(JSON.stringify({ language: 'Solidity',
      sources: Object.fromEntries(Object.entries(sources).map(([ name, content ]) => [ name, { content } ])) }), { compiler_version: SOLC_0_8_28 });
    const many = Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [ `c${ index }.sol`, '' ]));
    const unsafe = expect.stringMatching(/is not a usable source file name/);
    const cases: Array<[ string, Json | FormData, Json ]> = [
      [ 'standard-input', input(many), { files: [ 'at most 500 source files; this input has 20000' ] } ],
      [ 'multi-part', { compiler_version: SOLC_0_8_28, files: many }, { files: [ 'at most 500 source files; this input has 20000' ] } ],
      [ 'standard-input', input({ '../../../../etc/passwd': COUNTER }), { files: [ unsafe ] } ],
      [ 'standard-input', input({ '/etc/passwd': COUNTER }), { files: [ unsafe ] } ],
      [ 'multi-part', { compiler_version: SOLC_0_8_28, files: { '/etc/passwd.sol': COUNTER } }, { files: [ unsafe ] } ],
      [ 'standard-input', input({ 'Counter\u0000.sol': COUNTER }), { files: [ unsafe ] } ],
      [ 'standard-input', input({ 'Counter.sol': `${ COUNTER }// \u0000` }), { files: [ expect.stringMatching(/NUL/) ] } ],
    ];
    for (const [ method, body, errors ] of cases) {
      expect({ method, response: await post(hash, method, body) }).toEqual({ method, response: { status: 422, json: { errors } } });
    }
    await verification.idle();
    const [ row ] = await db.query<Json>('SELECT file_path FROM smart_contracts WHERE address_hash = $1', [ hash ]);
    expect(row.file_path).toBe('Counter.sol');
  }, 60_000);

  it('refuses a viaIR input over its budget at once (422)', async() => {
    const big = `${ COUNTER }\n/*${ 'x'.repeat(2 * 1024 * 1024) }*/\n`;
    const body = standardInputForm(JSON.stringify({ language: 'Solidity', sources: { 'Counter.sol': { content: big } }, settings: { viaIR: true } }),
      { compiler_version: SOLC_0_8_28 });
    expect(await post(ours.counterNoted, 'standard-input', body))
      .toEqual({ status: 422, json: { errors: { files: [ expect.stringMatching(/^viaIR inputs are limited to 2 MB of sources/) ] } } });
  }, 60_000);

  it('a partial match gives way only to a full one: another partial match is refused and the shown source stays', async() => {
    const before = await contractPage(ours.counterNoted);
    expect(before).toMatchObject({ is_partially_verified: true, source_code: COUNTER });
    const audited = `// AUDITED BY TRUSTED FIRM - owner cannot mint or pause\n${ COUNTER }`;
    const result = await verify(ours.counterNoted, 'flattened-code', { compiler_version: SOLC_0_8_28, source_code: audited, contract_name: 'Counter' });
    expect(result).toEqual({ status: 'error', errors: { address_hash: [ expect.stringMatching(/^Smart-contract already verified\. .*only a full match/) ] } });
    expect(await contractPage(ours.counterNoted)).toMatchObject({ is_partially_verified: true, source_code: COUNTER, verified_at: before.verified_at });
  }, 120_000);

  it('a success clears the API\'s response cache: the next read is the new verification (a partial match upgraded to a full one)', async() => {
    // A second server on the same verification service, with a long microcache.
    const cached = await startApiServer({ db, verification, logger: createSilentLogger(),
      config: testApiConfig({ API_PORT: '0', API_CACHE_TTL_MS: '60000' }) });
    try {
      const read = async() => (await fetch(`${ cached.url }/api/v2/smart-contracts/${ ours.counterNoted }`)).json() as Promise<Json>;
      const before = await read();
      expect((await fetch(`${ cached.url }/api/v2/smart-contracts/${ ours.counterNoted }`)).headers.get('x-cache')).toBe('hit');
      const result = await verify(ours.counterNoted, 'flattened-code', {
        compiler_version: SOLC_0_8_28, source_code: COUNTER_NOTED, contract_name: 'Counter', license_type: 'gnu_gpl_v3' });
      expect(result).toEqual({ status: 'success' });
      expect(before).toMatchObject({ is_partially_verified: true, source_code: COUNTER });
      expect(await read()).toMatchObject({ is_fully_verified: true, source_code: COUNTER_NOTED, license_type: 'gnu_gpl_v3' });
      expect(await storedCount(ours.counterNoted)).toBe(1);
    } finally {
      await cached.close();
    }
  }, 120_000);

  it('keeps answering other requests while a verification compiles', async() => {
    const artifact = getArtifact('DemoToken');
    const hash = demo.governanceToken.toLowerCase();
    await watch(hash);
    const seen = results.get(hash)?.length ?? 0;
    // Another release than the one loaded so far: the compile includes loading it.
    const input = { ...artifact.standardJsonInput, settings: { ...artifact.standardJsonInput.settings, evmVersion: 'shanghai' } };
    const { status } = await post(hash, 'standard-input', standardInputForm(input, { compiler_version: 'v0.8.24+commit.e11b9ed9' }));
    expect(status).toBe(200);
    const latencies: number[] = [];
    while ((results.get(hash)?.length ?? 0) === seen && latencies.length < 200) {
      const started = performance.now();
      await get('/api/v2/smart-contracts/counters');
      latencies.push(performance.now() - started);
    }
    const outcome = await nextResult(hash, seen);
    // The pragma says 0.8.28: 0.8.24 refuses it, and says so.
    expect(outcome).toEqual({ status: 'error', errors: { files: [ expect.stringContaining('compilation failed') ] } });
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(1000);
  }, 120_000);

  it('lists verified contracts with filters, orders and keyset pages, and counts them', async() => {
    const list = await get('/api/v2/smart-contracts');
    expect(openapi.validate('/v2/smart-contracts/', list)).toEqual([]);
    const [ { n: total } ] = await db.query<{ n: number }>('SELECT count(*) AS n FROM smart_contracts');
    expect(list.items).toHaveLength(Number(total));
    expect(list.items[0]).toMatchObject({ language: 'solidity', certified: false });
    const dates = list.items.map((item: Json) => Date.parse(item.verified_at));
    expect([ ...dates ].sort((a, b) => b - a)).toEqual(dates);
    expect((await get('/api/v2/smart-contracts?q=vaultfac')).items.map((item: Json) => item.address.hash)).toEqual([ getAddress(demo.vaultFactory) ]);
    expect((await get(`/api/v2/smart-contracts?q=${ demo.vaultFactory }`)).items).toHaveLength(1);
    expect((await get('/api/v2/smart-contracts?filter=vyper')).items).toEqual([]);
    const byBalance = await get('/api/v2/smart-contracts?sort=balance&order=asc');
    expect(byBalance.items).toHaveLength(Number(total));
    const byTransactions = (await get('/api/v2/smart-contracts?sort=transactions_count&order=desc')).items.map((item: Json) => item.transactions_count);
    expect([ ...byTransactions ].sort((a, b) => b - a)).toEqual(byTransactions);

    // Pages: 60 more rows, walked to the end.
    await db.query(`INSERT INTO smart_contracts (address_hash, name, language, compiler_version, optimization_enabled, file_path, abi,
        verification_method, match_type, verified_at)
      SELECT '0x' || lpad(to_hex(n), 40, '0'), 'Filler' || n, 'solidity', $1, false, 'F.sol', '[]', 'flattened-code', 'full',
        now() - (n % 3) * interval '1 second' FROM generate_series(1, 60) n`, [ SOLC_0_8_28 ]);
    for (const query of [ '', '?sort=balance&order=desc', '?sort=transactions_count&order=asc' ]) {
      const seenHashes: string[] = [];
      let params: Json | null = {};
      while (params) {
        const search = new URLSearchParams(Object.entries(params).map(([ key, value ]) => [ key, String(value) ])).toString();
        const page: Json = await get(`/api/v2/smart-contracts${ query }${ search ? `${ query ? '&' : '?' }${ search }` : '' }`);
        expect(openapi.validate('/v2/smart-contracts/', page)).toEqual([]);
        seenHashes.push(...page.items.map((item: Json) => item.address.hash));
        params = page.next_page_params;
      }
      expect(seenHashes).toHaveLength(Number(total) + 60);
      expect(new Set(seenHashes).size).toBe(seenHashes.length);
    }
    const counters = await get('/api/v2/smart-contracts/counters');
    expect(openapi.validate('/v2/smart-contracts/counters', counters)).toEqual([]);
    expect(counters.verified_smart_contracts).toBe(String(Number(total) + 60));
    expect(counters.new_verified_smart_contracts_24h).toBe(String(Number(total) + 60));
    const [ { n: contracts } ] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM addresses WHERE contract_code IS NOT NULL AND contract_code <> '0x'`);
    expect(counters.smart_contracts).toBe(String(contracts));
    await db.query(`DELETE FROM smart_contracts WHERE name LIKE 'Filler%'`);
  }, 120_000);
});
