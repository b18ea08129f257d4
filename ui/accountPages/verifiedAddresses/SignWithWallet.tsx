/**
 * Signs a message with the browser's wallet (wagmi, injected): for proving a contract's
 * ownership. Loaded only when the visitor chooses it.
 */
import React from 'react';
import { useSignMessage } from 'wagmi';

import useInjectedAccount from 'ui/shared/wallet/useInjectedAccount';
import { useWalletStep, WalletStepButton, withWalletScope } from 'ui/shared/wallet/WalletStep';

interface Props {
  message: string;
  onSigned: (signature: string) => void;
}

const signErrorText = (failure: unknown) => `${ (failure as Error).message || 'The wallet did not sign.' } You can paste a signature instead.`;

function Signer({ message, onSigned }: Props) {
  const { ensureAccount, isConnecting } = useInjectedAccount();
  const signMessage = useSignMessage();

  const sign = async() => {
    const account = await ensureAccount();
    onSigned(await signMessage.mutateAsync({ message, account }));
  };
  const { run, error } = useWalletStep(sign, signErrorText);

  return (
    <WalletStepButton onClick={ run } loading={ isConnecting || signMessage.isPending } variant="outline" size="sm" error={ error }>
      Sign with the connected wallet
    </WalletStepButton>
  );
}

const SignWithWallet = withWalletScope(Signer);
export default SignWithWallet;
