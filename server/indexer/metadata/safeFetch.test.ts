/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';

import { MetadataFetchError } from './errors';
import { createGuardedLookup, fetchLimited, type FetchLimitedOptions } from './safeFetch';

const LOCAL: FetchLimitedOptions = { allowPrivateHosts: [ '127.0.0.1' ] };
const JSON_BODY = '{"name":"ok"}';

let server: http.Server;
let base: string;
let port: number;

function route(request: http.IncomingMessage, response: http.ServerResponse): void {
  const { pathname } = new URL(request.url ?? '/', base);
  const redirect = (location: string) => {
    response.writeHead(302, { location });
    response.end();
  };
  const chain = /^\/chain\/(\d+)$/.exec(pathname);
  if (chain) {
    const left = Number(chain[1]);
    return left === 0 ? route(Object.assign(request, { url: '/json' }), response) : redirect(`/chain/${ left - 1 }`);
  }
  switch (pathname) {
    case '/json':
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON_BODY);
    case '/redirect-relative': return redirect('/json');
    case '/redirect-cloud-metadata': return redirect('http://169.254.169.254/latest/meta-data/');
    case '/redirect-other-loopback': return redirect(`http://127.0.0.2:${ port }/json`);
    case '/redirect-localhost': return redirect(`http://localhost:${ port }/json`);
    case '/redirect-file': return redirect('file:///etc/passwd');
    case '/loop': return redirect('/loop');
    case '/big-declared':
      // Declares 2 MiB but sends little: the header alone must be enough to refuse.
      response.writeHead(200, { 'content-length': String(2 * 1024 * 1024) });
      return void response.write('{');
    case '/big-chunked': {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let i = 0; i < 20; i++) response.write(chunk);
      return void response.end();
    }
    case '/slow-headers': return; // never answers
    case '/slow-body':
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.write('{"partial":');
    case '/status/404':
      response.writeHead(404);
      return void response.end('not found');
    case '/status/500':
      response.writeHead(500);
      return void response.end();
    default:
      response.writeHead(404);
      response.end();
  }
}

beforeAll(async() => {
  server = http.createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${ port }`;
});

afterAll(async() => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof MetadataFetchError ? error.reason : `not a MetadataFetchError: ${ String(error) }`;
  }
  return 'resolved';
}

/** A resolver that answers from a table, as DNS under an attacker's control could. */
function fakeResolver(table: Record<string, string[]>): LookupFunction {
  return (hostname, _options, callback) => {
    const addresses = table[hostname];
    if (!addresses) {
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${ hostname }`), { code: 'ENOTFOUND' }), '');
      return;
    }
    callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
}

