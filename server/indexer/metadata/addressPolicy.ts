/**
 * Which addresses the metadata fetcher may connect to. Token URIs come from
 * untrusted contracts, so without this check anyone could make the indexer request
 * internal services (cloud metadata at 169.254.169.254, the database, the node's
 * admin RPC) on their behalf. The check is an allow-list for IPv6 (only global
 * unicast 2000::/3) and a block-list of special-purpose ranges for IPv4.
 */
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which non-public hosts are allowed anyway: `false` (none, the default), `true`
 * (all, for trusted test networks only) or a list of entries. An entry with a port
 * allows that one server only: an origin such as `http://127.0.0.1:8547` (the devnet's
 * metadata server) or `127.0.0.1:8547`, `[::1]:8547`. An entry without a port, a host
 * name or IP address such as `10.0.0.5`, allows every port of that host.
 */
export type PrivateHostPolicy = boolean | readonly string[];

/** IPv4 special-purpose ranges (RFC 6890 and successors) as [first address, prefix length]. */
const BLOCKED_IPV4: ReadonlyArray<readonly [string, number]> = [
  [ '0.0.0.0', 8 ], // "this network"; 0.0.0.0 reaches the local host
  [ '10.0.0.0', 8 ], // private
  [ '100.64.0.0', 10 ], // CGNAT shared address space
  [ '127.0.0.0', 8 ], // loopback
  [ '169.254.0.0', 16 ], // link-local, incl. cloud instance metadata
  [ '172.16.0.0', 12 ], // private
  [ '192.0.0.0', 24 ], // IETF protocol assignments
  [ '192.0.2.0', 24 ], // documentation
  [ '192.88.99.0', 24 ], // deprecated 6to4 relay anycast
  [ '192.168.0.0', 16 ], // private
  [ '198.18.0.0', 15 ], // benchmarking
  [ '198.51.100.0', 24 ], // documentation
  [ '203.0.113.0', 24 ], // documentation
  [ '224.0.0.0', 4 ], // multicast
  [ '240.0.0.0', 4 ], // reserved, incl. broadcast 255.255.255.255
];

/** Ranges inside global unicast 2000::/3 that are still not public. */
const BLOCKED_IPV6: ReadonlyArray<readonly [string, number]> = [
  [ '2001::', 32 ], // Teredo: tunnels to an obfuscated IPv4 address we cannot check
  [ '2001:2::', 48 ], // benchmarking
  [ '2001:10::', 28 ], // deprecated ORCHID
  [ '2001:20::', 28 ], // ORCHIDv2
  [ '2001:db8::', 32 ], // documentation
  [ '3fff::', 20 ], // documentation (RFC 9637)
];

/** Parses strict dotted-decimal IPv4 to an unsigned 32-bit number. */
function parseIPv4(ip: string): number | null {
  if (!isIPv4(ip)) return null;
  return ip.split('.').reduce((acc, part) => ((acc << 8) | Number(part)) >>> 0, 0);
}

/** Strips the brackets of a URL host and the zone id of a link-local address. */
function bare(ip: string): string {
  const unbracketed = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const zone = unbracketed.indexOf('%');
  return zone === -1 ? unbracketed : unbracketed.slice(0, zone);
}

/** Parses any IPv6 text form (`::`, embedded dotted IPv4) to its 8 16-bit groups. */
function parseIPv6(ip: string): number[] | null {
  const text = bare(ip);
  if (!isIPv6(text)) return null;
  const toGroups = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((piece) => {
      if (!piece.includes('.')) return [ parseInt(piece, 16) ];
      const v4 = parseIPv4(piece) ?? 0;
      return [ v4 >>> 16, v4 & 0xffff ];
    });
  };
  const [ headText, tailText ] = text.split('::');
  const head = toGroups(headText);
  if (tailText === undefined) return head.length === 8 ? head : null;
  const tail = toGroups(tailText);
  const zeros = 8 - head.length - tail.length;
  return zeros < 0 ? null : [ ...head, ...new Array<number>(zeros).fill(0), ...tail ];
}

function ipv6ToBigInt(groups: readonly number[]): bigint {
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(group), 0n);
}

function inIPv4Range(address: number, [ base, prefix ]: readonly [string, number]): boolean {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return ((address & mask) >>> 0) === ((parseIPv4(base) ?? 0) & mask) >>> 0;
}

function inIPv6Range(address: bigint, [ base, prefix ]: readonly [string, number]): boolean {
  const shift = BigInt(128 - prefix);
  return address >> shift === ipv6ToBigInt(parseIPv6(base) ?? []) >> shift;
}

