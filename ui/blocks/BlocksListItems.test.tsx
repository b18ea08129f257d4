import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { BLOCK, EMPTY_BLOCK, REORG_BLOCK } from 'mocks/blocks/blocks';
import system from 'theme';

import BlocksListItems from './BlocksListItems';
import { blockTotalReward, gasUsedPercent } from './blockValues';

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

describe('BlocksListItems', () => {
  it('shows each block in the table with its height link, validator, txn link and gas share', () => {
    renderIn(<BlocksListItems items={ [ BLOCK, EMPTY_BLOCK ] }/>);
    const table = screen.getByTestId('blocks-table');
    const rows = within(table).getAllByTestId('block-row');
    expect(rows).toHaveLength(2);

    const first = within(rows[0]);
    expect(first.getByRole('link', { name: '81' }).getAttribute('href')).toBe('/block/81');
    expect(first.getByText('2,426')).toBeTruthy();
    expect(first.getByRole('link', { name: '0xC0…bA5E' }).getAttribute('href')).toBe(`/address/${ BLOCK.miner.hash }`);
    expect(first.getByRole('link', { name: '9 transactions in block 81' }).getAttribute('href')).toBe('/block/81?tab=txs');
    expect(first.getByText('1,084,978')).toBeTruthy();
    expect(first.getByText('3.62%')).toBeTruthy();
    expect(first.getByRole('meter', { name: 'Gas used of the gas limit' }).getAttribute('aria-valuenow')).toBe('3.62');
    // 42,888 wei of base fee.
    expect(first.getByText('0.000042888 Gwei')).toBeTruthy();
    // Reward 0.001558173140163924 shown to 6 places, exact on hover.
    expect(first.getByTitle(/^0\.001558173140163924/).textContent).toBe('0.001558');

    const second = within(rows[1]);
    // No transactions: a plain 0, no link to an empty tab; no base fee: a dash.
    expect(second.queryByRole('link', { name: /transactions in block/ })).toBeNull();
    expect(second.getByText('0%')).toBeTruthy();
    expect(second.getByText('—')).toBeTruthy();
  });

  it('links a block that lost consensus by its hash and marks it', () => {
    renderIn(<BlocksListItems items={ [ REORG_BLOCK ] }/>);
    const row = within(screen.getByTestId('blocks-table')).getByTestId('block-row');
    expect(within(row).getByRole('link', { name: '81' }).getAttribute('href')).toBe(`/block/${ REORG_BLOCK.hash }`);
    expect(within(row).getByText('Reorg')).toBeTruthy();
  });

  it('has a card per block for mobile with labelled values', () => {
    renderIn(<BlocksListItems items={ [ BLOCK ] }/>);
    const card = within(screen.getByTestId('blocks-cards')).getByTestId('block-card');
    expect(within(card).getByText('2,426 bytes')).toBeTruthy();
    expect(within(card).getByText('Validator')).toBeTruthy();
    expect(within(card).getByText('Burnt fees')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '81' })).toBeTruthy();
  });
});

describe('block values', () => {
  it('adds up every reward and reports none as null', () => {
    expect(blockTotalReward({ rewards: [ { type: 'validator', reward: '5' }, { type: 'uncle', reward: '7' } ] })).toBe('12');
    expect(blockTotalReward({ rewards: [] })).toBeNull();
  });

  it('computes the gas share from the integers', () => {
    expect(gasUsedPercent({ gas_used: '15000000', gas_limit: '30000000', gas_used_percentage: 0 })).toBe(50);
    // Rounded half up to the hundredth it is shown with: 1.235% reads 1.24%, 1.23499% reads 1.23%.
    expect(gasUsedPercent({ gas_used: '247', gas_limit: '20000', gas_used_percentage: 0 })).toBe(1.24);
    expect(gasUsedPercent({ gas_used: '123499', gas_limit: '10000000', gas_used_percentage: 0 })).toBe(1.23);
    expect(gasUsedPercent({ gas_used: '1', gas_limit: '0', gas_used_percentage: 7 })).toBe(7);
  });
});
