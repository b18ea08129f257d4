/**
 * The counter tiles above the charts, from `GET /api/v1/counters`: title, value with its units,
 * and the service's description on hover.
 *
 * Placeholders and tiles have the same size, so the charts below do not move when the counters
 * arrive: as many placeholders as the stats service has counters, and each title keeps room for
 * two lines where tiles are narrow enough for titles to wrap.
 */
import { Box, Grid, Skeleton, Text } from '@chakra-ui/react';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';

import { formatStatValue, withUnits } from './statsFormat';

/** The number of counters the stats service answers (ours and Blockscout's). */
const SKELETON_TILES = 16;

const TITLE_LINE_HEIGHT = '20px';
const TITLE_MIN_HEIGHT = { base: `calc(2 * ${ TITLE_LINE_HEIGHT })`, xl: TITLE_LINE_HEIGHT };
const VALUE_LINE_HEIGHT = { base: '28px', lg: '30px' };

function Tile({ title, value, description, testId }: { title: React.ReactNode; value: React.ReactNode; description?: string; testId: string }) {
  return (
    <Box borderWidth="1px" borderColor="border.divider" bg="bg.card" borderRadius="lg" px="4" py="3" minW="0"
      title={ description } data-testid={ testId }>
      <Text as="dt" fontSize="sm" lineHeight={ TITLE_LINE_HEIGHT } minH={ TITLE_MIN_HEIGHT } color="text.secondary" overflowWrap="anywhere">
        { title }
      </Text>
      <Text as="dd" fontSize={{ base: 'lg', lg: 'xl' }} lineHeight={ VALUE_LINE_HEIGHT } fontWeight={ 600 } overflowWrap="anywhere"
        data-testid={ testId === 'stats-counter-skeleton' ? undefined : 'stats-counter-value' }>
        { value }
      </Text>
    </Box>
  );
}

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
        <Tile key={ counter.id } title={ counter.title } value={ withUnits(formatStatValue(counter.value), counter.units) }
          description={ counter.description } testId={ `stats-counter-${ counter.id }` }/>
      )) : Array.from({ length: SKELETON_TILES }, (_, index) => (
        <Tile key={ index } testId="stats-counter-skeleton"
          title={ <Skeleton as="span" display="inline-block" h="4" w="60%" verticalAlign="middle"/> }
          value={ <Skeleton as="span" display="inline-block" h="6" w="40%" verticalAlign="middle"/> }/>
      )) }
    </Grid>
  );
}
