/** @jest-environment node */
import { isHostAllowed, isPublicAddress } from './addressPolicy';

describe('isPublicAddress', () => {
  it.each([
    // IPv4 special ranges, at their edges
    [ '0.0.0.0', 'unspecified' ],
    [ '0.255.255.255', 'this network' ],
    [ '10.0.0.1', 'private 10/8' ],
    [ '10.255.255.255', 'private 10/8' ],
    [ '100.64.0.1', 'CGNAT' ],
    [ '100.127.255.254', 'CGNAT' ],
    [ '127.0.0.1', 'loopback' ],
    [ '127.8.9.10', 'loopback' ],
    [ '169.254.169.254', 'cloud metadata (link-local)' ],
    [ '172.16.0.1', 'private 172.16/12' ],
    [ '172.31.255.255', 'private 172.16/12' ],
    [ '192.0.0.8', 'IETF protocol assignments' ],
    [ '192.0.2.1', 'documentation' ],
    [ '192.88.99.1', '6to4 relay' ],
    [ '192.168.1.1', 'private 192.168/16' ],
    [ '198.18.0.1', 'benchmarking' ],
    [ '198.19.255.255', 'benchmarking' ],
    [ '198.51.100.7', 'documentation' ],
    [ '203.0.113.9', 'documentation' ],
    [ '224.0.0.1', 'multicast' ],
    [ '239.255.255.250', 'multicast' ],
    [ '240.0.0.1', 'reserved' ],
    [ '255.255.255.255', 'broadcast' ],
    // IPv6
    [ '::', 'unspecified' ],
    [ '::1', 'loopback' ],
    [ '[::1]', 'bracketed loopback' ],
    [ '0:0:0:0:0:0:0:1', 'loopback, long form' ],
    [ '::ffff:10.0.0.1', 'IPv4-mapped private' ],
    [ '::ffff:127.0.0.1', 'IPv4-mapped loopback' ],
    [ '::ffff:7f00:1', 'IPv4-mapped loopback in hex' ],
    [ '::ffff:169.254.169.254', 'IPv4-mapped link-local' ],
    [ '::127.0.0.1', 'IPv4-compatible (deprecated)' ],
    [ '::8.8.8.8', 'IPv4-compatible (deprecated), even of a public address' ],
    [ '64:ff9b::7f00:1', 'NAT64 of loopback' ],
    [ '64:ff9b::10.1.2.3', 'NAT64 of private' ],
    [ '2002:7f00:1::', '6to4 of loopback' ],
    [ '2002:c0a8:101::1', '6to4 of 192.168.1.1' ],
    [ 'fc00::1', 'unique local' ],
    [ 'fd12:3456:789a::1', 'unique local' ],
    [ 'fe80::1', 'link-local' ],
    [ 'fe80::1%eth0', 'link-local with zone' ],
    [ 'febf:ffff::1', 'link-local, upper edge' ],
    [ 'fec0::1', 'deprecated site-local' ],
    [ 'ff02::1', 'multicast' ],
    [ 'ff05::2', 'multicast' ],
    [ '100::1', 'discard' ],
    [ '2001:db8::1', 'documentation' ],
    [ '2001:0:4136:e378::1', 'Teredo' ],
    [ '2001:2::1', 'benchmarking' ],
    [ '2001:10::1', 'ORCHID' ],
    [ '3fff::1', 'documentation (RFC 9637)' ],
    // not addresses at all
    [ 'localhost', 'a host name' ],
    [ '', 'empty' ],
    [ '127.1', 'shorthand IPv4' ],
    [ '1.2.3.4.5', 'garbage' ],
    [ '::ffff:999.0.0.1', 'garbage IPv6' ],
  ])('%s is not public (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    [ '1.1.1.1' ],
    [ '8.8.8.8' ],
    [ '9.255.255.255' ], // just below 10/8
    [ '11.0.0.0' ], // just above 10/8
    [ '100.63.255.255' ], // just below CGNAT
    [ '100.128.0.0' ], // just above CGNAT
    [ '126.255.255.255' ],
    [ '128.0.0.0' ],
    [ '169.253.255.255' ],
    [ '172.15.255.255' ], // just below 172.16/12
    [ '172.32.0.0' ], // just above 172.16/12
    [ '192.167.255.255' ],
    [ '192.169.0.0' ],
    [ '198.20.0.0' ],
    [ '223.255.255.255' ], // just below multicast
    [ '93.184.216.34' ],
    [ '2606:4700:4700::1111' ],
    [ '2001:4860:4860::8888' ],
    [ '[2a00:1450:4001:81c::200e]' ],
    [ '2001:1::1' ], // inside 2001::/23 but outside Teredo/benchmarking/ORCHID
    [ '::ffff:8.8.8.8' ], // IPv4-mapped public
    [ '::ffff:0808:0808' ],
    [ '64:ff9b::8.8.8.8' ], // NAT64 of a public address
    [ '2002:0808:0808::1' ], // 6to4 of 8.8.8.8
  ])('%s is public', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('isHostAllowed', () => {
  it('always allows public addresses, whatever the policy', () => {
    expect(isHostAllowed('example.com', '93.184.216.34')).toBe(true);
    expect(isHostAllowed('example.com', '93.184.216.34', [])).toBe(true);
    expect(isHostAllowed('example.com', '2606:4700:4700::1111', false)).toBe(true);
  });

  it('blocks non-public addresses by default', () => {
    expect(isHostAllowed('127.0.0.1', '127.0.0.1')).toBe(false);
    expect(isHostAllowed('localhost', '::1')).toBe(false);
    expect(isHostAllowed('evil.example', '10.0.0.5', false)).toBe(false);
    expect(isHostAllowed('evil.example', '10.0.0.5', [])).toBe(false);
  });

  it('allows every address with `true`', () => {
    expect(isHostAllowed('localhost', '127.0.0.1', true)).toBe(true);
    expect(isHostAllowed('x', 'fe80::1', true)).toBe(true);
  });

  it('allows listed host names and addresses, normalised', () => {
    const policy = [ '127.0.0.1', 'localhost' ];
    expect(isHostAllowed('127.0.0.1', '127.0.0.1', policy)).toBe(true);
    expect(isHostAllowed('LOCALHOST', '::1', policy)).toBe(true);
    expect(isHostAllowed('localhost.', '::1', policy)).toBe(true);
    // the listed address, whatever name led to it, also in its IPv4-mapped form
    expect(isHostAllowed('devnet.test', '127.0.0.1', policy)).toBe(true);
    expect(isHostAllowed('devnet.test', '::ffff:127.0.0.1', policy)).toBe(true);
    expect(isHostAllowed('[::1]', '::1', [ '0:0:0:0:0:0:0:1' ])).toBe(true);
    expect(isHostAllowed('[::1]', '::1', [ '[::1]' ])).toBe(true);
  });

  it('does not extend a listed entry to anything else', () => {
    const policy = [ '127.0.0.1', 'localhost' ];
    expect(isHostAllowed('127.0.0.2', '127.0.0.2', policy)).toBe(false);
    expect(isHostAllowed('devnet.test', '::1', policy)).toBe(false);
    expect(isHostAllowed('169.254.169.254', '169.254.169.254', policy)).toBe(false);
    expect(isHostAllowed('localhost.evil.example', '10.0.0.1', policy)).toBe(false);
    expect(isHostAllowed('x', '10.0.0.1', [ '' ])).toBe(false);
  });
});
