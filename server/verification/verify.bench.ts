/**
 * `npm run bench:verify`: how long verifying a typical demo contract takes with its
 * compiler cold (the release is loaded first) and warm, and what verifications do to
 * the API's other requests (p95 of `GET /api/v2/smart-contracts/counters` and of an
 * address page, idle and while verifications run). Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { readApiConfig } from '../api/config';
import { startApiServer } from '../api/server';
import { createSilentLogger } from '../common/logger';
import { createTestDatabase } from '../db/testing';
import { getArtifact } from '../devnet/compile';
import { createDevnet } from '../devnet/node';
import { createTrafficGenerator } from '../devnet/traffic';
import { createIndexer } from '../indexer/indexer';
import { isFullyIndexed, waitUntil } from '../indexer/testing/verifyChain';
import { createCompilerRegistry } from './compilers';
import { createVerificationService, type VerificationResult } from './service';

const LOAD_SECONDS = 5;
const CONCURRENT_CLIENTS = 4;

function percentile(values: number[], p: number): number {
  const sorted = [ ...values ].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

async function main() {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-bench-'));
  const devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
  const generator = createTrafficGenerator({ rpcUrl: devnet.url, accounts: devnet.accounts.slice(0, 8), seed: 'bench',
    metadataBaseUrl: 'http://127.0.0.1:9', manifestPath: path.join(tempDir, 'deployment.json') });
  const { addresses } = await generator.deployAll();
  const db = await createTestDatabase();
  const indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100 });
  await indexer.start();
  await waitUntil(() => isFullyIndexed(db, indexer), 60_000, 'indexing');
  await indexer.stop();

  const compilers = createCompilerRegistry();
  const verification = createVerificationService({ db, compilers, rpcUrl: devnet.url });
  const server = await startApiServer({ db, verification, logger: createSilentLogger(), config: readApiConfig({ API_PORT: '0', API_CACHE_TTL_MS: '0' }) });
  const pending = new Map<string, (result: VerificationResult) => void>();
  verification.onResult((address, result) => pending.get(address)?.(result));

  const artifact = getArtifact('DemoToken');
  const targets = [ addresses.stableToken, addresses.governanceToken ].map((hash) => hash.toLowerCase());

  /** One verification through the API, timed from the POST to the result. */
  async function verifyOnce(hash: string): Promise<number> {
    // A full match is final: the earlier rounds' rows (the twin's clone too) go first.
    await db.query('DELETE FROM smart_contracts WHERE address_hash = ANY($1::text[])', [ targets ]);
    const form = new FormData();
    form.append('compiler_version', artifact.compilerVersion);
    form.append('files[0]', new Blob([ JSON.stringify(artifact.standardJsonInput) ]), 'input.json');
    const started = performance.now();
    const done = new Promise<VerificationResult>((resolve) => pending.set(hash, resolve));
    const response = await fetch(`${ server.url }/api/v2/smart-contracts/${ hash }/verification/via/standard-input`, { method: 'POST', body: form });
    if (response.status !== 200) throw new Error(`POST: ${ response.status } ${ await response.text() }`);
    const result = await done;
    if (result.status !== 'success') throw new Error(JSON.stringify(result));
    return performance.now() - started;
  }

  /** Latencies of other requests for LOAD_SECONDS, while `busy()` keeps running (or idle). */
  async function load(busy: () => boolean): Promise<number[]> {
    const latencies: number[] = [];
    const deadline = performance.now() + LOAD_SECONDS * 1000;
    const urls = [ '/api/v2/smart-contracts/counters', `/api/v2/addresses/${ addresses.vaultFactory }`, '/api/v2/main-page/blocks' ];
    await Promise.all(Array.from({ length: CONCURRENT_CLIENTS }, async(_, client) => {
      for (let index = client; performance.now() < deadline && busy(); index++) {
        const started = performance.now();
        await (await fetch(`${ server.url }${ urls[index % urls.length] }`)).arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }));
    return latencies;
  }

  const probeStarted = performance.now();
  await compilers.list();
  const probeMs = performance.now() - probeStarted;
  const cold = await verifyOnce(targets[0]);
  const warm: number[] = [];
  for (let round = 0; round < 5; round++) warm.push(await verifyOnce(targets[round % 2]));

  const idle = await load(() => true);
  let verifying = true;
  let verifications = 0;
  const loop = (async() => {
    for (let round = 0; verifying; round++) {
      await verifyOnce(targets[round % 2]);
      verifications++;
    }
  })();
  const busy = await load(() => true);
  verifying = false;
  await loop;

  const ms = (value: number) => `${ value.toFixed(1) } ms`;
  /* eslint-disable no-console */
  console.log(`compiler probe (7 releases, once per process): ${ ms(probeMs) }`);
  console.log(`verify DemoToken (standard-input, solc ${ artifact.compilerVersion }): cold ${ ms(cold) }, warm median ${ ms(percentile(warm, 0.5)) }`);
  console.log(`other requests, ${ CONCURRENT_CLIENTS } clients for ${ LOAD_SECONDS } s:`);
  console.log(`  idle:          ${ idle.length } requests, p50 ${ ms(percentile(idle, 0.5)) }, p95 ${ ms(percentile(idle, 0.95)) }`);
  console.log(`  verifying:     ${ busy.length } requests, p50 ${ ms(percentile(busy, 0.5)) }, p95 ${ ms(percentile(busy, 0.95)) } ` +
    `(${ verifications } verifications meanwhile)`);
  /* eslint-enable no-console */

  await server.close();
  await verification.close();
  await compilers.close();
  await db.close();
  await devnet.close();
  fs.rmSync(tempDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error); // eslint-disable-line no-console
  process.exit(1);
});
