/** `getServerSideProps` of the pages that render a primary resource on the server. */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';

import config from 'configs/app';
import { readDirection } from 'lib/address/listFilters';
import type { ResourceName } from 'lib/api/resources';
import { prefetchResource } from 'lib/api/serverFetch';
import { visitorHeaders } from 'lib/api/visitorHeaders';
import { parseTypeFilter } from 'lib/tokens/typeFilter';
import { readListParams } from 'lib/verifiedContracts/listParams';

import { prefetchPage, queryParam } from './prefetchPage';
import { basePageProps, routeOff, type PageProps } from './serverProps';

export const block = prefetchPage({
  resource: 'general:block',
  pathParams: (query) => ({ height_or_hash: queryParam(query, 'height_or_hash') }),
});

// The API's answer picks the screen as for every page (spec §8): the "unable to locate this
// transaction" screen only when the API says 'Invalid tx hash', a malformed hash (422) gets
// 'Request cannot be processed' and an unknown one (404) 'Page not found'.
export const tx = prefetchPage({
  resource: 'general:tx',
  pathParams: (query) => ({ hash: queryParam(query, 'hash') }),
});

/**
 * The address with the first page of its default tab, Transactions, as the tab will ask for it;
 * on the Contract tab the contract, whose ABI decides the sub-tabs (the same strip on the server
 * and in the browser, so it does not jump).
 */
export const address = prefetchPage({
  resource: 'general:address',
  pathParams: (query) => ({ hash: queryParam(query, 'hash') }),
  firstList: (query) => {
    const tab = queryParam(query, 'tab');
    if (tab === 'contract') return { resource: 'general:contract', pathParams: { hash: queryParam(query, 'hash') } };
    if ((tab && tab !== 'txs') || query.next_page_params) return undefined;
    return {
      resource: 'general:address_txs',
      pathParams: { hash: queryParam(query, 'hash') },
      queryParams: { filter: readDirection(query.filter) },
    };
  },
});

/**
 * The verification form of an address: the address itself on the server, so a malformed hash
 * gets the API's 422 screen and the form knows at once whether there is code to verify.
 */
export const contractVerification = prefetchPage({
  resource: 'general:address',
  pathParams: (query) => ({ hash: queryParam(query, 'hash') }),
});

/**
 * First page of a list page (/blocks, /accounts, /withdrawals): prefetched when the URL asks
 * for page 1, so its rows are in the first HTML; other pages load in the browser. A failed
 * list request is left to the page (it shows the list's own error), never an error screen.
 */
function prefetchFirstPage<R extends ResourceName>(
  resource: R,
  queryParams: (query: GetServerSidePropsContext['query']) => object | undefined,
  isEnabled: () => boolean = () => true,
) {
  return async(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PageProps>> => {
    if (!isEnabled()) return routeOff(ctx);
    const params = ctx.query.next_page_params ? undefined : queryParams(ctx.query);
    if (!params) return { props: basePageProps(ctx) };
    const queryClient = new QueryClient();
    await prefetchResource(queryClient, resource, {
      queryParams: params,
      headers: visitorHeaders(ctx.req),
    });
    return { props: { ...basePageProps(ctx), dehydratedState: dehydrate(queryClient) } };
  };
}

const BLOCKS_TAB_TYPES: Record<string, string> = { blocks: 'block', reorgs: 'reorg', uncles: 'uncle' };

export const blocks = prefetchFirstPage('general:blocks', (query) => {
  const type = BLOCKS_TAB_TYPES[queryParam(query, 'tab') || 'blocks'];
  return type ? { type } : undefined;
});

export const accounts = prefetchFirstPage('general:addresses', () => ({}));

export const withdrawals = prefetchFirstPage('general:withdrawals', () => ({}), () => config.features.beaconChain.isEnabled);

/** The rollup's lists (`/l2-*`): 404 while the rollup feature is off, as every feature route. */
const isRollup = () => config.features.rollup.isEnabled;
export const l2Deposits = prefetchFirstPage('general:l2_deposits', () => ({}), isRollup);
export const l2Withdrawals = prefetchFirstPage('general:l2_withdrawals', () => ({}), isRollup);
export const l2TxnBatches = prefetchFirstPage('general:l2_txn_batches', () => ({}), isRollup);
export const l2OutputRoots = prefetchFirstPage('general:l2_output_roots', () => ({}), isRollup);

/** `/tokens`: the first page for the search and type filter in the URL (same cache key as the page). */
export const tokens = prefetchFirstPage('general:tokens', (query) => ({
  q: queryParam(query, 'q'),
  type: parseTypeFilter(query.type),
}));

export const token = prefetchPage({
  resource: 'general:token',
  pathParams: (query) => ({ hash: queryParam(query, 'hash') }),
});

export const tokenInstance = prefetchPage({
  resource: 'general:token_instance',
  pathParams: (query) => ({ hash: queryParam(query, 'hash'), id: queryParam(query, 'id') }),
});

/** `/verified-contracts`: the first page for the search, language and sort in the URL (the page's cache key). */
export const verifiedContracts = prefetchFirstPage('general:contracts', (query) => {
  const { q, filter, sort, order } = readListParams(query);
  return { q, filter, sort, order };
});
