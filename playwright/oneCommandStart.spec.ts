import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test, keepScreenshot } from './fixtures';

// Ports of their own, away from the other tests' web app and stand-in.
const PORTS = { PORT: '3400', API_PORT: '4400', DEVNET_PORT: '8700', DEVNET_METADATA_PORT: '8701' };
const WEB = `http://localhost:${ PORTS.PORT }`;
const API = `http://127.0.0.1:${ PORTS.API_PORT }`;

/** Resolves with everything printed once `pattern` appears; rejects if the process exits first. */
function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no ${ pattern } within ${ timeoutMs } ms:\n${ output }`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${ code } before ${ pattern }:\n${ output }`));
    });
  });
}

test('npm start runs devnet, indexer, API and web app from a fresh data directory and stops on Ctrl-C', async({ page }) => {
  test.setTimeout(150_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
  // Its own process group, so Ctrl-C can be sent to the whole tree as a terminal would.
  const child = spawn('npm', [ 'start' ], {
    env: { ...process.env, ...PORTS, PGLITE_DATA_DIR: dataDir, DATABASE_URL: '', ROLES: '', RPC_URL: '' },
    detached: true,
  });
  try {
    const output = await waitForOutput(child, /Explorer: http:\/\/localhost:3400/, 120_000);
    expect(output).toContain(`API: ${ API }/api/v2/blocks`);
    expect(output).toContain('Devnet JSON-RPC: http://127.0.0.1:8700');

    // Blocks mined by the devnet reach the API within seconds.
    await expect.poll(async() => {
      const body = await (await fetch(`${ API }/api/v2/blocks`)).json() as { items: Array<{ height: number }> };
      return body.items.length;
    }, { timeout: 20_000 }).toBeGreaterThan(0);
    const rpc = await fetch('http://127.0.0.1:8700', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) });
    expect((await rpc.json() as { result: string }).result).toBe('0x109');
    // The API limits requests; this machine's own clients (the browser, the devnet's start-up jobs) have the larger budget.
    expect((await fetch(`${ API }/api/v2/config/backend-version`)).headers.get('x-ratelimit-limit')).toBe('6000');

    await page.goto(WEB);
    await expect(page).toHaveTitle(/Homepage/);
    // The home page shows the latest blocks, and a block mined meanwhile arrives over the socket.
    const topBlock = page.getByTestId('latest-block').first().getByTestId('block-entity');
    await expect(topBlock).toHaveText(/^\d+$/, { timeout: 20_000 });
    const firstHeight = Number(await topBlock.textContent());
    await expect.poll(async() => Number(await topBlock.textContent()), { timeout: 20_000 }).toBeGreaterThan(firstHeight);
    await keepScreenshot(page, 'home-live-devnet', { fullPage: true });
    expect(fs.readdirSync(dataDir)).toContain('PG_VERSION');

    let stopOutput = '';
    child.stdout?.on('data', (chunk: Buffer) => { stopOutput += chunk.toString(); });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    process.kill(-child.pid!, 'SIGINT');
    // npm itself dies of the SIGINT, as in a terminal; the explorer under it stops cleanly, and soon.
    const stopped = await Promise.race([ exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000)) ]);
    if (!stopped) throw new Error(`npm start was still running 30 s after Ctrl-C; its last output:\n${ stopOutput.slice(-3000) }`);
    const { code, signal } = stopped;
    expect(code === 0 || signal === 'SIGINT').toBe(true);
    const refused = async(url: string) => fetch(url).then(() => false, () => true);
    await expect.poll(async() => await refused(`${ API }/api/v2/blocks`) && await refused(WEB) &&
      await refused('http://127.0.0.1:8700'), { timeout: 20_000 }).toBe(true);
    expect(stopOutput).toContain('Stopping…');
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group has already gone.
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
