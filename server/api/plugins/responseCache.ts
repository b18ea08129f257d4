/**
 * A short-lived cache of whole GET responses (a "microcache"). Every visitor of a page
 * asks the same URLs (latest blocks, a busy address); within `ttlMs` they get the answer
 * computed for the first one, and concurrent misses of one URL share one computation
 * instead of each running the same SQL. Answers under /api/v2 are the same for everyone,
 * so the URL is the whole key; the few per-user routes (watch-list transactions) say
 * `config: { perUser: true }` and are never cached. Data is at most `ttlMs`
 * old; live changes reach pages through the socket anyway.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ResponseCacheOptions {
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  /** Responses larger than this are not kept. */
  maxBodyBytes?: number;
}

interface Entry {
  body: string;
  contentType: string;
  expiresAt: number;
}

const DEFAULT_MAX_ENTRIES = 2000;
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const CACHED_PREFIX = '/api/v2/';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends on who asks (the session): never shared through the cache. A function decides per request. */
    perUser?: boolean | ((request: FastifyRequest) => boolean);
  }
  interface FastifyRequest {
    /** Set on a miss that computes the answer others wait for. */
    cacheFill?: (entry: Entry | null) => void;
  }
}

export function setupResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  if (options.ttlMs <= 0) return;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry | null>>();

  const isPerUser = (request: FastifyRequest) => {
    const perUser = request.routeOptions.config?.perUser;
    return typeof perUser === 'function' ? perUser(request) : Boolean(perUser);
  };
  const cacheable = (request: FastifyRequest) => request.method === 'GET' && request.url.startsWith(CACHED_PREFIX) && !isPerUser(request);
  const serve = (reply: FastifyReply, entry: Entry) => reply.header('content-type', entry.contentType).header('x-cache', 'hit')
    .send(entry.body);

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // A Map iterates in insertion order: the first key is the oldest.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  app.addHook('onRequest', async(request, reply) => {
    if (!cacheable(request)) return;
    const key = request.url;
    const entry = entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return serve(reply, entry);
    const pending = inflight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return serve(reply, shared);
      return;
    }
    let fill!: (entry: Entry | null) => void;
    inflight.set(key, new Promise((resolve) => { fill = resolve; }));
    request.cacheFill = (result) => {
      inflight.delete(key);
      if (result) store(key, result);
      fill(result);
    };
  });

  app.addHook('onSend', async(request, reply, payload) => {
    const fill = request.cacheFill;
    if (!fill) return payload;
    request.cacheFill = undefined;
    const ok = reply.statusCode === 200 && typeof payload === 'string' && payload.length <= maxBodyBytes;
    fill(ok ? { body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      expiresAt: Date.now() + options.ttlMs } : null);
    reply.header('x-cache', 'miss');
    return payload;
  });

  // A request that never reached onSend (aborted, crashed) must not leave others waiting.
  app.addHook('onResponse', async(request) => request.cacheFill?.(null));
  app.addHook('onRequestAbort', async(request) => request.cacheFill?.(null));

  app.decorate('clearResponseCache', () => entries.clear());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops every cached response (e.g. after a reorg). Present only when the cache is on. */
    clearResponseCache?: () => void;
  }
}
