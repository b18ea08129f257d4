/**
 * The way into an app: its page at /apps/{id}, or for an external app its own site in a
 * new tab.
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import type { MarketplaceApp } from 'types/marketplace';

import { trackEvent } from 'lib/analytics/trackEvent';
import { appHref } from 'lib/marketplace/apps';

export default function MarketplaceAppLink({ app, children, ...props }: { app: MarketplaceApp; children: React.ReactNode } & ButtonProps) {
  const { href, isExternal } = appHref(app);
  const handleClick = () => trackEvent('App launch', { 'App id': app.id, External: isExternal });
  return (
    <Button asChild size="sm" { ...props }>
      { isExternal ?
        <a href={ href } target="_blank" rel="noopener noreferrer" onClick={ handleClick }>{ children }</a> :
        <NextLink href={ href } onClick={ handleClick }>{ children }</NextLink> }
    </Button>
  );
}
