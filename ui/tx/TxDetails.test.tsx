import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { CREATED_VAULT, SENDER, TOKEN_CONTRACT } from 'mocks/tx/addresses';
import { erc1155Transfer, erc20Transfer, erc721Transfer } from 'mocks/tx/tokenTransfers';
import { contractCreationTx, pendingTx, revertedTx, tokenTransferTx } from 'mocks/tx/tx';
import system from 'theme';
import type { Transaction } from 'types/api/transaction';

import TxDetails from './TxDetails';

function renderDetails(tx: Transaction | undefined, isLoading = false) {
  return render(
    <ChakraProvider value={ system }><TxDetails tx={ tx } isLoading={ isLoading } tokenTransfersHref="/tx/0x1?tab=token_transfers"/></ChakraProvider>,
  );
}

const field = (id: string) => screen.getByTestId(`details-${ id }`);

describe('TxDetails', () => {
  it('shows a mined transaction as the node has it: status, block, parties, amounts, gas and input', () => {
    renderDetails(tokenTransferTx);
    expect(within(field('status')).getByTestId('tx-status').textContent).toContain('Success');
    expect(within(field('status')).getByTestId('tx-method').textContent).toBe('transfer');
    expect(within(field('block')).getByRole('link', { name: '73' }).getAttribute('href')).toBe('/block/73');
    expect(within(field('block')).getByTestId('tx-confirmations').textContent).toBe('3 block confirmations');
    expect(within(field('from')).getByRole('link', { name: SENDER.hash }).getAttribute('href')).toBe(`/address/${ SENDER.hash }`);
    expect(within(field('to')).getByRole('link', { name: 'Quantum Governance' }).getAttribute('href')).toBe(`/address/${ TOKEN_CONTRACT.hash }`);
    expect(screen.getByText('Interacted with contract')).toBeTruthy();
    expect(within(field('value')).getByTestId('tx-value').textContent).toBe('0 QNM');
    expect(within(field('fee')).getByTestId('tx-fee').textContent).toBe('0.000055500551793208 QNM');
    expect(within(field('gas-price')).getByTestId('tx-gas-price').textContent).toBe('1.600269644 Gwei');
    expect(within(field('gas')).getByTestId('tx-gas-usage').textContent).toBe('34,682 | 90,000');
    expect(within(field('gas')).getByTestId('tx-gas-percent').textContent).toBe('38.54%');
    expect(field('base-fee').textContent).toBe('0.000119069 Gwei');
    expect(field('max-fee').textContent).toBe('2.000269644 Gwei');
    expect(field('max-priority-fee').textContent).toBe('1.600150575 Gwei');
    expect(field('burnt-fee').textContent).toBe('0.000000004129551058 QNM');
    expect(field('type').textContent).toBe('2 (EIP-1559)');
    expect(field('nonce').textContent).toBe('32');
    expect(field('position').textContent).toBe('2');
    expect(within(field('raw-input')).getByTestId('tx-raw-input').textContent).toBe(tokenTransferTx.raw_input);
    expect(within(field('raw-input')).getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
    expect(within(field('decoded-input')).getByTestId('decoded-method').textContent).toBe('transfer(address to, uint256 value)');
    expect(within(field('decoded-input')).getAllByTestId('decoded-param')).toHaveLength(2);
  });

  it('summarises token transfers and has no revert reason when it succeeded', () => {
    renderDetails(tokenTransferTx);
    const summary = within(field('token-transfers')).getAllByTestId('tx-token-transfer');
    expect(summary).toHaveLength(1);
    expect(within(summary[0]).getByTestId('transfer-amount').textContent).toBe('985.475233 QGOV');
    expect(screen.queryByTestId('details-revert-reason')).toBeNull();
    // All transfers fit: no link to the tab.
    expect(screen.queryByRole('link', { name: 'View all token transfers' })).toBeNull();
  });

  it('links to the token transfers tab when the summary is cut', () => {
    renderDetails({ ...tokenTransferTx, token_transfers_overflow: true });
    expect(screen.getByRole('link', { name: 'View all token transfers' }).getAttribute('href')).toBe('/tx/0x1?tab=token_transfers');
  });

  it('shows a revert as failed, with the reason as text', () => {
    renderDetails(revertedTx);
    expect(within(field('status')).getByTestId('tx-status').getAttribute('data-status')).toBe('failed');
    expect(within(field('status')).getByTestId('tx-result').textContent).toBe('execution reverted');
    expect(within(field('revert-reason')).getByTestId('revert-reason').textContent).toBe('Reverter: amount exceeds limit');
    expect(screen.queryByTestId('details-token-transfers')).toBeNull();
  });

  it('shows a pending transaction as pending, with the maximum fee and the gas limit only', () => {
    renderDetails(pendingTx);
    expect(within(field('status')).getByTestId('tx-status').textContent).toContain('Pending');
    expect(within(field('block')).getByTestId('tx-block-pending').textContent).toBe('Pending');
    expect(screen.getByText('Max transaction fee')).toBeTruthy();
    expect(screen.getByText('Gas limit')).toBeTruthy();
    expect(within(field('gas')).getByTestId('tx-gas-usage').textContent).toBe('— | 90,000');
    expect(screen.queryByTestId('details-timestamp')).toBeNull();
    expect(screen.queryByTestId('details-position')).toBeNull();
  });

  it('shows the created contract of a deployment, and skeletons while loading', () => {
    const { unmount } = renderDetails(contractCreationTx);
    const created = within(field('to')).getByTestId('tx-created-contract');
    expect(within(created).getByRole('link', { name: CREATED_VAULT.hash })).toBeTruthy();
    expect(field('type').textContent).toBe('0 (Legacy)');
    expect(screen.queryByTestId('details-max-fee')).toBeNull();
    unmount();
    renderDetails(undefined, true);
    expect(screen.getByText('Transaction hash')).toBeTruthy();
    expect(screen.queryByTestId('tx-status')).toBeNull();
  });

  it('says how long the transaction took to be confirmed, from confirmation_duration', () => {
    const { unmount } = renderDetails({ ...tokenTransferTx, confirmation_duration: [ 0, 2000 ] });
    expect(within(field('timestamp')).getByTestId('tx-confirmation-duration').textContent).toBe('Confirmed within 2 secs');
    unmount();
    renderDetails({ ...tokenTransferTx, confirmation_duration: [] });
    expect(screen.queryByTestId('tx-confirmation-duration')).toBeNull();
  });

  it('labels every number of a token transfer: amount, token ID, token', () => {
    renderDetails({ ...tokenTransferTx, token_transfers: [ erc20Transfer, erc721Transfer, erc1155Transfer ] });
    const lines = within(field('token-transfers')).getAllByTestId('tx-token-transfer-what').map((line) => line.textContent);
    expect(lines[0]).toBe('for985.475233 QGOVQuantum Governance (QGOV)ERC-20');
    expect(lines[1]).toBe('fortoken ID34ofQNM Glyphs (GLYPH)ERC-721');
    expect(lines[2]).toBe('for6of token ID2ofQNM ItemsERC-1155');
  });
});
