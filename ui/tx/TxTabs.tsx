/**
 * The tabs of the transaction page; only the open one is mounted (and fetches). The page opens
 * on Details, as Blockscout's does, so a transaction without token transfers (a failed one) is
 * never met with an empty list. The token transfers count comes free with the transaction,
 * the other lists are not counted up front.
 */
import dynamic from 'next/dynamic';
import React from 'react';

import type { Transaction } from 'types/api/transaction';
import { ListSkeleton } from 'ui/shared/lists/DataListDisplay';
import RoutedTabs, { type RoutedTab } from 'ui/shared/tabs/RoutedTabs';

import TxInternalTxsTab from './tabs/TxInternalTxsTab';
import TxLogsTab from './tabs/TxLogsTab';
import TxStateChangesTab from './tabs/TxStateChangesTab';
import TxTokenTransfersTab from './tabs/TxTokenTransfersTab';

const TxRawTraceTab = dynamic(() => import('./tabs/TxRawTraceTab'), { ssr: false, loading: () => <ListSkeleton rows={ 6 }/> });

export const DETAILS_TAB = 'index';
export const TOKEN_TRANSFERS_TAB = 'token_transfers';

function tokenTransfersCount(tx: Transaction | undefined): number | null {
  if (!tx || tx.token_transfers === null || tx.token_transfers_overflow) return null;
  return tx.token_transfers.length;
}

interface Props {
  hash: string;
  tx: Transaction | undefined;
  /** The details card: the first tab. */
  details: React.ReactNode;
}

export default function TxTabs({ hash, tx, details }: Props) {
  const isPending = tx?.block_number === null;
  const tabs: Array<RoutedTab> = [
    { id: DETAILS_TAB, title: 'Details', component: details },
    { id: TOKEN_TRANSFERS_TAB, title: 'Token transfers', count: tokenTransfersCount(tx), component: <TxTokenTransfersTab hash={ hash }/> },
    { id: 'internal', title: 'Internal txns', component: <TxInternalTxsTab hash={ hash }/> },
    { id: 'logs', title: 'Logs', component: <TxLogsTab hash={ hash }/> },
    { id: 'raw_trace', title: 'Raw trace', component: <TxRawTraceTab hash={ hash } isPending={ isPending }/> },
    { id: 'state', title: 'State changes', component: <TxStateChangesTab hash={ hash }/> },
  ];
  return <RoutedTabs tabs={ tabs } testId="tx-tabs"/>;
}
