/** @jest-environment node */
// API_LEGACY_FIELDS on an indexed devnet: every GET endpoint Fastify knows, answered by
// an app with the setting and one without, on the same data. With it, each answer carries
// the old names of GUIDE §1.4 beside the current ones and, without them, is the current
// answer, valid against the OpenAPI document; without it, no old name appears.
import fs from 'node:fs';

import type { FastifyInstance } from 'fastify';
import { getAddress } from 'viem';
import YAML from 'yaml';

import './test/injectUnderJest';
import { getArtifact } from '../devnet/compile';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { openSharedChainFixture, type ChainFixture } from './test/chainFixture';
import { missingOldNames, presentOldNames, RENAMED_FIELDS, REMOVED_FIELDS, withoutOldNames } from './test/legacyNames';
import { createOpenApiValidator, SPEC_PATH } from './test/openapi';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any;
interface Answer { status: number; body: AnyJson }

const STATS = '/api/v2/stats';
const ADDRESS = '/v2/addresses/{address_hash_param}';
const BY_DAY = /\/coin-balance-history-by-day$/;
/** Answers 501 by design (no interpretation service). */
const NOT_IMPLEMENTED = /\/summary$/;
/** A signed-in user's own lists (server/account): 404 with accounts off, as here; tested in account.test.ts. */
const ACCOUNT_ONLY = /\/transactions\/watchlist$/;
/** CSV downloads: text behind a captcha, not JSON; tested in csvExport.test.ts. */
const CSV_DOWNLOAD = /\/csv$/;
/** In GUIDE (§5.2 config, §5.3 the read/write paths Blockscout removed in 8.0) but not in the OpenAPI document. */
const GUIDE_ONLY = /\/smart-contracts\/(verification\/config|:hash\/methods-)/;
/** Our own additions under /api/v2, in no Blockscout document: the API's OpenAPI document itself. */
const OURS_ONLY = /^\/api\/v2\/openapi\.json$/;
const GAS_ORACLE = { 'updated-gas-oracle': 'true' };
const SPEC_PATHS = Object.keys((YAML.parse(fs.readFileSync(SPEC_PATH, 'utf8')) as { paths: object }).paths);

/** Path values with data behind them, read from the fixture's database. */
interface Values {
  blocks: string[];
  transactions: string[];
  addresses: string[];
  tokens: string[];
  instances: Array<{ token: string; id: string }>;
  /** A verified contract, and a proxy whose implementation is verified. */
  contracts: { verified: string; proxy: string };
  queries: Record<string, string[]>;
}

/** Verifies (by row, as a verification would store it) the ERC-20 and the demo proxy's implementation. */
async function verifyDemoContracts(fixture: ChainFixture, token: string): Promise<{ verified: string; proxy: string }> {
  const { db } = fixture;
  const [ proxy ] = await db.query<{ proxy: string; implementation: string }>(`SELECT proxy_address_hash AS proxy,
    implementation_address_hashes[1] AS implementation FROM proxy_implementations WHERE cardinality(implementation_address_hashes) > 0 LIMIT 1`);
  const verify = (address: string, name: string) => db.query(`INSERT INTO smart_contracts (address_hash, name, language, compiler_version,
      optimization_enabled, file_path, abi, verification_method, match_type)
    VALUES ($1, $2, 'solidity', 'v0.8.28+commit.7893614a', true, $3, $4::jsonb, 'standard-input', 'full')`,
  [ address, name, `contracts/${ name }.sol`, JSON.stringify(getArtifact(name as 'DemoToken').abi) ]);
  await verify(token, 'DemoToken');
  await verify(proxy.implementation, 'BoxV1');
  return { verified: token, proxy: proxy.proxy };
}

