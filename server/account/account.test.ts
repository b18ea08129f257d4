/** @jest-environment node */
// The account API (GUIDE §9) on a real database: sessions, CSRF, every kind of row with two
// users who must never reach each other's, validation answers and API keys.
import '../api/test/injectUnderJest';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../api/app';
import { testApiConfig } from '../api/test/config';
import { createSmallDatabase, TRANSACTION_HASH } from '../api/test/smallDatabase';
import type { Database } from '../db';
import { SESSION_COOKIE } from './session';
import { signedInCookie, testAccountConfig } from './testing';

const config = testAccountConfig();
const ADDRESS = `0x${ '22'.repeat(20) }`;
const OTHER_ADDRESS = `0x${ '44'.repeat(20) }`;
const ABI = [ { type: 'function', name: 'ping', inputs: [], outputs: [ { type: 'uint256', name: '' } ], stateMutability: 'view' } ];

let db: Database;
let app: FastifyInstance;
let alice: { cookie: string; csrf: string };
let bob: { cookie: string; csrf: string };

async function csrfOf(cookie: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/account/v2/get_csrf', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return String(response.headers['x-bs-account-csrf']);
}

function call(user: { cookie: string; csrf: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { cookie: user.cookie, 'x-csrf-token': user.csrf } });
}

beforeAll(async() => {
  db = await createSmallDatabase();
  app = buildApp({ db, config: { ...testApiConfig({ API_CACHE_TTL_MS: '1000' }), account: config } });
  const aliceCookie = await signedInCookie(db, config, 'alice');
  const bobCookie = await signedInCookie(db, config, 'bob');
  alice = { cookie: aliceCookie, csrf: await csrfOf(aliceCookie) };
  bob = { cookie: bobCookie, csrf: await csrfOf(bobCookie) };
}, 60_000);

afterAll(async() => {
  await app?.close();
  await db?.close();
});


/** The value with its first character changed (to a different one: a value may already start with 'x'). */
const alteredFirstCharacter = (value: string) => `${ value.startsWith('x') ? 'y' : 'x' }${ value.slice(1) }`;

describe('without the feature', () => {
  it('answers every account route 404 "Account functionality is disabled"', async() => {
    const off = buildApp({ db, config: testApiConfig({}) });
    for (const url of [ '/api/account/v1/user/info', '/api/account/v2/user/watchlist', '/api/account/v1/get_csrf' ]) {
      const response = await off.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Account functionality is disabled' });
    }
    await off.close();
  });
});

