/**
 * The fetch rules of spec §6-8, in one place for the browser and the server:
 * credentials by account feature, JSON or FormData bodies, the CSRF header on mutations,
 * the account token for contracts-info/admin, and uniform rejections that are reported.
 */
import config from 'configs/app';
import { API_TOKEN, getCookie } from 'lib/cookies';
import { reportError } from 'lib/monitoring/reportError';

import { buildUrl } from './buildUrl';
import { CSRF_REQUEST_HEADER, CSRF_RESPONSE_HEADER, getCsrfToken, setCsrfToken } from './csrf';
import { AUTHORIZED_SERVICES, getResource, type ResourceName, type ResourcePathParams, type ResourcePayload } from './resources';
import { NETWORK_ERROR_STATUS, ResourceError } from './ResourceError';
import { toServerSideUrl } from './serverOrigin';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Per-call request options. */
export interface FetchParams {
  method?: HttpMethod;
  headers?: Record<string, string>;
  /** A FormData is sent as multipart (the browser sets the boundary); anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the account-feature default. */
  credentials?: RequestCredentials;
}

/** Options of {@link fetchApi}. */
export interface FetchApiOptions extends FetchParams {
  /** Send the account API token cookie as `Authorization`. */
  withAuthorization?: boolean;
}

const SAFE_METHODS: ReadonlyArray<string> = [ 'GET', 'HEAD' ];

/**
 * The API's cookies — the account session, the client key a solved captcha bought — live on
 * the API's origin, so they must travel only when one of those features exists.
 */
export function getDefaultCredentials(): RequestCredentials {
  return config.features.account.isEnabled || config.features.clientKey.isEnabled ? 'include' : 'same-origin';
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

function buildRequestInit(method: string, options: FetchApiOptions): RequestInit {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;

  if (options.body !== undefined && !SAFE_METHODS.includes(method)) {
    if (isFormData(options.body)) {
      body = options.body;
    } else {
      headers['content-type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
  }

  const csrfToken = getCsrfToken();
  if (csrfToken && !SAFE_METHODS.includes(method)) {
    headers[CSRF_REQUEST_HEADER] = csrfToken;
  }

  if (options.withAuthorization) {
    const apiToken = getCookie(API_TOKEN);
    if (apiToken) {
      headers.authorization = apiToken;
    }
  }

  return {
    method,
    headers: { ...headers, ...options.headers },
    body,
    signal: options.signal,
    credentials: options.credentials ?? getDefaultCredentials(),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readErrorPayload(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? parseJson(text) : undefined;
  } catch {
    return undefined;
  }
}

async function readSuccessBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  const contentType = response.headers.get('content-type') ?? '';
  // CSV and other files come back as text; everything else the API sends is JSON.
  return contentType.includes('json') ? JSON.parse(text) : text;
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Fetches `url` with the app's fetch rules and resolves with the parsed body (JSON, or text for
 * non-JSON responses, undefined for an empty body). A non-ok response is reported to the error
 * monitor and rejects with a {@link ResourceError} carrying status, statusText and the parsed
 * JSON payload (undefined when the body is not JSON). Aborts reject with the original AbortError.
 */
export async function fetchApi<T = unknown>(url: string, options: FetchApiOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();

  let response: Response;
  try {
    response = await fetch(url, buildRequestInit(method, options));
  } catch (cause) {
    if (isAbortError(cause)) {
      throw cause;
    }
    const error = new ResourceError({ status: NETWORK_ERROR_STATUS, statusText: 'Network error', url, cause });
    reportError(error, { url, method });
    throw error;
  }

  const csrfToken = response.headers.get(CSRF_RESPONSE_HEADER);
  if (csrfToken) {
    setCsrfToken(csrfToken);
  }

  if (!response.ok) {
    const payload = await readErrorPayload(response);
    const error = new ResourceError({ status: response.status, statusText: response.statusText, payload, url });
    reportError(error, { url, method, status: response.status, payload });
    throw error;
  }

  return await readSuccessBody(response) as T;
}

/** Where and how to call a resource. */
export interface ResourceRequest<R extends ResourceName> {
  pathParams?: ResourcePathParams<R>;
  queryParams?: object;
  fetchParams?: FetchParams;
  /** Bypass the Next proxy (server-side calls). */
  noProxy?: boolean;
}

/** The low-level fetcher signature, injectable so hooks can pass the `useFetch` one. */
export type ApiFetcher = <T>(url: string, options?: FetchApiOptions) => Promise<T>;

/**
 * Calls a registered resource: builds its URL, adds the resource's own headers and, for the
 * contracts-info and admin services, the account token. Resolves with the typed payload.
 */
export function fetchResource<R extends ResourceName, T = ResourcePayload<R>>(
  resourceName: R,
  { pathParams, queryParams, fetchParams, noProxy }: ResourceRequest<R> = {},
  fetcher: ApiFetcher = fetchApi,
): Promise<T> {
  const resource = getResource(resourceName);
  const url = toServerSideUrl(buildUrl(resourceName, pathParams, queryParams, { noProxy }));
  return fetcher<T>(url, {
    ...fetchParams,
    headers: { ...resource.headers, ...fetchParams?.headers },
    withAuthorization: AUTHORIZED_SERVICES.includes(resource.service),
  });
}
