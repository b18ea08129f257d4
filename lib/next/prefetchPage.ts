/**
 * `getServerSideProps` for pages with a primary resource: fetch it on the server, hand it to
 * react-query (dehydrated into the page) so the first HTML already holds the data, and turn an
 * API error into the matching error screen with the API's status. A page may add the first
 * page of the list its default tab shows, fetched alongside within a time budget.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';

import { prefetchResource } from 'lib/api/serverFetch';
import type { ResourceName, ResourcePathParams } from 'lib/api/resources';
import { NETWORK_ERROR_STATUS } from 'lib/api/ResourceError';
import { visitorHeaders } from 'lib/api/visitorHeaders';

import { basePageProps, errorPage, type PageError, type PageProps } from './serverProps';

/**
 * How long the server waits for the first list of a page, in parallel with its resource. The
 * page is not held longer than this for it (as on the home and transactions pages); a list
 * that is not there in time loads in the browser.
 */
export const FIRST_LIST_TIMEOUT_MS = 1_500;

/**
 * What the opened tab shows first under the resource (the first page of a list, or a contract's
 * own answer): which one, and with what parameters.
 */
export interface FirstListPrefetch {
  resource: ResourceName;
  pathParams: Record<string, string>;
  queryParams?: object;
}

interface Options<R extends ResourceName> {
  resource: R;
  pathParams: (query: GetServerSidePropsContext['query']) => ResourcePathParams<R>;
  /** The list the page opens on, e.g. an address's transactions; undefined when the URL opens another. */
  firstList?: (query: GetServerSidePropsContext['query']) => FirstListPrefetch | undefined;
}

function readPayload(payload: unknown): PageError['payload'] {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { message, hash } = payload as { message?: unknown; hash?: unknown };
  return {
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof hash === 'string' ? { hash } : {}),
  };
}

export function prefetchPage<R extends ResourceName>({ resource, pathParams, firstList }: Options<R>) {
  return async(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PageProps>> => {
    const queryClient = new QueryClient();
    const headers = visitorHeaders(ctx.req);
    const list = firstList?.(ctx.query);
    // A failed or late list is simply not in the HTML: the page fetches it as usual.
    const [ { error } ] = await Promise.all([
      prefetchResource(queryClient, resource, { pathParams: pathParams(ctx.query), headers }),
      list && prefetchResource(queryClient, list.resource, {
        pathParams: list.pathParams as ResourcePathParams<ResourceName>, queryParams: list.queryParams, headers,
        timeoutMs: FIRST_LIST_TIMEOUT_MS,
      }),
    ]);

    // The API could not be reached: render the page and let the browser try again. Otherwise
    // the API's status and message pick the error screen (spec §8, lib/errors/getErrorStatus).
    if (error && error.status !== NETWORK_ERROR_STATUS) {
      return errorPage(ctx, error.status, readPayload(error.payload) ?? { message: error.statusText });
    }
    return { props: { ...basePageProps(ctx), dehydratedState: dehydrate(queryClient) } };
  };
}

/** Route params arrive as string | string[]; a path param is always one segment. */
export function queryParam(query: GetServerSidePropsContext['query'], name: string): string {
  const value = query[name];
  return Array.isArray(value) ? value[0] ?? '' : value ?? '';
}
