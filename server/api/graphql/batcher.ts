/**
 * Per-request batching of nested lookups: every key asked for while one level of the
 * response resolves is read in one query (a page of 100 transfers asks for its
 * transactions once, not 100 times), and each key once per request.
 */

/** Loads the values of many keys; keys without a value are absent from the map. */
export type LoadMany<Value> = (keys: string[]) => Promise<Map<string, Value>>;

export type Load<Value> = (key: string) => Promise<Value | undefined>;

export function createBatcher<Value>(loadMany: LoadMany<Value>): Load<Value> {
  const cache = new Map<string, Promise<Value | undefined>>();
  let queue: Array<{ key: string; resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }> = [];

  async function flush() {
    const batch = queue;
    queue = [];
    try {
      const values = await loadMany([ ...new Set(batch.map((item) => item.key)) ]);
      batch.forEach((item) => item.resolve(values.get(item.key)));
    } catch (error) {
      batch.forEach((item) => item.reject(error));
    }
  }

  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<Value | undefined>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      // After the current promise jobs: the sibling resolvers of this level have queued their keys by then.
      if (queue.length === 1) setImmediate(flush);
    });
    cache.set(key, promise);
    return promise;
  };
}
