/** @jest-environment node */
// Sign-in with Ethereum against the account API: a devnet key signs the message it was given
// and gets a session; a wrong signer, a reused nonce or another chain do not.
import '../api/test/injectUnderJest';

import type { FastifyInstance } from 'fastify';
import { privateKeyToAccount } from 'viem/accounts';

import { buildApp } from '../api/app';
import { testApiConfig } from '../api/test/config';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { deriveDevnetAccounts } from '../devnet/accounts';
import { testAccountConfig } from './testing';

const [ owner, stranger ] = deriveDevnetAccounts(2).map((account) => privateKeyToAccount(account.privateKey));
let db: Database;
let app: FastifyInstance;

async function messageFor(address: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/account/v2/siwe_message?address=${ address }` });
  expect(response.statusCode).toBe(200);
  return response.json().siwe_message;
}

function authenticate(message: string, signature: string) {
  return app.inject({ method: 'POST', url: '/api/account/v2/authenticate_via_wallet', payload: { message, signature } });
}

beforeAll(async() => {
  db = await createTestDatabase();
  app = buildApp({ db, config: { ...testApiConfig({ API_CACHE_TTL_MS: '0' }), account: testAccountConfig() } });
}, 60_000);

afterAll(async() => {
  await app?.close();
  await db?.close();
});

it('signs a wallet in with its signature of the message it was given, once', async() => {
  const message = await messageFor(owner.address);
  expect(message).toContain('localhost:3000 wants you to sign in with your Ethereum account:');
  expect(message).toContain(`\n${ owner.address }\n`);
  expect(message).toContain('Chain ID: 265');

  const signed = await authenticate(message, await owner.signMessage({ message }));
  expect(signed.statusCode).toBe(200);
  expect(signed.json().address_hash).toBe(owner.address);
  const cookie = String(signed.headers['set-cookie']).split(';')[0];
  const info = await app.inject({ method: 'GET', url: '/api/account/v1/user/info', headers: { cookie } });
  expect(info.json().address_hash).toBe(owner.address);

  // The same message again: its nonce is spent.
  expect((await authenticate(message, await owner.signMessage({ message }))).statusCode).toBe(401);
});

it('refuses another signer, a message for another chain, and malformed bodies', async() => {
  const message = await messageFor(owner.address);
  expect((await authenticate(message, await stranger.signMessage({ message }))).statusCode).toBe(401);

  const fresh = await messageFor(owner.address);
  const otherChain = fresh.replace('Chain ID: 265', 'Chain ID: 1');
  expect((await authenticate(otherChain, await owner.signMessage({ message: otherChain }))).statusCode).toBe(401);

  const bad = await app.inject({ method: 'POST', url: '/api/account/v2/authenticate_via_wallet', payload: { message: 5 } });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors).sort()).toEqual([ 'message', 'signature' ]);
  expect((await app.inject({ method: 'GET', url: '/api/account/v2/siwe_message?address=0x12' })).statusCode).toBe(422);
});

it.each([
  [ 'another URI', (message: string) => message.replace('URI: http://localhost:3000', 'URI: https://evil.example/phish'), 'uri' ],
  [ 'another domain', (message: string) => message.replace('localhost:3000 wants you', 'evil.example wants you'), 'domain' ],
  [ 'another statement', (message: string) => message.replace('Sign in to the explorer with your wallet.', 'Claim your airdrop.'), 'statement' ],
])('refuses a signed message with %s (422), naming what is wrong', async(_case, change, field) => {
  const message = change(await messageFor(owner.address));
  const response = await authenticate(message, await owner.signMessage({ message }));
  expect(response.statusCode).toBe(422);
  expect(response.json().message).toBe('The message was not issued by this explorer');
  expect(Object.keys(response.json().errors)).toEqual([ field ]);
  expect(response.headers['set-cookie']).toBeUndefined();
});
