import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { GetServerSideProps, NextPage } from 'next';
import React from 'react';

import { prefetchResource } from 'lib/api/serverFetch';
import { visitorHeaders } from 'lib/api/visitorHeaders';
import { basePageProps, type PageProps } from 'lib/next/serverProps';
import Transactions from 'ui/pages/Transactions';
import { readTxType } from 'ui/txs/TxsTypeFilter';

const Page: NextPage<PageProps> = () => <Transactions/>;

export default Page;

/**
 * The first page of the open tab in the first HTML (later pages need the cursor chain, so
 * they load in the browser). A slow API only delays the list, never the page.
 */
export const getServerSideProps: GetServerSideProps<PageProps> = async(ctx) => {
  const props = basePageProps(ctx);
  const { tab, page } = ctx.query;
  if (page && page !== '1') return { props };
  const queryClient = new QueryClient();
  const options = { timeoutMs: 2_000, headers: visitorHeaders(ctx.req) };
  if (tab === 'pending') {
    await prefetchResource(queryClient, 'general:txs_pending', { ...options, queryParams: { filter: 'pending' } });
  } else if (tab === undefined || tab === 'validated') {
    const type = readTxType(ctx.query.type);
    await prefetchResource(queryClient, 'general:txs_validated', { ...options, queryParams: { filter: 'validated', type } });
  }
  return { props: { ...props, dehydratedState: dehydrate(queryClient) } };
};
