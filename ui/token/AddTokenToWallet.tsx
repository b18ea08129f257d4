/**
 * A wallet button beside a token's (or an NFT's) title: asks the browser's wallet to track the
 * token (EIP-747). Shown only when the web3-wallet feature is on, adding tokens is not switched
 * off (NEXT_PUBLIC_WEB3_DISABLE_ADD_TOKEN_TO_WALLET), the browser has a wallet and a wallet can
 * take this token. The wallet library (the app's one wagmi config) loads on the click.
 */
import { IconButton } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { watchAssetInWallet } from 'lib/web3/wallet';
import { watchAssetParams, type WatchableToken } from 'lib/web3/watchAsset';
import NavIcon from 'ui/shared/icons/NavIcon';
import useWalletAction from 'ui/snippets/walletButton/useWalletAction';

interface Props {
  token: WatchableToken;
  /** An NFT's id: the instance page adds that one token. */
  tokenId?: string;
}

export default function AddTokenToWallet({ token, tokenId }: Props) {
  const feature = config.features.web3Wallet;
  const run = React.useCallback(async() =>
    (await watchAssetInWallet(token, tokenId)) ? 'Successfully added token to your wallet' : null, [ token, tokenId ]);
  const { hasProvider, isPending, onClick: handleClick } = useWalletAction(run, 'token');

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
