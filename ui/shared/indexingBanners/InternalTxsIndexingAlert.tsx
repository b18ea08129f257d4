/**
 * Warning banner shown while internal transactions are still being indexed, since counts
 * that depend on them (e.g. internal txs per address) are incomplete meanwhile.
 */
import { Alert, Skeleton } from '@chakra-ui/react';
import React from 'react';

import { useAppContext } from 'ui/shared/layout/AppContext';

import { INTERNAL_TXS_INDEXING_TEXT, internalTxsIndexedText } from './logic';
import { useIndexingBannerView } from './useIndexingBannerView';

function Banner({ progress }: { progress: string | null }) {
  return (
    <Alert.Root status="warning" alignItems="center">
      <Alert.Indicator/>
      <Alert.Content>
        <Alert.Title fontWeight="normal">{ INTERNAL_TXS_INDEXING_TEXT }</Alert.Title>
        { progress && <Alert.Description>{ progress }</Alert.Description> }
      </Alert.Content>
    </Alert.Root>
  );
}

/** Shows the indexing warning plus the percent of blocks with internal transactions indexed. */
export default function InternalTxsIndexingAlert() {
  const { internalTxsIndexingCookie } = useAppContext();
  const view = useIndexingBannerView('internal_txs', internalTxsIndexingCookie);
  if (view.state === 'skeleton') {
    // The banner itself, hidden under the skeleton: the same height at every width.
    return (
      <Skeleton loading data-testid="internal-txs-indexing-skeleton" aria-hidden>
        <Banner progress={ internalTxsIndexedText(0) }/>
      </Skeleton>
    );
  }
  if (view.state !== 'alert') {
    return null;
  }
  return <Banner progress={ internalTxsIndexedText(view.percent) }/>;
}
