/**
 * `/apps`: the operator's apps, searchable by title, filtered by category or to the
 * visitor's favorites, sorted by title (spec §2 "Marketplace", §5). Nine placeholders while
 * the list loads.
 */
import { Box, Button, Flex, Grid, Input, Link, Skeleton, Text } from '@chakra-ui/react';
import React from 'react';

import type { MarketplaceApp } from 'types/marketplace';

import config from 'configs/app';
import { useMarketplaceAppsQuery } from 'lib/marketplace/apps';
import { ALL_APPS, appCategories, FAVORITES, filterApps } from 'lib/marketplace/filterApps';
import useFavoriteApps from 'lib/marketplace/useFavoriteApps';
import MarketplaceAppCard from 'ui/marketplace/MarketplaceAppCard';
import MarketplaceAppDetails from 'ui/marketplace/MarketplaceAppDetails';
import PageTitle from 'ui/shared/PageTitle';

const PLACEHOLDERS = 9;

const GRID_COLUMNS = { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' };

export default function Marketplace() {
  const { marketplace } = config.features;
  // Where authors propose their app (NEXT_PUBLIC_MARKETPLACE_SUBMIT_FORM), when the operator has a form.
  const submitFormUrl = marketplace.isEnabled ? marketplace.submitFormUrl : '';
  const query = useMarketplaceAppsQuery();
  const { favorites, toggle } = useFavoriteApps();
  const [ term, setTerm ] = React.useState('');
  const [ category, setCategory ] = React.useState(ALL_APPS);
  const [ details, setDetails ] = React.useState<MarketplaceApp | null>(null);

  const apps = React.useMemo(() => query.data ?? [], [ query.data ]);
  const categories = React.useMemo(() => appCategories(apps), [ apps ]);
  const shown = React.useMemo(() => filterApps(apps, { term, category, favorites }), [ apps, term, category, favorites ]);
  const closeDetails = React.useCallback(() => setDetails(null), []);

  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <Grid templateColumns={ GRID_COLUMNS } gap="4" data-testid="apps-loading">
        { Array.from({ length: PLACEHOLDERS }, (_, index) => <Skeleton key={ index } h="220px" borderRadius="xl" data-testid="app-placeholder"/>) }
      </Grid>
    );
  } else if (query.isError) {
    content = <Text color="text.secondary" data-testid="apps-error">The list of apps could not be loaded. Please try again later.</Text>;
  } else if (apps.length === 0) {
    content = <Text color="text.secondary" data-testid="apps-empty">There are no apps yet.</Text>;
  } else if (shown.length === 0) {
    content = (
      <Text color="text.secondary" data-testid="apps-empty">
        { category === FAVORITES && !term ? 'You have no favorite apps yet. Mark an app with its star to keep it here.' : 'No apps match your search.' }
      </Text>
    );
  } else {
    content = (
      <Grid templateColumns={ GRID_COLUMNS } gap="4" data-testid="apps-list">
        { shown.map((app) => (
          <MarketplaceAppCard key={ app.id } app={ app } isFavorite={ favorites.has(app.id) } onFavoriteToggle={ toggle } onInfoClick={ setDetails }/>
        )) }
      </Grid>
    );
  }

  return (
    <Box>
      <PageTitle title="Apps"/>
      <Flex direction="column" gap="4" mb="6">
        <Flex gap="4" align="center" wrap="wrap">
          <Input type="search" size="sm" maxW={{ base: '100%', lg: '400px' }} value={ term } onChange={ (event) => setTerm(event.target.value) }
            placeholder="Search apps" aria-label="Search apps by title" data-testid="apps-search"/>
          { submitFormUrl && (
            <Link href={ submitFormUrl } target="_blank" rel="noopener noreferrer" color="text.link" fontSize="sm" data-testid="apps-submit">Submit an app</Link>
          ) }
        </Flex>
        <Flex gap="1" wrap="wrap" role="group" aria-label="Category">
          { categories.map((item) => (
            <Button key={ item } size="xs" variant={ category === item ? 'solid' : 'outline' } aria-pressed={ category === item }
              onClick={ () => setCategory(item) }>
              { item }{ item === FAVORITES && favorites.size > 0 ? ` (${ favorites.size })` : '' }
            </Button>
          )) }
        </Flex>
      </Flex>
      { content }
      { details && <MarketplaceAppDetails app={ details } onClose={ closeDetails }/> }
    </Box>
  );
}
