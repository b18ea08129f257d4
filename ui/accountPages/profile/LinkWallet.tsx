/**
 * "Connect wallet" on the profile: connect the browser's wallet (wagmi, injected), sign the
 * message the backend issued for that address, and link it (`address/link`). Loaded only once
 * the user asks, so the profile page carries no wallet code until then.
 */
import React from 'react';

import type { UserInfo } from 'types/api/account';

import useApiFetch from 'lib/api/useApiFetch';
import accountErrorMessage from 'ui/account/accountErrorMessage';
import useCsrfToken from 'ui/account/useCsrfToken';
import useSiweSignature from 'ui/shared/wallet/useSiweSignature';
import { useWalletStep, WalletStepButton, withWalletScope } from 'ui/shared/wallet/WalletStep';

interface Props {
  onLinked: (profile: UserInfo) => void;
}

function LinkSteps({ onLinked }: Props) {
  const apiFetch = useApiFetch();
  const csrf = useCsrfToken();
  const signSiwe = useSiweSignature();

  const link = async() => {
    const { message, signature } = await signSiwe();
    await csrf.ensure();
    const profile = await apiFetch('account:link_address', { fetchParams: { method: 'POST', body: { message, signature } } });
    onLinked(profile as UserInfo);
  };
  // The user already chose the wallet before this chunk loaded: start at once.
  const { run, error, isBusy } = useWalletStep(link, accountErrorMessage, true);

  return <WalletStepButton size="sm" variant="outline" onClick={ run } loading={ isBusy } error={ error }>Connect wallet</WalletStepButton>;
}

const LinkWallet = withWalletScope(LinkSteps);
export default LinkWallet;
