/**
 * A GET for untrusted URLs: only http(s) and data:, no connections to non-public
 * addresses, a byte limit, a total time limit and at most a few redirects.
 *
 * The address check runs inside the `lookup` that the socket itself uses, so the
 * address that is checked is the address that is connected to: a host name that
 * answers with a public address to one query and 127.0.0.1 to the next (DNS
 * rebinding) gains nothing. Redirects are followed by hand so every hop goes
 * through the same checks.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

import { isHostAllowed, type PrivateHostPolicy } from './addressPolicy';
import { decodeDataUri } from './dataUri';
import { MetadataFetchError } from './errors';

/** 1 MiB: far more than any sane metadata document, small enough to hold in memory. */
export const DEFAULT_MAX_BYTES = 1024 * 1024;
/** Total budget for all hops of one fetch, connect and DNS included. */
export const DEFAULT_TIMEOUT_MS = 5_000;
export const DEFAULT_MAX_REDIRECTS = 3;

/** Options of {@link fetchLimited}. */
export interface FetchLimitedOptions {
  /** Largest accepted body in bytes (also the decoded size of a data: URI); default 1 MiB. */
  maxBytes?: number;
  /** Time limit for the whole fetch, redirects included; default 5000 ms. */
  timeoutMs?: number;
  /** Redirects followed before giving up; default 3. */
  maxRedirects?: number;
  /** Non-public hosts allowed anyway; default `false` (none). */
  allowPrivateHosts?: PrivateHostPolicy;
  /** Resolver behind the address check; defaults to `dns.lookup`. Tests use it to fake DNS answers. */
  resolver?: LookupFunction;
}

/** A fetched body. */
export interface FetchLimitedResult {
  body: Buffer;
  /** The Content-Type header (or a data: URI's media type), null when absent. */
  contentType: string | null;
  /** URL of the response after redirects. */
  finalUrl: string;
}

type Hop = { kind: 'body'; body: Buffer; contentType: string | null } | { kind: 'redirect'; location: string };

const REDIRECT_STATUSES = new Set([ 301, 302, 303, 307, 308 ]);

const REQUEST_HEADERS = {
  accept: 'application/json, */*;q=0.5',
  // No compression: the byte limit then applies to what is parsed, and no decompression bomb.
  'accept-encoding': 'identity',
  'user-agent': 'qnm-explorer-metadata/1',
};

/** `[::1]` → `::1`: URL keeps IPv6 hosts in brackets, sockets want them bare. */
function bareHostname(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** Parses an http(s) URL, refusing every other scheme. */
function parseHttpUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch (cause) {
    throw new MetadataFetchError('invalid_uri', 'not a valid URL', { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new MetadataFetchError('unsupported_scheme', `scheme ${ url.protocol } is not allowed`);
  }
  return url;
}

/**
 * A `lookup` for `http.request` that resolves with `resolver` and keeps only the
 * addresses `policy` allows; when none is left it fails with `blocked_address`,
 * so the socket never connects anywhere unchecked.
 */
export function createGuardedLookup(policy: PrivateHostPolicy, resolver: LookupFunction = dns.lookup as LookupFunction,
  port?: number): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname, { ...options, all: true }, (error, addresses, family) => {
      if (error) {
        callback(error, '');
        return;
      }
      const list = typeof addresses === 'string' ? [ { address: addresses, family: family ?? isIP(addresses) } ] : addresses;
      const allowed = list.filter((entry) => isHostAllowed(hostname, entry.address, policy, port));
      if (allowed.length === 0) {
        const blocked = new MetadataFetchError('blocked_address', `${ hostname } resolves only to non-public addresses`);
        callback(blocked as NodeJS.ErrnoException, '');
        return;
      }
      // Node asks for all addresses when it races IPv4 and IPv6 (autoSelectFamily).
      if (options.all) callback(null, allowed);
      else callback(null, allowed[0].address, allowed[0].family);
    });
  };
}

