import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import React from 'react';

import { BLOCK, EMPTY_BLOCK, REORG_BLOCK } from 'mocks/blocks/blocks';
import system from 'theme';

import BlockDetails from './BlockDetails';
import BlockReorgAlert from './BlockReorgAlert';

jest.mock('configs/app', () => {
  const { buildConfig } = jest.requireActual('configs/app/build');
  return {
    __esModule: true,
    default: buildConfig({ NEXT_PUBLIC_HAS_BEACON_CHAIN: 'true', NEXT_PUBLIC_VIEWS_BLOCK_HIDDEN_FIELDS: '["nonce"]' }).config,
  };
});

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

describe('BlockDetails', () => {
  it('shows the block, its fees and header fields, with links to its tabs and parent', () => {
    renderIn(<BlockDetails block={ BLOCK } tip={ 100 }/>);
    expect(screen.getByText('Block height')).toBeInTheDocument();
    expect(screen.getByTestId('block-height')).toHaveTextContent('81');
    expect(screen.getByTestId('details-timestamp')).toHaveTextContent('Nov 21, 2026, 22:22:44 UTC');
    expect(screen.getByRole('link', { name: '9 transactions' })).toHaveAttribute('href', '/block/81?tab=txs');
    expect(screen.getByTestId('details-transactions')).toHaveTextContent('and 13 internal transactions');
    expect(screen.getByRole('link', { name: '2 withdrawals' })).toHaveAttribute('href', '/block/81?tab=withdrawals');
    expect(screen.getByRole('link', { name: BLOCK.miner.hash })).toHaveAttribute('href', `/address/${ BLOCK.miner.hash }`);
    expect(screen.getByTestId('details-reward')).toHaveTextContent('0.001558173140163924 QNM');
    expect(screen.getByTestId('details-gas-used')).toHaveTextContent('1,084,978');
    expect(screen.getByTestId('details-gas-used')).toHaveTextContent('3.62%');
    expect(screen.getByTestId('details-gas-used')).toHaveTextContent('-92.77% gas target');
    expect(screen.getByTestId('details-gas-limit')).toHaveTextContent('30,000,000');
    expect(screen.getByTestId('details-base-fee')).toHaveTextContent('0.000000000000042888 QNM (0.000042888 Gwei)');
    expect(screen.getByTestId('details-burnt-fees')).toHaveTextContent('0.000000046532536464 QNM (<0.01% of the transaction fees)');
    expect(screen.getByTestId('details-priority-fee')).toHaveTextContent('0.001558173140163924 QNM');
    expect(screen.getByTestId('details-size')).toHaveTextContent('2,426 bytes');
    expect(screen.getByTestId('block-hash')).toHaveTextContent(BLOCK.hash);
    expect(screen.getByRole('link', { name: BLOCK.parent_hash })).toHaveAttribute('href', `/block/${ BLOCK.parent_hash }`);
    expect(screen.getByTestId('details-difficulty')).toHaveTextContent('0');
    expect(screen.getByTestId('details-total-difficulty')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Previous block' })).toHaveAttribute('href', '/block/80');
    expect(screen.getByRole('link', { name: 'Next block' })).toHaveAttribute('href', '/block/82');
  });

  it('leaves out configured-hidden fields and fields the block does not have', () => {
    renderIn(<BlockDetails block={ EMPTY_BLOCK } tip={ 80 }/>);
    // nonce is hidden by configuration; the rest are null or zero on this block.
    for (const label of [ 'Nonce', 'Block reward', 'Base fee per gas', 'Burnt fees', 'Priority fee / Tip', 'Total difficulty', 'Withdrawals' ]) {
      expect(screen.queryByText(label, { exact: true })).toBeNull();
    }
    // The rows every block has are still there.
    for (const label of [ 'Block height', 'Gas limit', 'Hash', 'Parent hash', 'Difficulty' ]) {
      expect(screen.getByText(label, { exact: true })).toBeInTheDocument();
    }
    expect(screen.getByTestId('details-transactions')).toHaveTextContent('0 transactions');
    expect(screen.queryByRole('link', { name: /transactions/ })).toBeNull();
  });

  it('turns "next" off at the tip and "previous" off at genesis', () => {
    const { unmount } = renderIn(<BlockDetails block={ EMPTY_BLOCK } tip={ 80 }/>);
    expect(screen.getByRole('button', { name: 'Next block' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Previous block' })).toBeInTheDocument();
    unmount();
    renderIn(<BlockDetails block={{ ...EMPTY_BLOCK, height: 0 }} tip={ undefined }/>);
    expect(screen.getByRole('button', { name: 'Previous block' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Next block' })).toHaveAttribute('href', '/block/1');
    expect(screen.getByTestId('details-height')).toHaveTextContent('Genesis block');
  });

  it('calls the height of a block that lost consensus its reorg height', () => {
    renderIn(<BlockDetails block={ REORG_BLOCK } tip={ 100 }/>);
    expect(screen.getByText('Reorg height')).toBeInTheDocument();
    expect(screen.queryByText('Block height')).toBeNull();
    expect(screen.getByRole('link', { name: '9 transactions' })).toHaveAttribute('href', `/block/${ REORG_BLOCK.hash }?tab=txs`);
  });
});

describe('BlockReorgAlert', () => {
  it('says the block was removed by a reorganization and links to the block now at its height', () => {
    renderIn(<BlockReorgAlert height={ 81 }/>);
    expect(screen.getByRole('status')).toHaveTextContent('Block removed due to chain reorganization');
    expect(screen.getByRole('link', { name: 'View block 81 on the chain' })).toHaveAttribute('href', '/block/81');
  });
});
