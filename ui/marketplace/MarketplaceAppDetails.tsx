/**
 * An app's details in a dialog: logo, title, author, categories, description, its site and
 * the launch button.
 */
import { Badge, Flex, Link, Text } from '@chakra-ui/react';
import React from 'react';

import { isHttpUrl } from 'lib/url/isHttpUrl';
import type { MarketplaceApp } from 'types/marketplace';

import AppDialog from 'ui/shared/AppDialog';

import MarketplaceAppLink from './MarketplaceAppLink';
import MarketplaceAppLogo from './MarketplaceAppLogo';

export default function MarketplaceAppDetails({ app, onClose }: { app: MarketplaceApp; onClose: () => void }) {
  const site = isHttpUrl(app.site) ? app.site : undefined;
  return (
    <AppDialog title={ app.title } testId="app-details" onClose={ onClose } size="lg"
      subtitle={ app.author ? <Text color="text.secondary" fontSize="sm">By { app.author }</Text> : undefined }
      footer={ <MarketplaceAppLink app={ app }>{ app.external ? 'Open site' : 'Launch app' }</MarketplaceAppLink> }>
      <Flex gap="4" align="flex-start">
        <MarketplaceAppLogo app={ app } size="64px"/>
        <Flex direction="column" gap="3" minW="0">
          { app.categories && app.categories.length > 0 && (
            <Flex gap="1" wrap="wrap">{ app.categories.map((category) => <Badge key={ category }>{ category }</Badge>) }</Flex>
          ) }
          <Text whiteSpace="pre-line" overflowWrap="anywhere">{ app.description || app.shortDescription }</Text>
          { site && (
            <Link href={ site } target="_blank" rel="noopener noreferrer" color="text.link" overflowWrap="anywhere" data-testid="app-site">{ site }</Link>
          ) }
        </Flex>
      </Flex>
    </AppDialog>
  );
}
