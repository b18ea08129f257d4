import { Box, Flex } from '@chakra-ui/react';
import React from 'react';

import useViewportLayout from 'ui/shared/layout/useViewportLayout';
import ProfileButton from 'ui/snippets/profile/ProfileButton';
import SearchBar from 'ui/snippets/searchBar/SearchBar';

import ColorModeToggle from './ColorModeToggle';

/** The header at lg and wider: the search bar, the colour-mode toggle and the avatar. */
export default function HeaderDesktop({ hideSearch }: { hideSearch?: boolean }) {
  if (useViewportLayout() === 'mobile') return null;
  return (
    <Flex as="header" display={{ base: 'none', lg: 'flex' }} align="center" gap="4" py="4" data-testid="header-desktop">
      <Box flex="1" maxW="900px">{ !hideSearch && <SearchBar/> }</Box>
      <Flex align="center" gap="3" ml="auto">
        <ColorModeToggle/>
        <ProfileButton/>
      </Flex>
    </Flex>
  );
}
