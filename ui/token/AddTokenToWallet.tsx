/**
 * A wallet button beside a token's (or an NFT's) title: asks the browser's wallet to track the
 * token (EIP-747). Shown only when the web3-wallet feature is on, adding tokens is not switched
 * off (NEXT_PUBLIC_WEB3_DISABLE_ADD_TOKEN_TO_WALLET), the browser has a wallet and a wallet can
 * take this token. Plain EIP-1193 calls: no wallet library is loaded for it.
 */
import { IconButton } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { useClientValue } from 'lib/hooks/useIsClient';
import { getInjectedProvider } from 'lib/web3/addChain';
import { configuredChain } from 'lib/web3/configuredChain';
import { watchAsset, watchAssetParams, type WatchableToken } from 'lib/web3/watchAsset';
import NavIcon from 'ui/shared/icons/NavIcon';
import { toaster } from 'ui/shared/toaster';

interface Props {
  token: WatchableToken;
  /** An NFT's id: the instance page adds that one token. */
  tokenId?: string;
}

export default function AddTokenToWallet({ token, tokenId }: Props) {
  const hasProvider = useClientValue(() => Boolean(getInjectedProvider()), false);
  const [ isPending, setIsPending ] = React.useState(false);
  const feature = config.features.web3Wallet;

  const handleClick = React.useCallback(async() => {
    const provider = getInjectedProvider();
    if (!provider) return;
    setIsPending(true);
    try {
      if (await watchAsset(provider, configuredChain(), token, tokenId)) {
        toaster.create({ type: 'success', title: 'Success', description: 'Successfully added token to your wallet' });
      }
    } catch (error) {
      const message = (error as { message?: unknown })?.message;
      toaster.create({ type: 'error', title: 'Error', description: typeof message === 'string' && message ? message : 'Something went wrong' });
    } finally {
      setIsPending(false);
    }
  }, [ token, tokenId ]);

  if (!feature.isEnabled || feature.addToken.isDisabled || !config.chain.rpcUrl || !hasProvider || !watchAssetParams(token, tokenId)) {
    return null;
  }

  const label = tokenId === undefined ? `Add ${ token.symbol } to your wallet` : 'Add this token to your wallet';
  return (
    <IconButton aria-label={ label } title={ label } size="xs" variant="outline" borderColor="border.divider" loading={ isPending }
      onClick={ handleClick } data-testid="add-token-to-wallet">
      <NavIcon name="wallet" boxSize="14px"/>
    </IconButton>
  );
}
