/** @jest-environment node */
// hardhat-verify 2.1.3 against our `/api` (GUIDE §11), as a user runs it: a Hardhat
// project whose `etherscan.customChains` points chain 265 at us compiles a contract
// (solc-js from node_modules, no download), the contract is deployed on the devnet and
// indexed, and Hardhat's own `verify:verify` task checks, submits and polls until it
// reports success. The project lives under .tmp/ so that it resolves this repository's
// hardhat and plugin; each Hardhat run is a child process (Hardhat keeps global state).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

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

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const HARDHAT_CLI = path.join(ROOT, 'node_modules/hardhat/internal/cli/cli.js');
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

// A library with a public function: the contract calls the deployed library, whose address is linked into its code.
const PERCENT = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

library Percent {
    function share(uint256 amount, uint256 percent) public pure returns (uint256) {
        return amount * percent / 100;
    }
}
`;

const TIPJAR = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Percent } from "./Percent.sol";

contract TipJar {
    uint256 public immutable percent;

    constructor(uint256 percent_) {
        percent = percent_;
    }

    function tipFor(uint256 amount) external view returns (uint256) {
        return Percent.share(amount, percent);
    }
}
`;

const TALLY = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

contract Tally {
    uint256 public total;

    constructor(uint256 start) {
        total = start * 2;
    }
}
`;

// solc-js 0.8.28 is the npm \`solc\` package; Hardhat would otherwise download the compiler.
const HARDHAT_CONFIG = `require('@nomicfoundation/hardhat-verify');
const { subtask } = require('hardhat/config');
const { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } = require('hardhat/builtin-tasks/task-names');

subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async(args, _hre, runSuper) => {
  if (args.solcVersion !== '0.8.28') return runSuper();
  return { compilerPath: require.resolve('solc/soljson.js'), isSolcJs: true, version: '0.8.28', longVersion: '0.8.28+commit.7893614a' };
});

