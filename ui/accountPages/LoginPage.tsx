/**
 * `/login`: the ways in — the configured issuer (or the explorer's local provider), a code by
 * email, or a wallet signature. Account pages send anonymous visitors here with `?path=`, and
 * every way returns there. A failed issuer sign-in comes back with `?error=`, shown as text.
 */
import { Box, Button, Heading, Separator, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import React from 'react';

import EmailCodeSignIn from 'ui/login/EmailCodeSignIn';
import { getLoginUrl } from 'ui/snippets/profile/loginUrl';

const MAX_ERROR_LENGTH = 200;

// wagmi and viem load only once the visitor chooses the wallet.
const WalletSignIn = dynamic(() => import('ui/login/WalletSignIn'), { ssr: false, loading: () => <Button w="100%" variant="outline" loading>Sign in with a wallet</Button> });

/** Same-origin paths only: `//host` or a scheme would leave the explorer. */
export function safePath(raw: unknown): string {
  return typeof raw === 'string' && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : '/';
}

export default function LoginPage() {
  const { query } = useRouter();
  const [ wantsWallet, setWantsWallet ] = React.useState(false);
  const error = typeof query.error === 'string' ? query.error.slice(0, MAX_ERROR_LENGTH) : null;
  const path = safePath(query.path);
  // A full load, so the server renders the page with the new session.
  const onSignedIn = React.useCallback(() => window.location.assign(path), [ path ]);

  return (
    <Box maxW="420px" mx="auto" mt={{ base: 4, lg: 12 }} textAlign="center">
      <Heading as="h1" size="xl" mb="3">Sign in</Heading>
      <Text color="text.secondary" mb="6">
        Sign in to keep a watch list, private tags, API keys and custom ABIs, and to request public tags.
      </Text>
      { error && <Text color="fg.error" mb="6" role="alert" data-testid="login-error">{ error }</Text> }
      <Button asChild size="lg" w="100%"><a href={ getLoginUrl(path) }>Sign in or create an account</a></Button>
      <Separator my="6"/>
      <EmailCodeSignIn onSignedIn={ onSignedIn }/>
      <Separator my="6"/>
      { wantsWallet ? <WalletSignIn onSignedIn={ onSignedIn } autoStart/> : (
        <Button w="100%" variant="outline" onClick={ () => setWantsWallet(true) }>Sign in with a wallet</Button>
      ) }
    </Box>
  );
}
