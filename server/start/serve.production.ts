/** @jest-environment node */
// What the image runs, run here (no Docker engine on this machine): the built artifacts
// (`npm run build`: .next and dist/) in a copy whose node_modules went through
// `npm prune --omit=dev`, started with the image's command, one process per role on PostgreSQL
// (all roles in one process on PGlite), indexing a devnet. Each role answers its probe and the
// image's health check; pages and API show the indexed chain; SIGTERM stops each cleanly; the
// devnet role says it needs the development install. Runs after the build (scripts/test-all.sh).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../common/freePort';
import { PROJECT_ROOT } from '../common/projectRoot';
import { createTemplateDatabase } from '../db/testing';
import { createDevnet, type Devnet } from '../devnet/node';

/** What the image holds (Dockerfile), less node_modules, which is linked and pruned. */
const IMAGE_FILES = [ 'package.json', 'package-lock.json', '.npmrc', 'next.config.js', 'public', '.next', 'dist' ];
/** (typescript and @playwright/test stay: viem and next name them as peers, unused at run time.) */
const DEV_PACKAGES = [ 'hardhat', 'tsx', 'jest', 'esbuild', 'ts-node', 'eslint', 'lighthouse', 'autocannon' ];
const START_TIMEOUT_MS = 90_000;

interface RoleProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

