/**
 * Error type pages throw so the error boundary can pick the right screen. It copies the HTTP
 * status and payload of the failed request onto itself and keeps the original as `cause`.
 */
import { getErrorHttpStatus, getErrorPayload } from './getErrorStatus';

/** A page-level failure carrying the HTTP status and body of the request that caused it. */
export class AppPageError extends Error {
  readonly status: number | undefined;
  readonly payload: unknown;
  /** Name of the API resource that failed, for monitoring context. */
  readonly resource: string | undefined;

  constructor(message: string, options: { cause?: unknown; status?: number; payload?: unknown; resource?: string } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppPageError';
    this.status = options.status ?? getErrorHttpStatus(options.cause);
    this.payload = options.payload ?? getErrorPayload(options.cause);
    this.resource = options.resource;
  }
}

/** Arguments of `throwOnResourceLoadError`; matches the fields of a query result. */
export interface ResourceLoadState {
  isError: boolean;
  error: unknown;
  /** API resource name, e.g. 'tx' or 'block'. */
  resource?: string;
}

/**
 * Throws an `AppPageError` when a page's main request failed, so the nearest error boundary
 * renders the matching screen instead of the page rendering half-empty.
 */
export function throwOnResourceLoadError({ isError, error, resource }: ResourceLoadState): void {
  if (!isError) {
    return;
  }
  const status = getErrorHttpStatus(error);
  const label = resource ? `resource "${ resource }"` : 'resource';
  throw new AppPageError(`Failed to load ${ label }${ status ? ` (status ${ status })` : '' }`, {
    cause: error,
    resource,
  });
}

export default throwOnResourceLoadError;
