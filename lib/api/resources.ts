/**
 * The merged resource registry: every endpoint the frontend calls, named `service:resource`
 * (e.g. `general:block`, `stats:counters`), plus the type helpers derived from it.
 */
import config from 'configs/app';

import { ACCOUNT_API_RESOURCES } from './services/account';
import { ADMIN_API_RESOURCES } from './services/admin';
import { CONTRACT_INFO_API_RESOURCES } from './services/contractInfo';
import { GENERAL_API_RESOURCES } from './services/general';
import { STATS_API_RESOURCES } from './services/stats';
import { VISUALIZE_API_RESOURCES } from './services/visualize';
import type { ApiResource, ApiServiceName, PathParamValue, QueryParamValue } from './types';

/** Service → its resources. */
export const RESOURCES = {
  general: GENERAL_API_RESOURCES,
  account: ACCOUNT_API_RESOURCES,
  stats: STATS_API_RESOURCES,
  visualize: VISUALIZE_API_RESOURCES,
  contractInfo: CONTRACT_INFO_API_RESOURCES,
  admin: ADMIN_API_RESOURCES,
} as const satisfies Record<ApiServiceName, Readonly<Record<string, ApiResource>>>;

type Registry = typeof RESOURCES;

/** Every resource name, e.g. `'general:block' | 'account:user_info' | ...`. */
export type ResourceName = {
  [S in ApiServiceName]: `${ S }:${ Extract<keyof Registry[S], string> }`
}[ApiServiceName];

/** The declaration of resource `R`, with its literal path params and filter fields. */
export type ResourceDefinition<R extends ResourceName> =
  R extends `${ infer S extends ApiServiceName }:${ infer N }` ?
    N extends keyof Registry[S] ? Registry[S][N] : never :
    never;

/** Path parameters of `R` by name. All optional: disabled queries may not know them yet. */
export type ResourcePathParams<R extends ResourceName> =
  ResourceDefinition<R> extends { pathParams: ReadonlyArray<infer P extends string> } ?
    { [K in P]?: PathParamValue } :
    never;

/** Names of the resources that answer `{ items, next_page_params }`. */
export type PaginatedResources = {
  [R in ResourceName]: ResourceDefinition<R> extends { paginated: true } ? R : never
}[ResourceName];

/** Filter fields declared for `R`, as a loose record (see `ResourceFilters` for typed ones). */
export type ResourceFilterFields<R extends ResourceName> =
  ResourceDefinition<R> extends { filterFields: ReadonlyArray<infer F extends string> } ?
    { [K in F]?: QueryParamValue } :
    Record<never, never>;

/** A resolved resource: its declaration plus the service it belongs to. */
export interface ResolvedResource extends ApiResource {
  readonly service: ApiServiceName;
  readonly name: ResourceName;
}

/** Looks up a resource by its namespaced name; throws on an unknown name (a programming error). */
export function getResource(name: ResourceName): ResolvedResource {
  const separator = name.indexOf(':');
  const service = name.slice(0, separator) as ApiServiceName;
  const resources: Readonly<Record<string, ApiResource>> | undefined = RESOURCES[service];
  const resource = resources?.[name.slice(separator + 1)];
  if (!resource) {
    throw new Error(`Unknown API resource "${ name }"`);
  }
  return { ...resource, service, name };
}

/** Services whose calls carry the account API token as `Authorization`. */
export const AUTHORIZED_SERVICES: ReadonlyArray<ApiServiceName> = [ 'contractInfo', 'admin' ];

/** Services served by the main API (and therefore by the Next proxy). */
export const MAIN_API_SERVICES: ReadonlyArray<ApiServiceName> = [ 'general', 'account' ];

/**
 * Base URL of a service, read from the config at call time (tests and runtime env may change
 * it). '' means the service is not configured.
 */
export function getServiceBaseUrl(service: ApiServiceName): string {
  switch (service) {
    case 'general':
    case 'account':
      return config.api.endpoint + config.api.basePath;
    case 'stats':
      return config.services.stats;
    case 'visualize':
      return config.services.visualize;
    case 'contractInfo':
      return config.services.contractInfo;
    case 'admin':
      return config.services.admin;
  }
}

export type { ResourcePayload, ResourceFilters, ResourcePagingParams } from './resourcePayloads';
