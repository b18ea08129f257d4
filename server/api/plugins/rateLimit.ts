/**
 * The request limit per client (@fastify/rate-limit): each client has a budget of requests
 * per window — its API key's, else its client key's (a solved captcha), else its IP's, a
 * whitelisted IP's being larger. Past it: 429 `{message}` with `Retry-After`. The counts
 * live in Redis when `REDIS_URL` is set, so every API process of a site shares one budget
 * per client; else in this process's memory.
 *
 * The check is a root `onRequest` hook placed after CORS and the API-key check and before
 * the response cache, so a refused answer still carries CORS headers (the browser can read
 * the 429) and a cached answer still counts.
 */
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Redis from 'ioredis';

import type { Logger } from '../../common/logger';
import { ApiError } from '../../http/errors';
import type { ClientKeys } from '../lib/clientKeys';

export interface RateLimitConfig {
  /** Requests per window for a client IP; 0 turns the limit off. */
  perIp: number;
  windowMs: number;
  perClientKey: number;
  perApiKey: number;
  whitelistedIps: string[];
  perWhitelistedIp: number;
  /** Shared counts; null: this process's memory. */
  redisUrl: string | null;
}

export const RATE_LIMIT_OFF: RateLimitConfig = {
  perIp: 0, windowMs: 60_000, perClientKey: 1, perApiKey: 1, whitelistedIps: [], perWhitelistedIp: 1, redisUrl: null,
};

/**
 * Routes outside every budget: health checks (load balancers poll them), the way out of a
 * 429 (the captcha's challenge and the client-key exchange) and the long-poll socket, which
 * has limits of its own (socket/connectionLimits.ts).
 */
const UNLIMITED_ROUTES = new Set([
  '/health', '/ready', '/api/health/liveness', '/api/health/readiness', '/visualizer/health',
  '/api/v2/key', '/api/v1/captcha/altcha/challenge', '/socket/v2/longpoll',
]);

/** How long a Redis command may take before the request goes through uncounted. */
const REDIS_TIMEOUT_MS = 1000;

type ClientKind = 'api key' | 'client key' | 'whitelisted ip' | 'ip';

/** Words of the 429 message. */
function windowText(windowMs: number): string {
  if (windowMs === 60_000) return 'a minute';
  return windowMs % 60_000 === 0 ? `${ windowMs / 60_000 } minutes` : `${ windowMs / 1000 } seconds`;
}

export function setupRateLimit(app: FastifyInstance, options: { config: RateLimitConfig; clientKeys: ClientKeys; logger: Logger }): void {
  const { config, clientKeys } = options;
  if (config.perIp === 0) return;
  const isWhitelisted = proxyAddr.compile(config.whitelistedIps);
  const budgets: Record<ClientKind, number> = {
    'api key': config.perApiKey, 'client key': config.perClientKey, 'whitelisted ip': config.perWhitelistedIp, ip: config.perIp,
  };
  const kindOf = new WeakMap<FastifyRequest, ClientKind>();

  function clientOf(request: FastifyRequest): string {
    const clientKey = request.apiKey ? undefined : clientKeys.idOf(request);
    const address = normalizeIP(request.clientIp, 64);
    const kind: ClientKind = request.apiKey ? 'api key' : clientKey ? 'client key' : isWhitelisted(address, 0) ? 'whitelisted ip' : 'ip';
    kindOf.set(request, kind);
    return kind === 'api key' ? `key:${ request.apiKey?.keyId }` : kind === 'client key' ? `token:${ clientKey }` : `ip:${ address }`;
  }

  const redis = config.redisUrl ? new Redis(config.redisUrl, {
    connectTimeout: REDIS_TIMEOUT_MS, commandTimeout: REDIS_TIMEOUT_MS, maxRetriesPerRequest: 1, lazyConnect: false,
  }) : null;
  if (redis) {
    // A Redis outage must not take the API down: requests pass uncounted (skipOnError) and it is said once per outage.
    let down = false;
    redis.on('error', (error) => {
      if (!down) options.logger.warn({ err: error }, 'rate limit: Redis unreachable, requests pass uncounted');
      down = true;
    });
    redis.on('ready', () => { down = false; });
    app.addHook('onClose', async() => { redis.disconnect(); });
  }

  app.register(fastifyRateLimit, {
    global: false,
    timeWindow: config.windowMs,
    keyGenerator: clientOf,
    max: (request) => budgets[kindOf.get(request) ?? 'ip'],
    allowList: (request) => UNLIMITED_ROUTES.has(request.routeOptions.url ?? ''),
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'explorer-rate-limit:' } : {}),
  });
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  app.addHook('onRequest', async(request, reply) => {
    check ??= app.createRateLimit();
    const outcome = await check(request);
    if (outcome.isAllowed) return;
    reply.header('x-ratelimit-limit', outcome.max);
    reply.header('x-ratelimit-remaining', outcome.remaining);
    reply.header('x-ratelimit-reset', outcome.ttlInSeconds);
    if (!outcome.isExceeded) return;
    const retryAfter = Math.max(1, outcome.ttlInSeconds);
    throw new ApiError(429, `Too many requests: ${ outcome.max } per ${ windowText(config.windowMs) } for this ${ kindOf.get(request) }. Retry in ${ retryAfter } s.`,
      undefined, { 'retry-after': String(retryAfter) });
  });
}
