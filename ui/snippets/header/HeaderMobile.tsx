import { Box, Flex, IconButton } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import config from 'configs/app';
import NavIcon from 'ui/shared/icons/NavIcon';
import useViewportLayout from 'ui/shared/layout/useViewportLayout';
import NetworkLogo from 'ui/snippets/navigation/NetworkLogo';
import SignInAvatar from 'ui/snippets/profile/SignInAvatar';
import UserAvatar from 'ui/snippets/profile/UserAvatar';
import useProfileQuery from 'ui/snippets/profile/useProfileQuery';
import SearchBar from 'ui/snippets/searchBar/SearchBar';

/** A drawer's code loads on the first tap: phones get a lighter first load. */
const AccountDrawer = dynamic(() => import('./MobileDrawers').then((module) => module.AccountDrawer), { ssr: false });
const MenuDrawer = dynamic(() => import('./MobileDrawers').then((module) => module.MenuDrawer), { ssr: false });

/** The account avatar: a login link opening the sign-in dialog without a session, else a button opening the account drawer. */
function AccountButton() {
  const [ open, setOpen ] = React.useState(false);
  const [ isLoaded, setIsLoaded ] = React.useState(false);
  const profileQuery = useProfileQuery();
  const profile = profileQuery.data;

  if (!config.features.account.isEnabled) {
    return <Box w="32px"/>;
  }
  if (!profile) {
    return <SignInAvatar/>;
  }
  return (
    <>
      <IconButton aria-label="Account menu" variant="ghost" rounded="full" size="sm" onClick={ () => { setIsLoaded(true); setOpen(true); } }>
        <UserAvatar src={ profile.avatar } email={ profile.email }/>
      </IconButton>
      { isLoaded && <AccountDrawer profile={ profile } open={ open } onOpenChange={ setOpen }/> }
    </>
  );
}

/** The burger button; the navigation drawer itself loads on the first tap. */
function MenuButton() {
  const [ open, setOpen ] = React.useState(false);
  const [ isLoaded, setIsLoaded ] = React.useState(false);
  return (
    <>
      <IconButton aria-label="Open menu" variant="ghost" size="sm" data-testid="menu-drawer-trigger"
        onClick={ () => { setIsLoaded(true); setOpen(true); } }>
        <NavIcon name="burger"/>
      </IconButton>
      { isLoaded && <MenuDrawer open={ open } onOpenChange={ setOpen }/> }
    </>
  );
}

/** The header below the lg breakpoint: menu, logo, account, and the search bar under them. */
export default function HeaderMobile({ hideSearch }: { hideSearch?: boolean }) {
  if (useViewportLayout() === 'desktop') return null;
  return (
    <Box as="header" display={{ base: 'block', lg: 'none' }} bg="bg.page" borderBottomWidth="1px" borderColor="border.divider" data-testid="header-mobile">
      <Flex align="center" justify="space-between" px="3" py="2">
        <MenuButton/>
        <NetworkLogo/>
        <AccountButton/>
      </Flex>
      { !hideSearch && <Box px="3" pb="3"><SearchBar/></Box> }
    </Box>
  );
}
