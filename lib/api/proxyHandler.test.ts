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

import { ALLOWED_METHODS, MAX_BODY_BYTES } from './requestLimits';
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
  method?: string; path: Array<string>; search?: string; headers?: Record<string, string>; body?: string | Readable;
}): NextApiRequest {
  const stream = body instanceof Readable ? body : Readable.from(body === undefined ? [] : [ Buffer.from(body) ]);
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
      result.onEnd();
      return result;
    },
    onEnd: () => {},
  };
  return result;
}

async function run(req: NextApiRequest, res = fakeResponse()) {
  await proxyHandler(req, res as unknown as NextApiResponse);
  return res;
}

const CHUNK_BYTES = 64 * 1024;
const OVERSIZED_BYTES = 11 * 1024 * 1024;

/** An 11 MB body in 64 KiB chunks that counts how many chunks were read so far. */
function countedOversizedBody() {
  const counter = { read: 0, total: OVERSIZED_BYTES / CHUNK_BYTES };
  const stream = Readable.from((function* chunks() {
    for (; counter.read < counter.total; counter.read++) {
      yield Buffer.alloc(CHUNK_BYTES, 120);
    }
  })());
  return { stream, counter };
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

describe('proxy route limits', () => {
  it('refuses TRACE and other methods it does not forward with 405 JSON and an Allow header', async() => {
    for (const method of [ 'TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'PURGE' ]) {
      const res = await run(fakeRequest({ method, path: [ 'api', 'v2', 'stats' ] }));
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(ALLOWED_METHODS.join(', '));
      expect(res.headers['content-type']).toBe('application/json');
      expect(JSON.parse(res.body)).toEqual({ message: expect.stringContaining('Method not allowed') });
    }
    expect(seen).toHaveLength(0);
  });

  it('refuses a body declared over 10 MB with 413 JSON before reading any of it', async() => {
    const { stream, counter } = countedOversizedBody();
    const res = fakeResponse();
    let readWhenAnswered = -1;
    res.onEnd = () => {
      readWhenAnswered = counter.read;
    };
    await run(fakeRequest({
      method: 'POST', path: [ 'api', 'v2', 'x' ], headers: { 'content-length': String(OVERSIZED_BYTES) }, body: stream,
    }), res);

    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: expect.stringContaining('too large') });
    expect(readWhenAnswered).toBe(0);
    expect(seen).toHaveLength(0);
  });

  it('answers 413 to a body without Content-Length as soon as it passes 10 MB, without forwarding it', async() => {
    const { stream, counter } = countedOversizedBody();
    const res = fakeResponse();
    let readWhenAnswered = -1;
    res.onEnd = () => {
      readWhenAnswered = counter.read;
    };
    await run(fakeRequest({ method: 'POST', path: [ 'api', 'v2', 'x' ], body: stream }), res);

    expect(res.statusCode).toBe(413);
    expect(readWhenAnswered).toBeLessThanOrEqual(MAX_BODY_BYTES / CHUNK_BYTES + 1);
    expect(seen).toHaveLength(0);
  });

  it('still forwards a body of exactly 10 MB', async() => {
    const body = 'x'.repeat(MAX_BODY_BYTES);
    const res = await run(fakeRequest({ method: 'PUT', path: [ 'api', 'v2', 'x' ], body }));
    expect(res.statusCode).toBe(201);
    expect(seen[0]).toMatchObject({ method: 'PUT' });
    expect(seen[0].body).toHaveLength(MAX_BODY_BYTES);
  });
});

describe('proxy route limits over a real connection', () => {
  let web: http.Server;
  let webPort: number;

  beforeAll(async() => {
    // The route as Next calls it when reached directly (/api/proxy/*): raw Node request and response.
    web = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname.split('/').slice(3);
      void proxyHandler(Object.assign(req, { query: { path } }) as unknown as NextApiRequest, res as NextApiResponse);
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    webPort = (web.address() as AddressInfo).port;
  });

  afterAll(async() => {
    await new Promise((resolve) => web.close(resolve));
  });

  /** Sends `body` in 64 KiB writes (chunked unless `contentLength`) and resolves with the answer and its time. */
  function send({ method = 'POST', body, contentLength }: { method?: string; body?: Buffer; contentLength?: boolean }) {
    const started = Date.now();
    return new Promise<{ status?: number; json: unknown; allow?: string; ms: number }>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' };
      if (body && contentLength) headers['content-length'] = body.length;
      const req = http.request({ host: '127.0.0.1', port: webPort, method, path: '/api/proxy/api/v2/x', headers }, (res) => {
        const chunks: Array<Buffer> = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({
          status: res.statusCode, json: JSON.parse(Buffer.concat(chunks).toString()), allow: res.headers.allow, ms: Date.now() - started,
        }));
      });
      req.on('error', reject);
      for (let offset = 0; body && offset < body.length; offset += CHUNK_BYTES) {
        req.write(body.subarray(offset, offset + CHUNK_BYTES));
      }
      req.end();
    });
  }

  const oversized = Buffer.alloc(OVERSIZED_BYTES, 120);

  // A client that is never answered waits for its own timeout; these answers come in well under a second
  // on an idle machine, and the bound leaves room for a loaded one (2.7 s seen in CI).
  const ANSWER_BOUND_MS = 10_000;

  it('answers TRACE with 405 JSON at once', async() => {
    const answer = await send({ method: 'TRACE' });
    expect(answer).toMatchObject({ status: 405, allow: ALLOWED_METHODS.join(', '), json: { message: expect.any(String) } });
    expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
  }, 30_000);

  it('answers an 11 MB body with 413 JSON without leaving the client waiting, with or without Content-Length', async() => {
    for (const contentLength of [ true, false ]) {
      const answer = await send({ body: oversized, contentLength });
      expect(answer).toMatchObject({ status: 413, json: { message: expect.stringContaining('too large') } });
      expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
    }
    expect(seen).toHaveLength(0);
  }, 30_000);

  it('still forwards a normal POST', async() => {
    const answer = await send({ body: Buffer.from('{"name":"w"}') });
    expect(answer).toMatchObject({ status: 201, json: { ok: true } });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"name":"w"}' });
  });
});

describe('getProxyTargetUrl', () => {
  it('re-encodes segments so a decoded slash cannot add path levels', () => {
    expect(getProxyTargetUrl([ 'api', 'v2', 'addresses', 'a/b' ], '/x?q=1'))
      .toBe(`http://127.0.0.1:${ port }/chain/api/v2/addresses/a%2Fb?q=1`);
  });
});
