/**
 * What a wallet button does around its request: knows whether the browser has a wallet (after
 * hydration), marks the button busy while the wallet answers, and tells the outcome in a toast
 * ('Success' with the text `run` returns; 'Error' with the wallet's message or 'Something went
 * wrong', spec §8). `run` returns null when there is nothing to announce.
 */
import React from 'react';

import { useClientValue } from 'lib/hooks/useIsClient';
import { hasInjectedWallet } from 'lib/web3/wallet';
import { toaster } from 'ui/shared/toaster';

export default function useWalletAction(run: () => Promise<string | null>) {
  const hasProvider = useClientValue(hasInjectedWallet, false);
  const [ isPending, setIsPending ] = React.useState(false);

  const onClick = React.useCallback(async() => {
    if (!hasInjectedWallet()) return;
    setIsPending(true);
    try {
      const success = await run();
      if (success) toaster.create({ type: 'success', title: 'Success', description: success });
    } catch (error) {
      const message = (error as { message?: unknown })?.message;
      toaster.create({ type: 'error', title: 'Error', description: typeof message === 'string' && message ? message : 'Something went wrong' });
    } finally {
      setIsPending(false);
    }
  }, [ run ]);

  return { hasProvider, isPending, onClick };
}
