import { act, renderHook } from '@testing-library/react';

import { trackEvent } from 'lib/analytics/trackEvent';
import { toaster } from 'ui/shared/toaster';

import useWalletAction from './useWalletAction';

jest.mock('lib/analytics/trackEvent', () => ({ trackEvent: jest.fn() }));
jest.mock('lib/web3/wallet', () => ({ hasInjectedWallet: () => true }));

afterEach(() => jest.clearAllMocks());

describe('useWalletAction', () => {
  it('announces a success and sends "Add to wallet" with what was added', async() => {
    const toast = jest.spyOn(toaster, 'create').mockImplementation(() => '');
    const { result } = renderHook(() => useWalletAction(async() => 'Successfully added network to your wallet', 'network'));
    await act(() => result.current.onClick());
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: 'Success', description: 'Successfully added network to your wallet' });
    expect(trackEvent).toHaveBeenCalledWith('Add to wallet', { Target: 'network', Status: 'success' });
  });

  it('tells the wallet\'s refusal and sends it as an error', async() => {
    const toast = jest.spyOn(toaster, 'create').mockImplementation(() => '');
    const { result } = renderHook(() => useWalletAction(async() => {
      throw new Error('User rejected the request.');
    }, 'token'));
    await act(() => result.current.onClick());
    expect(toast).toHaveBeenCalledWith({ type: 'error', title: 'Error', description: 'User rejected the request.' });
    expect(trackEvent).toHaveBeenCalledWith('Add to wallet', { Target: 'token', Status: 'error' });
  });
});
