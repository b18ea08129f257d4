/**
 * The way into an app: its page at /apps/{id}, or for an external app its own site in a
 * new tab.
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import type { MarketplaceApp } from 'types/marketplace';

import { appHref } from 'lib/marketplace/apps';

export default function MarketplaceAppLink({ app, children, ...props }: { app: MarketplaceApp; children: React.ReactNode } & ButtonProps) {
  const { href, isExternal } = appHref(app);
  return (
    <Button asChild size="sm" { ...props }>
      { isExternal ?
        <a href={ href } target="_blank" rel="noopener noreferrer">{ children }</a> :
        <NextLink href={ href }>{ children }</NextLink> }
    </Button>
  );
}
