/**
 * The tabs of a token page, each a paginated list in the house frame: transfers (newest
 * first), holders (largest balance first) and, for NFTs, the inventory. Only the active one
 * is mounted, so only it fetches. Transfers and holders offer "Download CSV" when exports are on.
 */
import { keepPreviousData } from '@tanstack/react-query';
import React from 'react';

import config from 'configs/app';
import useQueryWithPages from 'lib/api/useQueryWithPages';
import type { TokenInfo } from 'types/api/token';
import CsvExportLink from 'ui/csvExport/CsvExportLink';
import PagedList from 'ui/shared/lists/PagedList';
import TokenTransfersListItems from 'ui/tokenTransfers/TokenTransfersListItems';

import TokenHoldersListItems from './TokenHoldersListItems';
import TokenInventoryItems from './TokenInventoryItems';

const OPTIONS = { placeholderData: keepPreviousData };

export function TokenTransfersTab({ token }: { token: TokenInfo }) {
  const query = useQueryWithPages({ resourceName: 'general:token_transfers', pathParams: { hash: token.address_hash }, options: OPTIONS });
  return (
    <PagedList query={ query } emptyText="There are no transfers of this token." testId="token-transfers"
      filters={ config.features.csvExport.isEnabled ? <CsvExportLink type="token" address={ token.address_hash }/> : undefined }>
      { (items) => <TokenTransfersListItems items={ items } showTxInfo token={ token }/> }
    </PagedList>
  );
}

export function TokenHoldersTab({ token }: { token: TokenInfo }) {
  const query = useQueryWithPages({ resourceName: 'general:token_holders', pathParams: { hash: token.address_hash }, options: OPTIONS });
  return (
    <PagedList query={ query } emptyText="There are no holders of this token." testId="token-holders"
      filters={ config.features.csvExport.isEnabled ? <CsvExportLink type="holders" address={ token.address_hash }/> : undefined }>
      { (items) => <TokenHoldersListItems items={ items } token={ token } showTokenId={ token.type === 'ERC-1155' }/> }
    </PagedList>
  );
}

export function TokenInventoryTab({ token }: { token: TokenInfo }) {
  const query = useQueryWithPages({ resourceName: 'general:token_inventory', pathParams: { hash: token.address_hash }, options: OPTIONS });
  return (
    <PagedList query={ query } emptyText="There are no tokens in this collection yet." testId="token-inventory-list">
      { (items) => <TokenInventoryItems items={ items } token={ token }/> }
    </PagedList>
  );
}
