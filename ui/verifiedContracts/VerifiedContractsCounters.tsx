/** The two counters above the list: contracts and verified contracts, each with its new ones in the last 24 h. */
import { Box, Flex, Skeleton, Text } from '@chakra-ui/react';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import { formatNumber } from 'lib/format';

function Counter({ label, total, new24h, isLoading, testId }: {
  label: string; total?: string; new24h?: string; isLoading: boolean; testId: string;
}) {
  return (
    <Box borderWidth="1px" borderColor="border.divider" borderRadius="lg" bg="bg.card" px="4" py="3" minW="220px" data-testid={ testId }>
      <Text fontSize="xs" color="text.secondary">{ label }</Text>
      <Skeleton loading={ isLoading } minH="28px">
        <Flex align="baseline" gap="2">
          <Text fontSize="xl" fontWeight={ 600 } data-testid="counter-total">{ total ? formatNumber(total) : '—' }</Text>
          { new24h !== undefined && (
            <Text fontSize="sm" color={ Number(new24h) > 0 ? 'green.600' : 'text.secondary' } data-testid="counter-new">
              +{ formatNumber(new24h) } (24h)
            </Text>
          ) }
        </Flex>
      </Skeleton>
    </Box>
  );
}

export default function VerifiedContractsCounters() {
  const query = useApiQuery('general:contracts_counters');
  if (query.isError) return null;
  return (
    <Flex gap="3" wrap="wrap" mb="6" data-testid="contracts-counters">
      <Counter label="Total contracts" total={ query.data?.smart_contracts } new24h={ query.data?.new_smart_contracts_24h }
        isLoading={ query.isPending } testId="counter-contracts"/>
      <Counter label="Verified contracts" total={ query.data?.verified_smart_contracts } new24h={ query.data?.new_verified_smart_contracts_24h }
        isLoading={ query.isPending } testId="counter-verified"/>
    </Flex>
  );
}
