/** The "N new transactions" notice of the live transaction lists (home, /txs). */
import React from 'react';

import NewItemsNotice, { newItemsText } from 'ui/shared/lists/NewItemsNotice';

export function newTxsText(count: number): string {
  return newItemsText(count, 'transaction');
}

export const LIVE_UNAVAILABLE_TEXT = 'Live updates are unavailable. Reload the page to see new transactions.';

interface Props {
  count: number;
  isUnavailable?: boolean;
  isLoading?: boolean;
  onClick: () => void;
}

export default function NewTxsNotice(props: Props) {
  return <NewItemsNotice { ...props } noun="transaction" unavailableText={ LIVE_UNAVAILABLE_TEXT } testId="new-txs-notice"/>;
}
