/**
 * Tabs of an NFT instance page: its transfers and, for ERC-1155 ids, its holders.
 */
import { keepPreviousData } from '@tanstack/react-query';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import type { TokenInfo } from 'types/api/token';
import PagedList from 'ui/shared/lists/PagedList';
import TokenHoldersListItems from 'ui/token/TokenHoldersListItems';
import TokenTransfersListItems from 'ui/tokenTransfers/TokenTransfersListItems';

interface Props {
  tokenAddress: string;
  id: string;
}

const OPTIONS = { placeholderData: keepPreviousData };

export function InstanceTransfersTab({ tokenAddress, id, token }: Props & { token?: TokenInfo }) {
  const query = useQueryWithPages({ resourceName: 'general:token_instance_transfers', pathParams: { hash: tokenAddress, id }, options: OPTIONS });
  return (
    <PagedList query={ query } emptyText="There are no transfers of this token." testId="instance-transfers">
      { (items) => <TokenTransfersListItems items={ items } showTxInfo token={ token }/> }
    </PagedList>
  );
}

export function InstanceHoldersTab({ tokenAddress, id, token }: Props & { token: TokenInfo }) {
  const query = useQueryWithPages({ resourceName: 'general:token_instance_holders', pathParams: { hash: tokenAddress, id }, options: OPTIONS });
  return (
    <PagedList query={ query } emptyText="Nobody holds this token." testId="instance-holders">
      { (items) => <TokenHoldersListItems items={ items } token={ token }/> }
    </PagedList>
  );
}
