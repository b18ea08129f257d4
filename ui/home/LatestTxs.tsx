/**
 * "Latest transactions" on the home page (`GET /v2/main-page/transactions`). New ones are
 * announced by the socket as "N new transactions"; clicking loads them. A rollup adds a
 * "Deposits" tab (the latest L1 → L2 deposits) and a signed-in user a "Watch list" tab
 * (`/main-page/transactions/watchlist`).
 */
import { Box, Flex, Heading, Link, Skeleton, Text, VStack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import React from 'react';

import config from 'configs/app';
import useApiQuery from 'lib/api/useApiQuery';
import type { Transaction } from 'types/api/transaction';
import { TxEntity } from 'ui/shared/entities/entities';
import CoinValue from 'ui/shared/values/CoinValue';
import TimeInfo from 'ui/shared/values/TimeInfo';
import NewTxsNotice from 'ui/txs/NewTxsNotice';
import { TxMethod, TxStatus, TxTypes } from 'ui/txs/TxBadges';
import TxFromTo from 'ui/txs/TxFromTo';
import { useIsLoggedIn } from 'ui/snippets/profile/useProfileQuery';
import useNewTxsSocket, { LIVE_LIST_STALE_TIME_MS } from 'ui/txs/useNewTxsSocket';

import type { LatestTxsTab } from './LatestTxsTabs';

const SKELETON_ITEMS = 6;

const LatestTxsTabs = dynamic(() => import('./LatestTxsTabs'));
const LatestDeposits = dynamic(() => import('./LatestDeposits'));

/** Memoised: a live update that prepends items leaves the existing rows alone. */
const LatestTxItem = React.memo(function LatestTxItem({ tx }: { tx: Transaction }) {
  return (
    <Box as="li" listStyleType="none" w="100%" borderWidth="1px" borderColor="border.divider" bg="bg.card" borderRadius="lg" px="4" py="3"
      display="flex" flexDirection="column" gap="1.5" fontSize="sm" data-testid="latest-tx" data-tx-hash={ tx.hash }>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Flex gap="1" wrap="wrap" align="center">
          <TxTypes tx={ tx }/>
          <TxStatus tx={ tx }/>
          { tx.method && <TxMethod method={ tx.method }/> }
        </Flex>
        <TimeInfo timestamp={ tx.timestamp }/>
      </Flex>
      <Box fontWeight={ 600 }><TxEntity hash={ tx.hash }/></Box>
      <TxFromTo tx={ tx }/>
      <Flex gap="4" color="text.secondary" wrap="wrap">
        <Text>Value <Text as="span" color="text.primary"><CoinValue value={ tx.value }/></Text></Text>
        <Text>Fee <Text as="span" color="text.primary"><CoinValue value={ tx.fee.value }/></Text></Text>
      </Flex>
    </Box>
  );
});

function TxList({ query, emptyText }: { query: UseQueryResult<Array<Transaction>>; emptyText: string }) {
  return (
    <>
      { query.isError && <Text color="text.secondary" role="alert">Could not load the latest transactions.</Text> }
      { query.isPending && (
        <VStack gap="2">
          { Array.from({ length: SKELETON_ITEMS }, (_, index) => <Skeleton key={ index } h="112px" w="100%" borderRadius="lg"/>) }
        </VStack>
      ) }
      { query.data && query.data.length === 0 && <Text color="text.secondary">{ emptyText }</Text> }
      { query.data && query.data.length > 0 && (
        <VStack as="ul" gap="2" m="0" p="0" data-testid="latest-txs">
          { query.data.map((tx) => <LatestTxItem key={ tx.hash } tx={ tx }/>) }
        </VStack>
      ) }
    </>
  );
}

/** All of the chain's latest transactions, announced live. */
function AllTxs() {
  const query = useApiQuery('general:homepage_txs', { queryOptions: { staleTime: LIVE_LIST_STALE_TIME_MS } });
  const socket = useNewTxsSocket();
  const [ isRefetching, setRefetching ] = React.useState(false);
  const { refetch } = query;
  const { reset } = socket;

  const showNew = React.useCallback(async() => {
    setRefetching(true);
    try {
      await refetch();
      reset();
    } finally {
      setRefetching(false);
    }
  }, [ refetch, reset ]);

  return (
    <>
      <NewTxsNotice count={ socket.count } isUnavailable={ socket.isUnavailable } isLoading={ isRefetching } onClick={ showNew }/>
      <TxList query={ query } emptyText="There are no transactions yet."/>
    </>
  );
}

/** The latest transactions of the signed-in user's watched addresses. */
function WatchlistTxs() {
  const query = useApiQuery('general:homepage_txs_watchlist', { queryOptions: { staleTime: LIVE_LIST_STALE_TIME_MS } });
  return <TxList query={ query } emptyText="There are no transactions of your watched addresses yet."/>;
}

function ViewAllTxs() {
  return (
    <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }} mt="3" display="inline-block" fontSize="sm" fontWeight={ 500 }>
      <NextLink href="/txs" data-testid="view-all-txs">View all transactions</NextLink>
    </Link>
  );
}

export default function LatestTxs() {
  const isLoggedIn = useIsLoggedIn();
  // Each tab ends with its own "View all" link: the deposits one leads to /l2-deposits.
  const tabs: Array<LatestTxsTab> = [ { id: 'all', title: 'All', content: <><AllTxs/><ViewAllTxs/></> } ];
  if (config.features.rollup.isEnabled) {
    tabs.push({ id: 'deposits', title: 'Deposits', content: <LatestDeposits/> });
  }
  if (config.features.account.isEnabled && isLoggedIn) {
    tabs.push({ id: 'watchlist', title: 'Watch list', content: <><WatchlistTxs/><ViewAllTxs/></> });
  }

  return (
    <Box as="section" aria-labelledby="latest-txs-heading" minW="0">
      <Heading as="h2" id="latest-txs-heading" fontSize="lg" mb="3">Latest transactions</Heading>
      { tabs.length > 1 ? <LatestTxsTabs tabs={ tabs }/> : tabs[0].content }
    </Box>
  );
}
