/**
 * The dialog the signed-out header avatar opens, the ways in of `/login` in a modal: a code by
 * email, a wallet signature, or the configured OpenID provider (a link to the auth service's
 * login, back to `path`). Loaded on the avatar's first click; wagmi only once the wallet is chosen.
 */
import { Button, CloseButton, Dialog, Portal, Separator, Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import EmailCodeSignIn from 'ui/login/EmailCodeSignIn';
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
    <Dialog.Root open onOpenChange={ (details) => !details.open && onClose() } placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop/>
        <Dialog.Positioner>
          <Dialog.Content bg="bg.card" data-testid="sign-in-dialog">
            <Dialog.Header>
              <Dialog.Title fontSize="lg">{ method === 'email' ? 'Continue with email' : 'Sign in' }</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
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
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close"/>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
