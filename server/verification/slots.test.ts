/** @jest-environment node */
// Compiler slots under load, without a devnet: a client holds at most a few of them (REST
// and Etherscan alike), and a compile that times out fails only its own job, not the
// ones queued behind it on the same release.
import '../api/test/injectUnderJest';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { insertRows, type Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { buildApp } from '../api/app';
import { testApiConfig } from '../api/test/config';
import { createCompilerRegistry, CompilerTimeoutError, type CompilerInfo, type CompilerRegistry } from './compilers';
import { createVerificationService, type VerificationService } from './service';

const SOLC = 'v0.8.28+commit.7893614a';
const CONTRACT = `0x${ 'a1'.repeat(20) }`;
const FAKE_SOLC = path.join(__dirname, 'test/fakeSolc.js');

/** A registry whose compiles wait until the test lets them go. */
function gatedCompilers(): CompilerRegistry & { release(): void; started: number } {
  const info: CompilerInfo = { version: SOLC, packageName: 'solc', evmVersions: [ 'cancun' ] };
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => { open = resolve; });
  const registry = {
    started: 0,
    list: async() => [ info ],
    find: async(version: string) => version === SOLC ? info : null,
    async compile() {
      registry.started++;
      await gate;
      return '{}';
    },
    close: async() => undefined,
    release: () => open(),
  };
  return registry;
}

describe('verification slots', () => {
  let db: Database;
  let app: FastifyInstance;
  let verification: VerificationService;
  const compilers = gatedCompilers();

  beforeAll(async() => {
    db = await createTestDatabase();
    await insertRows(db, 'addresses', [ { hash: CONTRACT, contract_code: '0x60aa', creation_block_number: 1, creation_succeeded: true } ]);
    verification = createVerificationService({ db, compilers });
    app = buildApp({ db, config: testApiConfig({}), verification });
  }, 30_000);
  afterAll(async() => {
    compilers.release();
    await app?.close();
    await verification?.close();
    await db?.close();
  });

  const rest = (remoteAddress: string) => app.inject({ method: 'POST', url: `/api/v2/smart-contracts/${ CONTRACT }/verification/via/flattened-code`,
    remoteAddress, payload: { compiler_version: SOLC, source_code: 'contract C {}' } });
  const etherscan = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api', remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ module: 'contract', action: 'verifysourcecode', contractaddress: CONTRACT, codeformat: 'solidity-single-file',
      sourceCode: 'contract C {}', contractname: 'C', compilerversion: SOLC }).toString() });

  it('lets one client hold at most 2 verifications (REST and Etherscan alike); others still get theirs, and a finished one frees its slot', async() => {
    expect((await rest('10.0.0.1')).statusCode).toBe(200);
    expect((await etherscan('10.0.0.1')).json()).toEqual({ status: '1', message: 'OK', result: expect.stringMatching(/^[0-9a-f]{50}$/) });
    const refused = await rest('10.0.0.1');
    expect({ status: refused.statusCode, body: refused.json() })
      .toEqual({ status: 429, body: { message: expect.stringMatching(/^Too many verifications from this client in progress \(at most 2\)/) } });
    expect((await etherscan('10.0.0.1')).json())
      .toEqual({ status: '0', message: 'NOTOK', result: expect.stringMatching(/^Too many verifications from this client/) });
    // Another client is not held up by the first one's jobs.
    expect((await rest('10.0.0.2')).statusCode).toBe(200);

    compilers.release();
    await verification.idle();
    expect(compilers.started).toBe(3);
    expect((await rest('10.0.0.1')).statusCode).toBe(200);
    await verification.idle();
  }, 30_000);

  it('fails only the job that timed out: the compile queued behind it on the same release runs on a fresh worker', async() => {
    const registry = createCompilerRegistry({ packages: [ FAKE_SOLC ], compileTimeoutMs: 1000 });
    try {
      const info: CompilerInfo = { version: 'v0.0.1+commit.00000000', packageName: FAKE_SOLC, evmVersions: [] };
      const slow = registry.compile(info, JSON.stringify({ sleepMs: 20_000 }));
      const queued = registry.compile(info, JSON.stringify({ sleepMs: 0 }));
      await expect(slow).rejects.toBeInstanceOf(CompilerTimeoutError);
      await expect(queued).resolves.toBe(JSON.stringify({ slept: 0 }));
    } finally {
      await registry.close();
    }
  }, 30_000);
});
