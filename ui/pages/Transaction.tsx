/**
 * Transaction details page: the transaction arrives with the server HTML (lib/next/pageProps),
 * stays live over the socket; its details are the first tab, its lists the others.
 */
import { Box, Heading } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import throwOnResourceLoadError from 'lib/errors/AppPageError';
import PageTitle from 'ui/shared/PageTitle';
import TxDetails from 'ui/tx/TxDetails';
import TxTabs, { TOKEN_TRANSFERS_TAB } from 'ui/tx/TxTabs';
import TxUserTag from 'ui/tx/TxUserTag';
import useTxLiveUpdates from 'ui/tx/useTxLiveUpdates';
import { isAwaitingTrace } from 'ui/txs/txLabels';
import AdBanner from 'ui/shared/ads/AdBanner';
import TextAd from 'ui/shared/ads/TextAd';

/** A pending transaction is polled too, in case live updates are off; so is a failed one until its trace gives the reason. */
const PENDING_POLL_MS = 5_000;

export default function Transaction() {
  const router = useRouter();
  const hash = typeof router.query.hash === 'string' ? router.query.hash : '';
  const query = useApiQuery('general:tx', {
    pathParams: { hash },
    queryOptions: {
      enabled: Boolean(hash),
      refetchInterval: (current) => (current.state.data?.block_number === null || isAwaitingTrace(current.state.data) ? PENDING_POLL_MS : false),
    },
  });
  useTxLiveUpdates(hash, query.data);

  // A failed background refetch keeps the page it already has; only a first load that fails
  // shows an error screen, picked from the API's answer as on the server (spec §8).
  throwOnResourceLoadError({ isError: query.isError && !query.data, error: query.error, resource: 'general:tx' });

  const details = <TxDetails tx={ query.data } isLoading={ query.isPending } tokenTransfersHref={ `/tx/${ hash }?tab=${ TOKEN_TRANSFERS_TAB }` }/>;
  return (
    <Box>
      <PageTitle title="Transaction details"/>
      <TextAd mt="-2"/>
      <TxUserTag hash={ hash }/>
      <AdBanner mb="6"/>
      <Box as="section" aria-labelledby="tx-tabs-heading">
        <Heading as="h2" id="tx-tabs-heading" srOnly>Transaction details and lists</Heading>
        <TxTabs hash={ hash } tx={ query.data } details={ details }/>
      </Box>
    </Box>
  );
}
