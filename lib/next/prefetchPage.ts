/**
 * `getServerSideProps` for pages with a primary resource: fetch it on the server, hand it to
 * react-query (dehydrated into the page) so the first HTML already holds the data, and turn an
 * API error into the matching error screen with the API's status.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';

import { prefetchResource } from 'lib/api/serverFetch';
import type { ResourceName, ResourcePathParams } from 'lib/api/resources';
import { NETWORK_ERROR_STATUS } from 'lib/api/ResourceError';

import { basePageProps, errorPage, type PageError, type PageProps } from './serverProps';

interface Options<R extends ResourceName> {
  resource: R;
  pathParams: (query: GetServerSidePropsContext['query']) => ResourcePathParams<R>;
  /** Lets a page choose its own screen for an error, e.g. tx pages show "transaction not found". */
  mapError?: (error: PageError) => PageError;
}

function readPayload(payload: unknown): PageError['payload'] {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { message, hash } = payload as { message?: unknown; hash?: unknown };
  return {
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof hash === 'string' ? { hash } : {}),
  };
}

export function prefetchPage<R extends ResourceName>({ resource, pathParams, mapError = (error) => error }: Options<R>) {
  return async(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PageProps>> => {
    const queryClient = new QueryClient();
    const { error } = await prefetchResource(queryClient, resource, {
      pathParams: pathParams(ctx.query),
      headers: ctx.req.headers.cookie ? { cookie: ctx.req.headers.cookie } : undefined,
    });

    // The API could not be reached: render the page and let the browser try again.
    if (error && error.status !== NETWORK_ERROR_STATUS) {
      const mapped = mapError({ status: error.status, payload: readPayload(error.payload) ?? { message: error.statusText } });
      return errorPage(ctx, mapped.status, mapped.payload);
    }
    return { props: { ...basePageProps(ctx), dehydratedState: dehydrate(queryClient) } };
  };
}

/** Route params arrive as string | string[]; a path param is always one segment. */
export function queryParam(query: GetServerSidePropsContext['query'], name: string): string {
  const value = query[name];
  return Array.isArray(value) ? value[0] ?? '' : value ?? '';
}
