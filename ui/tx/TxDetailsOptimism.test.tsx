import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { tokenTransferTx } from 'mocks/tx/tx';
import system from 'theme';
import type { Transaction } from 'types/api/transaction';

import TxDetails from './TxDetails';

const L1 = 'https://l1.example.org';
const L1_TX = `0x${ 'a1'.repeat(32) }`;
const ORIGIN = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function renderDetails(tx: Transaction) {
  return render(<ChakraProvider value={ system }><TxDetails tx={ tx } tokenTransfersHref="/tx/0x1?tab=token_transfers"/></ChakraProvider>);
}

const field = (id: string) => screen.getByTestId(`details-${ id }`);
const hrefOf = (element: HTMLElement) => element.closest('a')?.getAttribute('href');

beforeEach(() => setTestConfig({ NEXT_PUBLIC_ROLLUP_TYPE: 'optimistic', NEXT_PUBLIC_ROLLUP_L1_BASE_URL: L1 }));
afterEach(resetTestConfig);

describe('TxDetails on an OP-stack chain', () => {
  it('says a deposit came from L1: its L1 transaction, block and origin on the L1 explorer', () => {
    renderDetails({ ...tokenTransferTx, op_deposit: { l1_transaction_hash: L1_TX, l1_block_number: 19_876_543, l1_transaction_origin: ORIGIN } });
    expect(screen.getByText('L1 deposit')).toBeTruthy();
    const deposit = within(field('l1-deposit'));
    expect(hrefOf(deposit.getByRole('link', { name: L1_TX }))).toBe(`${ L1 }/tx/${ L1_TX }`);
    expect(hrefOf(deposit.getByRole('link', { name: '19876543' }))).toBe(`${ L1 }/block/19876543`);
    expect(hrefOf(deposit.getByRole('link', { name: ORIGIN }))).toBe(`${ L1 }/address/${ ORIGIN }`);
    expect(deposit.getByRole('link', { name: L1_TX }).closest('a')?.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('details-withdrawal-status')).toBeNull();
  });

  it('shows each withdrawal\'s nonce and status, and links the withdrawals list', () => {
    renderDetails({ ...tokenTransferTx, op_withdrawals: [
      { nonce: '7', status: 'In challenge period', l1_transaction_hash: L1_TX },
      { nonce: '8', status: 'Waiting for state root', l1_transaction_hash: null },
    ] });
    const withdrawals = within(field('withdrawal-status')).getAllByTestId('tx-withdrawal');
    expect(withdrawals.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Nonce 7In challenge periodL1 txn0xa1a1…a1a1/), 'Nonce 8Waiting for state root',
    ]);
    expect(hrefOf(within(withdrawals[0]).getByRole('link', { name: '0xa1a1…a1a1' }))).toBe(`${ L1 }/tx/${ L1_TX }`);
    expect(within(field('withdrawal-status')).getByRole('link', { name: 'View all withdrawals' }).getAttribute('href')).toBe('/l2-withdrawals');
    expect(screen.queryByTestId('details-l1-deposit')).toBeNull();
  });

  it('adds no rollup rows to an ordinary transaction', () => {
    renderDetails({ ...tokenTransferTx, op_deposit: null, op_withdrawals: [] });
    expect(screen.queryByTestId('details-l1-deposit')).toBeNull();
    expect(screen.queryByTestId('details-withdrawal-status')).toBeNull();
  });
});
