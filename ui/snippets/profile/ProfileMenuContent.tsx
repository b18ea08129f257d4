import { Box, Button, Separator, Text, VStack } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import config from 'configs/app';
import type { UserInfo } from 'types/api/account';
import { shortenAddress } from 'lib/format/shortenAddress';
import NavLink from 'ui/snippets/navigation/NavLink';
import { buildNavItems } from 'ui/snippets/navigation/navItems';

interface Props {
  profile: UserInfo;
  onNavigate?: () => void;
}

/** 'Signed in as …', the email, the profile and account links, and 'Sign Out'. */
export default function ProfileMenuContent({ profile, onNavigate }: Props) {
  const { pathname } = useRouter();
  const items = buildNavItems(config, pathname);
  const logoutUrl = config.features.account.isEnabled ? config.features.account.logoutUrl : '/';
  // Wallet and email accounts have no name: the wallet (the API checksums it) or the email stands in.
  const displayName = profile.name || profile.nickname || (profile.address_hash ? shortenAddress(profile.address_hash) : profile.email);

  return (
    <Box>
      { displayName && (
        <Box mb="3">
          <Text fontSize="sm" fontWeight={ 500 } color="text.secondary" wordBreak="break-all">
            Signed in as <Box as="span" color="text.primary" fontWeight={ 600 }>{ displayName }</Box>
          </Text>
          { profile.email && profile.email !== displayName && <Text fontSize="sm" color="text.secondary" wordBreak="break-all">{ profile.email }</Text> }
        </Box>
      ) }
      <VStack as="ul" align="stretch" gap="0.5" m="0" p="0">
        <NavLink item={ items.profile } onClick={ onNavigate }/>
      </VStack>
      <Separator my="2" borderColor="border.divider"/>
      <VStack as="ul" align="stretch" gap="0.5" m="0" p="0">
        { items.account.map((item) => <NavLink key={ item.text } item={ item } onClick={ onNavigate }/>) }
      </VStack>
      <Separator my="2" borderColor="border.divider"/>
      <Button asChild variant="outline" size="sm" w="100%">
        <a href={ logoutUrl }>Sign Out</a>
      </Button>
    </Box>
  );
}
