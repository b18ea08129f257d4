/** @jest-environment node */
import type { IndexingStatus } from 'types/api/indexingStatus';

import { createIndexingStatusCache } from './indexingStatusCache';

const INDEXING: IndexingStatus = { finished_indexing: false, finished_indexing_blocks: true, indexed_blocks_ratio: '1.00', indexed_internal_transactions_ratio: '0.42' };
const DONE: IndexingStatus = { ...INDEXING, finished_indexing: true, indexed_internal_transactions_ratio: '1.00' };

describe('indexing status for the first HTML', () => {
  it('answers from memory at once, asks the API again only when a few seconds old, and forgets what is too old', async() => {
    let now = 0;
    const answers = [ INDEXING, DONE, DONE ];
    const fetcher = jest.fn(async() => answers.shift() as IndexingStatus);
    const cache = createIndexingStatusCache(fetcher, () => now);

    // The first page after the start has nothing yet and starts the first request.
    expect(cache.read()).toBeNull();
    await cache.settled();
    expect(cache.read()).toEqual(INDEXING);
    now = 4_000;
    expect(cache.read()).toEqual(INDEXING);
    expect(fetcher).toHaveBeenCalledTimes(1);

    // Stale: still used for this page, refreshed for the next.
    now = 6_000;
    expect(cache.read()).toEqual(INDEXING);
    await cache.settled();
    expect(cache.read()).toEqual(DONE);
    expect(fetcher).toHaveBeenCalledTimes(2);

    // Nobody came for minutes: the old answer is not shown.
    now = 200_000;
    expect(cache.read()).toBeNull();
  });

  it('keeps rendering without a status when the API fails, and asks once at a time', async() => {
    let fail: (error: Error) => void = () => undefined;
    const fetcher = jest.fn(() => new Promise<IndexingStatus>((_, reject) => { fail = reject; }));
    const cache = createIndexingStatusCache(fetcher, () => 0);

    expect(cache.read()).toBeNull();
    expect(cache.read()).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1);
    fail(new Error('connect ECONNREFUSED'));
    await cache.settled();
    expect(cache.read()).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
