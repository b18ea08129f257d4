import { Flex, Heading } from '@chakra-ui/react';
import React from 'react';

/** The page's visible heading (one h1 per page), with an optional icon before it (a token's). */
export default function PageTitle({ title, icon, children }: { title: string; icon?: React.ReactNode; children?: React.ReactNode }) {
  const heading = (
    <Heading as="h1" fontSize={{ base: '2xl', lg: '3xl' }} fontWeight={ 600 } letterSpacing="-0.01em" mb={ icon ? 0 : 6 } minW="0"
      overflowWrap="anywhere" data-testid="page-title">
      { title }
      { children }
    </Heading>
  );
  if (!icon) return heading;
  return <Flex align="center" gap="3" mb="6">{ icon }{ heading }</Flex>;
}
