import { Heading } from '@chakra-ui/react';
import React from 'react';

/** The page's visible heading (one h1 per page). */
export default function PageTitle({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Heading as="h1" fontSize={{ base: '2xl', lg: '3xl' }} fontWeight={ 600 } letterSpacing="-0.01em" mb="6" data-testid="page-title">
      { title }
      { children }
    </Heading>
  );
}
