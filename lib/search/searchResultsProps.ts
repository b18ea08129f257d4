/**
 * `getServerSideProps` of /search-results. An exact address, transaction hash, block hash or
 * height goes straight to that entity's page, as Blockscout does (`check-redirect`); any other
 * term renders the results, whose first page comes with the server HTML.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';

import { prefetchResource } from 'lib/api/serverFetch';
import { CURSOR_QUERY_KEY } from 'lib/api/useQueryWithPages';
import { visitorHeaders } from 'lib/api/visitorHeaders';
import { basePageProps, type PageProps } from 'lib/next/serverProps';
import type { SearchRedirectResult } from 'types/api/search';

/** The entity page an exact match leads to, or null to show the results. */
export function redirectDestination(result: SearchRedirectResult | undefined): string | null {
  if (!result?.redirect || !result.parameter) return null;
  const parameter = encodeURIComponent(result.parameter);
  switch (result.type) {
    case 'address':
      return `/address/${ parameter }`;
    case 'transaction':
      return `/tx/${ parameter }`;
    case 'block':
      return `/block/${ parameter }`;
    default:
      return null;
  }
}

function readQ(query: GetServerSidePropsContext['query']): string {
  const value = query.q;
  return (Array.isArray(value) ? value[0] ?? '' : value ?? '').trim();
}

export async function searchResults(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PageProps>> {
  const q = readQ(ctx.query);
  const props = basePageProps(ctx);
  if (!q) return { props };

  const queryClient = new QueryClient();
  const headers = visitorHeaders(ctx.req);
  const isFirstPage = !ctx.query[CURSOR_QUERY_KEY];
  const [ redirect ] = await Promise.all([
    prefetchResource(queryClient, 'general:search_check_redirect', { queryParams: { q }, headers }),
    // The first page of results, under the key the page's query reads (its filters are { q }).
    isFirstPage ? prefetchResource(queryClient, 'general:search', { queryParams: { q }, headers }) : undefined,
  ]);

  const destination = redirectDestination(redirect.data);
  if (destination) return { redirect: { destination, permanent: false } };

  // Failures are left to the page, which shows the search error text and retries in the browser.
  return { props: { ...props, dehydratedState: dehydrate(queryClient) } };
}
