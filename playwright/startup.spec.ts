import { spawn } from 'node:child_process';

import { expect, test } from './fixtures';
import { E2E_ENV } from './env';

const BAD_PORT = 3190;

/** Starts `next start` with extra env and collects its output until it exits or 20 s pass. */
function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', [ 'next', 'start', '-H', '127.0.0.1', '-p', String(BAD_PORT) ], {
      env: { ...process.env, ...E2E_ENV, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test('a misconfigured env var stops the server with a message that names it', async() => {
  test.setTimeout(40_000);
  const { code, output } = await startWith({ NEXT_PUBLIC_AD_BANNER_PROVIDER: 'google' });
  expect(code).not.toBe(0);
  expect(output).toContain('NEXT_PUBLIC_AD_BANNER_PROVIDER="google": expected one of slise, adbutler, coinzilla, none');
});
