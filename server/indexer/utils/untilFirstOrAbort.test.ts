/** @jest-environment node */
import { getEventListeners } from 'node:events';

import { untilFirstOrAbort } from './untilFirstOrAbort';

describe('untilFirstOrAbort', () => {
  it('leaves no listener on the long-lived signal, however many waits it serves', async() => {
    const controller = new AbortController();
    for (let wait = 0; wait < 50; wait++) {
      await untilFirstOrAbort([ new Promise((resolve) => setTimeout(resolve, 1)), new Promise(() => undefined) ], controller.signal);
    }
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('returns on abort while every piece of work still hangs', async() => {
    const controller = new AbortController();
    const waiting = untilFirstOrAbort([ new Promise(() => undefined) ], controller.signal);
    setTimeout(() => controller.abort(), 10);
    await expect(waiting).resolves.toBeUndefined();
    await expect(untilFirstOrAbort([ new Promise(() => undefined) ], controller.signal)).resolves.toBeUndefined();
  });
});
