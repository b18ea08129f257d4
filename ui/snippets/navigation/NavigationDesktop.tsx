import { Box, Flex, IconButton, Separator, VStack } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import config from 'configs/app';
import { NAV_BAR_COLLAPSED, setCookie } from 'lib/cookies';
import NavIcon from 'ui/shared/icons/NavIcon';
import { useAppContext } from 'ui/shared/layout/AppContext';
import useViewportLayout from 'ui/shared/layout/useViewportLayout';
import NetworkMenu from 'ui/snippets/networkMenu/LazyNetworkMenu';
import { useProfileAfterHydration } from 'ui/snippets/profile/useProfileQuery';

import NavGroupDesktop from './NavGroupDesktop';
import { announceNavHover } from './navHover';
import NavLink from './NavLink';
import NetworkLogo from './NetworkLogo';
import { buildNavItems, isGroupItem } from './navItems';

export const SIDEBAR_WIDTH = { expanded: '232px', collapsed: '84px' } as const;

/**
 * The desktop sidebar. Its collapsed state lives in the `nav_bar_collapsed` cookie, read on
 * the server, so the first paint already has the right width.
 */
export default function NavigationDesktop() {
  return useViewportLayout() === 'mobile' ? null : <Sidebar/>;
}

function Sidebar() {
  const { pathname, query } = useRouter();
  const apiDocsTab = typeof query.tab === 'string' ? query.tab : undefined;
  const { navCollapsed } = useAppContext();
  const [ isCollapsed, setIsCollapsed ] = React.useState(navCollapsed === true);
  // The sidebar hydrates after the header: the account items come once it has.
  const profile = useProfileAfterHydration();
  const items = React.useMemo(() => buildNavItems(config, pathname, apiDocsTab), [ pathname, apiDocsTab ]);

  const toggle = React.useCallback(() => {
    setIsCollapsed((current) => {
      setCookie(NAV_BAR_COLLAPSED, current ? 'false' : 'true');
      return !current;
    });
  }, []);

  const showAccount = config.features.account.isEnabled && Boolean(profile.data);

  return (
    <Box
      as="nav"
      aria-label="Main navigation"
      display={{ base: 'none', lg: 'block' }}
      position="relative"
      flexShrink={ 0 }
      w={ isCollapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded }
      transition="width 0.15s ease"
      bg="bg.sidebar"
      borderRightWidth="1px"
      borderColor="border.divider"
      data-collapsed={ isCollapsed ? 'true' : 'false' }
      data-testid="navigation-desktop"
    >
      <Box position="sticky" top="0" px={ isCollapsed ? '4' : '5' } py="6" maxH="100vh" overflowY="auto">
        <Flex align="center" justify={ isCollapsed ? 'center' : 'space-between' } mb="8" minH="32px">
          <NetworkLogo isCollapsed={ isCollapsed }/>
          { !isCollapsed && <NetworkMenu/> }
        </Flex>
        <VStack as="ul" align="stretch" gap="1" m="0" p="0">
          { items.main.map((item) => isGroupItem(item) ?
            <NavGroupDesktop key={ item.text } item={ item } isCollapsed={ isCollapsed }/> :
            <NavLink key={ item.text } item={ item } isCollapsed={ isCollapsed } onPointerEnter={ () => announceNavHover(item.text) }/>,
          ) }
        </VStack>
        { showAccount && (
          <>
            <Separator my="4" borderColor="border.divider"/>
            <VStack as="ul" align="stretch" gap="1" m="0" p="0" aria-label="Account">
              { items.account.map((item) => (
                <NavLink key={ item.text } item={ item } isCollapsed={ isCollapsed } onPointerEnter={ () => announceNavHover(item.text) }/>
              )) }
            </VStack>
          </>
        ) }
      </Box>
      <IconButton
        aria-label={ isCollapsed ? 'Expand sidebar' : 'Collapse sidebar' }
        aria-expanded={ !isCollapsed }
        onClick={ toggle }
        position="absolute"
        top="86px"
        right="-14px"
        size="2xs"
        rounded="full"
        variant="outline"
        bg="bg.page"
        borderColor="border.divider"
        color="icon.nav"
        _hover={{ color: 'brand.fg' }}
        zIndex="docked"
        data-testid="nav-collapse-toggle"
      >
        <NavIcon name={ isCollapsed ? 'arrowRight' : 'arrowLeft' } boxSize="14px"/>
      </IconButton>
    </Box>
  );
}

