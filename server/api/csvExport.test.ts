/** @jest-environment node */
// CSV exports on an indexed devnet: each file equals the API's list for the same blocks,
// the captcha is checked on the server (ALTCHA solved here with altcha-lib, reCAPTCHA
// against a local stand-in of Google's verify URL), and bad input is refused.
import http from 'node:http';

import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

import './test/injectUnderJest';
import { buildApp } from './app';
import { type ApiConfig } from './config';
import { testApiConfig } from './test/config';
import { createApiClient } from './test/apiClient';
import { openSharedChainFixture, type ChainFixture } from './test/chainFixture';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Cheap challenges: the test proves the protocol, browsers get the real cost. */
const TEST_ALTCHA_COST = { cost: 1, counterRange: [ 50, 200 ] as [ number, number ] };

function configWith(env: Record<string, string>): ApiConfig {
  const config = testApiConfig({ API_CACHE_TTL_MS: '0', ...env });
  config.csvExport!.captcha.altchaCost = TEST_ALTCHA_COST;
  return config;
}

/** Rows of a CSV body (no quoted commas in these columns), header first. */
function parseCsv(body: string): string[][] {
  return body.split('\r\n').filter(Boolean).map((line) => line.split(','));
}

function byColumn(rows: string[][]): Array<Record<string, string>> {
  const [ header, ...rest ] = rows;
  return rest.map((row) => Object.fromEntries(header.map((name, index) => [ name, row[index] ])));
}