async function readValues(fixture: ChainFixture): Promise<Values> {
  const { db, hashesByKind } = fixture;
  const column = async(sql: string) => (await db.query<{ v: string }>(sql)).map((row) => String(row.v));
  const [ block ] = await db.query<{ number: number; hash: string }>(
    'SELECT number, hash FROM blocks WHERE consensus ORDER BY transactions_count DESC, number DESC LIMIT 1');
  const [ transfer ] = hashesByKind.get('erc20_transfer')!;
  const [ token ] = await db.query<{ hash: string; name: string }>(
    `SELECT contract_address_hash AS hash, name FROM tokens WHERE type = 'ERC-20' AND name IS NOT NULL ORDER BY holders_count DESC LIMIT 1`);
  const transactions = [ transfer, ...await column(`(SELECT transaction_hash AS v FROM internal_transactions WHERE index > 0 LIMIT 1)
    UNION ALL (SELECT hash FROM transactions WHERE created_contract_address_hash IS NOT NULL LIMIT 1)
    UNION ALL (SELECT hash FROM transactions WHERE block_hash IS NULL LIMIT 1)`) ];
  const addresses = await column(`(SELECT from_address_hash AS v FROM transactions GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)
    UNION ALL (SELECT contract_address_hash FROM tokens ORDER BY type LIMIT 3)
    UNION ALL (SELECT address_hash FROM address_current_token_balances WHERE token_id IS NOT NULL LIMIT 1)
    UNION ALL (SELECT miner_hash FROM blocks LIMIT 1)`);
  const instances = await db.query<{ token: string; id: string }>(`SELECT DISTINCT ON (t.type) i.token_contract_address_hash AS token,
    i.token_id::text AS id FROM token_instances i JOIN tokens t ON t.contract_address_hash = i.token_contract_address_hash ORDER BY t.type`);
  const search = [ token.name, String(block.number), transfer, getAddress(token.hash) ].map((q) => `?q=${ encodeURIComponent(q) }`);
  return {
    blocks: [ String(block.number), block.hash ],
    transactions,
    addresses,
    tokens: await column('SELECT DISTINCT ON (type) contract_address_hash AS v FROM tokens ORDER BY type, holders_count DESC'),
    instances,
    contracts: await verifyDemoContracts(fixture, token.hash),
    queries: {
      '/api/v2/blocks': [ '', '?type=reorg' ],
      '/api/v2/transactions': [ '', '?filter=pending', '?type=token_transfer' ],
      '/api/v2/tokens': [ '', '?sort=holders_count&order=asc' ],
      '/api/v2/internal-transactions': [ '', `?transaction_hash=${ transactions[1] }` ],
      '/api/v2/search': search,
      '/api/v2/search/quick': search,
      '/api/v2/search/check-redirect': search,
    },
  };
}

/** Concrete URLs of a route pattern, one per value with data. */
function urlsOf(route: string, values: Values): string[] {
  const each = (list: string[], name: string) => list.map((value) => route.replace(name, value));
  if (route.includes('/instances/:id')) return values.instances.map(({ token, id }) => route.replace(':hash', token).replace(':id', id));
  if (route.startsWith('/api/v2/tokens/:hash')) return each(values.tokens, ':hash');
  if (route.startsWith('/api/v2/transactions/:hash')) return each(values.transactions, ':hash');
  if (route.startsWith('/api/v2/addresses/:hash')) return each(values.addresses, ':hash');
  if (route.includes(':height_or_hash')) return each(values.blocks, ':height_or_hash');
  if (route.startsWith('/api/v2/smart-contracts/:hash')) {
    return [ route.replace(':hash', route.endsWith('-proxy') ? values.contracts.proxy : values.contracts.verified) ];
  }
  return (values.queries[route] ?? [ '' ]).map((query) => `${ route }${ query }`);
}

/** The OpenAPI path of a route: `/api/v2/x/:hash` ~ `/v2/x/{address_hash_param}`, `/api/v2/tokens` ~ `/v2/tokens/`. */
function specPathOf(route: string): string | undefined {
  const shape = (path: string) => path.replace(/^\/api/, '').replace(/\{[^}]+\}|:[a-z_]+/g, '*').replace(/\/$/, '');
  return SPEC_PATHS.find((path) => shape(path) === shape(route));
}

