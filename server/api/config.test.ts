/** @jest-environment node */
import { DISABLED_ACCOUNT_CONFIG } from '../account/config';
import { readApiConfig } from './config';
import { DEFAULT_NODE_CALL_LIMITS } from './lib/nodeCallGate';

describe('readApiConfig', () => {
  it('defaults to loopback, port 4000, the local frontend, a 1 s response cache and current field names only', () => {
    expect(readApiConfig({})).toEqual({ host: '127.0.0.1', port: 4000, corsOrigins: [ 'http://localhost:3000' ], cacheTtlMs: 1000,
      sensitiveEndpointsKey: null, legacyFields: false, rpcUrl: 'http://127.0.0.1:8545', account: DISABLED_ACCOUNT_CONFIG, rollup: null,
      // What a visitor may make the node execute: geth's 5 s, half of its 50 M gas cap per call.
      nodeCalls: { gasPerCall: 25_000_000, gasPerRequest: 50_000_000, concurrency: 8, concurrencyPerClient: 2, timeoutMs: 5000, nodeMsPerClientMinute: 30_000 },
      // CSV exports: 10,000 rows, behind the self-hosted ALTCHA unless a reCAPTCHA secret is set.
      csvExport: { limit: 10_000, captcha: { provider: 'altcha', altchaHmacKey: null, recaptchaSecretKey: null,
        recaptchaVerifyUrl: 'https://www.google.com/recaptcha/api/siteverify' } },
      // Blockscout's anchor: 300 requests a minute per IP; more with a client key, an API key or a whitelisted IP; counted in memory.
      rateLimit: { perIp: 300, windowMs: 60_000, perClientKey: 600, perApiKey: 1200, whitelistedIps: [], perWhitelistedIp: 6000, redisUrl: null },
      // No proxy trusted and no web app vouching until configured; client keys for 5 hours.
      clientAddress: { trustedProxies: [], clientIpSecret: null },
      clientKeys: { ttlSeconds: 18_000, secret: null },
      socketClients: { maxConnectionsPerClient: 100, maxMessagesPerMinute: 300 } });
  });

  it('reads the rate limit, the trusted proxies and the socket limits', () => {
    const config = readApiConfig({ API_RATE_LIMIT: '50', API_RATE_LIMIT_WINDOW_MS: '10000', API_RATE_LIMIT_WHITELISTED_IPS: '10.0.0.0/8, 192.168.1.7',
      REDIS_URL: 'redis://cache:6379', TRUSTED_PROXIES: 'loopback,10.0.0.1', CLIENT_IP_SECRET: 'x'.repeat(32), API_SOCKET_CONNECTIONS_PER_IP: '5' });
    expect(config.rateLimit).toMatchObject({ perIp: 50, windowMs: 10_000, whitelistedIps: [ '10.0.0.0/8', '192.168.1.7' ], redisUrl: 'redis://cache:6379' });
    expect(config.clientAddress).toEqual({ trustedProxies: [ 'loopback', '10.0.0.1' ], clientIpSecret: 'x'.repeat(32) });
    expect(config.socketClients?.maxConnectionsPerClient).toBe(5);
    expect(readApiConfig({ API_RATE_LIMIT: '0' }).rateLimit?.perIp).toBe(0);
    expect(() => readApiConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(() => readApiConfig({ CLIENT_IP_SECRET: 'short' })).toThrow(/CLIENT_IP_SECRET: expected at least 32 characters/);
  });

  it('reads every variable', () => {
    expect(readApiConfig({ API_HOST: '0.0.0.0', API_PORT: '0', API_CORS_ORIGIN: 'https://explorer.example, http://localhost:3000/',
      API_CACHE_TTL_MS: '0', API_SENSITIVE_ENDPOINTS_KEY: 'operator-secret-0123', API_LEGACY_FIELDS: 'true',
      API_RPC_URL: 'https://node.example/rpc', ETH_CALL_GAS_CAP: '10000000' }))
      .toEqual({ host: '0.0.0.0', port: 0, corsOrigins: [ 'https://explorer.example', 'http://localhost:3000' ], cacheTtlMs: 0,
        sensitiveEndpointsKey: 'operator-secret-0123', legacyFields: true, rpcUrl: 'https://node.example/rpc', account: DISABLED_ACCOUNT_CONFIG, rollup: null,
        nodeCalls: { ...DEFAULT_NODE_CALL_LIMITS, gasPerCall: 10_000_000 }, csvExport: expect.objectContaining({ limit: 10_000 }),
        rateLimit: expect.any(Object), clientAddress: expect.any(Object), clientKeys: expect.any(Object), socketClients: expect.any(Object) });
    expect(readApiConfig({ API_CORS_ORIGIN: 'https://a.example,*' }).corsOrigins).toEqual([ '*' ]);
  });

  it('reads the node from API_RPC_URL, else the indexer\'s RPC_URL', () => {
    expect(readApiConfig({ RPC_URL: 'http://10.0.0.2:8545' }).rpcUrl).toBe('http://10.0.0.2:8545');
    expect(readApiConfig({ RPC_URL: 'http://10.0.0.2:8545', API_RPC_URL: 'http://10.0.0.3:8545' }).rpcUrl).toBe('http://10.0.0.3:8545');
  });

  it('reads API_LEGACY_FIELDS as true or false, empty meaning off', () => {
    expect(readApiConfig({ API_LEGACY_FIELDS: 'true' }).legacyFields).toBe(true);
    expect(readApiConfig({ API_LEGACY_FIELDS: 'false' }).legacyFields).toBe(false);
    expect(readApiConfig({ API_LEGACY_FIELDS: '' }).legacyFields).toBe(false);
  });

  it.each([
    [ { API_PORT: 'http' }, /^API_PORT="http"/ ],
    [ { API_PORT: '65536' }, /^API_PORT="65536"/ ],
    [ { API_PORT: '-1' }, /^API_PORT="-1"/ ],
    [ { API_HOST: 'http://localhost' }, /^API_HOST=/ ],
    [ { API_CORS_ORIGIN: 'localhost:3000' }, /^API_CORS_ORIGIN=/ ],
    [ { API_CORS_ORIGIN: 'http://localhost:3000/app' }, /^API_CORS_ORIGIN=/ ],
    [ { API_CORS_ORIGIN: 'ftp://files.example' }, /^API_CORS_ORIGIN=/ ],
    [ { API_CACHE_TTL_MS: '-5' }, /^API_CACHE_TTL_MS="-5"/ ],
    [ { ETH_CALL_GAS_CAP: '30M' }, /^ETH_CALL_GAS_CAP="30M"/ ],
    [ { API_CACHE_TTL_MS: '1e3' }, /^API_CACHE_TTL_MS="1e3"/ ],
    [ { API_CACHE_TTL_MS: '600000' }, /^API_CACHE_TTL_MS="600000"/ ],
    [ { API_SENSITIVE_ENDPOINTS_KEY: 'short' }, /^API_SENSITIVE_ENDPOINTS_KEY: expected at least 16/ ],
    [ { API_LEGACY_FIELDS: 'yes' }, /^API_LEGACY_FIELDS="yes": expected true or false \(on or off, 1 or 0\)$/ ],
    [ { API_LEGACY_FIELDS: 'TRUE' }, /^API_LEGACY_FIELDS="TRUE": expected true or false \(on or off, 1 or 0\)$/ ],
    [ { API_LEGACY_FIELDS: '2' }, /^API_LEGACY_FIELDS="2": expected true or false \(on or off, 1 or 0\)$/ ],
    [ { API_RPC_URL: 'ws://127.0.0.1:8545' }, /^API_RPC_URL="ws:\/\/127.0.0.1:8545": expected an http\(s\) URL$/ ],
    [ { RPC_URL: 'node' }, /^RPC_URL="node": expected an http\(s\) URL$/ ],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => readApiConfig(env)).toThrow(message);
  });
});
