/** @jest-environment node */
import { PassThrough } from 'node:stream';

import pino from 'pino';

import { formatLogLine, prettyDestination } from './prettyLog';

describe('readable log lines for a terminal (LOG_FORMAT=pretty)', () => {
  it('shows time, level, service and message, then the other fields, and an error\'s stack below', () => {
    const line = JSON.stringify({ level: 40, time: Date.UTC(2026, 10, 29, 12, 4, 31, 207), pid: 1, hostname: 'h', service: 'indexer',
      msg: 'following the head failed, retrying', head: 812, delay_ms: 500, reason: 'node busy', err: { message: 'boom', stack: 'Error: boom\n    at f (x.ts:1:1)' } });
    expect(formatLogLine(line)).toBe('12:04:31.207 WARN  [indexer] following the head failed, retrying head=812 delay_ms=500 reason="node busy"\n' +
      '  Error: boom\n      at f (x.ts:1:1)');
    expect(formatLogLine('not json')).toBe('not json');
  });

  it('takes pino\'s output line by line', async() => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => { text += chunk.toString(); });
    const logger = pino({ level: 'info' }, prettyDestination(out)).child({ service: 'api' });
    logger.info({ url: '/api/v2/blocks', reqId: 'abc' }, 'request completed');
    logger.debug('not at this level');
    await new Promise((resolve) => setImmediate(resolve));
    expect(text).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO  \[api\] request completed url=\/api\/v2\/blocks reqId=abc\n$/);
  });
});
