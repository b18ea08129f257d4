import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { DEPOSIT, DEPOSIT_2 } from 'mocks/optimism/deposits';
import { OUTPUT_ROOT } from 'mocks/optimism/outputRoots';
import { TXN_BATCH, TXN_BATCH_TWO_FRAMES } from 'mocks/optimism/txnBatches';
import {
  CHALLENGE_WITHDRAWAL, READY_FOR_RELAY_WITHDRAWAL, READY_TO_PROVE_WITHDRAWAL, RELAYED_WITHDRAWAL, WAITING_WITHDRAWAL, WITHDRAWAL_SENDER, WITHDRAWALS,
} from 'mocks/optimism/withdrawals';
import system from 'theme';

import L2DepositsListItems from './L2DepositsListItems';
import L2OutputRootsListItems from './L2OutputRootsListItems';
import L2TxnBatchesListItems from './L2TxnBatchesListItems';
import L2WithdrawalsListItems from './L2WithdrawalsListItems';

const L1 = 'https://l1.example.org';
const BRIDGE = 'https://bridge.example.org/withdraw';

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

const short = (hash: string) => `${ hash.slice(0, 6) }…${ hash.slice(-4) }`;
const headers = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('columnheader').map((cell) => cell.textContent);
const hrefOf = (element: HTMLElement) => element.closest('a')?.getAttribute('href');

beforeEach(() => setTestConfig({ NEXT_PUBLIC_ROLLUP_TYPE: 'optimistic', NEXT_PUBLIC_ROLLUP_L1_BASE_URL: `${ L1 }/` }));
afterEach(resetTestConfig);

