/** @jest-environment node */
// What a visitor can make the embedded devnet execute through the API (issue 22): `eth_call`
// and `eth_estimateGas` on `/api/eth-rpc` and the contract read methods, with the limits the
// one-command start gives the devnet. An attack of the kind that once stalled block
// production and ran the process out of memory (loops asking 30 M gas, ten to a batch, from
// two clients at once) runs while blocks keep coming and a third client's call is answered.
import type { FastifyInstance } from 'fastify';
import { createPublicClient, http, type Hex } from 'viem';

import './test/injectUnderJest';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { freePort } from '../common/freePort';
import { createDevnet, type Devnet } from '../devnet/node';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { DEVNET_NODE_CALL_LIMITS } from './lib/nodeCallGate';

type RpcReply = { id: number | null; result?: unknown; error?: { code: number; message: string } };

/** Runs forever: JUMPDEST, PUSH1 0, JUMP — only the gas stops it. */
const ENDLESS_LOOP = '0x5b600056';
/** Counts `iterations` down (26 gas a round), then stops. */
function countdown(iterations: number): Hex {
  return `0x62${ iterations.toString(16).padStart(6, '0') }5b600190038060045700`;
}

const BLOCK_INTERVAL_MS = 1000;
/**
 * The devnet's limits, but a client waits as long as it takes: a loaded machine runs EDR
 * several times slower, and the time limit has its own test (lib/nodeCallGate.test.ts); nor does a
 * slow machine use up a client's node time for the minute (its own test is the 429 one below).
 */
const LIMITS = { ...DEVNET_NODE_CALL_LIMITS, timeoutMs: 60_000, nodeMsPerClientMinute: 600_000 };
const hex = (value: number) => `0x${ value.toString(16) }`;

