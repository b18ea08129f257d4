/** @jest-environment node */
import { createDevnet, type Devnet } from './node';

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = await response.json() as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

const blockNumber = async (devnet: Devnet) => Number(await rpc(devnet.url, 'eth_blockNumber'));

describe('createDevnet', () => {
  it('answers eth_chainId 0x109 over HTTP on 127.0.0.1 only', async() => {
    const devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    try {
      expect(devnet.host).toBe('127.0.0.1');
      expect(devnet.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(devnet.wsUrl).toBe(devnet.url.replace('http:', 'ws:'));
      expect(await rpc(devnet.url, 'eth_chainId')).toBe('0x109');
      expect(await rpc(devnet.url, 'net_version')).toBe('265');
      // Another loopback address reaches this machine but not a socket bound to 127.0.0.1.
      const elsewhere = devnet.url.replace('127.0.0.1', '127.0.0.2');
      await expect(fetch(elsewhere, { method: 'POST', signal: AbortSignal.timeout(2000) })).rejects.toThrow();
    } finally {
      await devnet.close();
    }
  });

  it('prefunds the deterministic accounts with 10,000 QNM', async() => {
    const devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    try {
      expect(devnet.accounts).toHaveLength(20);
      expect(devnet.accounts[0].address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
      expect(BigInt(await rpc(devnet.url, 'eth_getBalance', [ devnet.accounts[19].address, 'latest' ]) as string)).toBe(10n ** 22n);
    } finally {
      await devnet.close();
    }
  });

  it('mines empty blocks on its interval', async() => {
    const devnet = await createDevnet({ port: 0, blockIntervalMs: 200 });
    try {
      const first = await blockNumber(devnet);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      expect(await blockNumber(devnet) - first).toBeGreaterThanOrEqual(3);
    } finally {
      await devnet.close();
    }
  });

  it('mines one block or many on demand', async() => {
    const devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    try {
      await devnet.mine();
      expect(await blockNumber(devnet)).toBe(1);
      await devnet.mine(1000);
      expect(await blockNumber(devnet)).toBe(1001);
    } finally {
      await devnet.close();
    }
  });
});
