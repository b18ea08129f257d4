import { Box, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import { getPageTitle } from 'lib/metadata/titles';
import NavIcon from 'ui/shared/icons/NavIcon';
import PageTitle from 'ui/shared/PageTitle';

/**
 * The frame of a route whose content lands in a later milestone: its title and an honest
 * notice, never invented data.
 */
export default function PagePending() {
  const { pathname } = useRouter();
  return (
    <Box>
      <PageTitle title={ getPageTitle(pathname) }/>
      <Box borderWidth="1px" borderColor="border.divider" borderRadius="xl" p={{ base: '6', lg: '10' }} textAlign="center" bg="bg.card">
        <NavIcon name="blocks" boxSize="40px" color="brand.solid" mx="auto" mb="4"/>
        <Text fontWeight={ 600 } mb="1">This section is on its way</Text>
        <Text color="text.secondary" fontSize="sm">It is not available in this release of the explorer yet.</Text>
      </Box>
    </Box>
  );
}
