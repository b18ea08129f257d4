/** @jest-environment node */
// Every query parameter of every endpoint, fed hostile values: NUL, over-long text,
// impossible dates, odd unicode, numbers out of range. The answer is never a 500 and
// every refusal is a 4xx with a message. Routes and parameter names are found, not
// listed: routes from Fastify, parameter names from what each handler actually reads
// (a recording proxy on `request.query`) plus the OpenAPI document's names for its path.
import './test/injectUnderJest';
import fs from 'node:fs';

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import YAML from 'yaml';

import { insertRows, type Database } from '../db';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { SPEC_PATH } from './test/openapi';
import { BLOCK_NUMBER, BLOCK_TRANSACTIONS, createSmallDatabase, TRANSACTION_HASH } from './test/smallDatabase';

const ADDRESS = `0x${ '22'.repeat(20) }`;
const TOKEN = `0x${ '44'.repeat(20) }`;
const TOKEN_ID = '7';

/** Values no parameter may turn into a 500. */
const HOSTILE_VALUES = [
  'a\u0000b', '\u0000', `0x${ '0'.repeat(39) }\u0000`, '2024-01-01T00:00:00.000000Z\u0000',
  'x'.repeat(1500), '9'.repeat(400),
  '2024-02-30T00:00:00.000000Z', '2023-02-29T00:00:00Z', '2024-04-31T12:00:00.000000Z', '2024-13-01T00:00:00Z',
  '2024-01-01T24:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:60Z', '2024-01-01', 'yesterday',
  '𝔘ñí©ødé', '\u202eevil', '😀'.repeat(50), '\uFFFF\uFFFE', 'ｑｕｅｒｙ', '\u200b', 'İ',
  '-1', '1e999', '1.5', 'NaN', 'true', '[]', '{}', '%', "' OR 1=1--", '0x', `0x${ 'g'.repeat(40) }`,
];

interface Case {
  route: string;
  url: string;
  /** The parameter fed, and other parameters that make the handler read it (a filter). */
  name: string;
  context: Record<string, string>;
}

type OpenApi = { paths: Record<string, { get?: { parameters?: Array<{ in: string; name: string; schema?: { enum?: string[] } }> } }> };

/** Concrete values for each path parameter, by route prefix. */
function fillPath(route: string): string {
  return route
    .replace(/^\/api\/v2\/tokens\/:hash/, `/api/v2/tokens/${ TOKEN }`)
    .replace(/^\/api\/v2\/transactions\/:hash/, `/api/v2/transactions/${ TRANSACTION_HASH }`)
    .replace(':hash', ADDRESS)
    .replace(':height_or_hash', String(BLOCK_NUMBER))
    .replace(':id', TOKEN_ID);
}

/** The OpenAPI path of a Fastify route: `/api/v2/x/:hash` ~ `/v2/x/{address_hash_param}`. */
function openApiParameters(spec: OpenApi, route: string) {
  const shape = (path: string) => path.replace(/^\/api/, '').replace(/\{[^}]+\}|:[a-z_]+/g, '*');
  const entry = Object.entries(spec.paths).find(([ path ]) => shape(path) === shape(route));
  return (entry?.[1].get?.parameters ?? []).filter((parameter) => parameter.in === 'query');
}