module.exports = {
  solidity: { version: '0.8.28', settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: { qnm: { url: process.env.QNM_RPC_URL, chainId: 265 } },
  // One key per network keeps hardhat-verify on the configured apiURL (a single string key means Etherscan's v2 API).
  etherscan: {
    enabled: process.env.QNM_VERIFIER !== 'sourcify',
    apiKey: { qnm: 'unused' },
    customChains: [ { network: 'qnm', chainId: 265, urls: { apiURL: process.env.QNM_API_URL, browserURL: 'http://localhost:3000' } } ],
  },
  // Its sourcify mode, at our Sourcify-compatible endpoints.
  sourcify: process.env.QNM_VERIFIER === 'sourcify'
    ? { enabled: true, apiUrl: process.env.QNM_SOURCIFY_URL, browserUrl: 'http://localhost:3000' }
    : { enabled: false },
};
`;

// The task itself, called from a script as plugins and deploy scripts do (no libraries given: the plugin finds them in the code).
const VERIFY_SCRIPT = `const hre = require('hardhat');
hre.run('verify:verify', { address: process.env.CONTRACT_ADDRESS, constructorArguments: [ process.env.START ] })
  .then(() => process.exit(0), (error) => { console.error(error.message); process.exit(1); });
`;

interface Artifact {
  bytecode: Hex;
  linkReferences: Record<string, Record<string, Array<{ start: number; length: number }>>>;
}

describe('hardhat-verify against the Etherscan-compatible API', () => {
  let devnet: Devnet;
  let db: Database;
  let indexer: Indexer;
  let compilers: CompilerRegistry;
  let verification: VerificationService;
  let server: ApiServer;
  let project: string;

  beforeAll(async() => {
    fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
    project = fs.mkdtempSync(path.join(ROOT, '.tmp', 'hardhat-verify-'));
    fs.mkdirSync(path.join(project, 'contracts'));
    fs.writeFileSync(path.join(project, 'contracts/Counter.sol'), COUNTER);
    fs.writeFileSync(path.join(project, 'contracts/Percent.sol'), PERCENT);
    fs.writeFileSync(path.join(project, 'contracts/TipJar.sol'), TIPJAR);
    fs.writeFileSync(path.join(project, 'contracts/Tally.sol'), TALLY);
    fs.writeFileSync(path.join(project, 'hardhat.config.js'), HARDHAT_CONFIG);
    fs.writeFileSync(path.join(project, 'verify.js'), VERIFY_SCRIPT);

    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    db = await createTestDatabase();
    indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100 });
    await indexer.start();
    compilers = createCompilerRegistry();
    verification = createVerificationService({ db, compilers });
    server = await startApiServer({ db, verification, logger: createSilentLogger(),
      config: testApiConfig({ API_PORT: '0', API_CACHE_TTL_MS: '0' }) });
    await run(process.execPath, [ HARDHAT_CLI, 'compile', '--quiet' ], { cwd: project, env: hardhatEnv(), timeout: 120_000 });
  }, 240_000);

  afterAll(async() => {
    await server?.close();
    await verification?.close();
    await compilers?.close();
    await indexer?.stop();
    await db?.close();
    await devnet?.close();
    if (project) fs.rmSync(project, { recursive: true, force: true });
  });

  const hardhatEnv = () => ({ ...process.env, QNM_RPC_URL: devnet.url, QNM_API_URL: `${ server.url }/api`, HARDHAT_NETWORK: 'qnm',
    // Jest's flags are not Hardhat's.
    NODE_OPTIONS: '', HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' });

  const artifact = (name: string) =>
    JSON.parse(fs.readFileSync(path.join(project, `artifacts/contracts/${ name }.sol/${ name }.json`), 'utf8')) as Artifact;

  /** Deploys `bytecode` with a uint256 constructor argument (none when `start` is undefined); the contract's address. */
  async function deploy(bytecode: Hex, start?: bigint): Promise<string> {
    const data = `${ bytecode }${ start === undefined ? '' : encodeAbiParameters([ { type: 'uint256' } ], [ start ]).slice(2) }` as Hex;
    const hash = await devnet.provider.request({ method: 'eth_sendTransaction', params: [ { from: devnet.accounts[1].address, data, gas: '0x4c4b40' } ] });
    const receipt = await devnet.provider.request({ method: 'eth_getTransactionReceipt', params: [ hash ] }) as { contractAddress: string; status: string };
    expect(receipt.status).toBe('0x1');
    return receipt.contractAddress.toLowerCase();
  }

  /** Resolves once the indexer has stored the node's head (and so the contracts just deployed). */
  async function indexed() {
    const head = Number(await devnet.provider.request({ method: 'eth_blockNumber' }));
    await waitUntil(() => isFullyIndexed(db, indexer, head), INDEXING_TIMEOUT_MS, 'indexing to finish');
  }

  /** Runs the verify task for `address` (by default through the Etherscan API); its output, and whether it failed. */
  async function verifyTask(address: string, start: string, verifier: 'etherscan' | 'sourcify' = 'etherscan'): Promise<{ output: string; failed: boolean }> {
    try {
      const { stdout, stderr } = await run(process.execPath, [ 'verify.js' ], { cwd: project, timeout: 180_000,
        env: { ...hardhatEnv(), CONTRACT_ADDRESS: address, START: start, QNM_VERIFIER: verifier, QNM_SOURCIFY_URL: `${ server.url }/api/sourcify` } });
      return { output: `${ stdout }${ stderr }`, failed: false };
    } catch (error) {
      const { stdout, stderr } = error as { stdout: string; stderr: string };
      return { output: `${ stdout }${ stderr }`, failed: true };
    }
  }

  it('compiles, deploys and is reported verified by the verify task, then getsourcecode serves the source', async() => {
    const address = await deploy(artifact('Counter').bytecode, 7n);
    await indexed();

    // Wrong constructor arguments: the task fails and prints our reason, which Etherscan's clients read from `result`.
    const wrong = await verifyTask(address, '8');
    expect(wrong.failed).toBe(true);
    expect(wrong.output).toMatch(/Fail - Unable to verify\. constructor_args: the given constructor arguments differ from the chain's/);

    const { stdout } = await run(process.execPath, [ 'verify.js' ], { cwd: project, timeout: 180_000,
      env: { ...hardhatEnv(), CONTRACT_ADDRESS: address, START: '7' } });
    expect(stdout).toMatch(/Successfully verified contract Counter on the block explorer/);

    const answer = await (await fetch(`${ server.url }/api?module=contract&action=getsourcecode&address=${ address }`)).json();
    expect(answer).toEqual({ status: '1', message: 'OK', result: [ expect.objectContaining({
      Address: address, ContractName: 'Counter', SourceCode: COUNTER, CompilerVersion: 'v0.8.28+commit.7893614a', OptimizationUsed: '1',
      OptimizationRuns: '200', FileName: 'contracts/Counter.sol', ConstructorArguments: encodeAbiParameters([ { type: 'uint256' } ], [ 7n ]).slice(2),
    }) ] });

    // A second run finds it verified and says so, without submitting again.
    const again = await run(process.execPath, [ 'verify.js' ], { cwd: project, timeout: 60_000,
      env: { ...hardhatEnv(), CONTRACT_ADDRESS: address, START: '7' } });
    expect(`${ again.stdout }${ again.stderr }`).toMatch(/already been verified/);
  }, 300_000);

  it('verifies a contract linked to a library as a full match and records the library\'s address', async() => {
    const library = await deploy(artifact('Percent').bytecode);
    const tipJar = artifact('TipJar');
    // Linked as Hardhat's deployments link: the library's address over each placeholder.
    let bytecode = tipJar.bytecode.slice(2);
    for (const ranges of Object.values(tipJar.linkReferences).flatMap((byName) => Object.values(byName))) {
      for (const { start, length } of ranges) bytecode = `${ bytecode.slice(0, start * 2) }${ library.slice(2) }${ bytecode.slice((start + length) * 2) }`;
    }
    const address = await deploy(`0x${ bytecode }`, 15n);
    await indexed();

    const verified = await verifyTask(address, '15');
    expect(verified).toEqual({ failed: false, output: expect.stringMatching(/Successfully verified contract TipJar on the block explorer/) });
    const page = await (await fetch(`${ server.url }/api/v2/smart-contracts/${ address }`)).json();
    expect(page).toMatchObject({ name: 'TipJar', is_fully_verified: true,
      external_libraries: [ { name: 'Percent', address_hash: getAddress(library) } ] });
  }, 300_000);

  it('verifies through its sourcify mode at /api/sourcify, then finds the contract verified there', async() => {
    const address = await deploy(artifact('Tally').bytecode, 3n);
    await indexed();

    const verified = await verifyTask(address, '3', 'sourcify');
    expect(verified).toEqual({ failed: false, output: expect.stringMatching(/Successfully verified contract Tally on Sourcify/) });
    const page = await (await fetch(`${ server.url }/api/v2/smart-contracts/${ address }`)).json();
    expect(page).toMatchObject({ name: 'Tally', is_fully_verified: true, source_code: TALLY });
    const again = await verifyTask(address, '3', 'sourcify');
    expect(again).toEqual({ failed: false, output: expect.stringMatching(/already been verified on Sourcify/) });
  }, 300_000);
});
