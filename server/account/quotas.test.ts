/** @jest-environment node */
// Per-account limits: each list takes a bounded number of rows (Blockscout's 422 messages),
// a custom ABI a bounded size, and the lists answered whole (API keys, custom ABIs, public tag
// requests) never answer more rows than their limit.
import '../api/test/injectUnderJest';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../api/app';
import { testApiConfig } from '../api/test/config';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { readAccountConfig } from './config';
import { signedInCookie, testAccountConfig } from './testing';

const LIMITS = { watchlist: 2, privateTags: 2, apiKeys: 2, customAbis: 2, publicTags: 2 };
const config = testAccountConfig({ limits: LIMITS });
const address = (n: number) => `0x${ n.toString(16).padStart(40, '0') }`;
const hash = (n: number) => `0x${ n.toString(16).padStart(64, '0') }`;
const abiItem = (name: string) => ({ type: 'function', name, inputs: [], outputs: [], stateMutability: 'view' });

let db: Database;
let app: FastifyInstance;
let visitor: { cookie: string; csrf: string };

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url: `/api/account/v2${ url }`, payload, headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrf } });
}

beforeAll(async() => {
  db = await createTestDatabase();
  app = buildApp({ db, config: { ...testApiConfig({ API_CACHE_TTL_MS: '0' }), account: config } });
  const cookie = await signedInCookie(db, config, 'quota');
  const csrf = (await app.inject({ method: 'GET', url: '/api/account/v2/get_csrf', headers: { cookie } })).headers['x-bs-account-csrf'];
  visitor = { cookie, csrf: String(csrf) };
}, 60_000);

afterAll(async() => {
  await app?.close();
  await db?.close();
});

describe('rows per account', () => {
  const watchlist = (n: number) => ({ address_hash: address(n), name: `watched ${ n }`, notification_methods: { email: false } });
  const publicTag = (n: number) => ({ full_name: 'Ann', email: 'ann@example.com', tags: `tag ${ n }`, addresses: [ address(n) ] });
  it.each([
    [ 'watch list', '/user/watchlist', watchlist, 'name', 'Max 2 watch list addresses per account' ],
    [ 'address tags', '/user/tags/address', (n: number) => ({ address_hash: address(n), name: `tag ${ n }` }), 'name', 'Max 2 tags per account' ],
    [ 'transaction tags', '/user/tags/transaction', (n: number) => ({ transaction_hash: hash(n), name: `tag ${ n }` }), 'name', 'Max 2 tags per account' ],
    [ 'API keys', '/user/api_keys', (n: number) => ({ name: `key ${ n }` }), 'name', 'Max 2 keys per account' ],
    [ 'custom ABIs', '/user/custom_abis', (n: number) => ({ contract_address_hash: address(n), name: `abi ${ n }`, abi: [ abiItem('ping') ] }),
      'name', 'Max 2 ABIs per account' ],
    [ 'public tag requests', '/user/public_tags', publicTag, 'tags', 'Max 2 public tags requests per account' ],
  ])('%s: the limit refuses one more (422), a deleted row makes room', async(_kind, url, body, field, message) => {
    const ids: Array<string | number> = [];
    for (const n of [ 1, 2 ]) {
      const created = await call('POST', url, body(n));
      expect(created.statusCode).toBe(200);
      ids.push(created.json().id);
    }
    const refused = await call('POST', url, body(3));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ [field]: [ message ] });
    expect((await call('DELETE', `${ url }/${ ids[0] }`)).statusCode).toBe(200);
    expect((await call('POST', url, body(3))).statusCode).toBe(200);
  });

  it('answers the whole lists at most up to their limit, even when more rows were kept under a higher one', async() => {
    const [ { id: userId } ] = await db.query<{ id: number }>("SELECT id FROM account_users WHERE subject = 'quota'");
    for (let n = 10; n < 14; n++) {
      await db.query('INSERT INTO account_custom_abis (user_id, contract_address_hash, name, abi) VALUES ($1, $2, $3, $4)',
        [ userId, address(n), `old ${ n }`, JSON.stringify([ abiItem('ping') ]) ]);
      await db.query("INSERT INTO account_public_tag_requests (user_id, full_name, email, tags, addresses) VALUES ($1, 'Ann', 'a@example.com', 'old', $2)",
        [ userId, [ address(n) ] ]);
      await db.query("INSERT INTO account_api_keys (id, user_id, key_hash, masked, name) VALUES ($1, $2, $3, 'x…y', 'old')",
        [ `old-${ n }`, userId, `hash-${ n }` ]);
    }
    for (const url of [ '/user/custom_abis', '/user/public_tags', '/user/api_keys' ]) {
      const list = await call('GET', url);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toHaveLength(2);
    }
  });
});

