/**
 * Sign-In with Ethereum from the browser wallet: connect it if needed, ask the account API
 * for a SIWE message for its address, have the wallet sign it. Both wallet sign-in and
 * linking a wallet to an account send the result on. Use inside a WagmiProvider.
 */
import React from 'react';
import { useSignMessage } from 'wagmi';

import useApiFetch from 'lib/api/useApiFetch';

import useInjectedAccount from './useInjectedAccount';

export default function useSiweSignature(): () => Promise<{ message: string; signature: string }> {
  const apiFetch = useApiFetch();
  const { ensureAccount } = useInjectedAccount();
  const signMessage = useSignMessage();
  return React.useCallback(async() => {
    const address = await ensureAccount();
    const { siwe_message: message } = await apiFetch('account:siwe_message', { queryParams: { address } }) as { siwe_message: string };
    const signature = await signMessage.mutateAsync({ message, account: address });
    return { message, signature };
  }, [ apiFetch, ensureAccount, signMessage ]);
}
