/** @jest-environment node */
// Verified addresses and token info (contracts-info and admin services): ownership proved by
// the creator's or the owner's signature, token info submitted for it, reviewed by the
// operator's key, and then public on /token-infos.
import '../api/test/injectUnderJest';

import type { FastifyInstance } from 'fastify';
import { encodeAbiParameters, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

import { buildApp } from '../api/app';
import { testApiConfig } from '../api/test/config';
import type { NodeClient } from '../api/lib/node';
import { insertRows, type Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { deriveDevnetAccounts } from '../devnet/accounts';
import { signedInCookie, testAccountConfig } from './testing';

const [ creator, owner, stranger ] = deriveDevnetAccounts(3).map((account) => privateKeyToAccount(account.privateKey));
const TOKEN = `0x${ 'ab'.repeat(20) }`;
const UNVERIFIED = `0x${ 'cd'.repeat(20) }`;
const ADMIN_KEY = 'operator-secret-of-enough-length';
const config = testAccountConfig();
const base = '/contracts-info/api/v1/chains/265';

/** The node answers owner() of the token with `owner`'s address. */
const node: NodeClient = {
  call: async({ to, data }) => to.toLowerCase() === TOKEN && data === '0x8da5cb5b' ?
    { ok: true, data: encodeAbiParameters([ { type: 'address' } ], [ owner.address ]) } :
    { ok: false, code: 3, message: 'execution reverted', data: null },
};

let db: Database;
let app: FastifyInstance;
let alice: { cookie: string; csrf: string };
let bob: { cookie: string; csrf: string };

async function session(subject: string) {
  const cookie = await signedInCookie(db, config, subject);
  const csrf = String((await app.inject({ method: 'GET', url: '/api/account/v1/get_csrf', headers: { cookie } })).headers['x-bs-account-csrf']);
  return { cookie, csrf };
}

function post(user: { cookie: string; csrf: string }, url: string, payload: object) {
  return app.inject({ method: 'POST', url, payload, headers: { cookie: user.cookie, 'x-csrf-token': user.csrf } });
}

async function prove(user: { cookie: string; csrf: string }, signer: typeof creator, address = TOKEN) {
  const prepared = (await post(user, `${ base }/verified-addresses:prepare`, { contractAddress: address })).json();
  if (prepared.status !== 'SUCCESS') return prepared;
  const message = prepared.result.signingMessage as string;
  return (await post(user, `${ base }/verified-addresses:verify`, { contractAddress: address, message,
    signature: await signer.signMessage({ message }) })).json();
}

const SUBMISSION = {
  tokenAddress: TOKEN, requesterName: 'Alice', requesterEmail: 'alice@example.com', projectName: 'Alpha <b>Token</b>',
  projectWebsite: 'https://alpha.example', projectEmail: 'team@alpha.example', iconUrl: 'https://alpha.example/icon.png',
  projectDescription: 'A token.', projectSector: 'DeFi', github: 'https://github.com/alpha', coinGeckoTicker: 'alpha',
};

beforeAll(async() => {
  db = await createTestDatabase();
  await insertRows(db, 'addresses', [
    { hash: TOKEN, contract_code: '0x6001', creator_address_hash: creator.address.toLowerCase() },
    { hash: UNVERIFIED, contract_code: '0x6002', creator_address_hash: creator.address.toLowerCase() },
  ], { conflict: 'hash' });
  await insertRows(db, 'smart_contracts', [ { address_hash: TOKEN, name: 'Alpha', language: 'solidity', compiler_version: 'v0.8.24',
    optimization_enabled: false, file_path: 'Alpha.sol', abi: '[]', verification_method: 'standard-input', match_type: 'full' } ], { conflict: 'address_hash' });
  await insertRows(db, 'tokens', [ { contract_address_hash: TOKEN, name: 'Alpha', symbol: 'ALP', type: 'ERC-20', decimals: 18 } ], { conflict: 'contract_address_hash' });
  app = buildApp({ db, node, config: { ...testApiConfig({ API_CACHE_TTL_MS: '0', API_SENSITIVE_ENDPOINTS_KEY: ADMIN_KEY }), account: config } });
  alice = await session('alice');
  bob = await session('bob');
}, 60_000);

afterAll(async() => {
  await app?.close();
  await db?.close();
});

describe('verified addresses', () => {
  it('refuses a signer who is neither creator nor owner, a contract without verified source, and non-contracts', async() => {
    expect((await prove(alice, stranger)).status).toBe('INVALID_SIGNER_ERROR');
    expect((await prove(alice, creator, UNVERIFIED)).status).toBe('SOURCE_CODE_NOT_VERIFIED_ERROR');
    expect((await prove(alice, creator, `0x${ '99'.repeat(20) }`)).status).toBe('INVALID_ADDRESS_ERROR');
    const anonymous = await app.inject({ method: 'GET', url: `${ base }/verified-addresses` });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await app.inject({ method: 'POST', url: `${ base }/verified-addresses:prepare`, payload: { contractAddress: TOKEN }, headers: { cookie: alice.cookie } });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('accepts the owner()\'s signature, lists the address for its user only, and keeps others from claiming it', async() => {
    const proved = await prove(alice, owner);
    expect(proved.status).toBe('SUCCESS');
    const list = (await app.inject({ method: 'GET', url: `${ base }/verified-addresses`, headers: { cookie: alice.cookie } })).json();
    expect(list.verifiedAddresses).toEqual([ expect.objectContaining({ contractAddress: expect.stringMatching(/^0xABaB/i), chainId: '265',
      metadata: { tokenName: 'Alpha', tokenSymbol: 'ALP' } }) ]);
    // The session token as Authorization, as the spec's frontend sends it.
    const byHeader = await app.inject({ method: 'GET', url: `${ base }/verified-addresses`, headers: { authorization: alice.cookie.split('=')[1] } });
    expect(byHeader.json().verifiedAddresses).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: `${ base }/verified-addresses`, headers: { cookie: bob.cookie } })).json().verifiedAddresses).toEqual([]);
    expect((await post(bob, `${ base }/verified-addresses:prepare`, { contractAddress: TOKEN })).json().status).toBe('OWNERSHIP_VERIFIED_ERROR');
    expect((await post(alice, `${ base }/verified-addresses:prepare`, { contractAddress: TOKEN })).json().status).toBe('IS_OWNER_ERROR');
  });

  it('refuses an expired message or one for another address', async() => {
    const old = `[localhost:3000] [2020-01-01T00:00:00.000Z] I, hereby verify that I am the owner/creator of the address [${ UNVERIFIED }]`;
    const answer = await post(bob, `${ base }/verified-addresses:verify`, { contractAddress: UNVERIFIED, message: old, signature: await creator.signMessage({ message: old }) });
    expect(answer.json().status).toBe('VALIDITY_EXPIRED_ERROR');
    const mismatch = await post(bob, `${ base }/verified-addresses:verify`, { contractAddress: TOKEN, message: old, signature: '0x' as Hex });
    expect(mismatch.json().status).toBe('INVALID_SIGNER_ERROR');
  });
});

