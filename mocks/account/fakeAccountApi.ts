/**
 * A fake account API for component tests, behind a mocked `fetch`: the list endpoints answer
 * keyset pages of their rows (as the server does), PUT and DELETE change the rows, and every
 * request is recorded so a test can check what the page asked for.
 */
import { fakeResponse, mockFetch } from 'lib/api/testUtils';

import { accountPage } from './account';

type Row = { id: number; name: string };

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

/** `lists` maps a list path (`/api/account/v1/user/watchlist`) to its rows, newest first. */
export function installFakeAccountApi(lists: Record<string, Array<Row>>) {
  const requests: Array<RecordedRequest> = [];
  const fetch = mockFetch(async(url, init) => {
    const parsed = new URL(url);
    const method = init?.method ?? 'GET';
    requests.push({ method, path: parsed.pathname, params: parsed.searchParams });
    if (parsed.pathname.endsWith('/get_csrf')) {
      return fakeResponse({ body: { message: 'ok' }, headers: { 'x-bs-account-csrf': 'test-csrf-token' } });
    }
    const listPath = Object.keys(lists).find((path) => parsed.pathname === path || parsed.pathname.startsWith(`${ path }/`));
    if (!listPath) return fakeResponse({ status: 404, body: { message: 'Not found' } });
    const rows = lists[listPath];
    const id = Number(parsed.pathname.slice(listPath.length + 1));
    if (method === 'GET') {
      const cursor = parsed.searchParams.get('id');
      return fakeResponse({ body: accountPage(rows, cursor === null ? undefined : Number(cursor)) });
    }
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return fakeResponse({ status: 404, body: { message: 'Not found' } });
    if (method === 'DELETE') {
      rows.splice(index, 1);
      return fakeResponse({ body: { message: 'OK' } });
    }
    const body = JSON.parse(String(init?.body)) as { name: string };
    rows[index] = { ...rows[index], name: body.name };
    return fakeResponse({ body: rows[index] });
  });
  /** The list requests made so far (GETs of `path`). */
  const listRequests = (path: string) => requests.filter((request) => request.method === 'GET' && request.path === path);
  return { fetch, requests, listRequests };
}
