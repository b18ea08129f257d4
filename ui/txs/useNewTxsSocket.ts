/**
 * Counts validated transactions that arrived since the list was loaded
 * (`transactions:new_transaction`, payload `{ transaction: N }`), so the list can offer
 * "N new transactions" instead of jumping under the reader's eyes.
 */
import React from 'react';

import { useSocketChannel } from 'lib/socket/useSocketChannel';
import { useSocketMessage } from 'lib/socket/useSocketMessage';

/**
 * How long a live list's data counts as fresh. Within it the list is not refetched on mount
 * (e.g. right after the server-rendered HTML hydrates), so rows do not shift under the reader;
 * the "N new" notice says when there is more.
 */
export const LIVE_LIST_STALE_TIME_MS = 60_000;

export interface NewTxsSocket {
  /** Transactions announced since the last reset. */
  count: number;
  /** The socket failed or closed: new transactions will not be announced. */
  isUnavailable: boolean;
  /** Forget the count, e.g. after the list was refetched. */
  reset: () => void;
}

export default function useNewTxsSocket({ isDisabled = false }: { isDisabled?: boolean } = {}): NewTxsSocket {
  const [ count, setCount ] = React.useState(0);
  const [ isUnavailable, setUnavailable ] = React.useState(false);
  const onJoin = React.useCallback(() => setUnavailable(false), []);
  const onSocketError = React.useCallback(() => setUnavailable(true), []);
  const channel = useSocketChannel({ topic: 'transactions:new_transaction', isDisabled, onJoin, onSocketError, onSocketClose: onSocketError });
  useSocketMessage({
    channel,
    event: 'transaction',
    handler: (payload) => {
      const added = Number(payload.transaction);
      if (Number.isFinite(added) && added > 0) setCount((previous) => previous + added);
    },
  });
  const reset = React.useCallback(() => setCount(0), []);
  return { count, isUnavailable: isUnavailable && !isDisabled, reset };
}
