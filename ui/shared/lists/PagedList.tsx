/**
 * A paged list as most tabs show it: the list frame (pager, skeleton, error, empty text)
 * around the items of a `useQueryWithPages` query, dimmed while the next page loads.
 */
import { Box } from '@chakra-ui/react';
import React from 'react';

import type { ResourceItem } from 'lib/api/resourcePayloads';
import type { PaginatedResources, ResourcePathParams } from 'lib/api/resources';
import useQueryWithPages, { type PaginationParams } from 'lib/api/useQueryWithPages';
import Pagination from 'ui/shared/pagination/Pagination';

import DataListDisplay from './DataListDisplay';

interface PagedQuery<T> {
  data?: { items: Array<T> };
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  pagination: PaginationParams;
}

interface Props<T> {
  query: PagedQuery<T>;
  emptyText: string;
  testId: string;
  skeletonRows?: number;
  filters?: React.ReactNode;
  filteredEmptyText?: string;
  hasActiveFilters?: boolean;
  /** Above the items, e.g. the "new items" notice of a live list. */
  notice?: React.ReactNode;
  /** The items' box, for a live list that keeps the reader's place. */
  listRef?: React.Ref<HTMLDivElement>;
  /** Renders the loaded items (a `…ListItems` component). */
  children: (items: Array<T>) => React.ReactNode;
}

export default function PagedList<T>({
  query, emptyText, testId, skeletonRows, filters, filteredEmptyText, hasActiveFilters, notice, listRef, children,
}: Props<T>) {
  const items = query.data?.items ?? [];
  return (
    <DataListDisplay isPending={ query.isPending } isError={ query.isError } itemsCount={ items.length } emptyText={ emptyText }
      filteredEmptyText={ filteredEmptyText } hasActiveFilters={ hasActiveFilters } filters={ filters } skeletonRows={ skeletonRows }
      pagination={ <Pagination pagination={ query.pagination }/> } testId={ testId }>
      { notice }
      <Box ref={ listRef } opacity={ query.isPlaceholderData ? 0.6 : 1 } transition="opacity 0.2s">{ children(items) }</Box>
    </DataListDisplay>
  );
}

interface ResourceProps<R extends PaginatedResources> extends Omit<Props<ResourceItem<R>>, 'query'> {
  resourceName: R;
  pathParams?: ResourcePathParams<R>;
}

/** A {@link PagedList} of one resource's pages, for a tab that only lists them (no filters of the query). */
export function PagedResourceList<R extends PaginatedResources>({ resourceName, pathParams, ...props }: ResourceProps<R>) {
  const query = useQueryWithPages({ resourceName, pathParams });
  // Each paged payload holds `items` of its ResourceItem; TypeScript does not follow that through an open R.
  return <PagedList<ResourceItem<R>> query={ query as PagedQuery<ResourceItem<R>> } { ...props }/>;
}
