/**
 * Live items for page 1 of an address list: pushed transactions or transfers are merged in
 * (see `mergeNewItems`); on other pages, or once page 1 is full, they are only counted for
 * the "N new" notice.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import React from 'react';

import { mergeNewItems } from '../liveUpdates';

interface Options<T> {
  queryKey: QueryKey;
  isFirstPage: boolean;
  keyOf: (item: T) => string;
  matches: (item: T) => boolean;
}

interface ListData<T> { items: Array<T> }

export default function useLiveList<T>({ queryKey, isFirstPage, keyOf, matches }: Options<T>) {
  const queryClient = useQueryClient();
  const [ newCount, setNewCount ] = React.useState(0);

  const onItems = React.useCallback((incoming: Array<T>) => {
    if (!isFirstPage) {
      setNewCount((count) => count + incoming.filter(matches).length);
      return;
    }
    let overflow = 0;
    queryClient.setQueryData<ListData<T>>(queryKey, (previous) => {
      if (!previous) return previous;
      const merged = mergeNewItems(previous.items, incoming, { keyOf, matches });
      overflow = merged.overflow;
      return { ...previous, items: merged.items };
    });
    if (overflow > 0) setNewCount((count) => count + overflow);
  }, [ isFirstPage, keyOf, matches, queryClient, queryKey ]);

  const reset = React.useCallback(() => setNewCount(0), []);
  return { newCount, onItems, reset };
}
