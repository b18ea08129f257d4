/** "A total of 1,234 deposits found" above an OP-stack list, from its `/count` (a bare integer). */
import { Skeleton, Text } from '@chakra-ui/react';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import { formatNumber } from 'lib/format';

export type L2CountResource =
  'general:l2_deposits_count' | 'general:l2_withdrawals_count' | 'general:l2_txn_batches_count' | 'general:l2_output_roots_count';

/** The header's text, with the noun in the singular for one: `['batch', 'batches']`. */
export function l2CountText(count: number, [ one, many ]: readonly [ string, string ]): string {
  return `A total of ${ formatNumber(count) } ${ count === 1 ? one : many } found`;
}

export default function L2ListCount({ resource, nouns }: { resource: L2CountResource; nouns: readonly [ string, string ] }) {
  const query = useApiQuery(resource);
  if (query.isPending) return <Skeleton h="20px" w="240px" maxW="100%" mb="4" data-testid="l2-count-skeleton"/>;
  // The count is a courtesy: without it (an error, or not the bare integer promised) the list still stands.
  const count = Number(query.data);
  if (query.isError || !Number.isSafeInteger(count) || count < 0) return null;
  return <Text fontSize="sm" mb="4" data-testid="l2-count">{ l2CountText(count, nouns) }</Text>;
}
