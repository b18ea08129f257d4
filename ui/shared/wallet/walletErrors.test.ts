import { NO_WALLET_TEXT, walletErrorText } from './walletErrors';

describe('walletErrorText', () => {
  it('says how to get a wallet when the browser has none, not wagmi\'s "Provider not found."', () => {
    expect(walletErrorText(Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' }))).toBe(NO_WALLET_TEXT);
  });

  it('keeps the first line of a wallet\'s message', () => {
    expect(walletErrorText({ shortMessage: 'User rejected the request.', message: 'long' })).toBe('User rejected the request.');
    expect(walletErrorText({ message: 'Execution reverted\nRequest Arguments: …' })).toBe('Execution reverted');
  });
});
