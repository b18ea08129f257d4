import { eoa, EOA_HASH } from 'mocks/address/address';
import { makeErc20Transfer, makeNftTransfer, makeTx, OTHER_HASH, addressParam } from 'mocks/address/txs';

import { applyBalance, mergeNewItems, transferKey, transferMatches, txKey, txMatchesDirection } from './liveUpdates';

const hash = (n: number) => `0x${ n.toString(16).padStart(64, '0') }`;

describe('mergeNewItems', () => {
  const existing = [ makeTx({ hash: hash(2) }), makeTx({ hash: hash(1) }) ];

  it('puts new matching transactions on top and replaces known ones in place', () => {
    const mined = makeTx({ hash: hash(1), block_number: 99 });
    const { items, overflow } = mergeNewItems(existing, [ makeTx({ hash: hash(3) }), mined ], { keyOf: txKey, matches: () => true });
    expect(items.map(txKey)).toEqual([ hash(3), hash(2), hash(1) ]);
    expect(items[2].block_number).toBe(99);
    expect(overflow).toBe(0);
  });

  it('leaves out what the filter excludes and counts what does not fit on the page', () => {
    const incoming = [ 3, 4, 5, 6 ].map((n) => makeTx({ hash: hash(n), from: addressParam(n === 6 ? OTHER_HASH : EOA_HASH) }));
    const { items, overflow } = mergeNewItems(existing, incoming, {
      keyOf: txKey, matches: (tx) => txMatchesDirection(tx, EOA_HASH, 'from'), maxItems: 4,
    });
    expect(items.map(txKey)).toEqual([ hash(3), hash(4), hash(2), hash(1) ]);
    expect(overflow).toBe(1);
  });

  it('does not add the same pushed item twice', () => {
    const { items } = mergeNewItems([], [ makeTx({ hash: hash(7) }), makeTx({ hash: hash(7) }) ], { keyOf: txKey, matches: () => true });
    expect(items).toHaveLength(1);
  });
});

describe('direction and type filters', () => {
  it('matches outgoing by sender and incoming by recipient or created contract, ignoring hash case', () => {
    const outgoing = makeTx({ hash: hash(1) });
    const creation = makeTx({ hash: hash(2), from: addressParam(OTHER_HASH), to: null, created_contract: addressParam(EOA_HASH, { is_contract: true }) });
    expect(txMatchesDirection(outgoing, EOA_HASH.toLowerCase(), 'from')).toBe(true);
    expect(txMatchesDirection(outgoing, EOA_HASH, 'to')).toBe(false);
    expect(txMatchesDirection(creation, EOA_HASH, 'to')).toBe(true);
    expect(txMatchesDirection(creation, EOA_HASH, undefined)).toBe(true);
  });

  it('matches token transfers by direction and token standard', () => {
    const received = makeNftTransfer(hash(1), 0, OTHER_HASH, EOA_HASH, '41');
    expect(transferMatches(received, EOA_HASH, 'to', [ 'ERC-721' ])).toBe(true);
    expect(transferMatches(received, EOA_HASH, 'from', undefined)).toBe(false);
    expect(transferMatches(received, EOA_HASH, undefined, [ 'ERC-20' ])).toBe(false);
    // Two NFTs moved by one log of a batch are two rows.
    expect(transferKey(received)).not.toBe(transferKey(makeNftTransfer(hash(1), 0, OTHER_HASH, EOA_HASH, '42')));
    expect(transferKey(makeErc20Transfer(hash(1), 3, EOA_HASH, OTHER_HASH))).toBe(`${ hash(1) }:3:`);
  });
});

describe('applyBalance', () => {
  it('takes a balance read at the same or a later block and keeps the newer one otherwise', () => {
    expect(applyBalance(eoa, '5', 80)).toMatchObject({ coin_balance: '5', block_number_balance_updated_at: 80 });
    expect(applyBalance(eoa, '5', 10)).toBe(eoa);
    expect(applyBalance(undefined, '5', 80)).toBeUndefined();
  });
});