describe('L2DepositsListItems', () => {
  it('links the L1 block, transaction and origin to the L1 explorer, the L2 transaction here', () => {
    renderIn(<L2DepositsListItems items={ [ DEPOSIT, DEPOSIT_2 ] }/>);
    expect(headers('l2-deposits-table')).toEqual([ 'L1 block No', 'L2 txn hash', 'Age', 'L1 txn hash', 'L1 txn origin', 'Gas limit' ]);
    const [ row ] = within(screen.getByTestId('l2-deposits-table')).getAllByTestId('l2-deposit-row');
    const link = (name: string) => within(row).getByRole('link', { name });
    // The trailing slash of the configured base URL is not doubled.
    expect(hrefOf(link('19876543'))).toBe(`${ L1 }/block/19876543`);
    expect(link('19876543').closest('a')?.getAttribute('target')).toBe('_blank');
    expect(link('19876543').closest('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(hrefOf(link(short(DEPOSIT.l2_transaction_hash)))).toBe(`/tx/${ DEPOSIT.l2_transaction_hash }`);
    expect(hrefOf(link(short(DEPOSIT.l1_transaction_hash)))).toBe(`${ L1 }/tx/${ DEPOSIT.l1_transaction_hash }`);
    expect(hrefOf(link('0x3C…93BC'))).toBe(`${ L1 }/address/${ DEPOSIT.l1_transaction_origin }`);
    expect(within(row).getByTestId('time-info').getAttribute('datetime')).toBe(DEPOSIT.l1_block_timestamp);
    expect(within(row).getByText('100,000')).toBeTruthy();
  });

  it('has a card per deposit on mobile', () => {
    renderIn(<L2DepositsListItems items={ [ DEPOSIT, DEPOSIT_2 ] }/>);
    const cards = within(screen.getByTestId('l2-deposits-cards')).getAllByTestId('l2-deposit-card');
    expect(cards).toHaveLength(2);
    expect(hrefOf(within(cards[1]).getByRole('link', { name: '19876540' }))).toBe(`${ L1 }/block/19876540`);
    expect(within(cards[1]).getByText('1,250,000')).toBeTruthy();
  });

  it('shows L1 entities as plain text when no L1 explorer is configured', () => {
    setTestConfig({});
    renderIn(<L2DepositsListItems items={ [ DEPOSIT ] }/>);
    const row = within(screen.getByTestId('l2-deposits-table')).getByTestId('l2-deposit-row');
    expect(within(row).getAllByRole('link').map(hrefOf)).toEqual([ `/tx/${ DEPOSIT.l2_transaction_hash }` ]);
    expect(within(row).getByText('19876543')).toBeTruthy();
  });
});

describe('L2WithdrawalsListItems', () => {
  const rows = () => within(screen.getByTestId('l2-withdrawals-table')).getAllByTestId('l2-withdrawal-row');

  it('lists nonce, sender, L2 transaction, age, status as the API words it, and the L1 transaction', () => {
    renderIn(<L2WithdrawalsListItems items={ WITHDRAWALS }/>);
    expect(headers('l2-withdrawals-table')).toEqual([ 'Nonce', 'From', 'L2 txn hash', 'Age', 'Status', 'L1 txn hash' ]);
    expect(rows().map((row) => within(row).getByTestId('withdrawal-status').firstChild?.textContent)).toEqual([
      'Waiting for state root', 'Ready to prove', 'In challenge period', 'Ready for relay', 'Relayed',
    ]);
    const [ waiting, , challenge, , relayed ] = rows();
    expect(waiting.querySelector('td')?.textContent).toBe('14');
    expect(hrefOf(within(waiting).getByRole('link', { name: '0x90…b906' }))).toBe(`/address/${ WITHDRAWAL_SENDER.hash }`);
    expect(hrefOf(within(waiting).getByRole('link', { name: short(WAITING_WITHDRAWAL.l2_transaction_hash) })))
      .toBe(`/tx/${ WAITING_WITHDRAWAL.l2_transaction_hash }`);
    // Not proven yet: no L1 transaction.
    expect(within(waiting).queryByTestId('l1-tx-entity')).toBeNull();
    expect(hrefOf(within(challenge).getByRole('link', { name: short(CHALLENGE_WITHDRAWAL.l1_transaction_hash!) })))
      .toBe(`${ L1 }/tx/${ CHALLENGE_WITHDRAWAL.l1_transaction_hash }`);
    // A withdrawal without a known sender.
    expect(within(relayed).queryByTestId('address-entity')).toBeNull();
  });

  it('shows the time left of a challenge period that has not ended', () => {
    const end = new Date(Date.now() + (2 * 60 + 4) * 60_000 + 30_000).toISOString();
    renderIn(<L2WithdrawalsListItems items={ [ { ...CHALLENGE_WITHDRAWAL, challenge_period_end: end }, READY_FOR_RELAY_WITHDRAWAL ] }/>);
    const [ challenge, ready ] = rows();
    expect(within(challenge).getByTestId('withdrawal-time-left').textContent).toBe('2h 5m left');
    // Its period is over.
    expect(within(ready).queryByTestId('withdrawal-time-left')).toBeNull();
    expect(within(screen.getByTestId('l2-withdrawals-cards')).getByTestId('withdrawal-time-left').textContent).toBe('2h 5m left');
  });

  it('links the statuses that wait for the sender to the bridge, when one is configured', () => {
    const { unmount } = renderIn(<L2WithdrawalsListItems items={ [ READY_TO_PROVE_WITHDRAWAL, READY_FOR_RELAY_WITHDRAWAL, RELAYED_WITHDRAWAL ] }/>);
    expect(within(screen.getByTestId('l2-withdrawals-table')).queryByRole('link', { name: 'Ready for relay' })).toBeNull();
    unmount();

    setTestConfig({ NEXT_PUBLIC_ROLLUP_TYPE: 'optimistic', NEXT_PUBLIC_ROLLUP_L1_BASE_URL: L1, NEXT_PUBLIC_ROLLUP_L2_WITHDRAWAL_URL: BRIDGE });
    renderIn(<L2WithdrawalsListItems items={ [ READY_TO_PROVE_WITHDRAWAL, READY_FOR_RELAY_WITHDRAWAL, RELAYED_WITHDRAWAL ] }/>);
    const table = within(screen.getByTestId('l2-withdrawals-table'));
    expect(table.getByRole('link', { name: 'Ready to prove' }).getAttribute('href')).toBe(BRIDGE);
    expect(table.getByRole('link', { name: 'Ready for relay' }).getAttribute('href')).toBe(BRIDGE);
    expect(table.queryByRole('link', { name: 'Relayed' })).toBeNull();
  });

  it('renders a status it does not know as text, never as markup', () => {
    const status = '<img src=x onerror=alert(1)>';
    const { container } = renderIn(<L2WithdrawalsListItems items={ [ { ...WAITING_WITHDRAWAL, status } ] }/>);
    expect(within(screen.getByTestId('l2-withdrawals-table')).getByText(status)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('L2TxnBatchesListItems', () => {
  it('links the block, its transactions tab and every L1 transaction of the batch', () => {
    renderIn(<L2TxnBatchesListItems items={ [ TXN_BATCH, TXN_BATCH_TWO_FRAMES ] }/>);
    expect(headers('l2-txn-batches-table')).toEqual([ 'L2 block #', 'Txn count', 'Age', 'L1 txn hash' ]);
    const [ one, two ] = within(screen.getByTestId('l2-txn-batches-table')).getAllByTestId('l2-txn-batch-row');
    expect(hrefOf(within(one).getByRole('link', { name: '8421' }))).toBe('/block/8421');
    expect(hrefOf(within(one).getByRole('link', { name: '3 transactions in block 8421' }))).toBe('/block/8421?tab=txs');
    expect(hrefOf(within(one).getByRole('link', { name: short(TXN_BATCH.l1_transaction_hashes[0]) })))
      .toBe(`${ L1 }/tx/${ TXN_BATCH.l1_transaction_hashes[0] }`);
    expect(within(two).getAllByTestId('l1-tx-entity')).toHaveLength(2);
    // No transactions: nothing to link to.
    expect(within(two).queryByRole('link', { name: /transactions in block/ })).toBeNull();
    expect(within(screen.getByTestId('l2-txn-batches-cards')).getAllByTestId('l2-txn-batch-card')).toHaveLength(2);
  });
});

describe('L2OutputRootsListItems', () => {
  it('shows the index, the L2 block, the L1 transaction and the whole root, copyable', () => {
    renderIn(<L2OutputRootsListItems items={ [ OUTPUT_ROOT ] }/>);
    expect(headers('l2-output-roots-table')).toEqual([ 'L2 output index', 'Age', 'L2 block #', 'L1 txn hash', 'Output root' ]);
    const row = within(screen.getByTestId('l2-output-roots-table')).getByTestId('l2-output-root-row');
    expect(row.querySelector('td')?.textContent).toBe('42');
    expect(hrefOf(within(row).getByRole('link', { name: '8400' }))).toBe('/block/8400');
    expect(hrefOf(within(row).getByRole('link', { name: short(OUTPUT_ROOT.l1_transaction_hash) })))
      .toBe(`${ L1 }/tx/${ OUTPUT_ROOT.l1_transaction_hash }`);
    const root = within(row).getByTestId('l2-output-root');
    expect(within(root).getByTitle(OUTPUT_ROOT.output_root).textContent).toBe(OUTPUT_ROOT.output_root);
    expect(within(root).queryByRole('link')).toBeNull();
    expect(within(root).getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
    expect(within(screen.getByTestId('l2-output-roots-cards')).getByTestId('l2-output-root-card')).toBeTruthy();
  });
});
