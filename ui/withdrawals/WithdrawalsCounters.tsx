/** "N withdrawals processed and X withdrawn" above the list, from the exact counters. */
import { Skeleton, Text } from '@chakra-ui/react';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import { formatNumber } from 'lib/format';
import CoinValue from 'ui/shared/values/CoinValue';

import { beaconCurrencySymbol } from './WithdrawalsListItems';

export default function WithdrawalsCounters() {
  const query = useApiQuery('general:withdrawals_counters');
  if (query.isError) return null;
  if (query.isPending) return <Skeleton h="20px" w="320px" maxW="100%" mb="4"/>;
  const count = Number(query.data.withdrawals_count);
  return (
    <Text fontSize="sm" mb="4" data-testid="withdrawals-counters">
      { formatNumber(query.data.withdrawals_count) } withdrawal{ count === 1 ? '' : 's' } processed and{ ' ' }
      <CoinValue value={ query.data.withdrawals_sum } symbol={ beaconCurrencySymbol() }/> withdrawn
    </Text>
  );
}
