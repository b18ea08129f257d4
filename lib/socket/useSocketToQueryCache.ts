/**
 * Writes socket payloads straight into the react-query cache, so every component reading
 * the same resource key re-renders with the live value without a refetch.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

import type { SocketEvent, SocketPayload, SocketTopic } from 'types/api/socket';

import type { SocketChannel } from './types';
import { useSocketMessage } from './useSocketMessage';

/** Options of {@link useSocketToQueryCache}. */
export interface UseSocketToQueryCacheOptions<T extends SocketTopic, E extends SocketEvent<T>, D> {
  channel: SocketChannel<T> | undefined;
  event: E | ReadonlyArray<E>;
  /** Key of the cached resource, e.g. `getResourceKey('general:homepage_indexing_status')`. */
  queryKey: QueryKey;
  /**
   * Returns the new cached data. Returning undefined leaves the cache as it is (react-query
   * ignores an undefined update), which is right when nothing has been fetched yet.
   */
  update: (previous: D | undefined, payload: SocketPayload<T, E>) => D | undefined;
}

/** Applies `update` to the cached data at `queryKey` whenever `event` arrives. */
export function useSocketToQueryCache<T extends SocketTopic, E extends SocketEvent<T>, D>(
  { channel, event, queryKey, update }: UseSocketToQueryCacheOptions<T, E, D>,
): void {
  const queryClient = useQueryClient();
  useSocketMessage({
    channel,
    event,
    handler: (payload) => {
      queryClient.setQueryData<D>(queryKey, (previous) => update(previous, payload));
    },
  });
}
