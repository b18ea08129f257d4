/**
 * Sign-in with Ethereum: connect the browser's wallet (wagmi, injected), sign the message the
 * backend issued for that address, send the signature back. Loaded only when asked for, so
 * the login page carries no wallet code until then.
 */
import { Button, Text } from '@chakra-ui/react';
import React from 'react';
import { WagmiProvider } from 'wagmi';

import { isResourceError } from 'lib/api/ResourceError';
import useApiFetch from 'lib/api/useApiFetch';
import { getWagmiConfig } from 'ui/address/contract/write/wagmiConfig';
import useSiweSignature from 'ui/shared/wallet/useSiweSignature';

interface Props {
  onSignedIn: () => void;
  /** Start at once (the visitor already chose the wallet before this chunk loaded). */
  autoStart?: boolean;
}

function SignInSteps({ onSignedIn, autoStart }: Props) {
  const apiFetch = useApiFetch();
  const signSiwe = useSiweSignature();
  const [ error, setError ] = React.useState<string | null>(null);
  const [ isBusy, setBusy ] = React.useState(false);

  const signIn = async() => {
    setBusy(true);
    setError(null);
    try {
      const { message, signature } = await signSiwe();
      await apiFetch('account:authenticate_via_wallet', { fetchParams: { method: 'POST', body: { message, signature } } });
      onSignedIn();
    } catch (failure) {
      const message = isResourceError(failure) ? (failure.payload as { message?: string } | undefined)?.message : (failure as Error).message;
      setError(message || 'The wallet sign-in failed.');
    } finally {
      setBusy(false);
    }
  };

  const started = React.useRef(false);
  React.useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      void signIn();
    }
  });

  return (
    <>
      <Button w="100%" variant="outline" onClick={ signIn } loading={ isBusy }>Sign in with a wallet</Button>
      { error && <Text color="fg.error" fontSize="sm" mt="2" role="alert">{ error }</Text> }
    </>
  );
}

export default function WalletSignIn(props: Props) {
  return (
    <WagmiProvider config={ getWagmiConfig() } reconnectOnMount={ false }>
      <SignInSteps { ...props }/>
    </WagmiProvider>
  );
}
