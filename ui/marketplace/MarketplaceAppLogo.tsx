/**
 * An app's logo, and its dark-mode logo in dark mode (both chosen by CSS, so the server's
 * HTML is right before hydration). Only http(s) URLs become images: the list is the
 * operator's, the pictures are anyone's.
 */
import { Box, Image } from '@chakra-ui/react';
import React from 'react';

import { isHttpUrl } from 'lib/url/isHttpUrl';
import type { MarketplaceApp } from 'types/marketplace';

export default function MarketplaceAppLogo({ app, size }: { app: MarketplaceApp; size: string }) {
  const light = isHttpUrl(app.logo) ? app.logo : undefined;
  const dark = isHttpUrl(app.logoDarkMode) ? app.logoDarkMode : undefined;
  if (!light && !dark) {
    return (
      <Box aria-hidden w={ size } h={ size } flexShrink={ 0 } borderRadius="lg" bg="bg.muted" color="text.secondary" display="flex"
        alignItems="center" justifyContent="center" fontWeight={ 700 } data-initial={ Array.from(app.title.trim())[0]?.toUpperCase() ?? '?' }
        _before={{ content: 'attr(data-initial)' }}/>
    );
  }
  return (
    <>
      <Image src={ light ?? dark } alt="" w={ size } h={ size } flexShrink={ 0 } borderRadius="lg" objectFit="contain"
        display="block" _dark={{ display: dark ? 'none' : 'block' }} data-testid="app-logo"/>
      { dark && (
        <Image src={ dark } alt="" w={ size } h={ size } flexShrink={ 0 } borderRadius="lg" objectFit="contain"
          display="none" _dark={{ display: 'block' }} data-testid="app-logo-dark"/>
      ) }
    </>
  );
}
