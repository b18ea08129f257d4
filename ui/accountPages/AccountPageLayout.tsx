/** The frame of an account page: its title and a short text of what it is for. */
import { Box, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import { getPageTitle } from 'lib/metadata/titles';
import PageTitle from 'ui/shared/PageTitle';

export default function AccountPageLayout({ intro, children }: { intro: React.ReactNode; children: React.ReactNode }) {
  const { pathname } = useRouter();
  return (
    <Box>
      <PageTitle title={ getPageTitle(pathname) }/>
      <Text color="text.secondary" mb="6" maxW="800px">{ intro }</Text>
      { children }
    </Box>
  );
}
