import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { ALICE, BOB, coinTransfer, contractCreation, CREATED, failedCall, pending, selfTransfer, txsList } from 'mocks/txs/txs';
import system from 'theme';
import type { Transaction } from 'types/api/transaction';

import TxsListItems from './TxsListItems';

const renderList = (items: Array<Transaction>, props: { currentAddress?: string; showBlockInfo?: boolean } = {}) =>
  render(<ChakraProvider value={ system }><TxsListItems items={ items } { ...props }/></ChakraProvider>);

const table = () => within(screen.getByTestId('txs-table'));
const cards = () => within(screen.getByTestId('txs-cards'));
const rowOf = (hash: string) => {
  const row = table().getAllByTestId('tx-row').find((item) => item.getAttribute('data-tx-hash') === hash);
  if (!row) throw new Error(`no row for ${ hash }`);
  return within(row);
};

describe('TxsListItems', () => {
  it('shows one table row and one card per transaction, with header cells naming the columns', () => {
    renderList(txsList);
    expect(table().getAllByTestId('tx-row')).toHaveLength(4);
    expect(cards().getAllByTestId('tx-card')).toHaveLength(4);
    const headers = table().getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([ 'Txn hash', 'Type', 'Method', 'Block', 'From / To', 'Value QNM', 'Fee QNM' ]);
  });

  it('links the hash and block, and shows value and fee in QNM', () => {
    renderList([ coinTransfer ]);
    const row = rowOf(coinTransfer.hash);
    expect(row.getByRole('link', { name: '0xa1a1…a1a1' }).getAttribute('href')).toBe(`/tx/${ coinTransfer.hash }`);
    expect(row.getByRole('link', { name: '74' }).getAttribute('href')).toBe('/block/74');
    expect(row.getByTestId('tx-value').textContent).toBe('1.5');
    expect(row.getByTestId('tx-fee').textContent).toBe('0.000021');
    expect(cards().getByTestId('tx-value').textContent).toBe('1.5 QNM');
    expect(cards().getByTestId('tx-fee').textContent).toBe('0.000021 QNM');
  });

  it('states the status in words, so it reads without colour', () => {
    renderList(txsList);
    expect(rowOf(coinTransfer.hash).getByTestId('tx-status').textContent).toContain('Success');
    expect(rowOf(failedCall.hash).getByTestId('tx-status').textContent).toContain('Failed');
    expect(rowOf(failedCall.hash).getByTestId('tx-status').getAttribute('title')).toBe('Failed: Reverted');
    expect(rowOf(pending.hash).getByTestId('tx-status').textContent).toContain('Pending');
    expect(rowOf(pending.hash).getByTestId('tx-block').textContent).toBe('Pending');
    expect(rowOf(pending.hash).getByTestId('tx-fee').textContent).toBe('0.000042 (max)');
  });

  it('shows the types and the decoded method as tags', () => {
    renderList([ failedCall, coinTransfer ]);
    const failed = rowOf(failedCall.hash);
    expect(failed.getAllByTestId('tx-type').map((tag) => tag.textContent)).toEqual([ 'Token transfer', 'Contract call' ]);
    expect(failed.getByTestId('tx-method').textContent).toBe('safeTransferFrom');
    expect(rowOf(coinTransfer.hash).queryByTestId('tx-method')).toBeNull();
    expect(failed.getByRole('link', { name: 'QNM Items' })).toBeTruthy();
  });

  it('puts the created contract in place of a missing recipient', () => {
    renderList([ contractCreation ]);
    const to = rowOf(contractCreation.hash).getByTestId('tx-to');
    expect(to.getAttribute('data-created-contract')).toBe('true');
    expect(within(to).getByRole('link').getAttribute('href')).toBe(`/address/${ CREATED }`);
    expect(to.textContent).toContain('(created)');
  });

  it('marks rows IN, OUT or SELF on an address page, and not elsewhere', () => {
    const { unmount } = renderList([ coinTransfer, contractCreation, selfTransfer ], { currentAddress: ALICE.toLowerCase() });
    expect(rowOf(coinTransfer.hash).getByTestId('tx-direction').textContent).toBe('OUT');
    expect(rowOf(selfTransfer.hash).getByTestId('tx-direction').textContent).toBe('SELF');
    expect(rowOf(contractCreation.hash).queryByTestId('tx-direction')).toBeNull();
    expect(cards().getAllByTestId('tx-direction').map((badge) => badge.textContent)).toEqual([ 'OUT', 'SELF' ]);
    unmount();
    renderList([ coinTransfer ], { currentAddress: BOB });
    expect(rowOf(coinTransfer.hash).getByTestId('tx-direction').textContent).toBe('IN');
    unmount();
  });

  it('leaves out the block column on a block page', () => {
    renderList([ coinTransfer ], { showBlockInfo: false });
    expect(table().queryByRole('columnheader', { name: 'Block' })).toBeNull();
    expect(screen.queryByTestId('tx-block')).toBeNull();
  });

  it('renders a hostile method name as text', () => {
    const { container } = renderList([ { ...failedCall, method: '<img src=x onerror=alert(1)>' } ]);
    expect(container.querySelector('img')).toBeNull();
    expect(table().getByTestId('tx-method').textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
