/**
 * What a wallet button does around its request: knows whether the browser has a wallet (after
 * hydration), marks the button busy while the wallet answers, and tells the outcome in a toast
 * ('Success' with the text `run` returns; 'Error' with the wallet's message or 'Something went
 * wrong', spec §8). `run` returns null when there is nothing to announce. The outcome goes to
 * analytics as 'Add to wallet' with what was added.
 */
import React from 'react';

import { trackEvent } from 'lib/analytics/trackEvent';
import { useClientValue } from 'lib/hooks/useIsClient';
import { hasInjectedWallet } from 'lib/web3/wallet';
import { toaster } from 'ui/shared/toaster';

export default function useWalletAction(run: () => Promise<string | null>, target: 'network' | 'token') {
  const hasProvider = useClientValue(hasInjectedWallet, false);
  const [ isPending, setIsPending ] = React.useState(false);

  const onClick = React.useCallback(async() => {
    if (!hasInjectedWallet()) return;
    setIsPending(true);
    try {
      const success = await run();
      if (success) {
        toaster.create({ type: 'success', title: 'Success', description: success });
        trackEvent('Add to wallet', { Target: target, Status: 'success' });
      }
    } catch (error) {
      trackEvent('Add to wallet', { Target: target, Status: 'error' });
      const message = (error as { message?: unknown })?.message;
      toaster.create({ type: 'error', title: 'Error', description: typeof message === 'string' && message ? message : 'Something went wrong' });
    } finally {
      setIsPending(false);
    }
  }, [ run, target ]);

  return { hasProvider, isPending, onClick };
}
