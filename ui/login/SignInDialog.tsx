/**
 * The dialog the signed-out header avatar opens, the ways in of `/login` in a modal: a code by
 * email, a wallet signature, or the configured OpenID provider (a link to the auth service's
 * login, back to `path`). Loaded on the avatar's first click; wagmi only once the wallet is chosen.
 */
import { Button, Separator, Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import EmailCodeSignIn from 'ui/login/EmailCodeSignIn';
import AppDialog from 'ui/shared/AppDialog';
import { getLoginUrl } from 'ui/snippets/profile/loginUrl';

const WalletSignIn = dynamic(() => import('ui/login/WalletSignIn'), { ssr: false, loading: () => <Button w="100%" variant="outline" loading>Continue with wallet</Button> });

interface Props {
  /** The page to come back to. */
  path: string;
  onClose: () => void;
  onSignedIn: () => void;
}

export default function SignInDialog({ path, onClose, onSignedIn }: Props) {
  const [ method, setMethod ] = React.useState<'email' | 'wallet' | null>(null);

  return (
    <AppDialog title={ method === 'email' ? 'Continue with email' : 'Sign in' } testId="sign-in-dialog" size="sm" onClose={ onClose }
      bodyProps={{ pb: '6' }}>
      { method === 'email' ? (
        <>
          <EmailCodeSignIn onSignedIn={ onSignedIn }/>
          <Button variant="plain" size="sm" px="0" mt="2" onClick={ () => setMethod(null) }>Other ways to sign in</Button>
        </>
      ) : (
        <Stack gap="3">
          <Button variant="outline" onClick={ () => setMethod('email') }>Continue with email</Button>
          { method === 'wallet' ? <WalletSignIn onSignedIn={ onSignedIn } autoStart/> : (
            <Button variant="outline" onClick={ () => setMethod('wallet') }>Continue with wallet</Button>
          ) }
          <Separator my="1"/>
          <Button asChild><a href={ getLoginUrl(path) }>Sign in with an account provider</a></Button>
        </Stack>
      ) }
    </AppDialog>
  );
}
