/**
 * The tabs of the address page, with counts from `tabs-counters` ("50+" past the API's cap).
 * Every tab but Transactions is a separate chunk, loaded when it is first opened.
 */
import { Skeleton } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import config from 'configs/app';
import useApiQuery from 'lib/api/useApiQuery';
import type { AddressDetail } from 'types/api/address';
import { ListSkeleton } from 'ui/shared/lists/DataListDisplay';
import RoutedTabs, { type RoutedTab } from 'ui/shared/tabs/RoutedTabs';

import { getAddressTabs, type AddressTabId } from './addressTabs';
import AddressTxs from './tabs/AddressTxs';

const loading = () => <ListSkeleton rows={ 6 }/>;
const TABS: Record<Exclude<AddressTabId, 'txs'>, React.ComponentType<{ hash: string }>> = {
  token_transfers: dynamic(() => import('./tabs/AddressTokenTransfers'), { loading }),
  tokens: dynamic(() => import('./tabs/AddressTokens'), { loading }),
  internal_txns: dynamic(() => import('./tabs/AddressInternalTxs'), { loading }),
  coin_balance_history: dynamic(() => import('./tabs/AddressCoinBalance'), { loading }),
  logs: dynamic(() => import('./tabs/AddressLogs'), { loading }),
  blocks_validated: dynamic(() => import('./tabs/AddressBlocksValidated'), { loading }),
  withdrawals: dynamic(() => import('./tabs/AddressWithdrawals'), { loading }),
  contract: dynamic(() => import('./contract/AddressContract'), { loading }),
};

export default function AddressTabs({ hash, address }: { hash: string; address: AddressDetail | undefined }) {
  const countersQuery = useApiQuery('general:address_tabs_counters', { pathParams: { hash } });
  if (!address) return <Skeleton h="40px" w="100%" mt="8"/>;

  const tabs: Array<RoutedTab> = getAddressTabs({
    address, counters: countersQuery.data, hasBeaconChain: config.features.beaconChain.isEnabled,
  }).map((tab) => {
    const Component = tab.id === 'txs' ? AddressTxs : TABS[tab.id];
    return { id: tab.id, title: tab.title, count: tab.count, component: <Component hash={ hash }/> };
  });

  return <RoutedTabs tabs={ tabs } testId="address-tabs"/>;
}
