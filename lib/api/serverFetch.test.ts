import { QueryClient } from '@tanstack/react-query';

import { getResourceKey } from './getResourceKey';
import { prefetchResource } from './serverFetch';
import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from './testUtils';

afterEach(resetTestConfig);

describe('prefetchResource', () => {
  it('fetches the API directly even when the browser proxy is on', async() => {
    setTestConfig({ NEXT_PUBLIC_USE_NEXT_JS_PROXY: 'true' });
    const fetch = mockFetch(async() => fakeResponse({ body: { hash: '0x1' } }));
    const client = new QueryClient();

    const result = await prefetchResource(client, 'general:tx', { pathParams: { hash: '0x1' }, headers: { cookie: 'a=b' } });

    expect(fetch.mock.calls[0][0]).toBe('http://localhost:4000/api/v2/transactions/0x1');
    expect((fetch.mock.calls[0][1] as RequestInit).headers).toMatchObject({ cookie: 'a=b' });
    expect(result).toEqual({ data: { hash: '0x1' } });
    expect(client.getQueryData(getResourceKey('general:tx', { pathParams: { hash: '0x1' } }))).toEqual({ hash: '0x1' });
  });

  it('returns an API failure instead of throwing and caches nothing', async() => {
    setTestConfig({});
    mockFetch(async() => fakeResponse({ status: 422, statusText: 'Unprocessable Entity', body: { message: 'Invalid tx hash' } }));
    const client = new QueryClient();

    const result = await prefetchResource(client, 'general:tx', { pathParams: { hash: 'bad' } });

    expect(result.error).toMatchObject({ status: 422, payload: { message: 'Invalid tx hash' } });
    expect(client.getQueryData(getResourceKey('general:tx', { pathParams: { hash: 'bad' } }))).toBeUndefined();
  });

  it('gives up after the timeout with a 504', async() => {
    setTestConfig({});
    mockFetch((_url, init) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    }));

    const startedAt = Date.now();
    const result = await prefetchResource(new QueryClient(), 'general:stats', { timeoutMs: 30 });

    expect(result.error).toMatchObject({ status: 504 });
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });
});