describe('token info', () => {
  const submissions = '/admin/api/v1/chains/265/token-info-submissions';
  let id: string;

  it('takes a submission only for the user\'s own verified address, with its fields checked', async() => {
    const bad = await post(alice, submissions, { submission: { ...SUBMISSION, iconUrl: 'javascript:alert(1)', projectSector: 'Casino' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([ 'iconUrl', 'projectSector' ]);
    const notTheirs = await post(bob, submissions, { submission: SUBMISSION });
    expect(notTheirs.json().errors.tokenAddress).toEqual([ 'is not one of your verified addresses' ]);
    const created = await post(alice, submissions, { submission: SUBMISSION });
    expect(created.statusCode).toBe(200);
    id = created.json().id;
    expect(created.json()).toMatchObject({ status: 'IN_PROCESS', projectName: 'Alpha <b>Token</b>' });
    expect((await app.inject({ method: 'GET', url: `/contracts-info/api/v1/chains/265/token-infos/${ TOKEN }` })).json().tokenAddress).toBe('');
    const selectors = (await app.inject({ method: 'GET', url: `${ submissions }/selectors` })).json();
    expect(selectors.projectSectors).toContain('DeFi');
  });

  it('publishes the info once the operator approves it; the review needs the operator\'s key', async() => {
    const review = '/admin/api/v1/review/token-info-submissions';
    expect((await app.inject({ method: 'GET', url: review })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: review, headers: { 'x-api-key': 'wrong-key-of-some-length' } })).statusCode).toBe(401);
    const pending = (await app.inject({ method: 'GET', url: `${ review }?status=IN_PROCESS`, headers: { 'x-api-key': ADMIN_KEY } })).json();
    expect(pending.submissions.map((item: { id: string }) => item.id)).toEqual([ id ]);
    const approved = await app.inject({ method: 'POST', url: `${ review }/${ id }`, headers: { 'x-api-key': ADMIN_KEY }, payload: { status: 'APPROVED', comment: 'Looks good' } });
    expect(approved.json()).toMatchObject({ status: 'APPROVED', adminComments: 'Looks good' });

    const info = (await app.inject({ method: 'GET', url: `/contracts-info/api/v1/chains/265/token-infos/${ TOKEN }` })).json();
    expect(info).toMatchObject({ projectName: 'Alpha <b>Token</b>', iconUrl: 'https://alpha.example/icon.png', github: 'https://github.com/alpha',
      coinGeckoTicker: 'alpha', tokenSymbol: 'ALP', docs: null });
    const mine = (await app.inject({ method: 'GET', url: submissions, headers: { cookie: alice.cookie } })).json();
    expect(mine.submissions[0].status).toBe('APPROVED');
  });
});