function toFetchError(error: unknown): MetadataFetchError {
  if (error instanceof MetadataFetchError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return new MetadataFetchError('network', code ? `${ code }: ${ message }` : message, { cause: error });
}

interface HopContext {
  deadline: number;
  maxBytes: number;
  policy: PrivateHostPolicy;
  resolver: LookupFunction | undefined;
}

/** The port a URL connects to, its default one included. */
function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** One request without following redirects; settles exactly once, tearing the socket down. */
function requestOnce(url: URL, context: HopContext): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const remaining = context.deadline - Date.now();
    if (remaining <= 0) {
      reject(new MetadataFetchError('timeout', 'time limit reached before the request'));
      return;
    }
    let settled = false;
    // Node may wrap or re-create an error raised in `lookup`; keep ours to report it as is.
    let lookupError: MetadataFetchError | null = null;
    const guarded = createGuardedLookup(context.policy, context.resolver, portOf(url));
    const lookup: LookupFunction = (hostname, options, callback) => {
      guarded(hostname, options, (error, address, family) => {
        if (error instanceof MetadataFetchError) lookupError = error;
        callback(error, address, family);
      });
    };

    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request({
      protocol: url.protocol,
      hostname: bareHostname(url),
      port: url.port || undefined,
      path: `${ url.pathname }${ url.search }`,
      method: 'GET',
      headers: REQUEST_HEADERS,
      lookup,
      // No pooled sockets: a kept-alive socket opened by other code would skip our lookup.
      agent: false,
    });

    // Every outcome (body, redirect, error, time-out) ends here, once, and frees the socket.
    function finish(error: MetadataFetchError | null, hop?: Hop): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      if (error) reject(error);
      else resolve(hop as Hop);
    }
    const timer = setTimeout(() => finish(new MetadataFetchError('timeout', 'no complete response within the time limit')), remaining);

    request.on('error', (error) => finish(lookupError ?? toFetchError(error)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        finish(null, { kind: 'redirect', location });
        return;
      }
      if (status < 200 || status > 299) {
        finish(new MetadataFetchError('http_status', `HTTP ${ status }`, { status }));
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > context.maxBytes) {
        finish(new MetadataFetchError('too_large', `Content-Length ${ declared } exceeds ${ context.maxBytes }`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > context.maxBytes) {
          finish(new MetadataFetchError('too_large', `body exceeds ${ context.maxBytes } bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => finish(null, {
        kind: 'body',
        body: Buffer.concat(chunks, size),
        contentType: response.headers['content-type'] ?? null,
      }));
      response.on('error', (error) => finish(toFetchError(error)));
      response.on('close', () => {
        if (!response.complete) finish(new MetadataFetchError('network', 'connection closed before the body was complete'));
      });
    });
    request.end();
  });
}

/**
 * Fetches `url` (http, https or data) under the limits of `options`.
 * @throws MetadataFetchError `unsupported_scheme`, `invalid_uri`, `blocked_address`,
 * `too_large`, `timeout`, `http_status` (any non-2xx final status),
 * `too_many_redirects` or `network`.
 */
export async function fetchLimited(url: string, options: FetchLimitedOptions = {}): Promise<FetchLimitedResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const policy = options.allowPrivateHosts ?? false;
  const text = url.trim();

  if (/^data:/i.test(text)) {
    const decoded = decodeDataUri(text, maxBytes);
    return { body: decoded.body, contentType: decoded.contentType, finalUrl: text };
  }

  const context: HopContext = {
    deadline: Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    maxBytes,
    policy,
    resolver: options.resolver,
  };
  let current = parseHttpUrl(text);
  for (let redirects = 0; ; redirects++) {
    // Node connects to IP literals without calling `lookup`, so they are checked here.
    const hostname = bareHostname(current);
    if (isIP(hostname) !== 0 && !isHostAllowed(hostname, hostname, policy, portOf(current))) {
      throw new MetadataFetchError('blocked_address', `${ hostname } is not a public address`);
    }
    const hop = await requestOnce(current, context);
    if (hop.kind === 'body') return { body: hop.body, contentType: hop.contentType, finalUrl: current.href };
    if (redirects >= maxRedirects) {
      throw new MetadataFetchError('too_many_redirects', `more than ${ maxRedirects } redirects`);
    }
    // A redirect may point anywhere (file:, data:, an internal host): same checks as the first URL.
    current = parseHttpUrl(hop.location, current);
  }
}
