/** @jest-environment node */
import type { NextApiRequest, NextApiResponse } from 'next';

import handler from './metrics';

it('reports the web server process\'s figures in Prometheus\'s text format', async() => {
  const answer: { status?: number; body?: string; headers: Record<string, string> } = { headers: {} };
  const res = {
    setHeader(name: string, value: string) { answer.headers[name.toLowerCase()] = value; },
    status(code: number) { answer.status = code; return this; },
    send(body: string) { answer.body = body; },
  } as unknown as NextApiResponse;
  await handler({} as NextApiRequest, res);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(answer.body).toMatch(/^process_resident_memory_bytes \d+/m);
  expect(answer.body).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+/m);
});
