/**
 * Builds the shared chain fixture once per jest run and tells each test file where it is:
 * `GET /` answers its {@link SharedChainManifest} (the node's URL and the template database to
 * copy). The first request starts `sharedChainProcess.ts`, which builds the chain and keeps
 * its node running until the run ends, so a run with no reader of the chain builds nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import type { SharedChainManifest } from './chainFixture';

/** Where the run's broker listens, for the test files (set by jest's global setup). */
export const BROKER_URL_ENV = 'CHAIN_FIXTURE_BROKER_URL';

const ROOT = path.resolve(__dirname, '../../..');
const BUILD_TIMEOUT_MS = 180_000;

export interface ChainFixtureBroker {
  url: string;
  /** Stops the node and removes the template database. */
  close(): Promise<void>;
}

/** Starts the process of the shared chain and resolves with the manifest it prints once built. */
function startSharedChain(): { child: ChildProcess; manifest: Promise<SharedChainManifest> } {
  const child = spawn(process.execPath, [ '--import', 'tsx', 'server/api/test/sharedChainProcess.ts' ], {
    cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' }, stdio: [ 'pipe', 'pipe', 'pipe' ],
  });
  const manifest = new Promise<SharedChainManifest>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`the shared chain was not built in ${ BUILD_TIMEOUT_MS } ms:\n${ stderr }`)), BUILD_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n')[0];
      if (stdout.includes('\n')) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as SharedChainManifest);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the shared chain's process exited (${ code }):\n${ stderr }`));
    });
  });
  return { child, manifest };
}

export async function startChainFixtureBroker(): Promise<ChainFixtureBroker> {
  let shared: ReturnType<typeof startSharedChain> | undefined;

  const server = http.createServer((request, response) => {
    shared ??= startSharedChain();
    shared.manifest.then(
      (manifest) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest)),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${ port }/`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      const child = shared?.child;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
