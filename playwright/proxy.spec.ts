import http from 'node:http';

import { expect, test } from './fixtures';
import { WEB_PORT } from './env';

/** The same-origin proxy the browser uses when NEXT_PUBLIC_USE_NEXT_JS_PROXY is on (proxy.ts maps /node-api onto our API routes). */
test.describe('the Next.js API proxy under /node-api/proxy', () => {
  test('forwards a request to the API and returns its body and status', async({ request }) => {
    const version = await request.get('/node-api/proxy/api/v2/config/backend-version');
    expect(version.status()).toBe(200);
    expect(await version.json()).toEqual({ backend_version: 'v0.1.0-stand-in' });

    const invalid = await request.get('/node-api/proxy/api/v2/transactions/0xnothex');
    expect(invalid.status()).toBe(422);
    expect(await invalid.json()).toEqual({ message: 'Invalid parameter(s)' });
  });

  test('passes a request body through and refuses paths outside /api/', async({ request }) => {
    const posted = await request.post('/node-api/proxy/api/account/v1/user/tags/address', { data: { name: 'x', address_hash: '0x0' } });
    expect(posted.status()).toBe(404);
    expect(await posted.json()).toEqual({ message: 'Not found' });

    const outside = await request.get('/node-api/proxy/config/featured-networks.json');
    expect(outside.status()).toBe(400);
    expect(await outside.json()).toEqual({ message: 'Only paths under /api/ can be proxied' });
  });
});

interface RawAnswer {
  status?: number;
  headers: http.IncomingHttpHeaders;
  json: unknown;
  ms: number;
}

/**
 * One request through node:http, which (unlike fetch and Playwright's request) sends any method
 * and a body in chunks of 64 KiB, with Content-Length or chunked.
 */
function rawRequest(method: string, path: string, { body, contentLength = false }: { body?: Buffer; contentLength?: boolean } = {}) {
  const started = Date.now();
  const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' };
  if (body && contentLength) headers['content-length'] = body.length;
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: WEB_PORT, method, path, headers }, (res) => {
      const chunks: Array<Buffer> = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode, headers: res.headers, json: text ? JSON.parse(text) : undefined, ms: Date.now() - started });
      });
    });
    req.on('error', reject);
    for (let offset = 0; body && offset < body.length; offset += 64 * 1024) {
      req.write(body.subarray(offset, offset + 64 * 1024));
    }
    req.end();
  });
}

/** An answer must come at once, not after a timeout. */
const QUICK_MS = 2_000;

test.describe('/node-api limits, over plain HTTP', () => {
  test('TRACE and other methods answer 405 JSON with Allow on every /node-api path', async() => {
    for (const method of [ 'TRACE', 'PROPFIND', 'PURGE' ]) {
      for (const path of [ '/node-api/proxy/api/v2/config/backend-version', '/node-api/health', '/node-api/anything' ]) {
        const answer = await rawRequest(method, path);
        expect(answer.status, `${ method } ${ path }`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.json).toEqual({ message: expect.stringContaining('Method not allowed') });
        expect(answer.ms).toBeLessThan(QUICK_MS);
      }
    }
  });

  test('an 11 MB body answers 413 JSON at once, with Content-Length or chunked', async() => {
    const body = Buffer.alloc(11 * 1024 * 1024, 120);
    for (const contentLength of [ true, false ]) {
      const answer = await rawRequest('POST', '/node-api/proxy/api/account/v1/user/tags/address', { body, contentLength });
      expect(answer.status, contentLength ? 'with Content-Length' : 'chunked').toBe(413);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json).toEqual({ message: expect.stringContaining('too large') });
      expect(answer.ms).toBeLessThan(QUICK_MS);
    }
  });

  test('a normal POST is still forwarded, with Content-Length or chunked', async() => {
    const body = Buffer.from(JSON.stringify({ name: 'x', address_hash: '0x0' }));
    for (const contentLength of [ true, false ]) {
      const answer = await rawRequest('POST', '/node-api/proxy/api/account/v1/user/tags/address', { body, contentLength });
      // The stand-in's answer for this path, so the request reached it.
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ message: 'Not found' });
    }
  });
});