describe('the production build, one process per role', () => {
  let appDir: string;
  let devnet: Devnet;
  let databaseUrl: string | undefined;
  let removeDatabase: (() => Promise<void>) | undefined;
  const processes: RoleProcess[] = [];
  const ports = { web: 0, api: 0, indexer: 0 };

  function serve(env: Record<string, string>): RoleProcess {
    // The image's CMD, in the image's environment (NODE_ENV=production); nothing of jest's.
    const child = spawn(process.execPath, [ 'dist/server/start/cli.js' ], {
      cwd: appDir, stdio: [ 'ignore', 'pipe', 'pipe' ],
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', ...env },
    });
    let text = '';
    child.stdout!.on('data', (chunk) => { text += chunk; });
    child.stderr!.on('data', (chunk) => { text += chunk; });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const role = { child, output: () => text, exited };
    processes.push(role);
    return role;
  }

  async function waitForOk(url: string, role: RoleProcess): Promise<Response> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (role.child.exitCode !== null) throw new Error(`exited (${ role.child.exitCode }) before ${ url } answered:\n${ role.output() }`);
      try {
        const response = await fetch(url);
        if (response.ok) return response;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`${ url } did not answer:\n${ role.output() }`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  const healthcheck = (env: Record<string, string>) => spawnSync(process.execPath, [ 'dist/server/start/healthcheck.js' ],
    { cwd: appDir, env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env }, encoding: 'utf8' });

  beforeAll(async() => {
    for (const file of [ '.next/BUILD_ID', 'dist/server/start/cli.js' ]) {
      if (!fs.existsSync(path.join(PROJECT_ROOT, file))) throw new Error(`${ file } is missing: run npm run build first`);
    }
    // Outside the project: Node looks for packages in every folder above, and would find the dev ones there.
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'explorer-image-'));
    for (const file of IMAGE_FILES) {
      // Symlinks as they are: .next/node_modules links packages relatively, and resolved links would load the dev tree's React.
      fs.cpSync(path.join(PROJECT_ROOT, file), path.join(appDir, file), { recursive: true, verbatimSymlinks: true,
        filter: (source) => !source.includes('/.next/cache') });
    }
    // Linked, not copied (1 GB), where the temporary folder is on the project's file system; prune
    // unlinks what it removes and leaves the project's tree alone.
    const modules = [ path.join(PROJECT_ROOT, 'node_modules'), path.join(appDir, 'node_modules') ];
    const link = spawnSync('cp', [ '-al', ...modules ], { encoding: 'utf8' });
    if (link.status !== 0) {
      fs.rmSync(modules[1], { recursive: true, force: true });
      const copy = spawnSync('cp', [ '-a', ...modules ], { encoding: 'utf8' });
      if (copy.status !== 0) throw new Error(`cp node_modules: ${ copy.stderr }`);
    }
    // npm rewrites its hidden lockfile: a file of its own, not a link to the project's.
    const hiddenLock = path.join(appDir, 'node_modules', '.package-lock.json');
    fs.rmSync(hiddenLock, { force: true });
    fs.copyFileSync(path.join(PROJECT_ROOT, 'node_modules', '.package-lock.json'), hiddenLock);
    const prune = spawnSync('npm', [ 'prune', '--omit=dev', '--no-audit', '--no-fund' ], { cwd: appDir, encoding: 'utf8' });
    if (prune.status !== 0) throw new Error(`npm prune --omit=dev: ${ prune.stderr }`);

    devnet = await createDevnet({ port: 0, blockIntervalMs: 500 });
    if (process.env.TEST_DATABASE_URL) {
      const template = await createTemplateDatabase();
      await template.finish();
      databaseUrl = template.template.kind === 'postgres' ? template.template.databaseUrl : undefined;
      removeDatabase = template.remove;
    }
    [ ports.web, ports.api, ports.indexer ] = [ await freePort(), await freePort(), await freePort() ];
  }, 180_000);

  afterAll(async() => {
    for (const role of processes) if (role.child.exitCode === null) role.child.kill('SIGKILL');
    await Promise.all(processes.map((role) => role.exited));
    await devnet?.close();
    await removeDatabase?.();
    if (appDir) fs.rmSync(appDir, { recursive: true, force: true });
  }, 60_000);

  it('holds no development package, and finds none above it either', () => {
    for (const name of DEV_PACKAGES) expect({ name, installed: fs.existsSync(path.join(appDir, 'node_modules', name)) }).toEqual({ name, installed: false });
    const resolves = (name: string) => spawnSync(process.execPath, [ '-e', `require.resolve(${ JSON.stringify(name) })` ], { cwd: appDir }).status === 0;
    expect(DEV_PACKAGES.filter(resolves)).toEqual([]);
    expect(resolves('fastify')).toBe(true);
  });

  it('runs each role from the built artifacts: the indexer fills the database, the API serves it, the web app renders it', async() => {
    const shared = { RPC_URL: devnet.url, RPC_WS_URL: devnet.wsUrl, API_PORT: String(ports.api), PORT: String(ports.web),
      INDEXER_PORT: String(ports.indexer), CLIENT_IP_SECRET: 'the same secret in every process',
      ACCOUNT_LOCAL_OIDC: 'false', ...databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DATA_DIR: path.join(appDir, '.data/db') } };
    // The web process as in a cluster: browsers are sent to a public API origin this machine cannot resolve, while the
    // server's own calls go to API_INTERNAL_URL, so the page below can only carry the block if those did.
    const webAlone = { ...shared, ROLES: 'web', NEXT_PUBLIC_API_HOST: 'api.explorer.invalid', NEXT_PUBLIC_API_PORT: '443',
      NEXT_PUBLIC_API_PROTOCOL: 'https', API_INTERNAL_URL: `http://127.0.0.1:${ ports.api }` };
    const roleEnvs = databaseUrl ?
      [ { ...shared, ROLES: 'indexer' }, { ...shared, ROLES: 'api' }, webAlone ] :
      // PGlite admits one process per data directory: every role in one.
      [ { ...shared, ROLES: 'web,api,indexer' } ];
    const started = roleEnvs.map((env) => ({ env, role: serve(env) }));

    const api = started.find(({ env }) => env.ROLES.includes('api'))!.role;
    await waitForOk(`http://127.0.0.1:${ ports.api }/ready`, api);
    if (databaseUrl) {
      const indexer = started.find(({ env }) => env.ROLES === 'indexer')!.role;
      await waitForOk(`http://127.0.0.1:${ ports.indexer }/ready`, indexer);
    }
    // The indexer (another process on PostgreSQL) has filled what the API reads.
    const deadline = Date.now() + START_TIMEOUT_MS;
    let blocks: Array<{ height: number }> = [];
    while (blocks.length < 3 && Date.now() < deadline) {
      blocks = (await (await fetch(`http://127.0.0.1:${ ports.api }/api/v2/blocks`)).json() as { items: Array<{ height: number }> }).items;
      if (blocks.length < 3) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(blocks.length).toBeGreaterThanOrEqual(3);

    const web = started.find(({ env }) => env.ROLES.includes('web'))!.role;
    await waitForOk(`http://127.0.0.1:${ ports.web }/api/health`, web);
    // Ready: the API it renders from answers. And its process's figures for Prometheus.
    await waitForOk(`http://127.0.0.1:${ ports.web }/api/ready`, web);
    expect(await (await waitForOk(`http://127.0.0.1:${ ports.web }/api/metrics`, web)).text()).toMatch(/^process_resident_memory_bytes \d+/m);
    const page = await (await fetch(`http://127.0.0.1:${ ports.web }/block/${ blocks[0].height }`)).text();
    if (!page.includes(`Block #${ blocks[0].height }`)) throw new Error(`the block page: ${ page.slice(0, 300) }\n${ web.output().slice(-3000) }`);

    for (const { env } of started) {
      const check = healthcheck(env);
      expect({ roles: env.ROLES, status: check.status, stderr: check.stderr }).toEqual({ roles: env.ROLES, status: 0, stderr: '' });
    }

    // SIGTERM, as an orchestrator stops a container: each process ends by itself, with code 0.
    for (const { role } of started) role.child.kill('SIGTERM');
    const codes = await Promise.all(started.map(({ role }) => Promise.race([ role.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000)) ])));
    expect(codes).toEqual(started.map(() => 0));
    // In order: nothing used the database pool after it was closed.
    for (const { env, role } of started) {
      expect({ roles: env.ROLES, usedPoolAfterEnd: /pool after calling end/i.test(role.output()) }).toEqual({ roles: env.ROLES, usedPoolAfterEnd: false });
    }
    // And the health check says so.
    expect(healthcheck(started[0].env).status).toBe(1);
  }, 240_000);

  it('says the devnet role needs the development install', async() => {
    const role = serve({ ROLES: 'devnet' });
    expect(await role.exited).toBe(1);
    expect(role.output()).toContain('needs the development install');
  }, 120_000);
});
