import { Button } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { useClientValue } from 'lib/hooks/useIsClient';
import { getInjectedProvider, switchOrAddChain } from 'lib/web3/addChain';
import { configuredChain } from 'lib/web3/configuredChain';
import NavIcon from 'ui/shared/icons/NavIcon';
import { toaster } from 'ui/shared/toaster';

/**
 * 'Add {chain name}': shown only when the web3-wallet feature is on, an RPC URL is configured
 * and the browser has a wallet provider.
 */
export default function AddChainButton() {
  const hasProvider = useClientValue(() => Boolean(getInjectedProvider()), false);
  const [ isPending, setIsPending ] = React.useState(false);

  const handleClick = React.useCallback(async() => {
    const provider = getInjectedProvider();
    if (!provider) return;
    setIsPending(true);
    try {
      const outcome = await switchOrAddChain(provider, configuredChain());
      if (outcome === 'added') {
        toaster.create({ type: 'success', title: 'Success', description: 'Successfully added network to your wallet' });
      }
    } catch (error) {
      const message = (error as { message?: unknown })?.message;
      toaster.create({ type: 'error', title: 'Error', description: typeof message === 'string' && message ? message : 'Something went wrong' });
    } finally {
      setIsPending(false);
    }
  }, []);

  if (!config.features.web3Wallet.isEnabled || !config.chain.rpcUrl || !hasProvider) {
    return null;
  }

  return (
    <Button size="xs" variant="outline" onClick={ handleClick } loading={ isPending } borderColor="border.divider">
      <NavIcon name="wallet" boxSize="14px"/>
      Add { config.chain.name }
    </Button>
  );
}
