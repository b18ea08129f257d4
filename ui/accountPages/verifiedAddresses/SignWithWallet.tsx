/**
 * Signs a message with the browser's wallet (wagmi, injected): for proving a contract's
 * ownership. Loaded only when the visitor chooses it.
 */
import { Button, Text } from '@chakra-ui/react';
import React from 'react';
import { useSignMessage, WagmiProvider } from 'wagmi';

import { getWagmiConfig } from 'ui/address/contract/write/wagmiConfig';
import useInjectedAccount from 'ui/shared/wallet/useInjectedAccount';

interface Props {
  message: string;
  onSigned: (signature: string) => void;
}

function Signer({ message, onSigned }: Props) {
  const { ensureAccount, isConnecting } = useInjectedAccount();
  const signMessage = useSignMessage();
  const [ error, setError ] = React.useState<string | null>(null);

  const sign = async() => {
    setError(null);
    try {
      const account = await ensureAccount();
      onSigned(await signMessage.mutateAsync({ message, account }));
    } catch (failure) {
      setError(`${ (failure as Error).message || 'The wallet did not sign.' } You can paste a signature instead.`);
    }
  };

  return (
    <>
      <Button onClick={ sign } loading={ isConnecting || signMessage.isPending } variant="outline" size="sm">Sign with the connected wallet</Button>
      { error && <Text color="fg.error" fontSize="sm" mt="2" role="alert">{ error }</Text> }
    </>
  );
}

export default function SignWithWallet(props: Props) {
  return (
    <WagmiProvider config={ getWagmiConfig() } reconnectOnMount={ false }>
      <Signer { ...props }/>
    </WagmiProvider>
  );
}
