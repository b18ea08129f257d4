/**
 * Keeps an open transaction page current without a reload:
 * - `transactions:{hash}` `collated` (the pending transaction was mined) refetches it and its
 *   tabs; `raw_trace` puts the trace into the raw-trace cache entry;
 * - `blocks:new_block` raises the confirmations of a mined transaction, and refetches a
 *   pending one (a backend that never sends `collated` still gets it mined on screen);
 * - a failure whose trace arrives (pending → mined too) reloads the tabs.
 */
import { useQueryClient } from '@tanstack/react-query';
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';
import { useSocketContext } from 'lib/socket/SocketProvider';
import { useSocketChannel } from 'lib/socket/useSocketChannel';
import { useSocketMessage } from 'lib/socket/useSocketMessage';
import type { RawTraceResponse, Transaction } from 'types/api/transaction';
import { isAwaitingTrace } from 'ui/txs/txLabels';

/** Resources shown in the tabs; all of them change when a pending transaction is mined. */
export const TX_TAB_RESOURCES = [
  'general:tx_token_transfers', 'general:tx_internal_txs', 'general:tx_logs', 'general:tx_raw_trace', 'general:tx_state_changes',
] as const;

/** Blockscout sends `{ raw_trace: [...] }`; older frontends expected the bare array. Accept both. */
export function unwrapRawTrace(payload: unknown): RawTraceResponse | undefined {
  if (Array.isArray(payload)) return payload as RawTraceResponse;
  const inner = (payload as { raw_trace?: unknown } | null | undefined)?.raw_trace;
  return Array.isArray(inner) ? inner as RawTraceResponse : undefined;
}

/** Confirmations once block `height` exists; never lower than what the API said. */
export function confirmationsAt(tx: Pick<Transaction, 'block_number' | 'confirmations'>, height: number): number {
  if (tx.block_number === null) return tx.confirmations;
  return Math.max(tx.confirmations, height - tx.block_number + 1);
}

export default function useTxLiveUpdates(hash: string, tx: Transaction | undefined) {
  const queryClient = useQueryClient();
  const { registry } = useSocketContext();
  const txKey = React.useMemo(() => getResourceKey('general:tx', { pathParams: { hash } }), [ hash ]);
  const isPending = tx !== undefined && tx.block_number === null;

  const refetchTabs = React.useCallback(() => {
    TX_TAB_RESOURCES.forEach((name) => queryClient.invalidateQueries({ queryKey: getResourceKey(name, { pathParams: { hash } }) }));
  }, [ hash, queryClient ]);

  React.useEffect(() => {
    if (!registry || !hash) return;
    const lease = registry.acquire(`transactions:${ hash.toLowerCase() }`);
    const { channel } = lease;
    const collatedRef = channel.on('collated', () => {
      queryClient.invalidateQueries({ queryKey: txKey });
      refetchTabs();
    });
    const traceRef = channel.on('raw_trace', (payload) => {
      const trace = unwrapRawTrace(payload);
      if (trace) queryClient.setQueryData(getResourceKey('general:tx_raw_trace', { pathParams: { hash } }), trace);
    });
    return () => {
      channel.off('collated', collatedRef);
      channel.off('raw_trace', traceRef);
      lease.release();
    };
  }, [ hash, queryClient, refetchTabs, registry, txKey ]);

  const blocksChannel = useSocketChannel({ topic: 'blocks:new_block', isDisabled: !tx });
  useSocketMessage({
    channel: blocksChannel,
    event: 'new_block',
    handler: (payload) => {
      if (isPending) {
        queryClient.invalidateQueries({ queryKey: txKey });
        return;
      }
      const height = (payload.block as { height?: unknown } | null)?.height;
      if (typeof height !== 'number') return;
      queryClient.setQueryData<Transaction>(txKey, (previous) => (
        previous && previous.block_number !== null ? { ...previous, confirmations: confirmationsAt(previous, height) } : previous
      ));
    },
  });

  // Pending → mined, however it was noticed: the tabs were empty or partial, reload them.
  const blockNumber = tx?.block_number;
  const previousBlockNumber = React.useRef(blockNumber);
  React.useEffect(() => {
    if (previousBlockNumber.current === null && typeof blockNumber === 'number') refetchTabs();
    previousBlockNumber.current = blockNumber;
  }, [ blockNumber, refetchTabs ]);

  // A failure's trace arrived (the page polls for it): the internal transactions and the raw trace are there now.
  const awaitingTrace = isAwaitingTrace(tx);
  const previousAwaitingTrace = React.useRef(awaitingTrace);
  React.useEffect(() => {
    if (previousAwaitingTrace.current && !awaitingTrace) refetchTabs();
    previousAwaitingTrace.current = awaitingTrace;
  }, [ awaitingTrace, refetchTabs ]);
}
