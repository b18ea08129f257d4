/**
 * Signs a message with the browser's wallet (wagmi, injected): for proving a contract's
 * ownership. Loaded only when the visitor chooses it.
 */
import { Button, Text } from '@chakra-ui/react';
import React from 'react';
import { useConnect, useConnection, useConnectors, useSignMessage, WagmiProvider } from 'wagmi';

import { getWagmiConfig } from 'ui/address/contract/write/wagmiConfig';

interface Props {
  message: string;
  onSigned: (signature: string) => void;
}

function Signer({ message, onSigned }: Props) {
  const connection = useConnection();
  const connectors = useConnectors();
  const connect = useConnect();
  const signMessage = useSignMessage();
  const [ error, setError ] = React.useState<string | null>(null);

  const sign = async() => {
    setError(null);
    try {
      let account = connection.address;
      if (!account) {
        if (!connectors[0] || !(window as { ethereum?: unknown }).ethereum) throw new Error('No wallet found in this browser: paste a signature instead.');
        account = (await connect.mutateAsync({ connector: connectors[0] })).accounts[0];
      }
      onSigned(await signMessage.mutateAsync({ message, account }));
    } catch (failure) {
      setError((failure as Error).message || 'The wallet did not sign.');
    }
  };

  return (
    <>
      <Button onClick={ sign } loading={ connect.isPending || signMessage.isPending } variant="outline" size="sm">Sign with the connected wallet</Button>
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
