import { Box, Button, Separator, Text, VStack } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import config from 'configs/app';
import type { UserInfo } from 'types/api/account';
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
  const displayName = profile.name || profile.nickname;

  return (
    <Box>
      { displayName && (
        <Text fontSize="sm" fontWeight={ 500 } color="text.secondary">
          Signed in as <Box as="span" color="text.primary" fontWeight={ 600 }>{ displayName }</Box>
        </Text>
      ) }
      { profile.email && <Text fontSize="sm" color="text.secondary" mb="3" wordBreak="break-all">{ profile.email }</Text> }
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
