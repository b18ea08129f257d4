/** @jest-environment node */
// The address pages against a devnet indexed by the real indexer: every endpoint's JSON
// against Blockscout's OpenAPI document, every list walked to its end against database
// counts, balances and code against the node, and bad input refused with 4xx.
import type { FastifyInstance } from 'fastify';
import { getAddress, keccak256, toHex, type Hex } from 'viem';

import { insertRows } from '../db';

import './test/injectUnderJest';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { openSharedChainFixture, PENDING_TRANSACTIONS, type ChainFixture } from './test/chainFixture';
import { createApiClient } from './test/apiClient';

type Json = Record<string, unknown> & { items?: Json[]; next_page_params?: Record<string, unknown> | null };

const ADDRESS = '/v2/addresses/{address_hash_param}';
const NEVER_SEEN = `0x${ 'ab'.repeat(20) }`;
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const LISTS = [ 'transactions', 'internal-transactions', 'logs', 'blocks-validated', 'coin-balance-history', 'withdrawals' ];
const mixedCase = (hash: string) => `0x${ hash.slice(2, 22).toUpperCase() }${ hash.slice(22) }`;

describe('address endpoints on an indexed devnet', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  const { get, getValid, walk } = createApiClient<Json>(() => app);

  beforeAll(async() => {
    fixture = await openSharedChainFixture();
    app = buildApp({ db: fixture.db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
  }, 180_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  async function count(sql: string, params: unknown[] = []): Promise<number> {
    const [ row ] = await fixture.db.query<{ n: number }>(sql, params);
    return Number(row.n);
  }

  async function busiest(sql: string): Promise<string> {
    const [ row ] = await fixture.db.query<{ hash: string }>(sql);
    return row.hash;
  }

  async function balanceAt(address: string, block: number | 'latest'): Promise<string> {
    const tag = block === 'latest' ? block : toHex(block);
    return BigInt(await fixture.devnet.provider.request({ method: 'eth_getBalance', params: [ address, tag ] }) as Hex).toString();
  }

  it('answers every address endpoint as the OpenAPI document describes', async() => {
    const addresses = await fixture.db.query<{ hash: string }>(`(SELECT hash FROM addresses ORDER BY fetched_coin_balance DESC NULLS LAST LIMIT 3)
      UNION (SELECT hash FROM addresses WHERE contract_code IS NOT NULL LIMIT 3)
      UNION (SELECT contract_address_hash FROM tokens LIMIT 4) UNION (SELECT miner_hash FROM blocks LIMIT 1)`);
    for (const hash of [ ...addresses.map((row) => row.hash), NEVER_SEEN ]) {
      await getValid(`/api/v2/addresses/${ hash }`, ADDRESS);
      await getValid(`/api/v2/addresses/${ hash }/counters`, `${ ADDRESS }/counters`);
      await getValid(`/api/v2/addresses/${ hash }/tabs-counters`, `${ ADDRESS }/tabs-counters`);
      await getValid(`/api/v2/addresses/${ hash }/coin-balance-history-by-day`, `${ ADDRESS }/coin-balance-history-by-day`);
      for (const list of LISTS) await getValid(`/api/v2/addresses/${ hash }/${ list }`, `${ ADDRESS }/${ list }`);
      for (const query of [ '?filter=from', '?filter=to', '?sort=value&order=desc', '?sort=fee&order=asc', '?sort=block_number&order=asc' ]) {
        await getValid(`/api/v2/addresses/${ hash }/transactions${ query }`, `${ ADDRESS }/transactions`);
      }
    }
  }, 60_000);

  it('walks the top accounts richest first, each once, and as the node has them', async() => {
    // The devnet has a score of funded accounts; more, with equal balances, make pages and ties.
    await insertRows(fixture.db, 'addresses', Array.from({ length: 70 }, (_, index) => ({
      hash: keccak256(toHex(`holder-${ index }`)).slice(0, 42), fetched_coin_balance: (10n ** 15n * BigInt(index % 7 + 1)).toString(),
      fetched_coin_balance_block_number: 1,
    })), { conflict: 'hash' });
    const items = await walk('/api/v2/addresses', '/v2/addresses');
    expect(items.length).toBe(await count('SELECT count(*) AS n FROM addresses WHERE fetched_coin_balance > 0'));
    expect(items.length).toBeGreaterThan(50);
    expect(new Set(items.map((item) => item.hash)).size).toBe(items.length);
    const balances = items.map((item) => BigInt(item.coin_balance as string));
    expect(balances).toEqual([ ...balances ].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const reversed = await walk('/api/v2/addresses?order=asc', '/v2/addresses');
    expect(reversed.map((item) => item.hash)).toEqual(items.map((item) => item.hash).reverse());
    // The richest account: its balance is the node's, and it sent as many transactions as its nonce says.
    const [ top ] = items;
    expect(top.hash).toBe(getAddress(top.hash as string));
    expect(top.coin_balance).toBe(await balanceAt(top.hash as string, 'latest'));
    const nonce = await fixture.devnet.provider.request({ method: 'eth_getTransactionCount', params: [ top.hash, 'latest' ] }) as Hex;
    expect(top.transactions_count).toBe(BigInt(nonce).toString());
  });

  it('reports the coin supply, in whole coins, as the sum of every known balance, so the page can show each account\'s share', async() => {
    const page = await get('/api/v2/addresses');
    const [ { total } ] = await fixture.db.query<{ total: string }>('SELECT sum(fetched_coin_balance)::text AS total FROM addresses');
    const wei = BigInt(total);
    expect(page.total_supply).toBe(`${ wei / 10n ** 18n }${ wei % 10n ** 18n ? `.${ (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '') }` : '' }`);
    expect(Number(page.total_supply)).toBeGreaterThan(0);
  });

  it('shows an address as the node has it: balance, code, creator and token', async() => {
    const [ account ] = fixture.devnet.accounts;
    const detail = await get(`/api/v2/addresses/${ account.address.toLowerCase() }`);
    expect(detail).toMatchObject({ hash: getAddress(account.address), is_contract: false, coin_balance: await balanceAt(account.address, 'latest'),
      creator_address_hash: null, creation_transaction_hash: null, creation_status: null, token: null, has_logs: false });

    const [ token ] = await fixture.db.query<{ hash: string; creator: string; creation: string; name: string }>(`SELECT k.contract_address_hash AS hash,
        a.creator_address_hash AS creator, a.creation_transaction_hash AS creation, k.name
      FROM tokens k JOIN addresses a ON a.hash = k.contract_address_hash WHERE k.type = 'ERC-20' AND a.creation_transaction_hash IS NOT NULL LIMIT 1`);
    const code = await fixture.devnet.provider.request({ method: 'eth_getCode', params: [ token.hash, 'latest' ] }) as Hex;
    expect(code.length).toBeGreaterThan(2);
    const receipt = await fixture.devnet.provider.request({ method: 'eth_getTransactionReceipt', params: [ token.creation ] }) as Record<string, string>;
    expect(await get(`/api/v2/addresses/${ mixedCase(token.hash) }`)).toMatchObject({
      hash: getAddress(token.hash), is_contract: true, name: token.name, creation_status: 'success',
      creator_address_hash: getAddress(receipt.from), creation_transaction_hash: token.creation,
      token: expect.objectContaining({ address_hash: getAddress(token.hash), type: 'ERC-20', name: token.name }),
      has_logs: true, has_token_transfers: false,
    });
  });

  it('answers an address the chain never saw with a zero balance and empty tabs', async() => {
    expect(await get(`/api/v2/addresses/${ NEVER_SEEN }`)).toMatchObject({
      hash: getAddress(NEVER_SEEN), coin_balance: '0', is_contract: false, block_number_balance_updated_at: null, token: null,
      has_logs: false, has_token_transfers: false, has_tokens: false, has_validated_blocks: false, has_beacon_chain_withdrawals: false,
    });
    expect(await get(`/api/v2/addresses/${ NEVER_SEEN }/counters`)).toEqual({
      transactions_count: '0', token_transfers_count: '0', gas_usage_count: '0', validations_count: '0' });
    expect(Object.values(await get(`/api/v2/addresses/${ NEVER_SEEN }/tabs-counters`)).every((value) => value === 0)).toBe(true);
    for (const list of LISTS) expect(await get(`/api/v2/addresses/${ NEVER_SEEN }/${ list }`)).toEqual({ items: [], next_page_params: null });
    expect(await get(`/api/v2/addresses/${ NEVER_SEEN }/coin-balance-history-by-day`)).toEqual({ items: [], days: 10 });
  });

  it('walks the transactions of the busiest address, pending first, in every order', async() => {
    const hash = await busiest(`SELECT a AS hash FROM (SELECT from_address_hash AS a FROM transactions WHERE block_hash IS NOT NULL UNION ALL
      SELECT to_address_hash FROM transactions WHERE block_hash IS NOT NULL) t WHERE a IS NOT NULL GROUP BY a ORDER BY count(*) DESC LIMIT 1`);
    // More pending transactions than a page, so the list turns from pending to mined inside a page.
    await insertRows(fixture.db, 'transactions', Array.from({ length: 53 }, (_, index) => ({
      hash: keccak256(toHex(`pending-of-busiest-${ index }`)), from_address_hash: hash, to_address_hash: NEVER_SEEN, value: '1',
      gas_limit: '21000', max_fee_per_gas: '2000000000', max_priority_fee_per_gas: '1', nonce: 100_000 + index, type: 2, input: '0x',
      inserted_at: new Date(Date.parse('2031-01-01T00:00:00.000Z') - index * 1000).toISOString(),
    })), { conflict: 'hash' });
    const all = await walk(`/api/v2/addresses/${ hash }/transactions`, `${ ADDRESS }/transactions`);
    expect(all.length).toBe(await count(`SELECT count(*) AS n FROM transactions
      WHERE from_address_hash = $1 OR to_address_hash = $1 OR created_contract_address_hash = $1`, [ hash ]));
    expect(new Set(all.map((item) => item.hash)).size).toBe(all.length);
    const pending = all.filter((item) => item.block_number === null);
    const mined = all.filter((item) => item.block_number !== null);
    expect(pending.length).toBe(53);
    expect(mined.length).toBeGreaterThan(50);
    expect(all.slice(0, 53)).toEqual(pending);
    const order = mined.map((item) => [ item.block_number as number, item.position as number ]);
    expect(order).toEqual([ ...order ].sort((a, b) => b[0] - a[0] || b[1] - a[1]));

    const sent = await walk(`/api/v2/addresses/${ hash }/transactions?filter=from`, `${ ADDRESS }/transactions`);
    const received = await walk(`/api/v2/addresses/${ hash }/transactions?filter=to`, `${ ADDRESS }/transactions`);
    expect(sent.filter((item) => (item.from as Json).hash !== getAddress(hash))).toEqual([]);
    expect(received.filter((item) => ((item.to ?? item.created_contract) as Json).hash !== getAddress(hash))).toEqual([]);
    expect(new Set([ ...sent, ...received ].map((item) => item.hash))).toEqual(new Set(all.map((item) => item.hash)));

    const keyOf = { value: (item: Json) => BigInt(item.value as string), fee: (item: Json) => BigInt((item.fee as Json).value as string) };
    for (const sort of [ 'value', 'fee' ] as const) {
      const descending = await walk(`/api/v2/addresses/${ hash }/transactions?sort=${ sort }&order=desc`, `${ ADDRESS }/transactions`);
      expect(new Set(descending.map((item) => item.hash))).toEqual(new Set(mined.map((item) => item.hash)));
      const keys = descending.map(keyOf[sort]);
      expect(keys).toEqual([ ...keys ].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const ascending = await walk(`/api/v2/addresses/${ hash }/transactions?sort=${ sort }&order=asc`, `${ ADDRESS }/transactions`);
      expect(ascending.map((item) => item.hash)).toEqual(descending.map((item) => item.hash).reverse());
    }
    const oldestFirst = await walk(`/api/v2/addresses/${ hash }/transactions?sort=block_number&order=asc`, `${ ADDRESS }/transactions`);
    expect(oldestFirst.map((item) => item.hash)).toEqual(mined.map((item) => item.hash).reverse());
  });

  it('pages across the boundary of pending and mined transactions', async() => {
    const [ sender ] = fixture.devnet.accounts.slice(17, 18).map((account) => account.address.toLowerCase());
    const all = await walk(`/api/v2/addresses/${ sender }/transactions`, `${ ADDRESS }/transactions`);
    const pending = all.filter((item) => item.block_number === null);
    expect(pending.length).toBe(PENDING_TRANSACTIONS);
    expect(all.slice(0, PENDING_TRANSACTIONS)).toEqual(pending);
    const page = await get(`/api/v2/addresses/${ sender }/transactions`);
    expect(Object.keys(page.next_page_params!).sort()).toEqual([ 'hash', 'inserted_at', 'items_count' ]);
  });

  it('walks internal transactions, logs, balances and blocks of an address to their end', async() => {
    const caller = await busiest(`SELECT a AS hash FROM (SELECT from_address_hash AS a FROM internal_transactions WHERE index > 0 UNION ALL
      SELECT to_address_hash FROM internal_transactions WHERE index > 0) t WHERE a IS NOT NULL GROUP BY a ORDER BY count(*) DESC LIMIT 1`);
    const frames = await walk(`/api/v2/addresses/${ caller }/internal-transactions`, `${ ADDRESS }/internal-transactions`);
    expect({ frames: frames.length }).toEqual({ frames: await count(`SELECT count(*) AS n FROM internal_transactions WHERE (index > 0 OR type <> 'call')
      AND (from_address_hash = $1 OR to_address_hash = $1 OR created_contract_address_hash = $1)`, [ caller ]) });
    expect(frames.length).toBeGreaterThan(0);
    expect(new Set(frames.map((item) => `${ item.transaction_hash }:${ item.index }`)).size).toBe(frames.length);
    const sent = await walk(`/api/v2/addresses/${ caller }/internal-transactions?filter=from`, `${ ADDRESS }/internal-transactions`);
    expect(sent.filter((item) => (item.from as Json).hash !== getAddress(caller))).toEqual([]);

    const emitter = await busiest('SELECT address_hash AS hash FROM logs GROUP BY address_hash ORDER BY count(*) DESC LIMIT 1');
    // A few steps of traffic give a contract a page of logs at most: copies (at indexes
    // no block uses) make the list span pages.
    for (const offset of [ 1000, 2000 ]) {
      await fixture.db.query(`INSERT INTO logs (block_hash, index, block_number, transaction_hash, transaction_index, address_hash,
          first_topic, second_topic, third_topic, fourth_topic, data)
        SELECT block_hash, index + $2, block_number, transaction_hash, transaction_index, address_hash, first_topic, second_topic,
          third_topic, fourth_topic, data FROM logs WHERE address_hash = $1 AND index < 1000`, [ emitter, offset ]);
    }
    const logs = await walk(`/api/v2/addresses/${ emitter }/logs`, `${ ADDRESS }/logs`);
    expect({ logs: logs.length }).toEqual({ logs: await count('SELECT count(*) AS n FROM logs WHERE address_hash = $1', [ emitter ]) });
    expect(logs.length).toBeGreaterThan(50);
    const transfers = await walk(`/api/v2/addresses/${ emitter }/logs?topic=${ TRANSFER_TOPIC.slice(2).toUpperCase() }`, `${ ADDRESS }/logs`);
    expect({ transfers: transfers.length }).toEqual({
      transfers: await count('SELECT count(*) AS n FROM logs WHERE address_hash = $1 AND first_topic = $2', [ emitter, TRANSFER_TOPIC ]) });
    expect(transfers.filter((item) => (item.topics as string[])[0] !== TRANSFER_TOPIC)).toEqual([]);

    const miner = await busiest('SELECT miner_hash AS hash FROM blocks WHERE consensus GROUP BY miner_hash ORDER BY count(*) DESC LIMIT 1');
    const blocks = await walk(`/api/v2/addresses/${ miner }/blocks-validated`, `${ ADDRESS }/blocks-validated`);
    expect({ blocks: blocks.length }).toEqual({ blocks: await count('SELECT count(*) AS n FROM blocks WHERE miner_hash = $1 AND consensus', [ miner ]) });
    expect(blocks.length).toBeGreaterThan(50);
  });

  it('lists the coin balance history with the node balances and the changes between them', async() => {
    const hash = fixture.devnet.accounts[1].address.toLowerCase();
    const history = await walk(`/api/v2/addresses/${ hash }/coin-balance-history`, `${ ADDRESS }/coin-balance-history`);
    expect(history.length).toBeGreaterThan(3);
    for (const [ position, item ] of history.entries()) {
      expect(item.value).toBe(await balanceAt(hash, item.block_number as number));
      const older = history[position + 1];
      if (older) expect(BigInt(item.delta as string)).toBe(BigInt(item.value as string) - BigInt(older.value as string));
      expect(item.transaction_hash).toEqual(expect.stringMatching(/^0x[0-9a-f]{64}$/));
    }
    const chart = await get(`/api/v2/addresses/${ hash }/coin-balance-history-by-day?days=30`);
    expect(chart.days).toBe(30);
    expect((chart.items as Json[]).at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), value: history[0].value });
  });

  it('counts exactly on /counters and up to 51 on /tabs-counters', async() => {
    const hash = await busiest(`SELECT a AS hash FROM (SELECT from_address_hash AS a FROM transactions WHERE block_hash IS NOT NULL) t
      GROUP BY a ORDER BY count(*) DESC LIMIT 1`);
    const counters = await get(`/api/v2/addresses/${ hash }/counters`);
    expect(counters).toEqual({
      transactions_count: String(await count(`SELECT count(*) AS n FROM transactions
        WHERE from_address_hash = $1 OR to_address_hash = $1 OR created_contract_address_hash = $1`, [ hash ])),
      token_transfers_count: String(await count('SELECT count(*) AS n FROM token_transfers WHERE from_address_hash = $1 OR to_address_hash = $1', [ hash ])),
      gas_usage_count: (await fixture.db.query<{ n: string }>(
        'SELECT COALESCE(sum(gas_used), 0) AS n FROM transactions WHERE from_address_hash = $1 AND block_hash IS NOT NULL', [ hash ]))[0].n,
      validations_count: '0',
    });
    const tabs = await get(`/api/v2/addresses/${ hash }/tabs-counters`);
    expect(tabs.transactions_count).toBe(Math.min(51, Number(counters.transactions_count)));
    const miner = await busiest('SELECT miner_hash AS hash FROM blocks WHERE consensus GROUP BY miner_hash ORDER BY count(*) DESC LIMIT 1');
    expect(await get(`/api/v2/addresses/${ miner }/tabs-counters`)).toMatchObject({ validations_count: 51 });
  });

  const BAD_REQUESTS: Array<[ string, number ]> = [
    [ '/api/v2/addresses/0x123', 422 ],
    [ `/api/v2/addresses/0x${ 'g'.repeat(40) }`, 422 ],
    [ `/api/v2/addresses/${ encodeURIComponent(`${ NEVER_SEEN }' OR 1=1--`) }`, 422 ],
    [ `/api/v2/addresses/0x${ 'a'.repeat(64) }/transactions`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/transactions?filter=both`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/transactions?sort=gas`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/transactions?order=up`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/transactions?block_number=-1&index=0`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/transactions?block_number=99999999999999999999&index=0`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/transactions?sort=value&value=-5&block_number=1&index=0`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/transactions?inserted_at=yesterday&hash=0x1`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/internal-transactions?filter=${ encodeURIComponent("to' OR '1'='1") }`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/internal-transactions?block_number=1&transaction_index=x&index=0`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/logs?topic=0x1234`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/logs?topic=${ encodeURIComponent("x' OR 1=1") }`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/coin-balance-history?block_number=1.5`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/coin-balance-history-by-day?days=0`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/coin-balance-history-by-day?days=100000`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/withdrawals?index=abc`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/blocks-validated?block_number=1&block_number=2`, 422 ],
    [ '/api/v2/addresses?sort=transactions_count', 422 ],
    [ '/api/v2/addresses?fetched_coin_balance=-1&hash=0x1', 422 ],
    [ `/api/v2/addresses?fetched_coin_balance=1${ '0'.repeat(80) }&hash=${ NEVER_SEEN }`, 422 ],
    [ `/api/v2/addresses?fetched_coin_balance=1&hash=${ encodeURIComponent("0x' OR 1=1") }`, 422 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/logs?topic=${ 'a'.repeat(5000) }`, 414 ],
    [ `/api/v2/addresses/${ NEVER_SEEN }/nothing`, 404 ],
  ];

  it.each(BAD_REQUESTS.map(([ url, expected ]) => ({ name: url.length > 120 ? `${ url.slice(0, 80) }… (${ url.length } characters)` : url, url, expected })))(
    '$name → $expected with a message', async({ url, expected }) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(expected);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

  it('takes an address in any case and answers it checksummed', async() => {
    const hash = fixture.devnet.accounts[2].address;
    for (const form of [ hash.toLowerCase(), hash.toUpperCase().replace('0X', '0x'), getAddress(hash) ]) {
      expect(await get(`/api/v2/addresses/${ form }`)).toMatchObject({ hash: getAddress(hash) });
      expect((await get(`/api/v2/addresses/${ form }/transactions`)).items!.length).toBeGreaterThan(0);
    }
  });
});