describe('sessions and CSRF', () => {
  it('answers 401 Unauthorized without a session, a forged one or an expired one', async() => {
    for (const cookie of [ undefined, `${ SESSION_COOKIE }=forged.value`, `${ SESSION_COOKIE }=${ alteredFirstCharacter(alice.cookie.split('=')[1]) }` ]) {
      const response = await app.inject({ method: 'GET', url: '/api/account/v1/user/info', headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('lets the explorer\'s origin send the cookie and PUT/DELETE across origins (CORS preflight)', async() => {
    const preflight = await app.inject({ method: 'OPTIONS', url: '/api/account/v1/user/watchlist/1', headers: {
      origin: 'http://localhost:3000', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'x-csrf-token,content-type' } });
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-methods'])).toMatch(/PUT.*DELETE/);
    const cross = await app.inject({ method: 'GET', url: '/api/account/v1/get_csrf', headers: { cookie: alice.cookie, origin: 'http://localhost:3000' } });
    expect(cross.headers['access-control-expose-headers']).toBe('x-bs-account-csrf');
  });

  it('shows the signed-in user their own profile', async() => {
    const response = await call(alice, 'GET', '/api/account/v1/user/info');
    expect(response.json()).toEqual({ name: 'alice', nickname: null, email: 'alice@example.com', avatar: null, address_hash: null });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a mutation without the CSRF token, or with another session\'s', async() => {
    const body = { address_hash: ADDRESS, name: 'csrf' };
    const missing = await app.inject({ method: 'POST', url: '/api/account/v1/user/tags/address', payload: body, headers: { cookie: alice.cookie } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: 'Invalid CSRF token' });
    const foreign = await app.inject({ method: 'POST', url: '/api/account/v1/user/tags/address', payload: body,
      headers: { cookie: alice.cookie, 'x-csrf-token': bob.csrf } });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/account/v1/user/tags/address', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(alice, 'GET', '/api/account/v1/user/tags/address')).json().items).toEqual([]);
  });
});

describe('watch list', () => {
  let id: number;

  it('adds an address with its notification settings and lists it with balance and name', async() => {
    const created = await call(alice, 'POST', '/api/account/v2/user/watchlist', {
      address_hash: ADDRESS, name: 'Treasury',
      notification_settings: { native: { incoming: true, outcoming: false }, 'ERC-20': { incoming: false, outcoming: false },
        'ERC-721': { incoming: true, outcoming: true } },
      notification_methods: { email: true },
    });
    expect(created.statusCode).toBe(200);
    const item = created.json();
    id = item.id;
    expect(item).toMatchObject({ address_hash: '0x2222222222222222222222222222222222222222', name: 'Treasury',
      notification_methods: { email: true }, tokens_count: 0 });
    expect(item.notification_settings.native).toEqual({ incoming: true, outcoming: false });
    expect(item.notification_settings['ERC-404']).toEqual({ incoming: true, outcoming: true });
    const list = (await call(alice, 'GET', '/api/account/v1/user/watchlist')).json();
    expect(list.items.map((row: { id: number }) => row.id)).toEqual([ id ]);
    expect(list.next_page_params).toBeNull();
  });

  it('refuses the same address twice and bad bodies with field errors', async() => {
    const again = await call(alice, 'POST', '/api/account/v1/user/watchlist', { address_hash: ADDRESS, name: 'Again' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.address_hash).toEqual([ 'Address already added to the watch list' ]);
    const bad = await call(alice, 'POST', '/api/account/v1/user/watchlist', { address_hash: '0x123', name: 'x'.repeat(36),
      notification_settings: { native: { incoming: 'yes' } } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([ 'address_hash', 'name', 'notification_settings' ]);
  });

  it('keeps one user\'s entries from another: not listed, not changed, not deleted', async() => {
    expect((await call(bob, 'GET', '/api/account/v1/user/watchlist')).json().items).toEqual([]);
    const put = await call(bob, 'PUT', `/api/account/v1/user/watchlist/${ id }`, { address_hash: ADDRESS, name: 'Mine now' });
    expect(put.statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/api/account/v1/user/watchlist/${ id }`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/api/account/v1/user/watchlist')).json().items[0].name).toBe('Treasury');
  });

  it('lists the watched addresses\' transactions for their owner only, never from the shared cache', async() => {
    const mine = await call(alice, 'GET', '/api/v2/transactions/watchlist');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toHaveLength(50);
    expect(mine.json().next_page_params).toMatchObject({ items_count: 50 });
    const theirs = await call(bob, 'GET', '/api/v2/transactions/watchlist');
    expect(theirs.json().items).toEqual([]);
    expect((await call(bob, 'GET', '/api/v2/main-page/transactions/watchlist')).json()).toEqual([]);
    expect((await call(alice, 'GET', '/api/v2/main-page/transactions/watchlist')).json()).toHaveLength(6);
    expect((await app.inject({ method: 'GET', url: '/api/v2/transactions/watchlist' })).statusCode).toBe(401);
  });

  it('renames and deletes an entry of its owner', async() => {
    const put = await call(alice, 'PUT', `/api/account/v1/user/watchlist/${ id }`, { address_hash: ADDRESS, name: 'Renamed' });
    expect(put.json().name).toBe('Renamed');
    const lookup = await call(alice, 'GET', `/api/account/v1/tags/address/${ ADDRESS }`);
    expect(lookup.json().watchlist_names).toEqual([ { label: 'Renamed', display_name: 'Renamed', id: Number(id) } ]);
    expect((await call(alice, 'DELETE', `/api/account/v1/user/watchlist/${ id }`)).json()).toEqual({ message: 'OK' });
    expect((await call(alice, 'DELETE', `/api/account/v1/user/watchlist/${ id }`)).statusCode).toBe(404);
  });
});

describe('private tags', () => {
  it('tags an address and a transaction, shows them in the lookups, keeps them per user', async() => {
    const address = await call(alice, 'POST', '/api/account/v1/user/tags/address', { address_hash: OTHER_ADDRESS, name: 'Exchange' });
    expect(address.statusCode).toBe(200);
    expect(address.json().address.private_tags).toEqual([ expect.objectContaining({ label: 'Exchange' }) ]);
    const tx = await call(alice, 'POST', '/api/account/v1/user/tags/transaction', { transaction_hash: TRANSACTION_HASH, name: 'Payroll' });
    expect(tx.json()).toEqual({ id: expect.any(Number), transaction_hash: TRANSACTION_HASH, name: 'Payroll' });

    expect((await call(alice, 'GET', `/api/account/v1/tags/address/${ OTHER_ADDRESS }`)).json().personal_tags[0].label).toBe('Exchange');
    expect((await call(alice, 'GET', `/api/account/v1/tags/transaction/${ TRANSACTION_HASH }`)).json().personal_transaction_tag).toEqual({ label: 'Payroll' });
    expect((await call(bob, 'GET', `/api/account/v1/tags/transaction/${ TRANSACTION_HASH }`)).json().personal_transaction_tag).toBeNull();
    expect((await call(bob, 'DELETE', `/api/account/v1/user/tags/transaction/${ tx.json().id }`)).statusCode).toBe(404);

    const renamed = await call(alice, 'PUT', `/api/account/v1/user/tags/transaction/${ tx.json().id }`, { transaction_hash: TRANSACTION_HASH, name: 'Salaries' });
    expect(renamed.json().name).toBe('Salaries');
    const bad = await call(alice, 'POST', '/api/account/v1/user/tags/transaction', { transaction_hash: '0xabc', name: '' });
    expect(bad.json().errors).toEqual({ transaction_hash: [ expect.stringContaining('64 hex') ], name: [ "can't be blank" ] });
  });
});

describe('API keys', () => {
  it('shows a key once, keeps at most 3, and a request carrying one is tied to its owner', async() => {
    const created = await call(alice, 'POST', '/api/account/v1/user/api_keys', { name: 'bot' });
    expect(created.statusCode).toBe(200);
    const { api_key: key, id } = created.json();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const listed = (await call(alice, 'GET', '/api/account/v1/user/api_keys')).json();
    expect(listed).toEqual([ { id, name: 'bot', api_key: `${ key.slice(0, 8) }…${ key.slice(-4) }` } ]);
    const stored = await db.query<{ key_hash: string }>('SELECT key_hash FROM account_api_keys');
    expect(JSON.stringify(stored)).not.toContain(key);

    await call(alice, 'POST', '/api/account/v1/user/api_keys', { name: 'two' });
    await call(alice, 'POST', '/api/account/v1/user/api_keys', { name: 'three' });
    const fourth = await call(alice, 'POST', '/api/account/v1/user/api_keys', { name: 'four' });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().errors.name[0]).toMatch(/Max 3 keys/);

    expect((await app.inject({ method: 'GET', url: `/api/v2/stats?apikey=${ key }` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v2/stats', headers: { apikey: key } })).statusCode).toBe(200);
    const wrong = await app.inject({ method: 'GET', url: '/api/v2/stats?apikey=00000000-0000-0000-0000-000000000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid API key' });

    expect((await call(bob, 'PUT', `/api/account/v1/user/api_keys/${ id }`, { name: 'stolen' })).statusCode).toBe(404);
    expect((await call(alice, 'PUT', `/api/account/v1/user/api_keys/${ id }`, { name: 'renamed' })).json().name).toBe('renamed');
    expect((await call(alice, 'DELETE', `/api/account/v1/user/api_keys/${ id }`)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/v2/stats?apikey=${ key }` })).statusCode).toBe(401);
  });
});

describe('custom ABIs', () => {
  it('accepts ABI JSON as an array or a string and refuses what is not an ABI', async() => {
    const created = await call(alice, 'POST', '/api/account/v1/user/custom_abis', { contract_address_hash: ADDRESS, name: 'Pinger', abi: JSON.stringify(ABI) });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Pinger', abi: ABI, contract_address_hash: '0x2222222222222222222222222222222222222222' });
    for (const abi of [ 'not json', '[]', JSON.stringify([ { type: 'function' } ]), JSON.stringify({ type: 'function', name: 'x' }) ]) {
      const bad = await call(alice, 'POST', '/api/account/v1/user/custom_abis', { contract_address_hash: OTHER_ADDRESS, name: 'Bad', abi });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual([ 'abi' ]);
    }
    expect((await call(bob, 'GET', '/api/account/v1/user/custom_abis')).json()).toEqual([]);
  });

  it('gives the Contract tab\'s methods of the user\'s own custom ABI, never through the shared cache', async() => {
    const writable = [ { type: 'function', name: 'set', inputs: [ { type: 'uint256', name: 'value' } ], outputs: [], stateMutability: 'nonpayable' } ];
    await call(alice, 'POST', '/api/account/v1/user/custom_abis', { contract_address_hash: OTHER_ADDRESS, name: 'Setter', abi: writable });
    const url = `/api/v2/smart-contracts/${ OTHER_ADDRESS }/methods-write?is_custom_abi=true`;
    const mine = await call(alice, 'GET', url);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((method: { name: string }) => method.name)).toEqual([ 'set' ]);
    // Asked right after by someone else: their own answer, not alice's cached one.
    expect((await call(bob, 'GET', url)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('public tag requests', () => {
  it('stores a request with its addresses and checks its fields', async() => {
    const created = await call(alice, 'POST', '/api/account/v1/user/public_tags', {
      full_name: 'Alice', email: 'alice@example.com', company: 'ACME', website: 'https://acme.example', tags: 'DEX;Router',
      addresses: [ ADDRESS ], additional_comment: 'Our router', is_owner: true,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ tags: 'DEX;Router', addresses: [ '0x2222222222222222222222222222222222222222' ], is_owner: true });
    const bad = await call(alice, 'POST', '/api/account/v1/user/public_tags', { full_name: '', email: 'nope', website: 'javascript:alert(1)',
      tags: 'a;b;c', addresses: [ 'bad' ] });
    expect(Object.keys(bad.json().errors).sort()).toEqual([ 'addresses', 'email', 'full_name', 'tags', 'website' ]);
  });
});