describe('fetchLimited over HTTP', () => {
  it('refuses the loopback server by default', async() => {
    expect(await reasonOf(fetchLimited(`${ base }/json`))).toBe('blocked_address');
    expect(await reasonOf(fetchLimited(`${ base }/json`, { allowPrivateHosts: false }))).toBe('blocked_address');
    expect(await reasonOf(fetchLimited(`http://[::1]:${ port }/json`))).toBe('blocked_address');
    expect(await reasonOf(fetchLimited(`http://0.0.0.0:${ port }/json`))).toBe('blocked_address');
    // non-canonical IPv4 forms are normalised by the URL parser before the check
    expect(await reasonOf(fetchLimited(`http://2130706433:${ port }/json`))).toBe('blocked_address');
  });

  it('refuses a host name that resolves to a private address (localhost)', async() => {
    expect(await reasonOf(fetchLimited(`http://localhost:${ port }/json`))).toBe('blocked_address');
  });

  it('fetches when the host is allowed', async() => {
    const result = await fetchLimited(`${ base }/json`, LOCAL);
    expect(result.body.toString()).toBe(JSON_BODY);
    expect(result.contentType).toBe('application/json');
    expect(result.finalUrl).toBe(`${ base }/json`);
    expect((await fetchLimited(`${ base }/json`, { allowPrivateHosts: true })).body.toString()).toBe(JSON_BODY);
    expect((await fetchLimited(`http://localhost:${ port }/json`, { allowPrivateHosts: [ 'localhost' ] })).body.toString())
      .toBe(JSON_BODY);
  });

  it('connects to the address the guarded lookup checked', async() => {
    const resolver = fakeResolver({ 'meta.test': [ '127.0.0.1' ] });
    expect(await reasonOf(fetchLimited(`http://meta.test:${ port }/json`, { resolver }))).toBe('blocked_address');
    const result = await fetchLimited(`http://meta.test:${ port }/json`, { resolver, allowPrivateHosts: [ 'meta.test' ] });
    expect(result.body.toString()).toBe(JSON_BODY);
  });

  it('reports DNS failures as network errors', async() => {
    const resolver = fakeResolver({});
    expect(await reasonOf(fetchLimited('http://nowhere.test/', { resolver }))).toBe('network');
  });

  it('follows relative redirects and up to 3 of them', async() => {
    expect((await fetchLimited(`${ base }/redirect-relative`, LOCAL)).finalUrl).toBe(`${ base }/json`);
    const three = await fetchLimited(`${ base }/chain/3`, LOCAL);
    expect(three.body.toString()).toBe(JSON_BODY);
    expect(three.finalUrl).toBe(`${ base }/chain/0`);
    expect(await reasonOf(fetchLimited(`${ base }/chain/4`, LOCAL))).toBe('too_many_redirects');
    expect(await reasonOf(fetchLimited(`${ base }/chain/2`, { ...LOCAL, maxRedirects: 1 }))).toBe('too_many_redirects');
  });

  it('stops a redirect loop', async() => {
    expect(await reasonOf(fetchLimited(`${ base }/loop`, LOCAL))).toBe('too_many_redirects');
  });

  it('checks every redirect target again', async() => {
    expect(await reasonOf(fetchLimited(`${ base }/redirect-cloud-metadata`, LOCAL))).toBe('blocked_address');
    expect(await reasonOf(fetchLimited(`${ base }/redirect-other-loopback`, LOCAL))).toBe('blocked_address');
    expect(await reasonOf(fetchLimited(`${ base }/redirect-localhost`, { allowPrivateHosts: [ '127.0.0.1' ], resolver: fakeResolver({ localhost: [ '::1' ] }) })))
      .toBe('blocked_address');
    expect(await reasonOf(fetchLimited(`${ base }/redirect-file`, LOCAL))).toBe('unsupported_scheme');
  });

  it('refuses a body over the limit by its Content-Length', async() => {
    expect(await reasonOf(fetchLimited(`${ base }/big-declared`, LOCAL))).toBe('too_large');
  });

  it('aborts a body without Content-Length once it exceeds the limit', async() => {
    // 20 × 64 KiB = 1.25 MiB against the default 1 MiB
    expect(await reasonOf(fetchLimited(`${ base }/big-chunked`, LOCAL))).toBe('too_large');
    expect(await reasonOf(fetchLimited(`${ base }/json`, { ...LOCAL, maxBytes: 5 }))).toBe('too_large');
  });

  it('gives up after the time limit, with or without headers', async() => {
    const started = Date.now();
    expect(await reasonOf(fetchLimited(`${ base }/slow-headers`, { ...LOCAL, timeoutMs: 300 }))).toBe('timeout');
    expect(await reasonOf(fetchLimited(`${ base }/slow-body`, { ...LOCAL, timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses non-2xx statuses', async() => {
    const error = await fetchLimited(`${ base }/status/404`, LOCAL).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MetadataFetchError);
    expect(error).toMatchObject({ reason: 'http_status', status: 404 });
    expect(await reasonOf(fetchLimited(`${ base }/status/500`, LOCAL))).toBe('http_status');
  });

  it('reports a refused connection as a network error', async() => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await reasonOf(fetchLimited(`http://127.0.0.1:${ closedPort }/`, LOCAL))).toBe('network');
  });
});

describe('fetchLimited schemes', () => {
  it.each([
    [ 'file:///etc/passwd' ],
    [ 'ftp://example.com/x.json' ],
    [ 'javascript:alert(1)' ],
    [ 'gopher://127.0.0.1:70/' ],
  ])('refuses %s', async(url) => {
    expect(await reasonOf(fetchLimited(url))).toBe('unsupported_scheme');
  });

  it('refuses what is not a URL', async() => {
    expect(await reasonOf(fetchLimited('not a url'))).toBe('invalid_uri');
  });

  it('decodes data: URIs under the same size limit', async() => {
    const result = await fetchLimited('data:application/json;base64,eyJhIjoxfQ==');
    expect(result.body.toString()).toBe('{"a":1}');
    expect(result.contentType).toBe('application/json');
    expect(await reasonOf(fetchLimited(`data:application/json,${ 'x'.repeat(20) }`, { maxBytes: 10 }))).toBe('too_large');
  });
});

describe('createGuardedLookup', () => {
  function lookupWith(addresses: string[], all: boolean) {
    const lookup = createGuardedLookup(false, fakeResolver({ 'mixed.test': addresses }));
    return new Promise<{ error: unknown; address: unknown; family?: number }>((resolve) => {
      lookup('mixed.test', { all }, (error, address, family) => resolve({ error, address, family }));
    });
  }

  it('passes on only the allowed addresses, in either callback form', async() => {
    const all = await lookupWith([ '10.0.0.1', '93.184.216.34', '::1', '2606:4700:4700::1111' ], true);
    expect(all.error).toBeNull();
    expect(all.address).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
    const one = await lookupWith([ '127.0.0.1', '93.184.216.34' ], false);
    expect(one).toEqual({ error: null, address: '93.184.216.34', family: 4 });
  });

  it('fails with blocked_address when every answer is private', async() => {
    const { error } = await lookupWith([ '127.0.0.1', '::ffff:10.0.0.1', 'fe80::1' ], true);
    expect(error).toBeInstanceOf(MetadataFetchError);
    expect(error).toMatchObject({ reason: 'blocked_address' });
  });
});

describe('fetchLimited with one allowed origin (the devnet\'s metadata server)', () => {
  // Another loopback service next to the allowed one: the explorer's API or the node.
  let other: http.Server;
  let otherPort: number;
  let hits = 0;

  beforeAll(async() => {
    other = http.createServer((_request, response) => {
      hits++;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":"internal"}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherPort = (other.address() as AddressInfo).port;
  });
  afterAll(async() => {
    other.closeAllConnections();
    await new Promise((resolve) => other.close(resolve));
  });

  const devnetPolicy = (): FetchLimitedOptions => ({ allowPrivateHosts: [ `http://127.0.0.1:${ port }` ] });

  it('fetches from the allowed origin, by address or by name', async() => {
    expect((await fetchLimited(`${ base }/json`, devnetPolicy())).body.toString()).toBe(JSON_BODY);
    expect((await fetchLimited(`http://localhost:${ port }/json`, devnetPolicy())).body.toString()).toBe(JSON_BODY);
    expect((await fetchLimited(`${ base }/json`, { allowPrivateHosts: [ `127.0.0.1:${ port }` ] })).body.toString()).toBe(JSON_BODY);
  });

  it('refuses every other port of loopback, whatever form the address takes', async() => {
    const forms = [
      `http://127.0.0.1:${ otherPort }/`, `http://localhost:${ otherPort }/`, `http://LocalHost:${ otherPort }/`,
      `http://[::ffff:127.0.0.1]:${ otherPort }/`, `http://[::ffff:7f00:1]:${ otherPort }/`, `http://[0:0:0:0:0:ffff:127.0.0.1]:${ otherPort }/`,
      `http://2130706433:${ otherPort }/`, `http://0x7f000001:${ otherPort }/`, `http://0x7f.0.0.1:${ otherPort }/`,
      `http://017700000001:${ otherPort }/`, `http://127.1:${ otherPort }/`, `http://127.0.1:${ otherPort }/`,
      `http://0.0.0.0:${ otherPort }/`, `http://0:${ otherPort }/`, `http://[::1]:${ otherPort }/`, `http://[::]:${ otherPort }/`,
      `http://127.0.0.2:${ otherPort }/`, `http://%31%32%37.0.0.1:${ otherPort }/`, `http://user:pass@127.0.0.1:${ otherPort }/`,
      // The allowed host on the default ports is another server too.
      'http://127.0.0.1/', 'https://127.0.0.1/', 'http://localhost/',
    ];
    const reasons = await Promise.all(forms.map(async(url) => [ url, await reasonOf(fetchLimited(url, devnetPolicy())) ]));
    expect(reasons.filter(([ , reason ]) => reason !== 'blocked_address')).toEqual([]);
    expect(hits).toBe(0);
  });

  it('refuses a redirect from the allowed origin to another loopback port', async() => {
    const redirecting = http.createServer((_request, response) => {
      response.writeHead(302, { location: `http://localhost:${ otherPort }/` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const redirectPort = (redirecting.address() as AddressInfo).port;
    try {
      expect(await reasonOf(fetchLimited(`http://127.0.0.1:${ redirectPort }/`, { allowPrivateHosts: [ `http://127.0.0.1:${ redirectPort }` ] })))
        .toBe('blocked_address');
      expect(hits).toBe(0);
    } finally {
      redirecting.closeAllConnections();
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });
});
