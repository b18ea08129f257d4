/**
 * The web role: builds the Next.js app when its sources are newer than the last build,
 * then runs `next start` as a child process (Next owns its own process).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import type { Logger } from '../common/logger';
import { PROJECT_ROOT } from '../common/projectRoot';

const SOURCE_DIRS = [ 'pages', 'ui', 'lib', 'configs', 'types', 'theme', 'public' ];
const SOURCE_FILES = [ 'next.config.js', 'package-lock.json', 'tsconfig.json', 'instrumentation.ts' ];
const NEXT_BIN = path.join(PROJECT_ROOT, 'node_modules/next/dist/bin/next');
/** Next answers this route once it serves pages. */
const HEALTH_PATH = '/api/health';
const READY_TIMEOUT_MS = 60_000;

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function webIsBuilt(root = PROJECT_ROOT): boolean {
  return existsSync(path.join(root, '.next/BUILD_ID'));
}

/** True when there is no build or a source changed after it. */
export function webNeedsBuild(root = PROJECT_ROOT): boolean {
  const buildId = path.join(root, '.next/BUILD_ID');
  if (!webIsBuilt(root)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return [ ...SOURCE_DIRS, ...SOURCE_FILES ].some((name) => newestMtime(path.join(root, name)) > builtAt);
}

export function buildWeb(logger: Logger): void {
  logger.info('building the web app (next build), once per source change');
  const result = spawnSync(process.execPath, [ NEXT_BIN, 'build' ], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${ result.status }`);
}

export interface WebServer {
  url: string;
  /** Resolves with the exit code when Next exits by itself. */
  exited: Promise<number>;
  close(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${ child.exitCode }`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the web app did not answer ${ url } within ${ timeoutMs / 1000 } s`);
}

/** Starts `next start` with `env` on top of ours and resolves once it answers. */
export async function startWeb(options: { host: string; port: number; env: Record<string, string | undefined>; logger: Logger }): Promise<WebServer> {
  // Next's own binary (not npx), so that signals reach the server itself.
  const child = spawn(process.execPath, [ NEXT_BIN, 'start', '-H', options.host, '-p', String(options.port) ], {
    cwd: PROJECT_ROOT, stdio: [ 'ignore', 'inherit', 'inherit' ], env: { ...process.env, ...options.env },
  });
  const exited = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1))));
  const host = options.host.includes(':') ? `[${ options.host }]` : options.host;
  try {
    await waitForHttp(`http://${ host }:${ options.port }${ HEALTH_PATH }`, child, READY_TIMEOUT_MS);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const publicHost = options.host === '127.0.0.1' ? 'localhost' : host;
  return {
    url: `http://${ publicHost }:${ options.port }`,
    exited,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