describe('eth_call limits against the embedded devnet', () => {
  let devnet: Devnet;
  let db: Database;
  let app: FastifyInstance;
  let endpoint: string;

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: BLOCK_INTERVAL_MS });
    db = await createTestDatabase();
    app = buildApp({ db, config: { ...testApiConfig({ API_RPC_URL: devnet.url, API_CACHE_TTL_MS: '0' }), nodeCalls: LIMITS } });
    const port = await freePort();
    await app.listen({ host: '127.0.0.1', port });
    endpoint = `http://127.0.0.1:${ port }/api/eth-rpc`;
  }, 60_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
    await devnet?.close();
  });

  /** A request from `client` (its address as the API sees it). */
  async function rpc(client: string, body: unknown): Promise<{ status: number; headers: Record<string, unknown>; body: unknown }> {
    const response = await app.inject({ method: 'POST', url: '/api/eth-rpc', remoteAddress: client, payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' } });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  }

  const call = (id: number, data: Hex, gas?: number, method = 'eth_call') =>
    ({ jsonrpc: '2.0', id, method, params: [ { data, ...(gas === undefined ? {} : { gas: hex(gas) }) }, 'latest' ] });

  /** How long one call at the cap takes on this machine now: the unit the timings below are measured in. */
  let cappedCallMs = 0;

  it('runs a call with at most the cap, whatever gas it asks for', async() => {
    const cap = DEVNET_NODE_CALL_LIMITS.gasPerCall;
    // Needs ~2.6 M gas: within the cap, so it runs to its end.
    const fits = await rpc('10.0.0.1', call(1, countdown(100_000), 30_000_000));
    expect(fits.body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x' });
    // Needs ~5.2 M gas: asking 30 M gets it the 3 M cap, and it runs out.
    const started = Date.now();
    const tooLong = await rpc('10.0.0.1', call(2, countdown(200_000), 30_000_000)) as { body: RpcReply };
    expect(tooLong.body.error?.message).toMatch(/out of gas/i);
    cappedCallMs = Date.now() - started;
    const estimate = await rpc('10.0.0.1', call(3, countdown(100_000), undefined, 'eth_estimateGas')) as { body: RpcReply };
    expect(estimate.body.error).toBeUndefined();
    expect(Number(estimate.body.result)).toBeGreaterThan(2_600_000);
    expect(Number(estimate.body.result)).toBeLessThanOrEqual(cap);
  }, 60_000);

  it('refuses the calls of a request past its gas budget without running them', async() => {
    const batch = Array.from({ length: 10 }, (_, index) => call(index, ENDLESS_LOOP, 30_000_000));
    const reply = await rpc('10.0.0.2', batch);
    const answers = reply.body as RpcReply[];
    expect(answers.map((answer) => answer.id)).toEqual([ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 ]);
    // 6 M per request: two calls of 3 M each run (and run out of gas), the rest are refused.
    expect(answers.slice(0, 2).map((answer) => answer.error?.message)).toEqual([ expect.stringMatching(/out of gas/i), expect.stringMatching(/out of gas/i) ]);
    for (const answer of answers.slice(2)) {
      expect(answer.error).toEqual({ code: -32005, message: expect.stringContaining('may use at most 6000000 gas together') });
    }
  }, 60_000);

  it('keeps producing blocks and answers a bystander while two clients send loops at 30 M gas, ten to a batch', async() => {
    const attackStart = Number(await createPublicClient({ transport: http(devnet.url) }).getBlockNumber());
    const attackStartedAt = Date.now();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 100);
    const batch = Array.from({ length: 10 }, (_, index) => call(index, ENDLESS_LOOP, 30_000_000));
    const attack = Promise.all([ rpc('10.0.1.1', batch), rpc('10.0.1.1', batch), rpc('10.0.1.2', batch), rpc('10.0.1.2', batch) ]);
    // A visitor's cheap call over real HTTP, in the middle of it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const bystanderStarted = Date.now();
    const bystander = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_call', params: [ { to: devnet.accounts[0].address, data: '0x' }, 'latest' ] }) });
    expect(await bystander.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x' });
    // Turns go round the clients: the bystander waits for about one call per attacker, not for all eight.
    expect(Date.now() - bystanderStarted).toBeLessThan(3 * cappedCallMs + 2000);
    const replies = await attack;
    clearInterval(sampler);
    for (const reply of replies) {
      const answers = reply.body as RpcReply[];
      for (const answer of answers.slice(2)) expect(answer.error?.message).toContain('may use at most 6000000 gas together');
      // The two within budget ran, each stopped by the cap.
      for (const answer of answers.slice(0, 2)) expect(answer.error?.message).toMatch(/out of gas/i);
    }

    // Blocks mined while the attack ran came at most a few seconds apart (one call holds EDR for ~1 s).
    const client = createPublicClient({ transport: http(devnet.url) });
    const attackEnd = Number(await client.getBlockNumber());
    // As many blocks as the attack's length allows at the longest gap allowed below (a fast machine ends it sooner).
    const longestGapMs = BLOCK_INTERVAL_MS + 2 * cappedCallMs + 1000;
    expect(attackEnd - attackStart).toBeGreaterThanOrEqual(Math.max(1, Math.floor((Date.now() - attackStartedAt) / longestGapMs)));
    const stamps: number[] = [];
    for (let number = attackStart; number <= attackEnd; number++) {
      stamps.push(Number((await client.getBlock({ blockNumber: BigInt(number) })).timestamp));
    }
    const gaps = stamps.slice(1).map((stamp, index) => stamp - stamps[index]);
    // At most one capped call between two blocks (EDR mines between calls); an uncapped 30 M-gas
    // call would hold it ten times as long.
    expect(Math.max(...gaps) * 1000).toBeLessThanOrEqual(longestGapMs);
    // EDR's traces of eight capped calls, collected as they come: far from the gigabytes of uncapped ones.
    expect(rssPeak - rssBefore).toBeLessThan(1.5 * 1024 ** 3);
  }, 120_000);

  it('answers 429 with Retry-After once a client has used its node time for the minute; other clients go on', async() => {
    const strict = buildApp({ db, config: { ...testApiConfig({ API_RPC_URL: devnet.url }), nodeCalls: { ...LIMITS, nodeMsPerClientMinute: 1500 } } });
    try {
      const send = async(client: string, body: unknown) => {
        const response = await strict.inject({ method: 'POST', url: '/api/eth-rpc', remoteAddress: client, payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' } });
        return response;
      };
      let refused = null;
      // Each capped call uses some node time (~1 s on a busy machine, ~0.1 s on a fast one): keep calling until the budget is spent.
      for (let attempt = 0; attempt < 200 && !refused; attempt++) {
        const response = await send('10.0.2.1', call(attempt, ENDLESS_LOOP, 30_000_000));
        if (response.statusCode === 429) refused = response;
      }
      expect(refused).not.toBeNull();
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused!.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32005, message: expect.stringContaining('node time') } });
      const other = await send('10.0.2.2', call(1, countdown(10)));
      expect(other.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x' });
    } finally {
      await strict.close();
    }
  }, 120_000);

  it('applies the same cap to a verified contract read (query-read-method)', async() => {
    // A "contract" whose code is the endless loop, verified with a view function.
    await devnet.provider.request({ method: 'hardhat_setCode', params: [ '0x00000000000000000000000000000000000c0de1', ENDLESS_LOOP ] });
    await db.query(`INSERT INTO smart_contracts (address_hash, name, language, compiler_version, optimization_enabled, file_path, abi,
        verification_method, match_type)
      VALUES ($1, 'Loop', 'solidity', 'v0.8.28+commit.7893614a', true, 'Loop.sol', $2::jsonb, 'standard-input', 'full')`,
    [ '0x00000000000000000000000000000000000c0de1', JSON.stringify([ { type: 'function', name: 'spin', inputs: [], outputs: [ { type: 'uint256', name: '' } ], stateMutability: 'view' } ]) ]);
    const started = Date.now();
    const response = await app.inject({ method: 'POST', url: '/api/v2/smart-contracts/0x00000000000000000000000000000000000c0de1/query-read-method',
      remoteAddress: '10.0.3.1', payload: { args: [], method_id: '0xf0acd7d5', contract_type: 'regular' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_error: true });
    expect(JSON.stringify(response.json())).toMatch(/out of gas/i);
    expect(Date.now() - started).toBeLessThan(2 * cappedCallMs + 1000);
  }, 60_000);
});
