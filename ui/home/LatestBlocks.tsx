/**
 * "Latest blocks" on the home page: the newest blocks from the API, each new one pushed in
 * over the socket (`blocks:new_block`) without a reload.
 */
import { Box, Flex, Heading, Link, Skeleton, Text, VStack } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import { useQueryClient } from '@tanstack/react-query';

import useApiQuery, { getResourceKey } from 'lib/api/useApiQuery';
import { useSocketChannel } from 'lib/socket/useSocketChannel';
import { useSocketToQueryCache } from 'lib/socket/useSocketToQueryCache';
import type { Block } from 'types/api/block';
import { AddressEntity, BlockEntity } from 'ui/shared/entities/entities';
import { blockTotalReward, gasUsedPercent } from 'ui/blocks/blockValues';
import GasUsedBar from 'ui/blocks/GasUsedBar';
import CoinValue from 'ui/shared/values/CoinValue';
import TimeInfo from 'ui/shared/values/TimeInfo';

import { LATEST_BLOCKS_COUNT, prependBlock, skipsHeights } from './latestBlocks';

const QUERY_KEY = getResourceKey('general:homepage_blocks');

/**
 * Memoised: a live update that prepends items leaves the existing rows alone. Beside the
 * taller transaction cards (lg and up) the four cards share the column's height, so neither
 * column ends in empty space.
 */
const BlockItem = React.memo(function BlockItem({ block }: { block: Block }) {
  const reward = blockTotalReward(block);
  return (
    <Flex as="li" listStyleType="none" w="100%" direction="column" justify="space-between" gap="1.5" flex={{ lg: '1 1 0' }}
      borderWidth="1px" borderColor="border.divider" bg="bg.card" borderRadius="lg" px="4" py="3" data-testid="latest-block">
      <Flex justify="space-between" align="baseline" gap="2">
        <Box fontWeight={ 600 }><BlockEntity height={ block.height } hash={ block.hash }/></Box>
        <Text as="span" fontSize="sm"><TimeInfo timestamp={ block.timestamp }/></Text>
      </Flex>
      <Flex gap="4" fontSize="sm" color="text.secondary" wrap="wrap">
        <Text>Txn <Text as="span" color="text.primary">{ block.transactions_count }</Text></Text>
        { reward !== null && (
          <Text>Reward <Text as="span" color="text.primary"><CoinValue value={ reward }/></Text></Text>
        ) }
      </Flex>
      <Flex gap="2" fontSize="sm" color="text.secondary" align="center" wrap="wrap" data-testid="latest-block-gas">
        Gas used <GasUsedBar gasUsed={ block.gas_used } percent={ gasUsedPercent(block) } inline/>
      </Flex>
      <Flex as="span" gap="1" minW="0" fontSize="sm" color="text.secondary">Validator <AddressEntity address={ block.miner } noCopy/></Flex>
    </Flex>
  );
});

export default function LatestBlocks() {
  const query = useApiQuery('general:homepage_blocks');
  const queryClient = useQueryClient();
  const joins = React.useRef(0);
  // Missed messages (a gap, or a rejoin after the socket dropped) are filled from the API.
  const reload = React.useCallback(() => void queryClient.invalidateQueries({ queryKey: QUERY_KEY, exact: true }), [ queryClient ]);
  const channel = useSocketChannel({ topic: 'blocks:new_block', onJoin: () => {
    if (joins.current++ > 0) reload();
  } });
  useSocketToQueryCache({
    channel, event: 'new_block', queryKey: QUERY_KEY,
    update: (previous: Array<Block> | undefined, payload) => {
      if (skipsHeights(previous, payload.block)) queueMicrotask(reload);
      return prependBlock(previous, payload.block);
    },
  });

  return (
    <Flex as="section" direction="column" aria-labelledby="latest-blocks-heading" minW="0">
      <Heading as="h2" id="latest-blocks-heading" fontSize="lg" mb="3">Latest blocks</Heading>
      { query.isError && <Text color="text.secondary">Could not load the latest blocks.</Text> }
      { query.isPending && (
        <VStack gap="2">
          { Array.from({ length: LATEST_BLOCKS_COUNT }, (_, index) => <Skeleton key={ index } h="68px" w="100%" borderRadius="lg"/>) }
        </VStack>
      ) }
      { query.data && query.data.length === 0 && <Text color="text.secondary">There are no blocks yet.</Text> }
      { query.data && query.data.length > 0 && (
        <VStack as="ul" gap="2" m="0" p="0" flex={{ lg: '1' }}>
          { query.data.map((block) => <BlockItem key={ block.hash } block={ block }/>) }
        </VStack>
      ) }
      <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }} mt="3" display="inline-block" alignSelf="flex-start" fontSize="sm" fontWeight={ 500 }>
        <NextLink href="/blocks">View all blocks</NextLink>
      </Link>
    </Flex>
  );
}