describe('API_LEGACY_FIELDS on every REST endpoint of an indexed devnet', () => {
  let fixture: ChainFixture;
  let legacy: FastifyInstance;
  let current: FastifyInstance;
  const openapi = createOpenApiValidator();
  const routes = new Set<string>();
  /** URL → [route, answer with the setting, answer without]. */
  const answers = new Map<string, { route: string; legacy: Answer; current: Answer }>();

  const get = async(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.body === '' ? null : response.json() };
  };

  beforeAll(async() => {
    fixture = await openSharedChainFixture();
    legacy = buildApp({ db: fixture.db, config: testApiConfig({ API_LEGACY_FIELDS: 'true', API_RPC_URL: fixture.devnet.url }) });
    current = buildApp({ db: fixture.db, config: testApiConfig({ API_RPC_URL: fixture.devnet.url }) });
    legacy.addHook('onRoute', (route) => {
      const methods = [ route.method ].flat();
      if (methods.includes('GET') && route.url.startsWith('/api/v2/') && !CSV_DOWNLOAD.test(route.url)) routes.add(route.url.replace(/\/$/, ''));
    });
    await Promise.all([ legacy.ready(), current.ready() ]);
    const values = await readValues(fixture);
    for (const route of routes) {
      for (const url of urlsOf(route, values)) answers.set(url, { route, legacy: await get(legacy, url), current: await get(current, url) });
    }
  }, 240_000);

  afterAll(async() => {
    await legacy?.close();
    await current?.close();
    await fixture?.close();
  });

  it('answers every GET endpoint with data, both ways alike', () => {
    expect(routes.size).toBeGreaterThan(40);
    const unanswered = [ ...routes ].filter((route) => !NOT_IMPLEMENTED.test(route) && !ACCOUNT_ONLY.test(route) &&
      ![ ...answers.values() ].some((answer) => answer.route === route && answer.legacy.status === 200));
    expect(unanswered).toEqual([]);
    for (const [ url, answer ] of answers) expect({ url, status: answer.legacy.status }).toEqual({ url, status: answer.current.status });
  });

  it('carries every old name of GUIDE §1.4 beside its current one, with the same value', () => {
    const seen = new Set<string>();
    for (const [ url, answer ] of answers) {
      if (answer.legacy.status === 200) expect({ url, problems: missingOldNames(answer.legacy.body, seen) }).toEqual({ url, problems: [] });
    }
    // Every old name had an object to appear on.
    expect([ ...seen ].sort()).toEqual([ ...new Set([ ...RENAMED_FIELDS, ...REMOVED_FIELDS ].map(([ old ]) => old)) ].sort());
  });

  it('is, without the old names, the current answer: same values and cursors, valid against the OpenAPI document', () => {
    const unvalidated = new Set<string>();
    for (const [ url, answer ] of answers) {
      if (answer.legacy.status !== 200 || url === STATS || BY_DAY.test(url)) continue;
      const stripped = withoutOldNames(answer.legacy.body);
      expect({ url, body: stripped }).toEqual({ url, body: answer.current.body });
      const specPath = specPathOf(answer.route);
      if (GUIDE_ONLY.test(answer.route) || OURS_ONLY.test(answer.route)) continue;
      if (specPath) expect({ url, errors: openapi.validate(specPath, stripped) }).toEqual({ url, errors: [] });
      else unvalidated.add(answer.route);
    }
    // Every route is in the document.
    expect([ ...unvalidated ]).toEqual([]);
  });

  it('sends gas_prices as bare gwei numbers, and the objects when the request says updated-gas-oracle: true', async() => {
    const objects = (await get(current, STATS, GAS_ORACLE)).body.gas_prices;
    const bare = (await get(legacy, STATS)).body;
    expect(bare.gas_prices).toEqual({ slow: objects.slow.price, average: objects.average.price, fast: objects.fast.price });
    expect(Object.values(bare.gas_prices).every((price) => typeof price === 'number')).toBe(true);
    const full = (await get(legacy, STATS, GAS_ORACLE)).body;
    expect(full.gas_prices).toEqual(objects);
    expect(openapi.validate('/v2/stats', withoutOldNames(full))).toEqual([]);
  });

  it('sends the coin balance history by day as the old bare array of the same days', () => {
    const byDay = [ ...answers ].filter(([ url, answer ]) => BY_DAY.test(url) && answer.legacy.status === 200);
    expect(byDay.length).toBeGreaterThan(0);
    for (const [ , answer ] of byDay) {
      expect(Array.isArray(answer.legacy.body)).toBe(true);
      expect(answer.legacy.body).toEqual(answer.current.body.items);
      expect(openapi.validate(`${ ADDRESS }/coin-balance-history-by-day`, { items: answer.legacy.body, days: 10 })).toEqual([]);
    }
  });

  it('pages through a list by echoing its cursors, as old frontends do', async() => {
    const hashes: string[] = [];
    let params: Record<string, unknown> | null = {};
    while (params) {
      const query: string = new URLSearchParams(Object.entries(params).map(([ key, value ]) => [ key, String(value) ])).toString();
      const page: AnyJson = (await get(legacy, `/api/v2/transactions${ query ? `?${ query }` : '' }`)).body;
      hashes.push(...page.items.map((item: AnyJson) => item.hash));
      params = page.next_page_params;
    }
    const [ row ] = await fixture.db.query<{ n: number }>('SELECT count(*) AS n FROM transactions WHERE block_hash IS NOT NULL');
    expect(new Set(hashes).size).toBe(Number(row.n));
  });

  it('sends no old name anywhere with the setting off, and the current shapes', async() => {
    for (const [ url, answer ] of answers) {
      if (answer.current.status === 200) expect({ url, found: presentOldNames(answer.current.body) }).toEqual({ url, found: [] });
    }
    expect((await get(current, STATS)).body.gas_prices.average).toEqual(expect.objectContaining({ price: expect.any(Number) }));
    const byDay = [ ...answers ].find(([ url, answer ]) => BY_DAY.test(url) && answer.current.status === 200)!;
    expect(byDay[1].current.body).toEqual({ items: expect.any(Array), days: expect.any(Number) });
  });
});
