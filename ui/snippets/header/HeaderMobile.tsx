import { Box, CloseButton, Drawer, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import config from 'configs/app';
import NavIcon from 'ui/shared/icons/NavIcon';
import NavigationMobile from 'ui/snippets/navigation/NavigationMobile';
import NetworkLogo from 'ui/snippets/navigation/NetworkLogo';
import NetworkMenu from 'ui/snippets/networkMenu/NetworkMenu';
import ProfileMenuContent from 'ui/snippets/profile/ProfileMenuContent';
import UserAvatar from 'ui/snippets/profile/UserAvatar';
import { getLoginUrl } from 'ui/snippets/profile/loginUrl';
import useProfileQuery from 'ui/snippets/profile/useProfileQuery';
import SearchBar from 'ui/snippets/searchBar/SearchBar';

import ColorModeToggle from './ColorModeToggle';

/** Right drawer with the account menu; without a session the avatar is a login link. */
function AccountDrawer() {
  const router = useRouter();
  const [ open, setOpen ] = React.useState(false);
  const profileQuery = useProfileQuery();
  const profile = profileQuery.data;

  if (!config.features.account.isEnabled) {
    return <Box w="32px"/>;
  }
  if (!profile) {
    return (
      <a href={ getLoginUrl(router.asPath) } aria-label="Log in" data-testid="login-link"><UserAvatar/></a>
    );
  }
  return (
    <Drawer.Root open={ open } onOpenChange={ (details) => setOpen(details.open) } placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Account menu" variant="ghost" rounded="full" size="sm">
          <UserAvatar src={ profile.avatar } email={ profile.email }/>
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop/>
        <Drawer.Positioner>
          <Drawer.Content bg="bg.page" data-testid="account-drawer">
            <Drawer.Header><Drawer.Title>Account</Drawer.Title></Drawer.Header>
            <Drawer.Body>
              <ProfileMenuContent profile={ profile } onNavigate={ () => setOpen(false) }/>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild><CloseButton size="sm"/></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Left drawer with the main navigation. */
function MenuDrawer() {
  const [ open, setOpen ] = React.useState(false);
  return (
    <Drawer.Root open={ open } onOpenChange={ (details) => setOpen(details.open) } placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" size="sm" data-testid="menu-drawer-trigger">
          <NavIcon name="burger"/>
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop/>
        <Drawer.Positioner>
          <Drawer.Content bg="bg.page" data-testid="menu-drawer">
            <Drawer.Header>
              <Flex align="center" justify="space-between" w="100%" pr="8">
                <NetworkLogo/>
                <NetworkMenu/>
              </Flex>
            </Drawer.Header>
            <Drawer.Body>
              <NavigationMobile onNavigate={ () => setOpen(false) }/>
              <Flex align="center" gap="2" mt="6" pt="4" borderTopWidth="1px" borderColor="border.divider">
                <ColorModeToggle/>
                <Text fontSize="sm" color="text.secondary">Colour mode</Text>
              </Flex>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild><CloseButton size="sm" aria-label="Close menu"/></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The header below the lg breakpoint: menu, logo, account, and the search bar under them. */
export default function HeaderMobile({ hideSearch }: { hideSearch?: boolean }) {
  return (
    <Box as="header" display={{ base: 'block', lg: 'none' }} bg="bg.page" borderBottomWidth="1px" borderColor="border.divider" data-testid="header-mobile">
      <Flex align="center" justify="space-between" px="3" py="2">
        <MenuDrawer/>
        <NetworkLogo/>
        <AccountDrawer/>
      </Flex>
      { !hideSearch && <Box px="3" pb="3"><SearchBar/></Box> }
    </Box>
  );
}
