/** @jest-environment node */
import './test/injectUnderJest';

import { Writable } from 'node:stream';

import pino from 'pino';

import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { buildApp } from './app';
import { testApiConfig } from './test/config';

describe('request ids', () => {
  let db: Database;
  const lines: Array<{ reqId?: string; msg: string; url?: string }> = [];
  const logger = pino({ level: 'debug' }, new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { reqId?: string; msg: string });
      done();
    },
  }));

  beforeAll(async() => {
    db = await createTestDatabase();
  }, 30_000);

  afterAll(async() => {
    await db?.close();
  });

  it('carries the proxy\'s X-Request-Id into every log line of the request and back in the answer, or makes one', async() => {
    const app = buildApp({ db, config: testApiConfig(), logger });
    try {
      const traced = await app.inject({ url: '/api/v2/config/backend-version', headers: { 'x-request-id': 'ingress-7f3a.1' } });
      expect(traced.headers['x-request-id']).toBe('ingress-7f3a.1');
      expect(lines.find((line) => line.msg === 'request completed' && line.reqId === 'ingress-7f3a.1')).toMatchObject({ url: '/api/v2/config/backend-version' });

      // An id that could forge log lines or fill them is not taken; a new one is made.
      for (const given of [ 'x'.repeat(65), 'a b', 'id\nlevel=50' ]) {
        const answer = await app.inject({ url: '/api/v2/config/backend-version', headers: { 'x-request-id': given } });
        expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
      const plain = await app.inject({ url: '/api/v2/config/backend-version' });
      const id = plain.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.some((line) => line.msg === 'request completed' && line.reqId === id)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
