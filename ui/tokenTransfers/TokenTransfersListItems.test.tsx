import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import React from 'react';

import { RECEIVER, SENDER } from 'mocks/tx/addresses';
import {
  ERC721_TOKEN, ERC1155_TOKEN, TX_HASH, erc1155Transfer, erc20Transfer, erc721Mint, erc721Transfer, hostileTransfer,
} from 'mocks/tx/tokenTransfers';
import system from 'theme';
import type { TokenType } from 'types/api/token';
import type { TokenTransfer } from 'types/api/tokenTransfer';

import TokenTransfersListItems from './TokenTransfersListItems';

function renderList(items: Array<TokenTransfer>, props: { currentAddress?: string; showTxInfo?: boolean; token?: { type: TokenType } } = {}) {
  return render(<ChakraProvider value={ system }><TokenTransfersListItems items={ items } { ...props }/></ChakraProvider>);
}

const table = () => screen.getByTestId('token-transfers-table');
const rows = () => within(table()).getAllByTestId('token-transfer-row');

describe('TokenTransfersListItems', () => {
  it('shows an ERC-20 amount in whole tokens using the token decimals, every digit on hover', () => {
    renderList([ erc20Transfer ]);
    const amount = within(rows()[0]).getByTestId('transfer-amount');
    expect(amount.textContent).toBe('985.475233 QGOV');
    expect(amount.getAttribute('title')).toBe('985.475232577949113286 QGOV');
    expect(within(rows()[0]).getByRole('link', { name: 'Quantum Governance (QGOV)' }).getAttribute('href'))
      .toBe('/token/0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512');
    expect(within(rows()[0]).getByTestId('token-type').textContent).toBe('ERC-20');
  });

  it('links NFT ids to their instance page; ERC-1155 also shows the amount, ERC-721 none', () => {
    renderList([ erc721Transfer, erc1155Transfer ]);
    const [ nft, multi ] = rows();
    expect(within(nft).getByRole('link', { name: '34' }).getAttribute('href')).toBe(`/token/${ ERC721_TOKEN.address_hash }/instance/34`);
    expect(within(nft).queryByTestId('transfer-amount')).toBeNull();
    expect(within(multi).getByRole('link', { name: '2' }).getAttribute('href')).toBe(`/token/${ ERC1155_TOKEN.address_hash }/instance/2`);
    expect(within(multi).getByTestId('transfer-amount').textContent).toBe('6');
  });

  it('shortens a uint256 token id but keeps it whole in the title and the link, and labels a mint', () => {
    renderList([ erc721Mint ]);
    const id = within(rows()[0]).getByTestId('token-id');
    const tokenId = (erc721Mint.total as { token_id: string }).token_id;
    expect(id.textContent).toBe('1157920…9639935');
    expect(id.getAttribute('title')).toBe(tokenId);
    expect(id.getAttribute('href')).toBe(`/token/${ ERC721_TOKEN.address_hash }/instance/${ tokenId }`);
    expect(within(rows()[0]).getByText('Mint')).toBeTruthy();
  });

  it('adds the parent transaction with its method only when asked', () => {
    const { unmount } = renderList([ erc20Transfer ]);
    expect(within(table()).queryByText('Txn hash')).toBeNull();
    expect(within(table()).queryByRole('link', { name: '0xe74c…a5ce' })).toBeNull();
    unmount();
    renderList([ erc20Transfer ], { showTxInfo: true });
    expect(within(rows()[0]).getByRole('link', { name: '0xe74c…a5ce' }).getAttribute('href')).toBe(`/tx/${ TX_HASH }`);
    expect(within(rows()[0]).getByTestId('tx-method').textContent).toBe('transfer');
  });

  it('on a token\'s own page leaves out the Token column, and the Token ID column for a fungible token', () => {
    const headers = () => within(table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    renderList([ erc20Transfer ], { showTxInfo: true, token: { type: 'ERC-20' } });
    expect(headers()).toEqual([ 'Txn hash', 'From / To', 'Amount' ]);
    expect(within(rows()[0]).queryByTestId('token-entity')).toBeNull();
    expect(within(screen.getByTestId('token-transfers-cards')).queryByText('Token')).toBeNull();
    cleanup();
    renderList([ erc721Transfer ], { showTxInfo: true, token: { type: 'ERC-721' } });
    expect(headers()).toEqual([ 'Txn hash', 'Token ID', 'From / To', 'Amount' ]);
    cleanup();
    // A list of many tokens: the Token column, and the Token ID column only when a row has an id.
    renderList([ erc20Transfer ]);
    expect(headers()).toEqual([ 'Token', 'From / To', 'Amount' ]);
    cleanup();
    renderList([ erc20Transfer, erc721Transfer ]);
    expect(headers()).toEqual([ 'Token', 'Token ID', 'From / To', 'Amount' ]);
  });

  it('marks transfers IN or OUT relative to the current address', () => {
    const { unmount } = renderList([ erc20Transfer ], { currentAddress: SENDER.hash.toLowerCase() });
    expect(within(rows()[0]).getByTestId('tx-direction').textContent).toBe('OUT');
    unmount();
    renderList([ erc20Transfer ], { currentAddress: RECEIVER.hash });
    expect(within(rows()[0]).getByTestId('tx-direction').textContent).toBe('IN');
  });

  it('renders a hostile token name as text in both layouts', () => {
    const { container } = renderList([ hostileTransfer ]);
    expect(screen.getAllByText('<img src=x onerror=alert(1)> (XSS)')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    expect(within(screen.getByTestId('token-transfers-cards')).getAllByTestId('token-transfer-card')).toHaveLength(1);
  });
});
