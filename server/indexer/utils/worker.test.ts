/** @jest-environment node */
import pino from 'pino';

import { ServerError } from '../../common/errors';
import { RpcError } from '../errors';
import { runWorker } from './worker';

describe('the indexer\'s background loop', () => {
  function capture() {
    const lines: Array<{ level: number; msg: string }> = [];
    return { lines, logger: pino({ level: 'debug' }, { write: (line: string) => { lines.push(JSON.parse(line)); } }) };
  }

  it('tries a step that failed with an error that may pass again, until it succeeds', async() => {
    const { lines, logger } = capture();
    const controller = new AbortController();
    let calls = 0;
    const step = async() => {
      calls++;
      if (calls <= 2) throw new RpcError('eth_getLogs: header not found', { method: 'eth_getLogs', retryable: true });
      if (calls === 3) throw new Error('a bug we did not foresee');
      controller.abort();
      return 1;
    };
    await runWorker({ name: 'logs', step, idleMs: 10, signal: controller.signal, logger });
    expect(calls).toBe(4);
    expect(lines.map((line) => line.msg)).toEqual([ 'logs failed, retrying', 'logs failed, retrying', 'logs failed, retrying' ]);
  }, 10_000);

  it('stops at an error that would fail the same way every time, and says so at error level', async() => {
    const { lines, logger } = capture();
    let calls = 0;
    const step = async() => {
      calls++;
      throw new ServerError('the trace source is wrong for this node', { retryable: false });
    };
    await runWorker({ name: 'traces', step, idleMs: 10, signal: new AbortController().signal, logger });
    expect(calls).toBe(1);
    expect(lines).toEqual([ expect.objectContaining({ level: 50, msg: 'traces stopped: the error will not pass by trying again' }) ]);
  });
});