describe('CSV export', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  const api = createApiClient(() => app);
  let address: string;
  let token: string;
  let period: { from: string; to: string; first: number; last: number };

  beforeAll(async() => {
    fixture = await openSharedChainFixture();
    app = buildApp({ db: fixture.db, config: configWith({ CAPTCHA_PROVIDER: 'altcha', ALTCHA_HMAC_KEY: 'test-hmac-key-0123456789' }) });
    [ { address } ] = await fixture.db.query<{ address: string }>(`SELECT from_address_hash AS address FROM transactions
      WHERE block_hash IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    [ { token } ] = await fixture.db.query<{ token: string }>(`SELECT token_contract_address_hash AS token FROM token_transfers
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    // A window inside the chain, so rows on both sides of it are left out.
    const blocks = await fixture.db.query<{ number: string; timestamp: Date }>(
      'SELECT number, timestamp FROM blocks WHERE consensus ORDER BY number');
    const from = blocks[Math.floor(blocks.length / 4)].timestamp;
    const to = blocks[Math.floor((blocks.length * 3) / 4)].timestamp;
    const inside = blocks.filter((block) => block.timestamp >= from && block.timestamp <= to);
    period = { from: from.toISOString(), to: to.toISOString(), first: Number(inside[0].number), last: Number(inside[inside.length - 1].number) };
  }, 240_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  async function solve(target: FastifyInstance = app): Promise<string> {
    const response = await target.inject({ method: 'GET', url: '/api/v1/captcha/altcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async function download(path: string, params: Record<string, string>, target: FastifyInstance = app) {
    const url = `${ path }?${ new URLSearchParams(params).toString() }`;
    return target.inject({ method: 'GET', url });
  }

  const inPeriod = (item: Json) => item.block_number >= period.first && item.block_number <= period.last;

  async function exportRows(path: string, extra: Record<string, string> = {}) {
    const response = await download(path, { address_id: address, from_period: period.from, to_period: period.to,
      recaptcha_response: await solve(), ...extra });
    expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return { rows: byColumn(parseCsv(response.body)), response };
  }

  it('serves its limit and the ALTCHA challenge', async() => {
    expect((await app.inject({ method: 'GET', url: '/api/v2/config/csv-export' })).json()).toEqual({ limit: 10_000, async_enabled: false });
    const challenge = (await app.inject({ method: 'GET', url: '/api/v1/captcha/altcha/challenge' })).json();
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
    expect(typeof challenge.signature).toBe('string');
  });

  it('exports the address transactions the API lists for the same blocks, newest first, named after address and period', async() => {
    const { rows, response } = await exportRows('/api/v1/transactions-csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="transactions_${ address }_${ period.from.slice(0, 10) }_${ period.to.slice(0, 10) }.csv"`);
    const { items } = await api.walkPages(`/api/v2/addresses/${ address }/transactions`, '/v2/addresses/{address_hash_param}/transactions');
    const expected = items.filter((item) => item.block_number !== null && inPeriod(item));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(items.length);
    expect(rows.map((row) => row.TxHash)).toEqual(expected.map((item) => item.hash));
    expect(rows.map((row) => [ Number(row.BlockNumber), Number(row.UnixTimestamp), row.FromAddress, row.ToAddress, row.Value, row.Fee, row.Status ]))
      .toEqual(expected.map((item) => [ item.block_number, Math.floor(Date.parse(item.timestamp) / 1000), item.from.hash, item.to?.hash ?? '',
        item.value, item.fee.value, item.status ]));
    expect(rows.every((row) => row.Type === (row.FromAddress.toLowerCase() === address ? 'OUT' : 'IN'))).toBe(true);
  }, 60_000);

  it('filters by direction as the API does', async() => {
    for (const direction of [ 'from', 'to' ]) {
      const { rows } = await exportRows('/api/v1/transactions-csv', { filter_type: 'address', filter_value: direction });
      const { items } = await api.walkPages(`/api/v2/addresses/${ address }/transactions?filter=${ direction }`,
        '/v2/addresses/{address_hash_param}/transactions');
      expect({ direction, hashes: rows.map((row) => row.TxHash) })
        .toEqual({ direction, hashes: items.filter((item) => item.block_number !== null && inPeriod(item)).map((item) => item.hash) });
    }
  }, 60_000);

  it('exports internal transactions, token transfers and logs as the API lists them', async() => {
    const internal = await exportRows('/api/v1/internal-transactions-csv');
    const apiInternal = (await api.walkPages(`/api/v2/addresses/${ address }/internal-transactions`,
      '/v2/addresses/{address_hash_param}/internal-transactions')).items.filter(inPeriod);
    expect(internal.rows.map((row) => [ row.TxHash, Number(row.Index), row.Value ]))
      .toEqual(apiInternal.map((item) => [ item.transaction_hash, item.index, item.value ]));

    const transfers = await exportRows('/api/v1/token-transfers-csv');
    const apiTransfers = (await api.walkPages(`/api/v2/addresses/${ address }/token-transfers`,
      '/v2/addresses/{address_hash_param}/token-transfers')).items.filter(inPeriod);
    expect(transfers.rows.map((row) => [ row.TxHash, row.TokenContractAddress, row.TokensTransferred || null, row.TokenID || null ]))
      .toEqual(apiTransfers.map((item) => [ item.transaction_hash, item.token.address_hash, item.total.value ?? null, item.total.token_id ?? null ]));

    const tokenTransfers = await download('/api/v2/addresses/' + token + '/token-transfers/csv', { from_period: period.from, to_period: period.to,
      recaptcha_response: await solve() });
    const apiTokenTransfers = (await api.walkPages(`/api/v2/tokens/${ token }/transfers`, '/v2/tokens/{address_hash_param}/transfers')).items.filter(inPeriod);
    expect(apiTokenTransfers.length).toBeGreaterThan(0);
    expect(byColumn(parseCsv(tokenTransfers.body)).map((row) => row.TxHash)).toEqual(apiTokenTransfers.map((item) => item.transaction_hash));

    const logs = await download('/api/v1/logs-csv', { address_id: token, from_period: period.from, to_period: period.to,
      recaptcha_response: await solve() });
    const apiLogs = (await api.walkPages(`/api/v2/addresses/${ token }/logs`, '/v2/addresses/{address_hash_param}/logs')).items.filter(inPeriod);
    expect(apiLogs.length).toBeGreaterThan(0);
    const logRows = byColumn(parseCsv(logs.body));
    expect(logRows.map((row) => [ row.TxHash, Number(row.Index), row.FirstTopic ]))
      .toEqual(apiLogs.map((item) => [ item.transaction_hash, item.index, item.topics[0] ?? '' ]));
    const topic = apiLogs[0].topics[0] as string;
    const filtered = await download('/api/v1/logs-csv', { address_id: token, from_period: period.from, to_period: period.to,
      filter_type: 'topic', filter_value: topic, recaptcha_response: await solve() });
    expect(byColumn(parseCsv(filtered.body)).map((row) => row.TxHash))
      .toEqual(apiLogs.filter((item) => item.topics.includes(topic)).map((item) => item.transaction_hash));
  }, 120_000);

  it('exports a token\'s holders as the API lists them', async() => {
    const response = await download(`/api/v2/tokens/${ token }/holders/csv`, { recaptcha_response: await solve() });
    expect(response.statusCode).toBe(200);
    const rows = byColumn(parseCsv(response.body));
    const { items } = await api.walkPages(`/api/v2/tokens/${ token }/holders`, '/v2/tokens/{address_hash_param}/holders');
    expect(rows.map((row) => row.HolderAddress)).toEqual(items.map((item) => item.address.hash));
  }, 60_000);

  it('refuses a missing, forged or reused captcha', async() => {
    const params = { address_id: address, from_period: period.from, to_period: period.to };
    const missing = await download('/api/v1/transactions-csv', params);
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 403, body: { message: expect.stringMatching(/captcha/i) } });
    const forged = await download('/api/v1/transactions-csv', { ...params, recaptcha_response: Buffer.from('{"challenge":{}}').toString('base64') });
    expect(forged.statusCode).toBe(403);
    const solution = await solve();
    expect((await download('/api/v1/transactions-csv', { ...params, recaptcha_response: solution })).statusCode).toBe(200);
    const again = await download('/api/v1/transactions-csv', { ...params, recaptcha_response: solution });
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 403, message: expect.stringMatching(/already used/) });
    // A solution signed by another key (another deployment) is forged too.
    const other = buildApp({ db: fixture.db, config: configWith({ CAPTCHA_PROVIDER: 'altcha', ALTCHA_HMAC_KEY: 'another-key-0123456789' }) });
    try {
      const foreign = await solve(other);
      expect((await download('/api/v1/transactions-csv', { ...params, recaptcha_response: foreign })).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('refuses bad input with 422 before spending the captcha', async() => {
    const cases: Array<[ Record<string, string>, RegExp ]> = [
      [ { address_id: '0x123', from_period: '2024-01-01', to_period: '2024-02-01' }, /address_id/ ],
      [ { address_id: address, from_period: '2024-02-30', to_period: '2024-03-01' }, /from_period/ ],
      [ { address_id: address, from_period: 'yesterday', to_period: '2024-03-01' }, /from_period/ ],
      [ { address_id: address, from_period: '2024-03-01', to_period: '2024-02-01' }, /ends before/ ],
      [ { address_id: address, from_period: '2023-01-01', to_period: '2024-01-02' }, /one year/ ],
      [ { address_id: address, from_period: '2024-01-01' }, /to_period/ ],
      [ { address_id: address, from_period: '2024-01-01', to_period: '2024-02-01', filter_type: 'address', filter_value: 'sideways' }, /filter_value/ ],
      [ { address_id: address, from_period: '2024-01-01', to_period: '2024-02-01', filter_type: 'topic', filter_value: '0x12' }, /filter_type/ ],
    ];
    const solution = await solve();
    for (const [ params, message ] of cases) {
      const response = await download('/api/v1/transactions-csv', { ...params, recaptcha_response: solution });
      expect({ params, status: response.statusCode, message: response.json().message }).toEqual({ params, status: 422, message: expect.stringMatching(message) });
    }
    // A whole leap year is one year; the solution was not spent by the refusals.
    const year = await download('/api/v1/transactions-csv', { address_id: address, from_period: '2024-01-01', to_period: '2024-12-31', recaptcha_response: solution });
    expect(year.statusCode).toBe(200);
    expect(parseCsv(year.body)[0][0]).toBe('TxHash');
  }, 60_000);

  it('stops at the configured row limit', async() => {
    const limited = buildApp({ db: fixture.db, config: configWith({ CAPTCHA_PROVIDER: 'altcha', ALTCHA_HMAC_KEY: 'test-hmac-key-0123456789', CSV_EXPORT_LIMIT: '3' }) });
    try {
      const response = await download('/api/v1/transactions-csv', { address_id: address, from_period: period.from, to_period: period.to,
        recaptcha_response: await solve(limited) }, limited);
      expect(parseCsv(response.body)).toHaveLength(4);
    } finally {
      await limited.close();
    }
  }, 60_000);

  describe('with reCAPTCHA', () => {
    let verifyServer: http.Server;
    let verifyUrl: string;
    const received: Array<URLSearchParams> = [];

    beforeAll(async() => {
      // Google's siteverify in miniature: "good-token" passes, anything else fails.
      verifyServer = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => { body += chunk; });
        request.on('end', () => {
          const form = new URLSearchParams(body);
          received.push(form);
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(form.get('response') === 'good-token' && form.get('secret') === 'the-secret' ?
            { success: true } : { success: false, 'error-codes': [ 'invalid-input-response' ] }));
        });
      });
      await new Promise<void>((resolve) => verifyServer.listen(0, '127.0.0.1', resolve));
      verifyUrl = `http://127.0.0.1:${ (verifyServer.address() as { port: number }).port }/recaptcha/api/siteverify`;
    });

    afterAll(async() => {
      await new Promise((resolve) => verifyServer?.close(resolve));
    });

    it('asks the verify URL and follows its answer', async() => {
      const recaptchaApp = buildApp({ db: fixture.db, config: configWith({ RECAPTCHA_SECRET_KEY: 'the-secret', RECAPTCHA_VERIFY_URL: verifyUrl }) });
      try {
        const params = { address_id: address, from_period: period.from, to_period: period.to };
        const good = await download('/api/v1/transactions-csv', { ...params, recaptcha_response: 'good-token' }, recaptchaApp);
        expect(good.statusCode).toBe(200);
        expect(received.at(-1)?.get('secret')).toBe('the-secret');
        const bad = await download('/api/v1/transactions-csv', { ...params, recaptcha_response: 'bad-token' }, recaptchaApp);
        expect({ status: bad.statusCode, message: bad.json().message }).toEqual({ status: 403, message: 'Invalid reCAPTCHA response' });
        expect((await recaptchaApp.inject({ method: 'GET', url: '/api/v1/captcha/altcha/challenge' })).statusCode).toBe(404);
      } finally {
        await recaptchaApp.close();
      }
    });

    it('answers 503 while the verify URL is down', async() => {
      const downApp = buildApp({ db: fixture.db, config: configWith({ RECAPTCHA_SECRET_KEY: 'the-secret', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' }) });
      try {
        const response = await download('/api/v1/transactions-csv', { address_id: address, from_period: period.from, to_period: period.to,
          recaptcha_response: 'good-token' }, downApp);
        expect(response.statusCode).toBe(503);
      } finally {
        await downApp.close();
      }
    });
  });
});