describe('the size of a custom ABI', () => {
  it('refuses an ABI over 256 kB of JSON, given as an array or as text', async() => {
    const big = [ { ...abiItem('big'), inputs: [ { type: 'uint256', name: 'x'.repeat(256 * 1024) } ] } ];
    for (const abi of [ big, JSON.stringify(big) ]) {
      const refused = await call('POST', '/user/custom_abis', { contract_address_hash: address(99), name: 'big', abi });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.abi).toEqual([ 'is too large: at most 262144 bytes of JSON' ]);
    }
  });

  it('refuses an ABI of more than 1000 items', async() => {
    const abi = Array.from({ length: 1001 }, (_, index) => ({ type: 'event', name: `E${ index }`, inputs: [] }));
    const refused = await call('POST', '/user/custom_abis', { contract_address_hash: address(98), name: 'many', abi });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.abi).toEqual([ 'has too many items: at most 1000' ]);
  });

  it('refuses tuples nested deeper than 16 (in the text form, which the body\'s own depth guard does not see)', async() => {
    let parameter: object = { type: 'uint256', name: 'leaf' };
    for (let depth = 0; depth < 17; depth++) parameter = { type: 'tuple', name: 'nested', components: [ parameter ] };
    const refused = await call('POST', '/user/custom_abis', { contract_address_hash: address(97), name: 'deep',
      abi: JSON.stringify([ { ...abiItem('deep'), inputs: [ parameter ] } ]) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.abi[0]).toMatch(/^is invalid: item 0/);
  });
});

describe('the limit settings', () => {
  const ENV = { ACCOUNT_ENABLED: 'true', ACCOUNT_SECRET: 'x'.repeat(32), ACCOUNT_PUBLIC_URL: 'https://api.example.org', ACCOUNT_APP_URL: 'https://explorer.example.org' };

  it('default to Blockscout\'s limits, and read ACCOUNT_*_LIMIT', () => {
    expect(readAccountConfig(ENV).limits).toEqual({ watchlist: 15, privateTags: 2000, apiKeys: 3, customAbis: 15, publicTags: 15 });
    expect(readAccountConfig({ ...ENV, ACCOUNT_WATCHLIST_ADDRESSES_LIMIT: '50', ACCOUNT_PRIVATE_TAGS_LIMIT: '100', ACCOUNT_API_KEYS_LIMIT: '5',
      ACCOUNT_CUSTOM_ABIS_LIMIT: '20', ACCOUNT_PUBLIC_TAGS_LIMIT: '30' }).limits)
      .toEqual({ watchlist: 50, privateTags: 100, apiKeys: 5, customAbis: 20, publicTags: 30 });
  });

  it.each([
    [ 'ACCOUNT_WATCHLIST_ADDRESSES_LIMIT', '0' ],
    [ 'ACCOUNT_PRIVATE_TAGS_LIMIT', 'lots' ],
    // The lists answered whole stay small.
    [ 'ACCOUNT_CUSTOM_ABIS_LIMIT', '51' ],
    [ 'ACCOUNT_API_KEYS_LIMIT', '51' ],
    [ 'ACCOUNT_PUBLIC_TAGS_LIMIT', '51' ],
  ])('refuses %s=%p', (name, value) => {
    expect(() => readAccountConfig({ ...ENV, [name]: value })).toThrow(name);
  });
});
