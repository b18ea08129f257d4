import { Button } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { switchToConfiguredChain } from 'lib/web3/wallet';
import NavIcon from 'ui/shared/icons/NavIcon';

import useWalletAction from './useWalletAction';

/** The spec's success toast (§8). */
export const ADD_NETWORK_SUCCESS = 'Successfully added network to your wallet';

/**
 * 'Add {chain name}': shown only when the web3-wallet feature is on, an RPC URL is configured
 * and the browser has a wallet provider. The wallet switches to the chain, adding it first when
 * it does not know it; wagmi loads on the click.
 */
export default function AddChainButton() {
  const run = React.useCallback(async() => {
    await switchToConfiguredChain();
    return ADD_NETWORK_SUCCESS;
  }, []);
  const { hasProvider, isPending, onClick: handleClick } = useWalletAction(run, 'network');

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
