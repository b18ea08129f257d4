/**
 * The two drawers of the mobile header, in their own chunk (see HeaderMobile): the
 * navigation on the left and the account menu on the right.
 */
import { CloseButton, Drawer, Flex, Portal, Text } from '@chakra-ui/react';
import React from 'react';

import type { UserInfo } from 'types/api/account';
import NavigationMobile from 'ui/snippets/navigation/NavigationMobile';
import NetworkLogo from 'ui/snippets/navigation/NetworkLogo';
import NetworkMenu from 'ui/snippets/networkMenu/LazyNetworkMenu';
import ProfileMenuContent from 'ui/snippets/profile/ProfileMenuContent';

import ColorModeToggle from './ColorModeToggle';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AccountDrawer({ profile, open, onOpenChange }: DrawerProps & { profile: UserInfo }) {
  return (
    <Drawer.Root open={ open } onOpenChange={ (details) => onOpenChange(details.open) } placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop/>
        <Drawer.Positioner>
          <Drawer.Content bg="bg.page" data-testid="account-drawer">
            <Drawer.Header><Drawer.Title>Account</Drawer.Title></Drawer.Header>
            <Drawer.Body>
              <ProfileMenuContent profile={ profile } onNavigate={ () => onOpenChange(false) }/>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild><CloseButton size="sm"/></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export function MenuDrawer({ open, onOpenChange }: DrawerProps) {
  return (
    <Drawer.Root open={ open } onOpenChange={ (details) => onOpenChange(details.open) } placement="start" size="xs">
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
              <NavigationMobile onNavigate={ () => onOpenChange(false) }/>
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
