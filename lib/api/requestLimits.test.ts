/**
 * @jest-environment node
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import type { NextConfig, NextPageContext } from 'next';

import ErrorPage from 'pages/_error';

import { isAllowedMethod, isDeclaredBodyTooLarge, isNodeApiPath, MAX_BODY_BYTES } from './requestLimits';

describe('request limits', () => {
  it('allows the methods a browser app uses and nothing else', () => {
    for (const method of [ 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'get' ]) {
      expect(isAllowedMethod(method)).toBe(true);
    }
    for (const method of [ 'TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'PURGE', 'FOO' ]) {
      expect(isAllowedMethod(method)).toBe(false);
    }
  });

  it('refuses a declared body only above 10 MB, leaving a missing length to the reader', () => {
    expect(MAX_BODY_BYTES).toBe(10 * 1024 * 1024);
    expect(isDeclaredBodyTooLarge(String(MAX_BODY_BYTES))).toBe(false);
    expect(isDeclaredBodyTooLarge(String(MAX_BODY_BYTES + 1))).toBe(true);
    expect(isDeclaredBodyTooLarge(null)).toBe(false);
    expect(isDeclaredBodyTooLarge(undefined)).toBe(false);
  });

  it('knows the /node-api paths', () => {
    expect(isNodeApiPath('/node-api/proxy/api/v2/stats')).toBe(true);
    expect(isNodeApiPath('/node-api?x=1')).toBe(true);
    expect(isNodeApiPath('/node-apis')).toBe(false);
    expect(isNodeApiPath('/api/health')).toBe(false);
  });

  it('lets Next buffer more than the limit plus a socket chunk, so the route sees an oversized body whole', async() => {
    const { default: nextConfig } = await import(path.resolve('next.config.js')) as { default: NextConfig };
    expect(Number(nextConfig.experimental?.proxyClientMaxBodySize)).toBeGreaterThan(MAX_BODY_BYTES + 64 * 1024);
  });
});

describe('the error page for /node-api', () => {
  function fakeResponse() {
    const headers: Record<string, unknown> = {};
    let body: string | undefined;
    const res = {
      statusCode: 500,
      setHeader: (name: string, value: unknown) => {
        headers[name.toLowerCase()] = value;
      },
      end: (chunk: string) => {
        body = chunk;
      },
    };
    return { res, headers, body: () => body };
  }

  function context(method: string, url: string, res: unknown): NextPageContext {
    return { req: { method, url, headers: {} } as IncomingMessage, res: res as ServerResponse, query: {}, pathname: '/_error', AppTree: () => null };
  }

  it('answers a TRACE, which Next cannot hand to proxy.ts, with the 405 JSON of the other methods', () => {
    const { res, headers, body } = fakeResponse();
    ErrorPage.getInitialProps(context('TRACE', '/node-api/health', res));

    expect(res.statusCode).toBe(405);
    expect(headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(body() ?? '')).toEqual({ message: expect.stringContaining('Method not allowed') });
  });

  it('leaves other errors to the error screen', () => {
    for (const [ method, url ] of [ [ 'GET', '/node-api/health' ], [ 'TRACE', '/blocks' ] ]) {
      const { res, body } = fakeResponse();
      const props = ErrorPage.getInitialProps(context(method, url, res));
      expect(body()).toBeUndefined();
      expect(props.error).toEqual({ status: 500 });
    }
  });
});
