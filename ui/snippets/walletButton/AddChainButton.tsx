import { Button } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { type Eip1193Provider, switchOrAddChain } from 'lib/web3/addChain';
import { configuredChain } from 'lib/web3/configuredChain';
import NavIcon from 'ui/shared/icons/NavIcon';

import useWalletAction from './useWalletAction';

/**
 * 'Add {chain name}': shown only when the web3-wallet feature is on, an RPC URL is configured
 * and the browser has a wallet provider.
 */
export default function AddChainButton() {
  const run = React.useCallback(async(provider: Eip1193Provider) =>
    (await switchOrAddChain(provider, configuredChain())) === 'added' ? 'Successfully added network to your wallet' : null, []);
  const { hasProvider, isPending, onClick: handleClick } = useWalletAction(run);

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
