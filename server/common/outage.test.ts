/** @jest-environment node */
import pino from 'pino';

import { createOutageReporter } from './outage';

describe('outage reporter', () => {
  it('tells an outage in one line when it begins, a summary per interval while it lasts, and one line when it ends', () => {
    const lines: Array<{ msg: string; failed_requests?: number; down_for_ms?: number }> = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => { lines.push(JSON.parse(line)); } });
    let now = 0;
    const outage = createOutageReporter({ dependency: 'node', logger, summaryIntervalMs: 30_000, now: () => now });

    outage.succeeded();
    expect(lines).toEqual([]);
    for (now = 0; now <= 65_000; now += 100) outage.failed(new Error('connect ECONNREFUSED'));
    expect(outage.down).toBe(true);
    expect(outage.downSince).toEqual(new Date(0));
    outage.succeeded();
    outage.succeeded();

    expect(lines.map((line) => line.msg)).toEqual([ 'node unreachable', 'node still unreachable', 'node still unreachable', 'node reachable again' ]);
    expect(lines[3]).toMatchObject({ failed_requests: 651, down_for_ms: 65_100 });
    expect(outage.down).toBe(false);
  });
});