describe('API answers hostile query values without a 500', () => {
  let db: Database;
  let app: FastifyInstance;
  const routes: string[] = [];
  /** Query names each handler read, with the query that made it read them. */
  const reads = new Map<string, Map<string, Record<string, string>>>();
  let cases: Case[] = [];

  beforeAll(async() => {
    db = await createSmallDatabase();
    await insertRows(db, 'addresses', [ { hash: ADDRESS } ], { conflict: 'hash' });
    await insertRows(db, 'tokens', [ { contract_address_hash: TOKEN, type: 'ERC-721', name: 'Hostile', symbol: 'HST' } ],
      { conflict: 'contract_address_hash' });
    await insertRows(db, 'token_instances', [ { token_contract_address_hash: TOKEN, token_id: TOKEN_ID, owner_address_hash: ADDRESS } ]);
    app = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
    app.addHook('onRoute', (route) => {
      if (route.method === 'GET' || (Array.isArray(route.method) && route.method.includes('GET'))) routes.push(route.url);
    });
    // Records every query name a handler looks at, present or not.
    let current: Record<string, string> = {};
    app.addHook('preHandler', async(request) => {
      const route = request.routeOptions.url ?? '';
      const seen = reads.get(route) ?? new Map<string, Record<string, string>>();
      reads.set(route, seen);
      const context = current;
      request.query = new Proxy(request.query as object, {
        get(target, property, receiver) {
          if (typeof property === 'string' && !seen.has(property) && !(property in Object.prototype)) seen.set(property, context);
          return Reflect.get(target, property, receiver);
        },
      });
    });
    await app.ready();

    // Discovery: each route once bare, and once per value of each enum parameter (filters
    // such as `filter=pending` make handlers read other cursors).
    const spec = YAML.parse(fs.readFileSync(SPEC_PATH, 'utf8')) as OpenApi;
    for (const route of routes) {
      const url = fillPath(route);
      const contexts: Array<Record<string, string>> = [ {} ];
      for (const parameter of openApiParameters(spec, route)) {
        for (const value of parameter.schema?.enum ?? []) contexts.push({ [parameter.name]: value });
      }
      for (const context of contexts) {
        current = context;
        await app.inject({ url, query: context });
      }
      const names = new Map(reads.get(route) ?? []);
      for (const parameter of openApiParameters(spec, route)) if (!names.has(parameter.name)) names.set(parameter.name, {});
      for (const [ name, context ] of names) cases.push({ route, url, name, context });
    }
    cases = cases.filter((item) => !(item.name in item.context));
  }, 120_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  async function answer(item: Case, value: string) {
    const response = await app.inject({ url: item.url, query: { ...item.context, [item.name]: value } });
    return { status: response.statusCode, body: response.body };
  }

  /** 501 is a deliberate answer (the summary service is not there), never a crash. GraphQL says why in `errors[].message`. */
  const refusalIsClean = (result: { status: number; body: string }) => {
    if (result.status >= 500 && result.status !== 501) return false;
    if (result.status < 400) return true;
    const body = JSON.parse(result.body) as { message?: unknown; errors?: Array<{ message?: unknown }> };
    return typeof body.message === 'string' || typeof body.errors?.[0]?.message === 'string';
  };

  it('finds the routes and the parameters their handlers read', () => {
    expect(routes.length).toBeGreaterThan(50);
    const names = new Set(cases.map((item) => item.name));
    for (const name of [ 'q', 'name', 'inserted_at', 'block_number', 'items_count', 'type', 'filter', 'hash' ]) expect(names).toContain(name);
    expect(cases.some((item) => item.route === '/api/v2/transactions' && item.name === 'inserted_at')).toBe(true);
    expect(cases.some((item) => item.route === '/api/v2/addresses/:hash/transactions' && item.name === 'inserted_at')).toBe(true);
  });

  it('refuses every hostile value of every parameter cleanly', async() => {
    const failures: string[] = [];
    for (const item of cases) {
      for (const value of HOSTILE_VALUES) {
        const result = await answer(item, value);
        if (!refusalIsClean(result)) failures.push(`${ item.url }?${ item.name }=${ JSON.stringify(value).slice(0, 40) } → ${ result.status }`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers NUL with 422 and impossible dates with 422 naming the parameter', async() => {
    const tokens = cases.find((item) => item.route === '/api/v2/tokens' && item.name === 'q')!;
    expect(await answer(tokens, 'a\u0000b')).toMatchObject({ status: 422, body: expect.stringContaining('NUL') });
    const pending = cases.find((item) => item.route === '/api/v2/transactions' && item.name === 'inserted_at')!;
    for (const date of [ '2024-02-30T00:00:00.000000Z', '2024-04-31T00:00:00.000000Z', '2023-02-29T00:00:00.000000Z' ]) {
      const result = await app.inject({ url: pending.url, query: { ...pending.context, inserted_at: date, hash: TRANSACTION_HASH } });
      expect({ status: result.statusCode, body: result.body }).toMatchObject({ status: 422, body: expect.stringContaining('inserted_at') });
    }
    const leapDay = await app.inject({ url: pending.url, query: { ...pending.context, inserted_at: '2024-02-29T00:00:00.000000Z', hash: TRANSACTION_HASH } });
    expect(leapDay.statusCode).toBe(200);
  });

  // The sweep above feeds one parameter at a time, the others absent: a CSV export then stops
  // at the first missing one. Here each parameter is fed with the others valid, the captcha
  // off, so the value reaches its parser and, when accepted, the query and the stream.
  describe('CSV exports', () => {
    let csvApp: FastifyInstance;
    /** Around the small database's block (2030-01-01), whose 60 transactions ADDRESS sent. */
    const VALID: Record<string, string> = { from_period: '2029-07-01', to_period: '2030-06-30' };
    const ADDRESS_EXPORTS = [ 'transactions', 'internal-transactions', 'token-transfers', 'logs' ];
    const filterOf = (kind: string) => (kind === 'logs' ? { filter_type: 'topic', filter_value: `0x${ 'ee'.repeat(32) }` } :
      { filter_type: 'address', filter_value: 'to' });

    beforeAll(async() => {
      csvApp = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '0', CAPTCHA_PROVIDER: 'none' }) });
      await csvApp.ready();
    });
    afterAll(async() => {
      await csvApp?.close();
    });

    async function csvAnswer(url: string, query: Record<string, string>) {
      const response = await csvApp.inject({ url, query });
      return { status: response.statusCode, body: response.body };
    }

    it('never answers 500 to a hostile value of any parameter, the others valid', async() => {
      const requests: Array<{ url: string; query: Record<string, string>; name: string }> = [];
      for (const kind of ADDRESS_EXPORTS) {
        const v1 = { url: `/api/v1/${ kind }-csv`, query: { address_id: ADDRESS, ...VALID, ...filterOf(kind) } };
        const v2 = { url: `/api/v2/addresses/${ ADDRESS }/${ kind }/csv`, query: { ...VALID, ...filterOf(kind) } };
        for (const base of [ v1, v2 ]) for (const name of Object.keys(base.query)) requests.push({ ...base, name });
      }
      requests.push({ url: '/api/v1/token-holders-csv', query: { address_id: TOKEN }, name: 'address_id' });
      // Valid values reach the rows: the sweep goes down to the queries and the stream.
      const baseline = await csvAnswer('/api/v1/transactions-csv', { address_id: ADDRESS, ...VALID });
      expect(baseline.body.split('\r\n').filter(Boolean)).toHaveLength(1 + BLOCK_TRANSACTIONS);
      const failures: string[] = [];
      for (const request of requests) {
        let named = false;
        for (const value of HOSTILE_VALUES) {
          const result = await csvAnswer(request.url, { ...request.query, [request.name]: value });
          if (!refusalIsClean(result)) failures.push(`${ request.url }?${ request.name }=${ JSON.stringify(value).slice(0, 40) } → ${ result.status }`);
          named ||= result.status === 422 && result.body.includes(request.name);
        }
        // The value reached its own parser (not stopped earlier by another parameter).
        if (!named) failures.push(`${ request.url }: no refusal names ${ request.name }`);
      }
      expect(failures).toEqual([]);
      expect(requests.length * HOSTILE_VALUES.length).toBeGreaterThan(1000);
    }, 300_000);

    it('refuses bad addresses, SQL-ish text, impossible or far dates and long periods with 422 naming the parameter', async() => {
      const url = '/api/v1/transactions-csv';
      const cases: Array<[ string, Record<string, string>, RegExp ]> = [
        [ url, { address_id: '0x123', ...VALID }, /address_id: expected 0x followed by 40 hex digits/ ],
        [ url, { address_id: `${ ADDRESS }' OR '1'='1`, ...VALID }, /address_id/ ],
        [ url, { address_id: `${ ADDRESS }; DROP TABLE transactions;--`, ...VALID }, /address_id/ ],
        [ `/api/v2/addresses/${ encodeURIComponent("' OR 1=1--") }/transactions/csv`, VALID, /address_hash_param/ ],
        [ '/api/v1/token-holders-csv', { address_id: "0x' UNION SELECT hash FROM addresses--" }, /address_id/ ],
        [ '/api/v1/logs-csv', { address_id: ADDRESS, ...VALID, filter_type: 'topic', filter_value: "0x' OR ''='" }, /filter_value/ ],
        [ url, { address_id: ADDRESS, ...VALID, filter_type: "address' --", filter_value: 'to' }, /filter_type/ ],
        [ url, { address_id: ADDRESS, from_period: '10000-01-01', to_period: '10000-12-31' }, /from_period/ ],
        [ url, { address_id: ADDRESS, from_period: '+275760-09-13', to_period: '2024-01-01' }, /from_period/ ],
        [ url, { address_id: ADDRESS, from_period: '1969-12-31', to_period: '1970-01-01' }, /from_period: not a date of the calendar/ ],
        [ url, { address_id: ADDRESS, from_period: '2024-01-01T00:00:00+99:00', to_period: '2024-01-02' }, /from_period/ ],
        [ url, { address_id: ADDRESS, from_period: '2024-01-01', to_period: '9'.repeat(400) }, /to_period/ ],
        [ url, { address_id: ADDRESS, from_period: '2023-01-01', to_period: '2024-01-02' }, /to_period: the period must not exceed one year/ ],
        [ url, { address_id: ADDRESS, from_period: '1970-01-01', to_period: '9999-12-31' }, /one year/ ],
        [ url, { address_id: ADDRESS, from_period: '2024-01-01T00:00:00Z', to_period: '2025-01-01T00:00:00.001Z' }, /one year/ ],
      ];
      for (const [ target, query, message ] of cases) {
        const result = await csvAnswer(target, query);
        const body = JSON.parse(result.body) as { message?: string };
        expect({ query, status: result.status, message: body.message }).toEqual({ query, status: 422, message: expect.stringMatching(message) });
      }
      // Far but real dates are a period like any other: a file with its header line only.
      const far = await csvAnswer(url, { address_id: ADDRESS, from_period: '9999-01-01', to_period: '9999-12-31T23:59:59.999999Z' });
      expect(far).toEqual({ status: 200, body: expect.stringMatching(/^TxHash,BlockNumber,[^\r\n]*\r\n$/) });
      // The SQL-ish text was data, never SQL: the chain is as it was.
      const [ row ] = await db.query<{ count: string }>('SELECT count(*)::text AS count FROM transactions');
      expect(Number(row.count)).toBeGreaterThan(0);
    }, 120_000);
  });

  it('holds for random strings in any parameter (property)', async() => {
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...cases),
      fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 100 }),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().replace(/-\d{2}T/, '-31T'))),
      async(item, value) => refusalIsClean(await answer(item, value))),
    { numRuns: 1500 });
  }, 300_000);
});
