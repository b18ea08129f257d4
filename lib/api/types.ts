/**
 * Shapes of the resource registry itself (not of the API payloads, which live in types/api).
 */

/** One API endpoint, declared once and used by fetch, SSR prefetch, cache keys and sockets. */
export interface ApiResource {
  /**
   * Path under the service base URL. `:name` is filled from `pathParams` (only names listed in
   * `pathParams` count, so `solidity:visualize-contracts` stays literal); `:name?` may be omitted,
   * in which case the segment and its leading `/` are dropped.
   */
  readonly path: string;
  readonly pathParams?: ReadonlyArray<string>;
  /** Query parameters the endpoint understands besides its cursor keys. */
  readonly filterFields?: ReadonlyArray<string>;
  /** True for `{ items, next_page_params }` lists. */
  readonly paginated?: boolean;
  /** Extra request headers the endpoint expects. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A registry of one service: resource name (without the service prefix) → resource. */
export type ApiResources = Readonly<Record<string, ApiResource>>;

/** The services; each has its own base URL (see `resources.ts`). */
export type ApiServiceName = 'general' | 'account' | 'stats' | 'visualize' | 'contractInfo' | 'admin';

/** A scalar query-parameter value. */
export type QueryScalar = string | number | boolean;

/**
 * A query-parameter value as callers pass it. Empty values ('' / null / undefined / []) are
 * dropped, arrays become comma lists and objects (the search cursor) are sent as JSON.
 */
export type QueryParamValue = QueryScalar | null | undefined | ReadonlyArray<QueryScalar> | Readonly<Record<string, unknown>>;

/** Query parameters as callers pass them. */
export type QueryParams = Readonly<Record<string, QueryParamValue>>;

/** A path-parameter value as callers pass it (router values may be undefined). */
export type PathParamValue = string | number | null | undefined;
