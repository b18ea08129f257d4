/**
 * "Connect wallet" on the profile: connect the browser's wallet (wagmi, injected), sign the
 * message the backend issued for that address, and link it (`address/link`). Loaded only once
 * the user asks, so the profile page carries no wallet code until then.
 */
import { Button, Text } from '@chakra-ui/react';
import React from 'react';
import { WagmiProvider } from 'wagmi';

import type { UserInfo } from 'types/api/account';

import useApiFetch from 'lib/api/useApiFetch';
import { getWagmiConfig } from 'ui/address/contract/write/wagmiConfig';
import accountErrorMessage from 'ui/account/accountErrorMessage';
import useCsrfToken from 'ui/account/useCsrfToken';
import useSiweSignature from 'ui/shared/wallet/useSiweSignature';

interface Props {
  onLinked: (profile: UserInfo) => void;
}

function LinkSteps({ onLinked }: Props) {
  const apiFetch = useApiFetch();
  const csrf = useCsrfToken();
  const signSiwe = useSiweSignature();
  const [ error, setError ] = React.useState<string | null>(null);
  const [ isBusy, setBusy ] = React.useState(false);

  const link = async() => {
    setBusy(true);
    setError(null);
    try {
      const { message, signature } = await signSiwe();
      await csrf.ensure();
      const profile = await apiFetch('account:link_address', { fetchParams: { method: 'POST', body: { message, signature } } });
      onLinked(profile as UserInfo);
    } catch (failure) {
      setError(accountErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  // The user already chose the wallet before this chunk loaded: start at once.
  const started = React.useRef(false);
  React.useEffect(() => {
    if (!started.current) {
      started.current = true;
      void link();
    }
  });

  return (
    <>
      <Button size="sm" variant="outline" onClick={ link } loading={ isBusy }>Connect wallet</Button>
      { error && <Text color="fg.error" fontSize="sm" mt="2" role="alert">{ error }</Text> }
    </>
  );
}

export default function LinkWallet(props: Props) {
  return (
    <WagmiProvider config={ getWagmiConfig() } reconnectOnMount={ false }>
      <LinkSteps { ...props }/>
    </WagmiProvider>
  );
}
