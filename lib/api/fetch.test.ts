import { reportError } from 'lib/monitoring/reportError';

import { getCsrfToken, setCsrfToken } from './csrf';
import { fetchApi, fetchResource } from './fetch';
import { ResourceError } from './ResourceError';
import { fakeResponse, mockFetch, requestHeaders, resetTestConfig, setTestConfig } from './testUtils';

jest.mock('lib/monitoring/reportError', () => ({ reportError: jest.fn() }));

const URL = 'http://localhost:4000/api/v2/blocks';
const ACCOUNT_ENV = { NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'true', NEXT_PUBLIC_AUTH_URL: 'https://auth.example', NEXT_PUBLIC_LOGOUT_URL: 'https://auth.example/logout' };

function requestInit(mock: jest.Mock, call = 0): RequestInit {
  return mock.mock.calls[call][1] as RequestInit;
}

beforeEach(() => {
  setTestConfig({});
  setCsrfToken(undefined);
  document.cookie = '_explorer_key=; Max-Age=0; Path=/';
});
afterEach(resetTestConfig);

describe('credentials', () => {
  it('stays same-origin without the account feature', async() => {
    const fetch = mockFetch();
    await fetchApi(URL);
    expect(requestInit(fetch).credentials).toBe('same-origin');
  });

  it('includes cookies when the account feature is on', async() => {
    setTestConfig(ACCOUNT_ENV);
    const fetch = mockFetch();
    await fetchApi(URL);
    expect(requestInit(fetch).credentials).toBe('include');
  });

  it('includes cookies when a captcha can buy a client key, so the key reaches the API', async() => {
    setTestConfig({ NEXT_PUBLIC_CAPTCHA_PROVIDER: 'altcha' });
    const fetch = mockFetch();
    await fetchApi(URL);
    expect(requestInit(fetch).credentials).toBe('include');
  });
});

describe('csrf header', () => {
  it('is sent on mutations but not on GET or HEAD', async() => {
    setCsrfToken('token-1');
    const fetch = mockFetch();
    await fetchApi(URL);
    await fetchApi(URL, { method: 'HEAD' });
    await fetchApi(URL, { method: 'POST', body: {} });
    await fetchApi(URL, { method: 'DELETE' });
    expect(requestHeaders(fetch, 0)['x-csrf-token']).toBeUndefined();
    expect(requestHeaders(fetch, 1)['x-csrf-token']).toBeUndefined();
    expect(requestHeaders(fetch, 2)['x-csrf-token']).toBe('token-1');
    expect(requestHeaders(fetch, 3)['x-csrf-token']).toBe('token-1');
  });

  it('is left out when no token is known', async() => {
    const fetch = mockFetch();
    await fetchApi(URL, { method: 'POST', body: {} });
    expect(requestHeaders(fetch)).not.toHaveProperty('x-csrf-token');
  });

  it('is picked up from the x-bs-account-csrf response header', async() => {
    mockFetch(async() => fakeResponse({ body: { message: 'ok' }, headers: { 'x-bs-account-csrf': 'fresh' } }));
    await fetchResource('account:csrf');
    expect(getCsrfToken()).toBe('fresh');
  });
});

describe('request body', () => {
  it('sends plain objects as JSON', async() => {
    const fetch = mockFetch();
    await fetchApi(URL, { method: 'POST', body: { name: 'tag', n: 1 } });
    expect(requestInit(fetch).body).toBe('{"name":"tag","n":1}');
    expect(requestHeaders(fetch)['content-type']).toBe('application/json');
  });

  it('sends FormData as is and lets the browser set the multipart type', async() => {
    const fetch = mockFetch();
    const form = new FormData();
    form.append('compiler_version', 'v0.8.24');
    await fetchApi(URL, { method: 'POST', body: form });
    expect(requestInit(fetch).body).toBe(form);
    expect(requestHeaders(fetch)).not.toHaveProperty('content-type');
  });

  it('never sends a body with GET', async() => {
    const fetch = mockFetch();
    await fetchApi(URL, { body: { ignored: true } });
    expect(requestInit(fetch).body).toBeUndefined();
  });
});

describe('responses', () => {
  it('resolves with parsed JSON, or text for other content types', async() => {
    mockFetch(async() => fakeResponse({ body: { items: [] } }));
    await expect(fetchApi(URL)).resolves.toEqual({ items: [] });
    mockFetch(async() => fakeResponse({ body: 'a,b\n1,2', headers: { 'content-type': 'application/csv' } }));
    await expect(fetchApi(URL)).resolves.toBe('a,b\n1,2');
  });

  it('rejects a non-ok JSON response with status, statusText and payload, and reports it', async() => {
    mockFetch(async() => fakeResponse({ status: 404, statusText: 'Not Found', body: { message: 'Not found' } }));
    const error = await fetchApi(URL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceError);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found', payload: { message: 'Not found' } });
    expect(reportError).toHaveBeenCalledWith(error, expect.objectContaining({ url: URL, status: 404 }));
  });

  it('rejects a non-JSON error body with an undefined payload and the status info', async() => {
    mockFetch(async() => fakeResponse({ status: 502, statusText: 'Bad Gateway', body: '<html>upstream down</html>' }));
    await expect(fetchApi(URL)).rejects.toMatchObject({ status: 502, statusText: 'Bad Gateway', payload: undefined });
  });

  it('turns a network failure into a status-0 ResourceError', async() => {
    mockFetch(async() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchApi(URL)).rejects.toMatchObject({ status: 0, payload: undefined });
  });

  it('lets aborts through untouched so react-query can cancel', async() => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    mockFetch(async() => {
      throw abort;
    });
    await expect(fetchApi(URL)).rejects.toBe(abort);
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('fetchResource', () => {
  beforeEach(() => setTestConfig({ NEXT_PUBLIC_CONTRACT_INFO_API_HOST: 'https://info.example' }));

  it('sends the account token as Authorization to contracts-info', async() => {
    document.cookie = '_explorer_key=secret-token; Path=/';
    const fetch = mockFetch();
    await fetchResource('contractInfo:token_info', { pathParams: { hash: '0xab' } });
    expect(fetch.mock.calls[0][0]).toBe('https://info.example/api/v1/chains/265/token-infos/0xab');
    expect(requestHeaders(fetch).authorization).toBe('secret-token');
  });

  it('does not leak the account token to the main API', async() => {
    document.cookie = '_explorer_key=secret-token; Path=/';
    const fetch = mockFetch();
    await fetchResource('general:block', { pathParams: { height_or_hash: '1' } });
    expect(requestHeaders(fetch)).not.toHaveProperty('authorization');
  });

  it('adds the headers a resource declares', async() => {
    const fetch = mockFetch();
    await fetchResource('general:stats');
    expect(requestHeaders(fetch)['updated-gas-oracle']).toBe('true');
  });
});
