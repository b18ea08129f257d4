import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { GetServerSideProps, NextPage } from 'next';
import React from 'react';

import { prefetchResource } from 'lib/api/serverFetch';
import { visitorHeaders } from 'lib/api/visitorHeaders';
import { basePageProps, type PageProps } from 'lib/next/serverProps';
import Home from 'ui/pages/Home';

const Page: NextPage<PageProps> = () => <Home/>;

export default Page;

/** A slow API must not hold the home page: what is not there in time loads in the browser. */
const HOME_PREFETCH_TIMEOUT_MS = 1_500;

/** Stats, latest blocks and latest transactions in the first HTML, fetched in parallel. */
export const getServerSideProps: GetServerSideProps<PageProps> = async(ctx) => {
  const queryClient = new QueryClient();
  const options = { timeoutMs: HOME_PREFETCH_TIMEOUT_MS, headers: visitorHeaders(ctx.req) };
  await Promise.all([
    prefetchResource(queryClient, 'general:stats', options),
    prefetchResource(queryClient, 'general:homepage_blocks', options),
    prefetchResource(queryClient, 'general:homepage_txs', options),
  ]);
  return { props: { ...basePageProps(ctx), dehydratedState: dehydrate(queryClient) } };
};
