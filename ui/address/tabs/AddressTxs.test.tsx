import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { EOA_HASH } from 'mocks/address/address';
import { renderWithAddressData } from 'mocks/address/render';
import { addressParam, makeTx, OTHER_HASH } from 'mocks/address/txs';

import AddressTxs from './AddressTxs';

// The first render of the full table is slow on a busy machine.
jest.setTimeout(30_000);

const mockRouter = { pathname: '/address/[hash]', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const hash = (n: number) => `0x${ n.toString(16).padStart(64, '0') }`;
const shownHashes = () => screen.getAllByTestId('tx-row').map((row) => row.getAttribute('data-tx-hash'));
const CURSOR = { block_number: 10, index: 0, items_count: 50 };

function renderTxs(query: Record<string, string>, items = [ makeTx({ hash: hash(1) }) ], queryParams: Record<string, unknown> = {}) {
  mockRouter.query = { hash: EOA_HASH, ...query };
  const result = renderWithAddressData(<AddressTxs hash={ EOA_HASH }/>, EOA_HASH, [
    [ 'general:address_txs', { items, next_page_params: CURSOR }, queryParams ],
  ]);
  const channel = result.socket.channelsFor(`addresses:${ EOA_HASH.toLowerCase() }`)[0];
  return { ...result, channel };
}

/** jsdom lays nothing out: the page scroll is all a live list can tell (the list starts at its top). */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Element.prototype.scrollIntoView = jest.fn();
  scrollTo(0);
});

describe('AddressTxs live updates', () => {
  it('puts pushed transactions on top of page 1 and replaces a pending one once mined', async() => {
    const pending = makeTx({ hash: hash(2), block_number: null, status: null, result: 'pending' });
    const { channel } = renderTxs({});
    act(() => channel.emit('pending_transaction', { transactions: [ pending ] }));
    await waitFor(() => expect(shownHashes()).toEqual([ hash(2), hash(1) ]));
    act(() => channel.emit('transaction', { transactions: [ { ...pending, block_number: 99, status: 'ok', result: 'success' } ] }));
    await waitFor(() => expect(screen.getAllByTestId('tx-block')[0].textContent).toBe('99'));
    expect(shownHashes()).toEqual([ hash(2), hash(1) ]);
  });

  it('leaves out pushed transactions the in/out filter excludes', async() => {
    const { channel } = renderTxs({ filter: 'from' }, undefined, { filter: 'from' });
    const incoming = makeTx({ hash: hash(3), from: addressParam(OTHER_HASH), to: addressParam(EOA_HASH) });
    const outgoing = makeTx({ hash: hash(4) });
    act(() => channel.emit('transaction', { transactions: [ incoming, outgoing ] }));
    await waitFor(() => expect(shownHashes()).toEqual([ hash(4), hash(1) ]));
  });

  it('on a later page counts new transactions and offers to go back to page 1', async() => {
    const { channel } = renderTxs({ page: '2', next_page_params: JSON.stringify(CURSOR) }, undefined, CURSOR);
    act(() => channel.emit('transaction', { transactions: [ makeTx({ hash: hash(5) }), makeTx({ hash: hash(6) }) ] }));
    await waitFor(() => expect(screen.getByTestId('new-items-notice').textContent).toBe('2 new transactions have come in · Show'));
    expect(shownHashes()).toEqual([ hash(1) ]);
    fireEvent.click(screen.getByTestId('new-items-notice'));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalled());
    const [ target ] = mockRouter.push.mock.calls[mockRouter.push.mock.calls.length - 1];
    expect(target.query.page).toBeUndefined();
    expect(screen.queryByTestId('new-items-notice')).toBeNull();
  });

  it('keeps the rows where they are while the reader is scrolled down, and brings the new ones in from the notice', async() => {
    const pending = makeTx({ hash: hash(2), block_number: null, status: null, result: 'pending' });
    const { channel } = renderTxs({}, [ pending, makeTx({ hash: hash(1) }) ]);
    scrollTo(600);
    act(() => channel.emit('transaction', { transactions: [ makeTx({ hash: hash(7) }), { ...pending, block_number: 99, status: 'ok', result: 'success' } ] }));
    // The row already shown is updated in place; the new one waits.
    await waitFor(() => expect(screen.getAllByTestId('tx-block')[0].textContent).toBe('99'));
    expect(shownHashes()).toEqual([ hash(2), hash(1) ]);
    await waitFor(() => expect(screen.getByTestId('new-items-notice').textContent).toBe('1 new transaction has come in · Show'));
    act(() => channel.emit('pending_transaction', { transactions: [ makeTx({ hash: hash(8), block_number: null }) ] }));
    await waitFor(() => expect(screen.getByTestId('new-items-notice').textContent).toBe('2 new transactions have come in · Show'));

    fireEvent.click(screen.getByTestId('new-items-notice'));
    await waitFor(() => expect(shownHashes()).toEqual([ hash(8), hash(7), hash(2), hash(1) ]));
    expect(screen.queryByTestId('new-items-notice')).toBeNull();
  });

  it('brings waiting rows in when the reader scrolls back to the top', async() => {
    const { channel } = renderTxs({});
    scrollTo(600);
    act(() => channel.emit('transaction', { transactions: [ makeTx({ hash: hash(9) }) ] }));
    await waitFor(() => expect(screen.getByTestId('new-items-notice')).toBeTruthy());
    expect(shownHashes()).toEqual([ hash(1) ]);
    scrollTo(0);
    act(() => { window.dispatchEvent(new Event('scroll')); });
    await waitFor(() => expect(shownHashes()).toEqual([ hash(9), hash(1) ]));
    expect(screen.queryByTestId('new-items-notice')).toBeNull();
  });
});
