/** `/auth/profile`: who is signed in, as the issuer told us, and the way out. */
import { Box, Button, Grid, Skeleton, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import UserAvatar from 'ui/snippets/profile/UserAvatar';
import useProfileQuery from 'ui/snippets/profile/useProfileQuery';

import AccountPageLayout from './AccountPageLayout';

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <Text color="text.secondary" fontWeight={ 500 }>{ label }</Text>
      <Text wordBreak="break-all" data-testid={ `profile-${ label.toLowerCase() }` }>{ value || '—' }</Text>
    </>
  );
}

export default function ProfilePage() {
  const query = useProfileQuery();
  const logoutUrl = config.features.account.isEnabled ? config.features.account.logoutUrl : '/';
  return (
    <AccountPageLayout intro="Your account on this explorer.">
      { query.isPending && <Skeleton h="160px" maxW="600px" borderRadius="md"/> }
      { query.isError && <Text color="fg.error" role="alert">Your profile could not be loaded. Try signing in again.</Text> }
      { query.data && (
        <Box maxW="600px">
          <Box mb="6"><UserAvatar src={ query.data.avatar ?? undefined } email={ query.data.email ?? undefined } size="64px"/></Box>
          <Grid templateColumns="140px 1fr" gap="3" mb="8">
            <Row label="Name" value={ query.data.name }/>
            <Row label="Nickname" value={ query.data.nickname }/>
            <Row label="Email" value={ query.data.email }/>
            <Row label="Wallet" value={ query.data.address_hash }/>
          </Grid>
          <Button asChild variant="outline"><a href={ logoutUrl }>Sign Out</a></Button>
        </Box>
      ) }
    </AccountPageLayout>
  );
}
