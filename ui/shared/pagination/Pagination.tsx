/**
 * Pager for keyset lists: previous, the current page number, next. There is no "go to page
 * N" because a keyset cursor only knows its next page; "first page" restarts from the top.
 */
import { Button, Flex, IconButton, Text } from '@chakra-ui/react';
import React from 'react';

import type { PaginationParams } from 'lib/api/useQueryWithPages';

export default function Pagination({ pagination }: { pagination: PaginationParams }) {
  const { page, hasNextPage, hasPrevPage, isLoading, isVisible, onNextPageClick, onPrevPageClick, resetPage } = pagination;
  if (!isVisible) return null;
  return (
    <Flex as="nav" aria-label="Pagination" align="center" gap="2" data-testid="pagination">
      <Button size="xs" variant="outline" onClick={ resetPage } disabled={ page === 1 || isLoading }>First</Button>
      <IconButton size="xs" variant="outline" aria-label="Previous page" onClick={ onPrevPageClick } disabled={ !hasPrevPage || isLoading }>
        <span aria-hidden>‹</span>
      </IconButton>
      <Text as="span" fontSize="sm" minW="8" textAlign="center" fontWeight={ 600 } aria-label={ `Page ${ page }` } data-testid="pagination-page">
        { page }
      </Text>
      <IconButton size="xs" variant="outline" aria-label="Next page" onClick={ onNextPageClick } disabled={ !hasNextPage || isLoading }>
        <span aria-hidden>›</span>
      </IconButton>
    </Flex>
  );
}
