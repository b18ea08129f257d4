/**
 * The counter tiles above the charts, from `GET /api/v1/counters`: title, value with its units,
 * and the service's description on hover.
 */
import { Box, Grid, Skeleton, Text } from '@chakra-ui/react';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';

import { formatStatValue, withUnits } from './statsFormat';

const SKELETON_TILES = 8;

export default function StatsCounters() {
  const query = useApiQuery('stats:counters');

  if (query.isError) {
    return <Text color="text.secondary" mb="6" role="alert" data-testid="stats-counters-error">Could not load the counters.</Text>;
  }
  const counters = query.data?.counters;
  return (
    <Grid as="dl" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }}
      gap="3" mb="8" data-testid="stats-counters" aria-busy={ !counters }>
      { counters ? counters.map((counter) => (
        <Box key={ counter.id } borderWidth="1px" borderColor="border.divider" bg="bg.card" borderRadius="lg" px="4" py="3" minW="0"
          title={ counter.description } data-testid={ `stats-counter-${ counter.id }` }>
          <Text as="dt" fontSize="sm" color="text.secondary" overflowWrap="anywhere">{ counter.title }</Text>
          <Text as="dd" fontSize={{ base: 'lg', lg: 'xl' }} fontWeight={ 600 } overflowWrap="anywhere" data-testid="stats-counter-value">
            { withUnits(formatStatValue(counter.value), counter.units) }
          </Text>
        </Box>
      )) : Array.from({ length: SKELETON_TILES }, (_, index) => (
        <Box key={ index } borderWidth="1px" borderColor="border.divider" bg="bg.card" borderRadius="lg" px="4" py="3"
          data-testid="stats-counter-skeleton">
          <Skeleton h="4" w="60%" mb="2"/>
          <Skeleton h="6" w="40%"/>
        </Box>
      )) }
    </Grid>
  );
}
