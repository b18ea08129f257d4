/** The signed-in user's private tag of this transaction, under the page title. */
import { Badge } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { useApiQuery } from 'lib/api/useApiQuery';
import { useIsLoggedIn } from 'ui/snippets/profile/useProfileQuery';

export default function TxUserTag({ hash }: { hash: string }) {
  const isLoggedIn = useIsLoggedIn();
  const enabled = config.features.account.isEnabled && isLoggedIn;
  const query = useApiQuery('account:transaction_tags', { pathParams: { hash }, queryOptions: { enabled, retry: false } });
  const label = query.data?.personal_transaction_tag?.label;
  if (!enabled || !label) return null;
  return <Badge size="md" colorPalette="purple" variant="subtle" mb="4" data-testid="tx-private-tag" title="Your private tag">{ label }</Badge>;
}
