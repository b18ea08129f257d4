/**
 * The tabs of a token page, each a paginated list in the house frame: transfers (newest
 * first), holders (largest balance first) and, for NFTs, the inventory. Only the active one
 * is mounted, so only it fetches.
 */
import { Box } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import React from 'react';

import useQueryWithPages, { type PaginationParams } from 'lib/api/useQueryWithPages';
import type { TokenInfo } from 'types/api/token';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import Pagination from 'ui/shared/pagination/Pagination';
import TokenTransfersListItems from 'ui/tokenTransfers/TokenTransfersListItems';

import TokenHoldersListItems from './TokenHoldersListItems';
import TokenInventoryItems from './TokenInventoryItems';

interface ListFrameProps {
  query: { isPending: boolean; isError: boolean; isPlaceholderData: boolean; pagination: PaginationParams };
  itemsCount: number;
  emptyText: string;
  testId: string;
  children: React.ReactNode;
}

export function ListFrame({ query, itemsCount, emptyText, testId, children }: ListFrameProps) {
  return (
    <DataListDisplay isPending={ query.isPending } isError={ query.isError } itemsCount={ itemsCount } emptyText={ emptyText }
      pagination={ query.pagination.isVisible ? <Pagination pagination={ query.pagination }/> : undefined } testId={ testId }>
      <Box opacity={ query.isPlaceholderData ? 0.6 : 1 } transition="opacity 0.2s">{ children }</Box>
    </DataListDisplay>
  );
}

const OPTIONS = { placeholderData: keepPreviousData };

export function TokenTransfersTab({ token }: { token: TokenInfo }) {
  const query = useQueryWithPages({ resourceName: 'general:token_transfers', pathParams: { hash: token.address_hash }, options: OPTIONS });
  const items = query.data?.items ?? [];
  return (
    <ListFrame query={ query } itemsCount={ items.length } emptyText="There are no transfers of this token." testId="token-transfers">
      <TokenTransfersListItems items={ items } showTxInfo/>
    </ListFrame>
  );
}

export function TokenHoldersTab({ token }: { token: TokenInfo }) {
  const query = useQueryWithPages({ resourceName: 'general:token_holders', pathParams: { hash: token.address_hash }, options: OPTIONS });
  const items = query.data?.items ?? [];
  return (
    <ListFrame query={ query } itemsCount={ items.length } emptyText="There are no holders of this token." testId="token-holders">
      <TokenHoldersListItems items={ items } token={ token } showTokenId={ token.type === 'ERC-1155' }/>
    </ListFrame>
  );
}

export function TokenInventoryTab({ token }: { token: TokenInfo }) {
  const query = useQueryWithPages({ resourceName: 'general:token_inventory', pathParams: { hash: token.address_hash }, options: OPTIONS });
  const items = query.data?.items ?? [];
  return (
    <ListFrame query={ query } itemsCount={ items.length } emptyText="There are no tokens in this collection yet." testId="token-inventory-list">
      <TokenInventoryItems items={ items } token={ token }/>
    </ListFrame>
  );
}
