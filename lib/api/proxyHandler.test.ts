/**
 * @jest-environment node
 */
// The route file lives in pages/, where Next would serve a test file as a route, so its test
// lives here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

import type { NextApiRequest, NextApiResponse } from 'next';

import proxyHandler, { getProxyTargetUrl } from 'pages/api/proxy/[...path]';

import { resetTestConfig, setTestConfig } from './testUtils';

interface SeenRequest {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let port: number;
let seen: Array<SeenRequest> = [];

beforeAll(async() => {
  server = http.createServer((req, res) => {
    const chunks: Array<Buffer> = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
      if (req.url?.startsWith('/chain/api/v2/missing')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"message":"Not found"}');
        return;
      }
      res.writeHead(201, {
        'content-type': 'application/json',
        'set-cookie': [ 'a=1; Path=/', 'b=2; Path=/' ],
        'x-bs-account-csrf': 'csrf-from-api',
        'x-internal': 'do-not-leak',
      });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async() => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  setTestConfig({ NEXT_PUBLIC_API_HOST: '127.0.0.1', NEXT_PUBLIC_API_PORT: String(port), NEXT_PUBLIC_API_BASE_PATH: '/chain' });
});
afterEach(resetTestConfig);

function fakeRequest({ method = 'GET', path, search = '', headers = {}, body }: {
  method?: string; path: Array<string>; search?: string; headers?: Record<string, string>; body?: string;
}): NextApiRequest {
  const stream = Readable.from(body === undefined ? [] : [ Buffer.from(body) ]);
  return Object.assign(stream, {
    method,
    url: `/node-api/proxy/${ path.join('/') }${ search }`,
    headers,
    query: { path },
  }) as unknown as NextApiRequest;
}

function fakeResponse() {
  const result = {
    statusCode: 200,
    headers: {} as Record<string, unknown>,
    body: '',
    setHeader(name: string, value: unknown) {
      result.headers[name.toLowerCase()] = value;
      return result;
    },
    end(chunk?: Buffer | string) {
      result.body = chunk === undefined ? '' : chunk.toString();
      return result;
    },
  };
  return result;
}

async function run(req: NextApiRequest) {
  const res = fakeResponse();
  await proxyHandler(req, res as unknown as NextApiResponse);
  return res;
}

describe('proxy route', () => {
  it('forwards path, query string and the allowed headers only', async() => {
    const res = await run(fakeRequest({
      path: [ 'api', 'v2', 'blocks' ],
      search: '?type=reorg&items_count=50',
      headers: { cookie: '_explorer_key=s', 'x-csrf-token': 't', authorization: 'k', 'x-secret': 'nope', host: 'evil' },
    }));

    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe('/chain/api/v2/blocks?type=reorg&items_count=50');
    expect(seen[0].headers).toMatchObject({ cookie: '_explorer_key=s', 'x-csrf-token': 't', authorization: 'k' });
    expect(seen[0].headers).not.toHaveProperty('x-secret');
    expect(res.statusCode).toBe(201);
  });

  it('copies status, body and the relevant response headers back', async() => {
    const res = await run(fakeRequest({ path: [ 'api', 'account', 'v1', 'get_csrf' ] }));

    expect(JSON.parse(res.body)).toEqual({ ok: true });
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['x-bs-account-csrf']).toBe('csrf-from-api');
    expect(res.headers['set-cookie']).toEqual([ 'a=1; Path=/', 'b=2; Path=/' ]);
    expect(res.headers).not.toHaveProperty('x-internal');
  });

  it('forwards the method and body of mutations', async() => {
    await run(fakeRequest({
      method: 'POST',
      path: [ 'api', 'account', 'v1', 'user', 'watchlist' ],
      headers: { 'content-type': 'application/json' },
      body: '{"name":"w"}',
    }));

    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"name":"w"}' });
    expect(seen[0].headers['content-type']).toBe('application/json');
  });

  it('passes upstream errors through unchanged', async() => {
    const res = await run(fakeRequest({ path: [ 'api', 'v2', 'missing' ] }));
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ message: 'Not found' });
  });

  it('refuses paths outside /api/ without calling upstream', async() => {
    for (const path of [ [ 'socket', 'v2' ], [ 'api' ], [ 'api', '..', 'admin' ], [ 'auth', 'login' ] ]) {
      const res = await run(fakeRequest({ path }));
      expect(res.statusCode).toBe(400);
    }
    expect(seen).toHaveLength(0);
  });

  it('answers 502 when the API is unreachable', async() => {
    setTestConfig({ NEXT_PUBLIC_API_HOST: '127.0.0.1', NEXT_PUBLIC_API_PORT: '1' });
    const res = await run(fakeRequest({ path: [ 'api', 'v2', 'stats' ] }));
    expect(res.statusCode).toBe(502);
  });
});

describe('getProxyTargetUrl', () => {
  it('re-encodes segments so a decoded slash cannot add path levels', () => {
    expect(getProxyTargetUrl([ 'api', 'v2', 'addresses', 'a/b' ], '/x?q=1'))
      .toBe(`http://127.0.0.1:${ port }/chain/api/v2/addresses/a%2Fb?q=1`);
  });
});
