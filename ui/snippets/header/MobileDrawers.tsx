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

/** The frame both drawers share: backdrop, panel from one side, header, body, close button. */
function SideDrawer({ open, onOpenChange, placement, testId, header, closeLabel = 'Close', children }: DrawerProps & {
  placement: 'start' | 'end';
  testId: string;
  header: React.ReactNode;
  closeLabel?: string;
  children: React.ReactNode;
}) {
  return (
    <Drawer.Root open={ open } onOpenChange={ (details) => onOpenChange(details.open) } placement={ placement } size="xs">
      <Portal>
        <Drawer.Backdrop/>
        <Drawer.Positioner>
          <Drawer.Content bg="bg.page" data-testid={ testId }>
            <Drawer.Header>{ header }</Drawer.Header>
            <Drawer.Body>{ children }</Drawer.Body>
            <Drawer.CloseTrigger asChild><CloseButton size="sm" aria-label={ closeLabel }/></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export function AccountDrawer({ profile, open, onOpenChange }: DrawerProps & { profile: UserInfo }) {
  return (
    <SideDrawer open={ open } onOpenChange={ onOpenChange } placement="end" testId="account-drawer" header={ <Drawer.Title>Account</Drawer.Title> }>
      <ProfileMenuContent profile={ profile } onNavigate={ () => onOpenChange(false) }/>
    </SideDrawer>
  );
}

export function MenuDrawer({ open, onOpenChange }: DrawerProps) {
  const header = (
    <Flex align="center" justify="space-between" w="100%" pr="8">
      <NetworkLogo/>
      <NetworkMenu/>
    </Flex>
  );
  return (
    <SideDrawer open={ open } onOpenChange={ onOpenChange } placement="start" testId="menu-drawer" header={ header } closeLabel="Close menu">
      <NavigationMobile onNavigate={ () => onOpenChange(false) }/>
      <Flex align="center" gap="2" mt="6" pt="4" borderTopWidth="1px" borderColor="border.divider">
        <ColorModeToggle/>
        <Text fontSize="sm" color="text.secondary">Colour mode</Text>
      </Flex>
    </SideDrawer>
  );
}
