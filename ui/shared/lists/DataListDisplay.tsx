/**
 * The frame of every list: an action bar (filters, pager), then exactly one of loading
 * skeleton, error, empty state or the items. Pages give the items; this decides the state.
 */
import { Box, Flex, Skeleton, Text, VStack } from '@chakra-ui/react';
import React from 'react';

import Pagination from 'ui/shared/pagination/Pagination';

interface Props {
  isPending: boolean;
  isError: boolean;
  itemsCount: number;
  /** What the list would hold, e.g. "There are no transactions." */
  emptyText: string;
  /** Shown instead of `emptyText` when filters are set and nothing matches. */
  filteredEmptyText?: string;
  hasActiveFilters?: boolean;
  /** Filters (left) of the action bar. */
  filters?: React.ReactNode;
  /** The pager (right) of the action bar. */
  pagination?: React.ReactNode;
  /** Rows of the loading skeleton. */
  skeletonRows?: number;
  children: React.ReactNode;
  testId?: string;
}

export const LIST_ERROR_TEXT = 'Something went wrong while loading this list. Try reloading the page.';

export function ListSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <VStack gap="3" align="stretch" aria-busy="true" aria-label="Loading" data-testid="list-skeleton">
      { Array.from({ length: rows }, (_, index) => <Skeleton key={ index } h="40px" borderRadius="md"/>) }
    </VStack>
  );
}

export default function DataListDisplay({
  isPending, isError, itemsCount, emptyText, filteredEmptyText, hasActiveFilters, filters, pagination, skeletonRows, children, testId,
}: Props) {
  // A pager with a single page draws nothing; it should not leave an empty bar either.
  const isHiddenPager = React.isValidElement<React.ComponentProps<typeof Pagination>>(pagination) && pagination.type === Pagination &&
    !pagination.props.pagination.isVisible;
  const hasBar = Boolean(filters) || (Boolean(pagination) && !isHiddenPager);
  let content: React.ReactNode;
  if (isError) {
    content = <Text color="text.secondary" py="6" role="alert">{ LIST_ERROR_TEXT }</Text>;
  } else if (isPending) {
    content = <ListSkeleton rows={ skeletonRows }/>;
  } else if (itemsCount === 0) {
    content = (
      <Text color="text.secondary" py="6" data-testid="list-empty">
        { hasActiveFilters && filteredEmptyText ? filteredEmptyText : emptyText }
      </Text>
    );
  } else {
    content = children;
  }
  // Rows arrive through react-query, whose updates render synchronously; drawing 50 rows in
  // one go would block a slow phone. The previous content stays for a moment and the new
  // rows render in an interruptible pass (the pager and filters above stay immediate).
  const deferredContent = React.useDeferredValue(content);
  return (
    <Box data-testid={ testId }>
      { hasBar && (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4" minH="8">
          <Flex gap="2" wrap="wrap" align="center">{ filters }</Flex>
          { pagination }
        </Flex>
      ) }
      { deferredContent }
    </Box>
  );
}
