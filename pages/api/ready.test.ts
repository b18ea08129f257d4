/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { NextApiRequest, NextApiResponse } from 'next';

import handler from './ready';

/** A stand-in API whose readiness answers `status`. */
async function startApi(status: number) {
  const paths: Array<string> = [];
  const server = http.createServer((req, res) => {
    paths.push(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${ (server.address() as AddressInfo).port }`, paths, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function probe() {
  let answer: { status: number; body?: { status: string; reason?: string } } = { status: 0 };
  const res = {
    status(code: number) {
      answer = { ...answer, status: code };
      return this;
    },
    json(body: { status: string; reason?: string }) {
      answer = { ...answer, body };
    },
  } as unknown as NextApiResponse;
  await handler({} as NextApiRequest, res);
  return answer;
}

describe('/api/ready of the web role', () => {
  afterEach(() => {
    delete process.env.API_INTERNAL_URL;
  });

  it('is ready while the API (at API_INTERNAL_URL) is ready, and asks it for its readiness', async() => {
    const api = await startApi(200);
    process.env.API_INTERNAL_URL = api.url;
    try {
      expect(await probe()).toEqual({ status: 200, body: { status: 'ready' } });
      expect(api.paths).toEqual([ '/api/health/readiness' ]);
    } finally {
      await api.close();
    }
  });

  it('is not ready (503, with the reason) while the API is not ready or does not answer', async() => {
    const api = await startApi(503);
    process.env.API_INTERNAL_URL = api.url;
    try {
      expect(await probe()).toEqual({ status: 503, body: { status: 'not ready', reason: 'the API answered 503' } });
    } finally {
      await api.close();
    }
    // The same port, now closed.
    expect(await probe()).toMatchObject({ status: 503, body: { status: 'not ready', reason: expect.stringContaining('the API did not answer') } });
  });
});
