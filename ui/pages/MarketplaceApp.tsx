/**
 * `/apps/{id}`: an internal app of the marketplace, full height in a sandboxed frame, with
 * the visitor's wallet reachable through the bridge (lib/marketplace/bridge.ts). An external
 * app gets its details and a link to its site; an id the list does not have, the 404 screen.
 */
import { Box, chakra, Flex, Link, Skeleton, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import React from 'react';

import type { MarketplaceApp as App } from 'types/marketplace';

import { AppPageError } from 'lib/errors/AppPageError';
import { useMarketplaceAppsQuery } from 'lib/marketplace/apps';
import useMarketplaceBridge from 'lib/marketplace/useMarketplaceBridge';
import MarketplaceAppLink from 'ui/marketplace/MarketplaceAppLink';
import MarketplaceAppLogo from 'ui/marketplace/MarketplaceAppLogo';

/** The frame takes the screen below the header. */
const FRAME_HEIGHT = { base: 'calc(100dvh - 170px)', lg: 'calc(100dvh - 150px)' };
/** Scripts, forms and its own origin's storage and requests; popups may leave the sandbox (a wallet's or a link's new tab). */
const SANDBOX = 'allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox';

function AppBar({ app }: { app: App }) {
  return (
    <Flex align="center" gap="3" mb="3" minW="0">
      <Link asChild color="text.link" fontSize="sm" flexShrink={ 0 }><NextLink href="/apps">← All apps</NextLink></Link>
      <MarketplaceAppLogo app={ app } size="24px"/>
      <Text as="h1" fontWeight={ 600 } overflowWrap="anywhere" data-testid="app-title">{ app.title }</Text>
    </Flex>
  );
}

function AppFrame({ app }: { app: App }) {
  const frame = React.useRef<HTMLIFrameElement>(null);
  useMarketplaceBridge(frame, app.url);
  return (
    <Box>
      <AppBar app={ app }/>
      <chakra.iframe ref={ frame } src={ app.url } title={ app.title } sandbox={ SANDBOX } allow="clipboard-write"
        w="100%" h={ FRAME_HEIGHT } minH="480px" borderWidth="1px" borderColor="border.divider" borderRadius="xl" bg="bg.card"
        data-testid="app-frame"/>
    </Box>
  );
}

function ExternalApp({ app }: { app: App }) {
  return (
    <Box>
      <AppBar app={ app }/>
      <Flex direction="column" gap="4" p="6" borderWidth="1px" borderColor="border.divider" borderRadius="xl" bg="bg.card" maxW="720px">
        <Text whiteSpace="pre-line" overflowWrap="anywhere">{ app.description || app.shortDescription }</Text>
        <Text color="text.secondary" fontSize="sm">This app runs on its own site and opens in a new tab.</Text>
        <MarketplaceAppLink app={ app } alignSelf="flex-start">Open site</MarketplaceAppLink>
      </Flex>
    </Box>
  );
}

export default function MarketplaceApp() {
  const { query: routeQuery } = useRouter();
  const id = typeof routeQuery.id === 'string' ? routeQuery.id : '';
  const query = useMarketplaceAppsQuery();

  if (query.isPending) return <Skeleton h={ FRAME_HEIGHT } borderRadius="xl" data-testid="app-loading"/>;
  if (query.isError) throw new AppPageError('The list of apps could not be loaded', { cause: query.error, status: 503 });
  const app = query.data.find((item) => item.id === id);
  if (!app) throw new AppPageError(`No app "${ id }" in the marketplace`, { status: 404 });
  return app.external ? <ExternalApp app={ app }/> : <AppFrame app={ app }/>;
}
