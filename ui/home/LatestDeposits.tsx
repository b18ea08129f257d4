/**
 * The rollup's latest L1 → L2 deposits on the home page (`GET /v2/main-page/optimism-deposits`),
 * a tab beside the latest transactions as on Blockscout's OP chains: the L1 block and
 * transaction (on the L1 explorer) and the L2 transaction each became.
 */
import { Box, Flex, Link, Skeleton, Text, VStack } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import type { OptimismLatestDeposit } from 'types/api/optimism';
import { TxEntity } from 'ui/shared/entities/entities';
import { L1BlockEntity, L1TxEntity } from 'ui/shared/entities/l1Entities';
import TimeInfo from 'ui/shared/values/TimeInfo';

/** The API sends the latest 6; more would be cut here too. */
export const LATEST_DEPOSITS_COUNT = 6;

function DepositItem({ deposit }: { deposit: OptimismLatestDeposit }) {
  return (
    <Box as="li" listStyleType="none" w="100%" borderWidth="1px" borderColor="border.divider" bg="bg.card" borderRadius="lg" px="4" py="3"
      display="flex" flexDirection="column" gap="1.5" fontSize="sm" data-testid="latest-deposit">
      <Flex justify="space-between" align="center" gap="2">
        <Flex gap="1.5" align="center" minW="0">
          <Text as="span" color="text.secondary">L1 block</Text>
          <Box fontWeight={ 600 }><L1BlockEntity number={ deposit.l1_block_number }/></Box>
        </Flex>
        <TimeInfo timestamp={ deposit.l1_block_timestamp }/>
      </Flex>
      <Flex gap="1.5" align="center" minW="0">
        <Text as="span" color="text.secondary" flexShrink={ 0 }>L2 txn</Text>
        <TxEntity hash={ deposit.l2_transaction_hash }/>
      </Flex>
      <Flex gap="1.5" align="center" minW="0">
        <Text as="span" color="text.secondary" flexShrink={ 0 }>L1 txn</Text>
        <L1TxEntity hash={ deposit.l1_transaction_hash }/>
      </Flex>
    </Box>
  );
}

export default function LatestDeposits() {
  const query = useApiQuery('general:homepage_deposits');
  return (
    <Box data-testid="latest-deposits-panel">
      { query.isError && <Text color="text.secondary" role="alert">Could not load the latest deposits.</Text> }
      { query.isPending && (
        <VStack gap="2">
          { Array.from({ length: LATEST_DEPOSITS_COUNT }, (_, index) => <Skeleton key={ index } h="96px" w="100%" borderRadius="lg"/>) }
        </VStack>
      ) }
      { query.data && query.data.length === 0 && <Text color="text.secondary">There are no deposits yet.</Text> }
      { query.data && query.data.length > 0 && (
        <VStack as="ul" gap="2" m="0" p="0" aria-label="Latest deposits" data-testid="latest-deposits">
          { query.data.slice(0, LATEST_DEPOSITS_COUNT).map((deposit) => <DepositItem key={ deposit.l2_transaction_hash } deposit={ deposit }/>) }
        </VStack>
      ) }
      <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }} mt="3" display="inline-block" fontSize="sm" fontWeight={ 500 }>
        <NextLink href="/l2-deposits" data-testid="view-all-deposits">View all deposits</NextLink>
      </Link>
    </Box>
  );
}
