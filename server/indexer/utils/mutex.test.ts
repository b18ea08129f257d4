/** @jest-environment node */
import { createMutex } from './mutex';

describe('write lock', () => {
  it('runs callers one at a time, in call order, an urgent one before the ordinary ones waiting', async() => {
    const lock = createMutex();
    const order: string[] = [];
    let running = 0;
    const job = (name: string) => async() => {
      running++;
      expect(running).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(name);
      running--;
    };
    const done = [ lock.run(job('trace 1')), lock.run(job('trace 2')), lock.run(job('metadata')),
      lock.run(job('new block'), { urgent: true }) ];
    await Promise.all(done);
    expect(order).toEqual([ 'trace 1', 'new block', 'trace 2', 'metadata' ]);
  });

  it('passes the lock on when a caller fails', async() => {
    const lock = createMutex();
    await expect(lock.run(async() => { throw new Error('write failed'); })).rejects.toThrow('write failed');
    expect(await lock.run(async() => 'next')).toBe('next');
  });
});
