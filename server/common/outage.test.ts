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

  it('is not ended by a request sent before the latest failure, only by one sent after it', () => {
    const lines: Array<{ msg: string }> = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => { lines.push(JSON.parse(line)); } });
    let now = 1_000;
    const outage = createOutageReporter({ dependency: 'database', logger, now: () => now });

    const sentBeforeShutdown = outage.now();
    now = 1_010;
    outage.failed(new Error('the database system is shutting down'));
    now = 1_020;
    // A query already running on an open connection finishes while the server shuts down.
    outage.succeeded(sentBeforeShutdown);
    expect(outage.down).toBe(true);
    now = 1_030;
    outage.failed(new Error('Connection terminated unexpectedly'));
    const sentAfterRestart = now = 5_000;
    now = 5_005;
    outage.succeeded(sentAfterRestart);

    expect(outage.down).toBe(false);
    expect(lines.map((line) => line.msg)).toEqual([ 'database unreachable', 'database reachable again' ]);
  });
});
