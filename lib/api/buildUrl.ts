/**
 * Absolute URL of a resource call, honouring the service base URLs and the Next proxy switch.
 */
import config from 'configs/app';

import { normalizeQueryParams, compilePath } from './params';
import { getResource, getServiceBaseUrl, MAIN_API_SERVICES, type ResourceName, type ResourcePathParams } from './resources';
import type { ApiServiceName, PathParamValue } from './types';

/** Same-origin path under which `pages/api/proxy/[...path].ts` is served (via a rewrite). */
export const NEXT_PROXY_PATH = '/node-api/proxy';

/** Services whose paths carry the chain id; it defaults to the configured chain. */
const CHAIN_SCOPED_SERVICES: ReadonlyArray<ApiServiceName> = [ 'contractInfo', 'admin' ];

export interface BuildUrlOptions {
  /** Never route through the Next proxy (server-side fetches talk to the API directly). */
  noProxy?: boolean;
}

/** True when browser calls to the main API must go through the same-origin proxy. */
export function isProxyActive(options: BuildUrlOptions = {}): boolean {
  return config.api.useProxy && !options.noProxy && typeof window !== 'undefined';
}

function getBaseUrl(service: ApiServiceName, options: BuildUrlOptions): string {
  if (MAIN_API_SERVICES.includes(service) && isProxyActive(options)) {
    return window.location.origin + NEXT_PROXY_PATH;
  }
  const base = getServiceBaseUrl(service);
  if (!base) {
    throw new Error(`API service "${ service }" is not configured`);
  }
  return base;
}

/**
 * Builds the absolute URL of `resourceName`. Query parameters with empty values are dropped and
 * arrays are joined with ','. Throws when a required path parameter is missing or the service
 * has no base URL.
 *
 * @example buildUrl('general:block', { height_or_hash: 42 }) // http://localhost:4000/api/v2/blocks/42
 */
export function buildUrl<R extends ResourceName>(
  resourceName: R,
  pathParams?: ResourcePathParams<R>,
  queryParams?: object,
  options: BuildUrlOptions = {},
): string {
  const resource = getResource(resourceName);
  const params: Record<string, PathParamValue> = { ...(pathParams as Record<string, PathParamValue> | undefined) };
  if (CHAIN_SCOPED_SERVICES.includes(resource.service) && (params.chainId === undefined || params.chainId === null)) {
    params.chainId = config.chain.id;
  }

  const url = new URL(getBaseUrl(resource.service, options) + compilePath(resource, params));
  for (const [ key, value ] of Object.entries(normalizeQueryParams(queryParams))) {
    url.searchParams.set(key, value);
  }
  return url.toString();
}
