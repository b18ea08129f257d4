/**
 * Info banner with the share of blocks indexed, live over the socket until indexing ends.
 */
import { Alert, Skeleton } from '@chakra-ui/react';
import React from 'react';

import { useAppContext } from 'ui/shared/layout/AppContext';

import { blocksIndexedText, NODE_UNREACHABLE_TEXT } from './logic';
import { useIndexingBannerView } from './useIndexingBannerView';

/** Props of {@link BlocksIndexingAlert}. */
export interface BlocksIndexingAlertProps {
  /**
   * The `indexing_alert` cookie as the request carried it. Omitted: taken from the app
   * context, which the server fills, so server and first client render agree.
   */
  indexingAlertCookie?: string | null;
}

/** Shows "{N}% Blocks Indexed" while the backend is still indexing blocks. */
export default function BlocksIndexingAlert({ indexingAlertCookie }: BlocksIndexingAlertProps) {
  const appContext = useAppContext();
  const cookieValue = indexingAlertCookie === undefined ? appContext.indexingAlertCookie : indexingAlertCookie;
  const view = useIndexingBannerView('blocks', cookieValue);
  if (view.state === 'hidden') {
    return null;
  }
  if (view.state === 'skeleton') {
    // Same height as the alert (text wraps to two lines on small screens) so nothing jumps.
    return <Skeleton data-testid="blocks-indexing-skeleton" h={{ base: '72px', lg: '48px' }} w="100%"/>;
  }
  if (view.state === 'node_unreachable') {
    return (
      <Alert.Root status="warning" alignItems="center">
        <Alert.Indicator/>
        <Alert.Title fontWeight="normal">{ NODE_UNREACHABLE_TEXT }</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="info" alignItems="center">
      <Alert.Indicator/>
      <Alert.Title fontWeight="normal">{ blocksIndexedText(view.percent) }</Alert.Title>
    </Alert.Root>
  );
}
