/**
 * Example values from this chain: the latest transactions (an address, a hash, a block) and
 * the ERC-20 token with the most holders. Two cheap calls, shared with the home page's cache.
 */
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';

import { exampleValuesFrom, type ExampleValues } from './exampleValues';

export default function useExampleValues(): { values: ExampleValues; isLoading: boolean } {
  const transactions = useApiQuery('general:homepage_txs');
  const tokens = useApiQuery('general:tokens', { queryParams: { type: [ 'ERC-20' ] } });
  const tokenAddress = tokens.data?.items[0]?.address_hash;
  const values = React.useMemo(() => exampleValuesFrom(transactions.data, tokenAddress), [ transactions.data, tokenAddress ]);
  return { values, isLoading: transactions.isPending || tokens.isPending };
}
