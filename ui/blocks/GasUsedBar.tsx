/** Gas used with its share of the gas limit as a small bar and a percentage. */
import { Box, Flex, Text } from '@chakra-ui/react';
import React from 'react';

import { formatNumber, formatPercent } from 'lib/format';

interface Props {
  gasUsed: string;
  /** 0–100. */
  percent: number;
  /** Lists show the number above the bar; details pages put them on one line. */
  inline?: boolean;
}

export function UsageBar({ percent, label }: { percent: number; label: string }) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <Box role="meter" aria-label={ label } aria-valuemin={ 0 } aria-valuemax={ 100 } aria-valuenow={ Number(width.toFixed(2)) }
      w="60px" h="1.5" borderRadius="full" bg="border.divider" overflow="hidden" flexShrink={ 0 }>
      <Box h="100%" w={ `${ width }%` } minW={ width > 0 ? '2px' : 0 } bg="brand.solid" borderRadius="full"/>
    </Box>
  );
}

export default function GasUsedBar({ gasUsed, percent, inline }: Props) {
  return (
    <Flex direction={ inline ? 'row' : 'column' } gap={ inline ? '3' : '1' } align={ inline ? 'center' : 'flex-end' } wrap="wrap"
      data-testid="gas-used">
      <Text as="span">{ formatNumber(gasUsed) }</Text>
      <Flex align="center" gap="2">
        <UsageBar percent={ percent } label="Gas used of the gas limit"/>
        { /* A fixed width keeps the bars of a column lined up whatever the percentage. */ }
        <Text as="span" color="text.secondary" fontSize="xs" minW={ inline ? undefined : '3.2em' } textAlign={ inline ? undefined : 'end' }>
          { formatPercent(percent) }
        </Text>
      </Flex>
    </Flex>
  );
}
