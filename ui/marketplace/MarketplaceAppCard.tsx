/**
 * One app in the list: logo, title, short description and categories; a star to keep it
 * among the favorites, 'More info' for the details and the launch button.
 */
import { Badge, Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import React from 'react';

import type { MarketplaceApp } from 'types/marketplace';

import MarketplaceAppLink from './MarketplaceAppLink';
import MarketplaceAppLogo from './MarketplaceAppLogo';

interface Props {
  app: MarketplaceApp;
  isFavorite: boolean;
  onFavoriteToggle: (id: string) => void;
  onInfoClick: (app: MarketplaceApp) => void;
}

export default function MarketplaceAppCard({ app, isFavorite, onFavoriteToggle, onInfoClick }: Props) {
  return (
    <Flex as="article" direction="column" gap="3" p="5" borderWidth="1px" borderColor="border.divider" borderRadius="xl" bg="bg.card"
      minW="0" data-testid="app-card" data-app-id={ app.id }>
      <Flex justify="space-between" align="flex-start" gap="2">
        <MarketplaceAppLogo app={ app } size="48px"/>
        <IconButton variant="ghost" size="sm" aria-pressed={ isFavorite } data-testid="app-favorite"
          aria-label={ isFavorite ? `Remove ${ app.title } from favorites` : `Add ${ app.title } to favorites` }
          color={ isFavorite ? 'orange.400' : 'text.secondary' } onClick={ () => onFavoriteToggle(app.id) }>
          <Box as="span" aria-hidden fontSize="lg" lineHeight="1">{ isFavorite ? '★' : '☆' }</Box>
        </IconButton>
      </Flex>
      <Text as="h2" fontWeight={ 600 } fontSize="lg" overflowWrap="anywhere" data-testid="app-title">{ app.title }</Text>
      { app.categories && app.categories.length > 0 && (
        <Flex gap="1" wrap="wrap">{ app.categories.map((category) => <Badge key={ category } size="sm">{ category }</Badge>) }</Flex>
      ) }
      <Text color="text.secondary" fontSize="sm" flexGrow={ 1 } overflowWrap="anywhere" lineClamp={ 3 }>{ app.shortDescription }</Text>
      <Flex gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={ () => onInfoClick(app) }>More info</Button>
        <MarketplaceAppLink app={ app } variant="solid">{ app.external ? 'Open site' : 'Launch' }</MarketplaceAppLink>
      </Flex>
    </Flex>
  );
}
