/**
 * Transaction details page: the transaction arrives with the server HTML (lib/next/pageProps),
 * stays live over the socket, and its lists sit in tabs below the details.
 */
import { Box, Heading } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import { AppPageError } from 'lib/errors/AppPageError';
import { getErrorHttpStatus } from 'lib/errors/getErrorStatus';
import PageTitle from 'ui/shared/PageTitle';
import TxDetails from 'ui/tx/TxDetails';
import TxTabs, { TOKEN_TRANSFERS_TAB } from 'ui/tx/TxTabs';
import useTxLiveUpdates from 'ui/tx/useTxLiveUpdates';

/** A pending transaction is polled too, in case live updates are off. */
const PENDING_POLL_MS = 5_000;

export default function Transaction() {
  const router = useRouter();
  const hash = typeof router.query.hash === 'string' ? router.query.hash : '';
  const query = useApiQuery('general:tx', {
    pathParams: { hash },
    queryOptions: {
      enabled: Boolean(hash),
      refetchInterval: (current) => (current.state.data?.block_number === null ? PENDING_POLL_MS : false),
    },
  });
  useTxLiveUpdates(hash, query.data);

  // A failed background refetch keeps the page it already has; only a first load that fails shows an error screen.
  if (query.isError && !query.data) {
    const status = getErrorHttpStatus(query.error);
    // Unknown and malformed hashes get the "unable to locate this transaction" screen, as on the server.
    const payload = status === 404 || status === 422 ? { message: 'Invalid tx hash' } : undefined;
    throw new AppPageError(`Failed to load resource "general:tx"${ status ? ` (status ${ status })` : '' }`,
      { cause: query.error, resource: 'general:tx', payload });
  }

  return (
    <Box>
      <PageTitle title="Transaction details"/>
      <TxDetails tx={ query.data } isLoading={ query.isPending } tokenTransfersHref={ `/tx/${ hash }?tab=${ TOKEN_TRANSFERS_TAB }` }/>
      <Box as="section" aria-labelledby="tx-tabs-heading" mt="8">
        <Heading as="h2" id="tx-tabs-heading" srOnly>Transaction lists</Heading>
        <TxTabs hash={ hash } tx={ query.data }/>
      </Box>
    </Box>
  );
}