function isPublicIPv4(address: number): boolean {
  return !BLOCKED_IPV4.some((range) => inIPv4Range(address, range));
}

function isPublicIPv6(groups: readonly number[]): boolean {
  const value = ipv6ToBigInt(groups);
  const embeddedV4 = Number(value & 0xffffffffn);
  // Forms that carry an IPv4 address are judged by that address: IPv4-mapped
  // ::ffff:0:0/96 (the kernel connects to the IPv4 address) and NAT64 64:ff9b::/96.
  if (inIPv6Range(value, [ '::ffff:0:0', 96 ]) || inIPv6Range(value, [ '64:ff9b::', 96 ])) {
    return isPublicIPv4(embeddedV4);
  }
  // 6to4 2002::/16 routes to the IPv4 address in bits 16–47.
  if (inIPv6Range(value, [ '2002::', 16 ])) return isPublicIPv4(Number((value >> 80n) & 0xffffffffn));
  // Everything outside global unicast is special: ::, ::1, fc00::/7, fe80::/10, ff00::/8, …
  if (!inIPv6Range(value, [ '2000::', 3 ])) return false;
  return !BLOCKED_IPV6.some((range) => inIPv6Range(value, range));
}

/**
 * True when `ip` is a public unicast address, IPv4 or IPv6 (brackets and zone ids
 * are accepted). False for private, loopback, link-local, CGNAT, multicast,
 * unspecified, reserved and documentation ranges, for IPv4-mapped / NAT64 / 6to4
 * forms of those, and for anything that is not an IP address at all.
 */
export function isPublicAddress(ip: string): boolean {
  const v4 = parseIPv4(bare(ip));
  if (v4 !== null) return isPublicIPv4(v4);
  const v6 = parseIPv6(ip);
  return v6 !== null && isPublicIPv6(v6);
}

/**
 * Canonical form of a host name or IP for comparison: lower case, no brackets or
 * trailing dot, IPv6 fully expanded, IPv4-mapped IPv6 as dotted IPv4.
 */
function canonicalHost(host: string): string {
  const text = bare(host.trim().toLowerCase()).replace(/\.$/, '');
  const v6 = parseIPv6(text);
  if (v6 === null) return text;
  const value = ipv6ToBigInt(v6);
  if (inIPv6Range(value, [ '::ffff:0:0', 96 ])) {
    const v4 = Number(value & 0xffffffffn);
    return [ v4 >>> 24, (v4 >>> 16) & 0xff, (v4 >>> 8) & 0xff, v4 & 0xff ].join('.');
  }
  return v6.map((group) => group.toString(16)).join(':');
}

interface AllowEntry {
  host: string;
  /** null: any port. */
  port: number | null;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** Reads one allow-list entry (see {@link PrivateHostPolicy}); null when it cannot be read. */
function parseAllowEntry(entry: string): AllowEntry | null {
  const text = entry.trim();
  if (text === '') return null;
  if (text.includes('://')) {
    try {
      const url = new URL(text);
      return { host: canonicalHost(url.hostname), port: url.port ? Number(url.port) : DEFAULT_PORTS[url.protocol] ?? null };
    } catch {
      return null;
    }
  }
  const withPort = /^\[([^\]]+)\]:(\d{1,5})$/.exec(text) ?? /^([^:[\]]+):(\d{1,5})$/.exec(text);
  if (withPort) return { host: canonicalHost(withPort[1]), port: Number(withPort[2]) };
  return { host: canonicalHost(text), port: null };
}

/**
 * May the fetcher connect to `ip` on `port`, reached through the URL host `host`?
 * Public addresses always; others only when `policy` is `true` or has an entry for
 * either the host name (as written in the URL) or the address itself, and for the port
 * when the entry names one. Every textual form of an address (IPv4-mapped IPv6,
 * brackets, upper case, a trailing dot) is compared in one canonical form.
 * @param host the URL's host name or IP literal (brackets allowed)
 * @param ip the address actually connected to
 * @param port the port connected to; without it, entries that name a port do not match
 */
export function isHostAllowed(host: string, ip: string, policy: PrivateHostPolicy = false, port?: number): boolean {
  if (isPublicAddress(ip)) return true;
  if (typeof policy === 'boolean') return policy;
  const wantedHost = canonicalHost(host);
  const wantedIp = canonicalHost(ip);
  return policy.some((text) => {
    const entry = parseAllowEntry(text);
    if (!entry || entry.host === '' || (entry.host !== wantedHost && entry.host !== wantedIp)) return false;
    return entry.port === null || entry.port === port;
  });
}
