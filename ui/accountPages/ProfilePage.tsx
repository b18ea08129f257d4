/**
 * `/auth/profile`: who is signed in, as the issuer told us, and the way out. An account
 * without an email can add one (a mailed code), one without a wallet can connect one (a
 * signed message); the profile then shows it.
 */
import { Box, Button, Grid, Skeleton, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import React from 'react';

import type { UserInfo } from 'types/api/account';

import config from 'configs/app';
import { getResourceKey } from 'lib/api/getResourceKey';
import UserAvatar from 'ui/snippets/profile/UserAvatar';
import { useProfileAfterHydration } from 'ui/snippets/profile/useProfileQuery';

import AccountPageLayout from './AccountPageLayout';
import LinkEmailDialog from './profile/LinkEmailDialog';

// wagmi and viem load only once the user asks to connect a wallet.
const LinkWallet = dynamic(() => import('./profile/LinkWallet'), { ssr: false, loading: () => <Button size="sm" variant="outline" loading>Connect wallet</Button> });

function Row({ label, value, action }: { label: string; value: string | null; action?: React.ReactNode }) {
  return (
    <>
      <Text color="text.secondary" fontWeight={ 500 }>{ label }</Text>
      <Box>
        { value || !action ? <Text wordBreak="break-all" data-testid={ `profile-${ label.toLowerCase() }` }>{ value || '—' }</Text> : action }
      </Box>
    </>
  );
}

export default function ProfilePage() {
  const query = useProfileAfterHydration();
  const queryClient = useQueryClient();
  const [ isAddingEmail, setAddingEmail ] = React.useState(false);
  const [ wantsWallet, setWantsWallet ] = React.useState(false);
  const logoutUrl = config.features.account.isEnabled ? config.features.account.logoutUrl : '/';

  // The answer is the new profile: the page and the account menu show it at once.
  const onLinked = React.useCallback((profile: UserInfo) => {
    queryClient.setQueryData(getResourceKey('account:user_info'), profile);
    setAddingEmail(false);
    setWantsWallet(false);
  }, [ queryClient ]);

  return (
    <AccountPageLayout intro="Your account on this explorer.">
      { query.isPending && <Skeleton h="160px" maxW="600px" borderRadius="md"/> }
      { query.isError && <Text color="fg.error" role="alert">Your profile could not be loaded. Try signing in again.</Text> }
      { query.data && (
        <Box maxW="600px">
          <Box mb="6"><UserAvatar src={ query.data.avatar ?? undefined } email={ query.data.email ?? undefined } size="64px"/></Box>
          <Grid templateColumns="140px 1fr" gap="3" mb="8" alignItems="center">
            <Row label="Name" value={ query.data.name }/>
            <Row label="Nickname" value={ query.data.nickname }/>
            <Row label="Email" value={ query.data.email }
              action={ <Button size="sm" variant="outline" onClick={ () => setAddingEmail(true) }>Add email</Button> }/>
            <Row label="Wallet" value={ query.data.address_hash }
              action={ wantsWallet ? <LinkWallet onLinked={ onLinked }/> : <Button size="sm" variant="outline" onClick={ () => setWantsWallet(true) }>Connect wallet</Button> }/>
          </Grid>
          <Button asChild variant="outline"><a href={ logoutUrl }>Sign Out</a></Button>
        </Box>
      ) }
      { isAddingEmail && <LinkEmailDialog onLinked={ onLinked } onClose={ () => setAddingEmail(false) }/> }
    </AccountPageLayout>
  );
}
