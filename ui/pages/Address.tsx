/**
 * The address page: header (hash, copy, QR code, contract or account), details and the tabs.
 * The address arrives with the server HTML (see lib/next/pageProps); balances follow the
 * `addresses:{hash}` socket.
 */
import { Box } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import throwOnResourceLoadError from 'lib/errors/AppPageError';
import AddressDetails from 'ui/address/details/AddressDetails';
import AddressHeader from 'ui/address/header/AddressHeader';
import AddressTabs from 'ui/address/AddressTabs';
import useAddressLiveUpdates from 'ui/address/live/useAddressLiveUpdates';
import AdBanner from 'ui/shared/ads/AdBanner';
import TextAd from 'ui/shared/ads/TextAd';

export default function Address() {
  const router = useRouter();
  const hash = String(router.query.hash ?? '');
  const query = useApiQuery('general:address', { pathParams: { hash } });
  throwOnResourceLoadError({ isError: query.isError, error: query.error, resource: 'general:address' });
  useAddressLiveUpdates(hash);

  return (
    <Box>
      <AddressHeader hash={ hash } address={ query.data } isLoading={ query.isPending }/>
      <TextAd/>
      <AddressDetails hash={ hash } address={ query.data } isLoading={ query.isPending }/>
      <AdBanner mt="6"/>
      <Box mt="8">
        <AddressTabs hash={ hash } address={ query.data }/>
      </Box>
    </Box>
  );
}
