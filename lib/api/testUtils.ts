/**
 * Test helpers for lib/api: swap the run-time config in place and fake fetch responses.
 * Modules read `config` at call time, so replacing its top-level sections is enough.
 */
import config from 'configs/app';
import { buildConfig } from 'configs/app/build';
import type { EnvRecord } from 'configs/app/env';

const ORIGINAL_CONFIG = { ...config };

/** Rebuilds the config from `env` (unset variables take their documented defaults). */
export function setTestConfig(env: EnvRecord): void {
  Object.assign(config, buildConfig(env).config);
}

/** Restores the config the test file started with. */
export function resetTestConfig(): void {
  Object.assign(config, ORIGINAL_CONFIG);
}

export interface FakeResponseInit {
  status?: number;
  statusText?: string;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A minimal `Response` (jsdom has none): status, headers.get and text/json. */
export function fakeResponse({ status = 200, statusText = 'OK', body, headers = {} }: FakeResponseInit = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const lowerCased: Record<string, string> = {};
  for (const [ name, value ] of Object.entries(headers)) {
    lowerCased[name.toLowerCase()] = value;
  }
  if (typeof body === 'object' && body !== null && !lowerCased['content-type']) {
    lowerCased['content-type'] = 'application/json; charset=utf-8';
  }
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => lowerCased[name.toLowerCase()] ?? null },
    text: async() => text,
    json: async() => JSON.parse(text),
  } as unknown as Response;
}

/** Installs a jest mock as global `fetch` and returns it. */
export function mockFetch(implementation?: (url: string, init?: RequestInit) => Promise<Response>): jest.Mock {
  const mock = jest.fn(implementation ?? (async() => fakeResponse({ body: {} })));
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** Headers of the n-th fetch call as a plain record. */
export function requestHeaders(mock: jest.Mock, call = 0): Record<string, string> {
  const init = mock.mock.calls[call]?.[1] as RequestInit | undefined;
  return (init?.headers ?? {}) as Record<string, string>;
}
