/**
 * Tabs of an NFT instance page: its transfers and, for ERC-1155 ids, its holders.
 */
import { keepPreviousData } from '@tanstack/react-query';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import type { TokenInfo } from 'types/api/token';
import TokenHoldersListItems from 'ui/token/TokenHoldersListItems';
import { ListFrame } from 'ui/token/TokenTabs';
import TokenTransfersListItems from 'ui/tokenTransfers/TokenTransfersListItems';

interface Props {
  tokenAddress: string;
  id: string;
}

const OPTIONS = { placeholderData: keepPreviousData };

export function InstanceTransfersTab({ tokenAddress, id }: Props) {
  const query = useQueryWithPages({ resourceName: 'general:token_instance_transfers', pathParams: { hash: tokenAddress, id }, options: OPTIONS });
  const items = query.data?.items ?? [];
  return (
    <ListFrame query={ query } itemsCount={ items.length } emptyText="There are no transfers of this token." testId="instance-transfers">
      <TokenTransfersListItems items={ items } showTxInfo/>
    </ListFrame>
  );
}

export function InstanceHoldersTab({ tokenAddress, id, token }: Props & { token: TokenInfo }) {
  const query = useQueryWithPages({ resourceName: 'general:token_instance_holders', pathParams: { hash: tokenAddress, id }, options: OPTIONS });
  const items = query.data?.items ?? [];
  return (
    <ListFrame query={ query } itemsCount={ items.length } emptyText="Nobody holds this token." testId="instance-holders">
      <TokenHoldersListItems items={ items } token={ token }/>
    </ListFrame>
  );
}
