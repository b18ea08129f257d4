/**
 * Live items for an address list, pushed on `addresses:{hash}`: items already on page 1 are
 * updated in place (a pending transaction got mined); new matching ones go on top of page 1
 * (see `mergeNewItems`) where that moves nothing the reader sees, else they wait behind the
 * "N new" notice (see `useLiveListInsert`). On other pages, or once page 1 is full, they are
 * only counted.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import React from 'react';

import useLiveListInsert from 'ui/shared/lists/useLiveListInsert';

import { mergeNewItems } from '../liveUpdates';

interface Options<T> {
  queryKey: QueryKey;
  isFirstPage: boolean;
  keyOf: (item: T) => string;
  matches: (item: T) => boolean;
  /** Where the rows start. */
  listRef: React.RefObject<HTMLElement | null>;
  /** Shows page 1 afresh (the notice on a later page, or more items than page 1 holds). */
  reload: () => void;
}

interface ListData<T> { items: Array<T> }

const matchesNone = () => false;

export default function useLiveList<T>({ queryKey, isFirstPage, keyOf, matches, listRef, reload }: Options<T>) {
  const queryClient = useQueryClient();

  const insert = React.useCallback((items: Array<T>) => {
    let overflow = 0;
    queryClient.setQueryData<ListData<T>>(queryKey, (previous) => {
      if (!previous) return previous;
      const merged = mergeNewItems(previous.items, items, { keyOf, matches });
      overflow = merged.overflow;
      return { ...previous, items: merged.items };
    });
    return overflow;
  }, [ keyOf, matches, queryClient, queryKey ]);

  const live = useLiveListInsert({ isFirstPage, listRef, keyOf, insert, reload });
  const { add } = live;

  const onItems = React.useCallback((incoming: Array<T>) => {
    const shown = new Set((queryClient.getQueryData<ListData<T>>(queryKey)?.items ?? []).map(keyOf));
    const updates = incoming.filter((item) => shown.has(keyOf(item)));
    if (updates.length > 0) {
      queryClient.setQueryData<ListData<T>>(queryKey, (previous) => previous &&
        { ...previous, items: mergeNewItems(previous.items, updates, { keyOf, matches: matchesNone }).items });
    }
    add(incoming.filter((item) => !shown.has(keyOf(item)) && matches(item)));
  }, [ add, keyOf, matches, queryClient, queryKey ]);

  return { newCount: live.count, onItems, show: live.show, reset: live.reset };
}
