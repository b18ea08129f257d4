/** @jest-environment node */
import { missingOldNames, presentOldNames } from '../test/legacyNames';
import { legacyBalancesByDay, legacyGasPrices, renameOldQueryValues, withLegacyNames } from './transform';

const ADDRESS = '0x00000000000000000000000000000000000A11cE';
const HASH = `0x${ 'ab'.repeat(32) }`;

const token = { address_hash: ADDRESS, holders_count: '3', name: 'Demo', type: 'ERC-20' };
const transaction = {
  hash: HASH, block_number: 7, transaction_types: [ 'token_transfer' ], transaction_tag: null, transaction_burnt_fee: '21',
  has_error_in_internal_transactions: false, from: { hash: ADDRESS, implementations: [ { address_hash: ADDRESS, name: 'Impl' } ] },
  token_transfers: [ { transaction_hash: HASH, block_number: 7, token } ],
};

describe('withLegacyNames', () => {
  it('adds every old name beside its current one, with the same value, at any depth', () => {
    const legacy = withLegacyNames({ items: [ transaction ], next_page_params: null }) as { items: Array<Record<string, unknown>> };
    expect(missingOldNames(legacy)).toEqual([]);
    expect(legacy.items[0]).toMatchObject({ block: 7, tx_types: [ 'token_transfer' ], tx_tag: null, tx_burnt_fee: '21',
      has_error_in_internal_txs: false, actions: [], from: { implementation_name: 'Impl', implementation_address: ADDRESS },
      token_transfers: [ { tx_hash: HASH, block: 7, token: { address: ADDRESS, holders: '3', holder_count: '3' } } ] });
  });

  it('covers blocks, addresses, counters and chart points', () => {
    const legacy = withLegacyNames({ chart_data: [ { date: '2030-01-01', transactions_count: 2 } ],
      block: { transactions_count: 1, transaction_fees: '5', internal_transactions_count: 0 },
      address: { creation_transaction_hash: HASH, implementations: [] } });
    expect(legacy).toMatchObject({ chart_data: [ { tx_count: 2, transaction_count: 2 } ],
      block: { tx_count: 1, transaction_count: 1, tx_fees: '5', internal_txs_count: 0 },
      address: { creation_tx_hash: HASH, implementation_name: null, implementation_address: null } });
  });

  it('never overwrites a name the object already uses, and leaves cursors alone', () => {
    const log = { address: { hash: ADDRESS }, address_hash: 'other', transaction_hash: HASH, tx_hash: 'kept' };
    const cursor = { block_number: 7, index: 1, items_count: 50 };
    const legacy = withLegacyNames({ items: [ log ], next_page_params: cursor });
    expect(JSON.stringify(legacy)).toBe(JSON.stringify({ items: [ log ], next_page_params: cursor }));
  });

  it('copies instead of changing its input, and gives the same result twice', () => {
    const input = JSON.parse(JSON.stringify({ items: [ transaction ] }));
    const once = withLegacyNames(input);
    expect(input).toEqual({ items: [ transaction ] });
    expect(withLegacyNames(once)).toEqual(once);
  });

  it('leaves values that are not plain objects as they are', () => {
    const date = new Date(0);
    expect(withLegacyNames({ when: date, n: 1, s: 'x', none: null })).toEqual({ when: date, n: 1, s: 'x', none: null });
    expect(presentOldNames(withLegacyNames([ 1, 'a', null ]))).toEqual([]);
  });
});

describe('old shapes', () => {
  const tier = (price: number) => ({ price, time: 1000, fiat_price: null, base_fee: 1, priority_fee: 0.1, priority_fee_wei: '1', wei: '1' });

  it('turns gas price tiers into their bare prices in gwei, as Blockscout without updated-gas-oracle', () => {
    expect(legacyGasPrices({ slow: tier(1.5), average: tier(2), fast: null })).toEqual({ slow: 1.5, average: 2, fast: null });
    expect(legacyGasPrices(null)).toEqual({ slow: null, average: null, fast: null });
  });

  it('sends the balance history by day as its bare array of days', () => {
    const items = [ { date: '2030-01-01', value: '1' } ];
    expect(legacyBalancesByDay({ items, days: 10 })).toBe(items);
    expect(legacyBalancesByDay(items)).toBe(items);
  });

  it('reads the tokens list sort holder_count as holders_count, and nothing else', () => {
    const query: Record<string, unknown> = { sort: 'holder_count', order: 'asc' };
    renameOldQueryValues('/api/v2/tokens', query);
    expect(query).toEqual({ sort: 'holders_count', order: 'asc' });
    const other: Record<string, unknown> = { sort: 'holder_count' };
    renameOldQueryValues('/api/v2/addresses', other);
    expect(other).toEqual({ sort: 'holder_count' });
  });
});
