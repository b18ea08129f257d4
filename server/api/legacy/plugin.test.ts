/** @jest-environment node */
// The legacy layer on a small database: how it meets the response microcache, errors and
// other routes, and the socket hub's encoding.
import '../test/injectUnderJest';
import type { FastifyInstance } from 'fastify';

import type { NewBlockSocketPayload } from '../../../types/api/socket';
import type { Database } from '../../db';
import { buildApp } from '../app';
import { testApiConfig } from '../test/config';
import { createHub } from '../socket/hub';
import { missingOldNames, presentOldNames } from '../test/legacyNames';
import { BLOCK_NUMBER, createSmallDatabase } from '../test/smallDatabase';
import { withLegacyPayloadNames } from './transform';

const GAS_ORACLE = { 'updated-gas-oracle': 'true' };

describe('API_LEGACY_FIELDS with the response cache', () => {
  let db: Database;
  const apps: FastifyInstance[] = [];
  const build = (env: Record<string, string>) => {
    const app = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '60000', ...env }) });
    apps.push(app);
    return app;
  };
  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async() => {
    db = await createSmallDatabase();
  }, 60_000);
  afterAll(async() => {
    await Promise.all(apps.map((app) => app.close()));
    await db.close();
  });

  it('keeps the old names in a cached answer', async() => {
    const app = build({ API_LEGACY_FIELDS: 'true' });
    const first = await get(app, `/api/v2/blocks/${ BLOCK_NUMBER }/transactions`);
    const second = await get(app, `/api/v2/blocks/${ BLOCK_NUMBER }/transactions`);
    expect([ first.headers['x-cache'], second.headers['x-cache'] ]).toEqual([ 'miss', 'hit' ]);
    expect(second.body).toBe(first.body);
    expect(missingOldNames(first.json())).toEqual([]);
    expect(first.json().items[0]).toMatchObject({ block: BLOCK_NUMBER, block_number: BLOCK_NUMBER, tx_types: [ 'coin_transfer' ] });
    expect(first.json().next_page_params).toEqual(expect.not.objectContaining({ block: expect.anything() }));
  });

  it.each([
    [ 'without the header first', [ {}, GAS_ORACLE, {} ] ],
    [ 'with the header first', [ GAS_ORACLE, {}, GAS_ORACLE ] ],
  ])('sends gas prices as bare numbers unless updated-gas-oracle: true, cached or not (%s)', async(_, requests) => {
    const app = build({ API_LEGACY_FIELDS: 'true' });
    const answers = [];
    for (const headers of requests) answers.push(await get(app, '/api/v2/stats', headers));
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual([ 'miss', 'hit', 'hit' ]);
    answers.forEach((answer, index) => {
      const prices = answer.json().gas_prices;
      const tiers = [ prices.slow, prices.average, prices.fast ];
      if (requests[index] === GAS_ORACLE) expect(tiers).toEqual(tiers.map(() => expect.objectContaining({ price: expect.any(Number) })));
      else expect(tiers).toEqual(tiers.map(() => expect.any(Number)));
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    });
  });

  it('reads the tokens list sort holder_count, which the current names refuse', async() => {
    expect((await get(build({ API_LEGACY_FIELDS: 'true' }), '/api/v2/tokens?sort=holder_count&order=asc')).statusCode).toBe(200);
    expect((await get(build({}), '/api/v2/tokens?sort=holder_count&order=asc')).statusCode).toBe(422);
  });

  it('leaves errors and routes outside /api/v2 as they are', async() => {
    const app = build({ API_LEGACY_FIELDS: 'true' });
    const missing = await get(app, `/api/v2/transactions/0x${ '0'.repeat(64) }`);
    expect([ missing.statusCode, missing.json() ]).toEqual([ 404, { message: 'Not found' } ]);
    expect((await get(app, '/health')).json()).toEqual({ status: 'ok' });
  });

  it('sends the current names and shapes only with the setting off', async() => {
    const app = build({});
    expect(presentOldNames((await get(app, `/api/v2/blocks/${ BLOCK_NUMBER }/transactions`)).json())).toEqual([]);
    expect(presentOldNames((await get(app, `/api/v2/blocks/${ BLOCK_NUMBER }`)).json())).toEqual([]);
    expect((await get(app, '/api/v2/stats')).json().gas_prices.average).toEqual(expect.objectContaining({ price: expect.any(Number) }));
  });
});

describe('API_LEGACY_FIELDS on the socket hub', () => {
  it('encodes each broadcast with the old names, leaving the payload itself unchanged', () => {
    const frames: string[] = [];
    const hub = createHub({ transformPayload: withLegacyPayloadNames });
    hub.add('blocks:new_block', { topic: 'blocks:new_block', send: (frame) => frames.push(frame) });
    const payload = { average_block_time: '2000', block: { height: 3, transactions_count: 2, transaction_fees: '7' } };
    // A partial block is enough to see the renaming.
    expect(hub.broadcast('blocks:new_block', 'new_block', payload as unknown as NewBlockSocketPayload)).toBe(1);
    const [ , , topic, event, sent ] = JSON.parse(frames[0]);
    expect([ topic, event ]).toEqual([ 'blocks:new_block', 'new_block' ]);
    expect(sent.block).toEqual({ height: 3, transactions_count: 2, tx_count: 2, transaction_count: 2, transaction_fees: '7', tx_fees: '7' });
    expect(payload.block).toEqual({ height: 3, transactions_count: 2, transaction_fees: '7' });
  });
});
