/**
 * The home page's stat tiles (blocks, block time, transactions, addresses, gas), from
 * `GET /v2/stats`; the block count follows the live latest blocks (see `LatestBlocks`),
 * and every new block refreshes the tiles and the chart (`useRefreshOnNewBlock`).
 */
import { Box, Grid, Skeleton, Text } from '@chakra-ui/react';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';

import { statTiles, withLatestHeight } from './homeStats';
import { useRefreshOnNewBlock } from './useRefreshOnNewBlock';

const TILE_IDS = [ 'blocks', 'block_time', 'txs', 'addresses', 'gas' ];

export default function Stats() {
  const query = useApiQuery('general:stats');
  // Shares the cache entry of LatestBlocks, which the socket keeps current.
  const blocks = useApiQuery('general:homepage_blocks');
  const latestHeight = blocks.data?.[0]?.height;
  useRefreshOnNewBlock(latestHeight);

  if (query.isError) {
    return <Text color="text.secondary" mt="6" role="alert">Could not load the network stats.</Text>;
  }
  const tiles = query.data ? statTiles(withLatestHeight(query.data, latestHeight)) : undefined;
  return (
    <Grid as="dl" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))' }}
      gap="3" mt="6" data-testid="home-stats" aria-busy={ !tiles }>
      { (tiles ?? TILE_IDS.map((id) => ({ id, label: '', value: '', hint: undefined }))).map((tile) => (
        <Box key={ tile.id } borderWidth="1px" borderColor="border.divider" bg="bg.card" borderRadius="lg" px="4" py="3"
          data-testid={ `stat-${ tile.id }` } title={ tile.hint } gridColumn={ tile.id === 'gas' ? { base: 'span 2', md: 'auto' } : undefined }>
          { tiles ? (
            <>
              <Text as="dt" fontSize="sm" color="text.secondary">{ tile.label }</Text>
              <Text as="dd" fontSize={{ base: 'lg', lg: 'xl' }} fontWeight={ 600 } data-testid="stat-value">{ tile.value }</Text>
            </>
          ) : (
            <>
              <Skeleton h="4" w="60%" mb="2"/>
              <Skeleton h="6" w="40%"/>
            </>
          ) }
        </Box>
      )) }
    </Grid>
  );
}
