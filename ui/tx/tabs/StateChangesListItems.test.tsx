import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { SENDER, VALIDATOR } from 'mocks/tx/addresses';
import { ERC20_TOKEN, ERC721_TOKEN } from 'mocks/tx/tokenTransfers';
import system from 'theme';
import type { TransactionStateChange } from 'types/api/transaction';

import StateChangesListItems from './StateChangesListItems';

const coinSender: TransactionStateChange = {
  type: 'coin', address: SENDER, is_miner: false, balance_before: '9996884719303319968537', balance_after: '9996884445001785136080',
  change: '-274301534832457', token: null, token_id: null,
};
const coinValidator: TransactionStateChange = {
  type: 'coin', address: VALIDATOR, is_miner: true, balance_before: '118614057913745725', balance_after: '118888346213745725',
  change: '274288300000000', token: null, token_id: null,
};
const tokenChange: TransactionStateChange = {
  type: 'token', address: SENDER, is_miner: false, balance_before: '2000000000000000000', balance_after: '500000000000000000',
  change: '-1500000000000000000', token: ERC20_TOKEN, token_id: null,
};
const nftChange: TransactionStateChange = {
  type: 'token', address: SENDER, is_miner: false, balance_before: '1', balance_after: '0',
  change: [ { direction: 'from', total: { token_id: '34' } } ], token: ERC721_TOKEN, token_id: null,
};

describe('StateChangesListItems', () => {
  it('shows coin balances before and after with a signed, coloured change and marks the validator', () => {
    render(<ChakraProvider value={ system }><StateChangesListItems items={ [ coinSender, coinValidator ] }/></ChakraProvider>);
    const [ sender, validator ] = within(screen.getByTestId('state-changes-table')).getAllByTestId('state-change-row');
    expect(sender.textContent).toContain('9,996.884719 QNM');
    expect(sender.textContent).toContain('9,996.884445 QNM');
    expect(within(sender).getByTestId('state-change').textContent).toBe('-0.000274 QNM');
    expect(within(sender).getByTestId('state-change').getAttribute('title')).toBe('-0.000274301534832457 QNM');
    expect(within(validator).getByTestId('state-change').textContent).toBe('+0.000274 QNM');
    expect(within(validator).getByText('Validator')).toBeTruthy();
    expect(within(sender).queryByText('Validator')).toBeNull();
  });

  it('uses the token decimals for token changes and lists the NFT ids that moved', () => {
    render(<ChakraProvider value={ system }><StateChangesListItems items={ [ tokenChange, nftChange ] }/></ChakraProvider>);
    const [ token, nft ] = within(screen.getByTestId('state-changes-table')).getAllByTestId('state-change-row');
    expect(within(token).getByTestId('state-change').textContent).toBe('-1.5 QGOV');
    expect(within(token).getByRole('link', { name: 'Quantum Governance (QGOV)' })).toBeTruthy();
    expect(nft.textContent).toContain('Sent');
    expect(within(nft).getByRole('link', { name: '34' }).getAttribute('href')).toBe(`/token/${ ERC721_TOKEN.address_hash }/instance/34`);
  });
});
