import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import React from 'react';

import system from 'theme';

import AddTokenToWallet from './AddTokenToWallet';

const mockConfig = {
  chain: { id: 265, name: 'QNM', currency: { name: 'QNM', symbol: 'QNM', decimals: 18 }, rpcUrl: 'http://localhost:8545' },
  app: { baseUrl: 'http://localhost:3000' },
  features: { web3Wallet: { isEnabled: true, wallets: [ 'metamask' ], addToken: { isDisabled: false } } },
};
jest.mock('configs/app', () => ({ __esModule: true, get default() { return mockConfig; } }));

const ERC20 = { address_hash: '0x5FbDB2315678afecb367f032d93F642f64180aa3', type: 'ERC-20' as const, symbol: 'QGOV', decimals: '18', icon_url: null };

function renderButton(token: React.ComponentProps<typeof AddTokenToWallet>['token'] = ERC20, tokenId?: string) {
  return render(<ChakraProvider value={ system }><AddTokenToWallet token={ token } tokenId={ tokenId }/></ChakraProvider>);
}

beforeEach(() => {
  Object.assign(window, { ethereum: { request: jest.fn() } });
  mockConfig.features.web3Wallet.isEnabled = true;
  mockConfig.features.web3Wallet.addToken.isDisabled = false;
});
afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('AddTokenToWallet', () => {
  it('shows for an ERC-20 or an NFT id when the browser has a wallet', () => {
    renderButton();
    expect(screen.getByRole('button', { name: 'Add QGOV to your wallet' })).toBeVisible();
  });

  it('hides when NEXT_PUBLIC_WEB3_DISABLE_ADD_TOKEN_TO_WALLET is set, the feature is off, or there is no wallet', () => {
    mockConfig.features.web3Wallet.addToken.isDisabled = true;
    const { unmount } = renderButton();
    expect(screen.queryByTestId('add-token-to-wallet')).toBeNull();
    unmount();

    mockConfig.features.web3Wallet.addToken.isDisabled = false;
    mockConfig.features.web3Wallet.isEnabled = false;
    renderButton().unmount();
    expect(screen.queryByTestId('add-token-to-wallet')).toBeNull();

    mockConfig.features.web3Wallet.isEnabled = true;
    delete (window as { ethereum?: unknown }).ethereum;
    renderButton();
    expect(screen.queryByTestId('add-token-to-wallet')).toBeNull();
  });

  it('hides for a token no wallet can take: no symbol, a symbol over 11 characters, or an NFT contract without an id', () => {
    renderButton({ ...ERC20, symbol: null }).unmount();
    renderButton({ ...ERC20, symbol: 'TWELVECHARSX' }).unmount();
    renderButton({ ...ERC20, type: 'ERC-721' }).unmount();
    expect(screen.queryByTestId('add-token-to-wallet')).toBeNull();
    renderButton({ ...ERC20, type: 'ERC-721' }, '7');
    expect(screen.getByRole('button', { name: 'Add this token to your wallet' })).toBeVisible();
  });
});
