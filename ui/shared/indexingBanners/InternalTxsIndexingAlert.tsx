/**
 * Warning banner shown while internal transactions are still being indexed, since counts
 * that depend on them (e.g. internal txs per address) are incomplete meanwhile.
 */
import { Alert } from '@chakra-ui/react';
import React from 'react';

import { getInternalTxsBannerView, INTERNAL_TXS_INDEXING_TEXT, internalTxsIndexedText } from './logic';
import { useIndexingStatus } from './useIndexingStatus';
import { useInternalTxsIndexingUpdates } from './useIndexingUpdates';

/** Shows the indexing warning plus the percent of blocks with internal transactions indexed. */
export default function InternalTxsIndexingAlert() {
  const { data, isPending, isError } = useIndexingStatus();

  useInternalTxsIndexingUpdates(data?.finished_indexing !== false);

  const view = getInternalTxsBannerView({ isPending, isError, data });
  if (view.state !== 'alert') {
    return null;
  }
  const progress = internalTxsIndexedText(view.percent);
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
