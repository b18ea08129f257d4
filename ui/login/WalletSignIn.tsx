/**
 * Sign-in with Ethereum: connect the browser's wallet (wagmi, injected), sign the message the
 * backend issued for that address, send the signature back. Loaded only when asked for, so
 * the login page carries no wallet code until then.
 */
import React from 'react';

import { isResourceError } from 'lib/api/ResourceError';
import useApiFetch from 'lib/api/useApiFetch';
import useSiweSignature from 'ui/shared/wallet/useSiweSignature';
import { useWalletStep, WalletStepButton, withWalletScope } from 'ui/shared/wallet/WalletStep';

interface Props {
  onSignedIn: () => void;
  /** Start at once (the visitor already chose the wallet before this chunk loaded). */
  autoStart?: boolean;
}

function signInErrorText(failure: unknown): string {
  const message = isResourceError(failure) ? (failure.payload as { message?: string } | undefined)?.message : (failure as Error).message;
  return message || 'The wallet sign-in failed.';
}

function SignInSteps({ onSignedIn, autoStart }: Props) {
  const apiFetch = useApiFetch();
  const signSiwe = useSiweSignature();

  const signIn = async() => {
    const { message, signature } = await signSiwe();
    await apiFetch('account:authenticate_via_wallet', { fetchParams: { method: 'POST', body: { message, signature } } });
    onSignedIn();
  };
  const { run, error, isBusy } = useWalletStep(signIn, signInErrorText, autoStart);

  return <WalletStepButton w="100%" variant="outline" onClick={ run } loading={ isBusy } error={ error }>Sign in with a wallet</WalletStepButton>;
}

const WalletSignIn = withWalletScope(SignInSteps);
export default WalletSignIn;
