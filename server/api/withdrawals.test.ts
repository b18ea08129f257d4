/** @jest-environment node */
// Withdrawals: the devnet has none, so a hand-written database holds three blocks of
// beacon withdrawals to two receivers; every list is checked against the spec and walked.
import type { FastifyInstance } from 'fastify';
import { getAddress } from 'viem';

import './test/injectUnderJest';
import { insertRows, type Database } from '../db';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { createApiClient } from './test/apiClient';
import { createOpenApiValidator } from './test/openapi';
import { BLOCK_HASH, BLOCK_NUMBER, createSmallDatabase } from './test/smallDatabase';

type Json = Record<string, unknown> & { items?: Json[]; next_page_params?: Record<string, unknown> | null };

const RECEIVERS = [ `0x${ '5a'.repeat(20) }`, `0x${ 'b7'.repeat(20) }` ];
/** Withdrawals of the first receiver; the second gets the rest. */
const FIRST_RECEIVER_COUNT = 20;
const WITHDRAWALS = 130;
const GWEI = 10n ** 9n;
const blockHash = (number: number) => number === BLOCK_NUMBER ? BLOCK_HASH : `0x${ number.toString(16).padStart(2, '0').repeat(32) }`;
const BLOCK_NUMBERS = [ BLOCK_NUMBER, BLOCK_NUMBER + 1, BLOCK_NUMBER + 2 ];
const amountOf = (index: number) => (BigInt(index + 1) * 1_000_000n * GWEI).toString();

describe('withdrawals', () => {
  let db: Database;
  let app: FastifyInstance;
  const openapi = createOpenApiValidator();
  const { get, walk } = createApiClient<Json>(() => app);

  beforeAll(async() => {
    db = await createSmallDatabase();
    await insertRows(db, 'blocks', BLOCK_NUMBERS.slice(1).map((number) => ({
      hash: blockHash(number), number, parent_hash: blockHash(number - 1), timestamp: new Date(Date.UTC(2030, 0, 1, 0, 0, number)).toISOString(),
      miner_hash: `0x${ '11'.repeat(20) }`, gas_used: '0', gas_limit: '30000000', base_fee_per_gas: '1000000000', difficulty: '0',
      nonce: '0x0000000000000000', transactions_count: 0, withdrawals_count: 0,
    })), { conflict: 'hash' });
    // Consecutive indexes, split over the three blocks in order, as the beacon chain numbers them.
    await insertRows(db, 'withdrawals', Array.from({ length: WITHDRAWALS }, (_, index) => ({
      block_hash: blockHash(BLOCK_NUMBERS[Math.floor(index * BLOCK_NUMBERS.length / WITHDRAWALS)]),
      block_number: BLOCK_NUMBERS[Math.floor(index * BLOCK_NUMBERS.length / WITHDRAWALS)],
      index, validator_index: 1000 + index % 7, address_hash: RECEIVERS[index % 6 === 0 && index < 120 ? 0 : 1], amount: amountOf(index),
    })), { conflict: 'block_hash, index' });
    app = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
  }, 30_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  async function rows(sql: string, params: unknown[] = []) {
    return db.query<{ index: number; block_number: number; address_hash: string }>(sql, params);
  }

  it('walks every withdrawal newest first, with receiver, height and time', async() => {
    const items = await walk('/api/v2/withdrawals', '/v2/withdrawals');
    expect(items.map((item) => item.index)).toEqual(Array.from({ length: WITHDRAWALS }, (_, i) => WITHDRAWALS - 1 - i));
    const stored = new Map((await rows('SELECT index, block_number, address_hash FROM withdrawals')).map((row) => [ row.index, row ]));
    for (const item of items) {
      const row = stored.get(item.index as number)!;
      expect(item).toEqual({
        index: row.index, validator_index: 1000 + row.index % 7, amount: amountOf(row.index), block_number: row.block_number,
        timestamp: expect.stringMatching(/^2030-01-01T00:00:0\d\.000Z$/),
        receiver: expect.objectContaining({ hash: getAddress(row.address_hash), is_contract: false }),
      });
    }
  });

  it('counts and sums every withdrawal', async() => {
    const sum = Array.from({ length: WITHDRAWALS }, (_, index) => BigInt(amountOf(index))).reduce((a, b) => a + b, 0n);
    const counters = await get('/api/v2/withdrawals/counters');
    expect(openapi.validate('/v2/withdrawals/counters', counters)).toEqual([]);
    expect(counters).toEqual({ withdrawals_count: String(WITHDRAWALS), withdrawals_sum: sum.toString() });
  });

  it('lists a block\'s withdrawals with receivers and without its own height and time', async() => {
    for (const [ position, number ] of BLOCK_NUMBERS.entries()) {
      const expected = (await rows('SELECT index FROM withdrawals WHERE block_number = $1 ORDER BY index DESC', [ number ])).map((row) => row.index);
      const spec = '/v2/blocks/{block_hash_or_number_param}/withdrawals';
      const byNumber = await walk(`/api/v2/blocks/${ number }/withdrawals`, spec);
      expect(byNumber.map((item) => item.index)).toEqual(expected);
      expect(byNumber.filter((item) => 'block_number' in item || 'timestamp' in item || !('receiver' in item))).toEqual([]);
      const hash = blockHash(number);
      expect(await walk(`/api/v2/blocks/${ position % 2 ? hash : hash.toUpperCase().replace('0X', '0x') }/withdrawals`, spec)).toEqual(byNumber);
    }
  });

  it('lists an address\'s withdrawals without the receiver, and flags and counts them', async() => {
    for (const receiver of RECEIVERS) {
      const expected = (await rows('SELECT index FROM withdrawals WHERE address_hash = $1 ORDER BY index DESC', [ receiver ])).map((row) => row.index);
      const items = await walk(`/api/v2/addresses/${ getAddress(receiver) }/withdrawals`, '/v2/addresses/{address_hash_param}/withdrawals');
      expect(items.map((item) => item.index)).toEqual(expected);
      expect(items.filter((item) => 'receiver' in item || !('block_number' in item))).toEqual([]);
      expect(await get(`/api/v2/addresses/${ receiver }`)).toMatchObject({ has_beacon_chain_withdrawals: true });
      expect(await get(`/api/v2/addresses/${ receiver }/tabs-counters`)).toMatchObject({ withdrawals_count: Math.min(51, expected.length) });
    }
    expect((await rows('SELECT index FROM withdrawals WHERE address_hash = $1', [ RECEIVERS[0] ])).length).toBe(FIRST_RECEIVER_COUNT);
    expect(await get(`/api/v2/addresses/0x${ '00'.repeat(20) }`)).toMatchObject({ has_beacon_chain_withdrawals: false });
  });

  const BAD_REQUESTS: Array<[ string, number ]> = [
    [ '/api/v2/withdrawals?index=-1', 422 ],
    [ '/api/v2/withdrawals?index=abc', 422 ],
    [ '/api/v2/withdrawals?index=99999999999999999999', 422 ],
    [ `/api/v2/withdrawals?index=${ encodeURIComponent('1; DROP TABLE withdrawals') }`, 422 ],
    [ '/api/v2/withdrawals?index=1&index=2', 422 ],
    [ '/api/v2/withdrawals?items_count=-5', 422 ],
    [ `/api/v2/withdrawals?index=${ '1'.repeat(5000) }`, 414 ],
    [ '/api/v2/blocks/-1/withdrawals', 422 ],
    [ '/api/v2/blocks/99/withdrawals', 404 ],
    [ `/api/v2/addresses/${ RECEIVERS[0] }/withdrawals?index=1.5`, 422 ],
    [ '/api/v2/addresses/0xnothex/withdrawals', 422 ],
  ];

  it.each(BAD_REQUESTS.map(([ url, expected ]) => ({ name: url.length > 100 ? `${ url.slice(0, 60) }… (${ url.length } characters)` : url, url, expected })))(
    '$name → $expected with a message', async({ url, expected }) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(expected);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

  it('still holds every withdrawal after the SQL-looking requests', async() => {
    expect((await rows('SELECT index FROM withdrawals')).length).toBe(WITHDRAWALS);
  });
});
