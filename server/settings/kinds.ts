/**
 * The kinds of value a setting holds, each a parser with one wording of its refusal:
 * `NAME="value": expected …` (secrets are never echoed). A setting's raw text is never
 * empty here: empty and unset both mean the default (read.ts).
 */
import { SettingsError } from './errors';

export interface Kind<T> {
  parse(raw: string, name: string): T;
  /** What the value must be, for the documentation ("an integer from 0 to 65535"). */
  expected: string;
}

function refuse(name: string, raw: string, expected: string): never {
  throw new SettingsError(`${ name }="${ raw }": expected ${ expected }`);
}

/** Any text, trimmed of nothing: a name, a path, a seed. */
export const text: Kind<string> = { expected: 'text', parse: (raw) => raw };

/** A decimal integer in a range (no sign, no exponent, no unit). */
export function integer(min: number, max: number): Kind<number> {
  const expected = `an integer from ${ min } to ${ max }`;
  return {
    expected,
    parse(raw, name) {
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || value < min || value > max) refuse(name, raw, expected);
      return value;
    },
  };
}

export const port = integer(0, 65_535);

/** One rule for every switch of the backend: `true`/`false`, `on`/`off` or `1`/`0`. */
export const flag: Kind<boolean> = {
  expected: 'true or false (on or off, 1 or 0)',
  parse(raw, name) {
    if (raw === 'true' || raw === 'on' || raw === '1') return true;
    if (raw === 'false' || raw === 'off' || raw === '0') return false;
    return refuse(name, raw, flag.expected);
  },
};

/** An absolute URL of one of `protocols` (`['http:', 'https:']`), kept as written. */
export function url(protocols: ReadonlyArray<string> = [ 'http:', 'https:' ]): Kind<string> {
  const expected = `${ protocols.length === 2 && protocols[0] === 'http:' && protocols[1] === 'https:' ? 'an http(s)' :
    protocols.map((protocol) => protocol.replace(':', '')).join(' or ') } URL`;
  return {
    expected,
    parse(raw, name) {
      let parsed: URL | null;
      try {
        parsed = new URL(raw);
      } catch {
        parsed = null;
      }
      if (!parsed || !protocols.includes(parsed.protocol)) refuse(name, raw, expected);
      return raw;
    },
  };
}

/** Host names, IPv4 and IPv6 literals; no scheme, path or spaces. */
export const host: Kind<string> = {
  expected: 'a host name or IP address',
  parse(raw, name) {
    if (!/^[A-Za-z0-9.:[\]-]+$/.test(raw)) refuse(name, raw, host.expected);
    return raw;
  },
};

/** A secret of at least `minLength` characters; its value never appears in a message. */
export function secret(minLength: number): Kind<string> {
  const expected = `at least ${ minLength } characters`;
  return {
    expected,
    parse(raw, name) {
      if (raw.length < minLength) throw new SettingsError(`${ name }: expected ${ expected }`);
      return raw;
    },
  };
}

export function oneOf<T extends string>(values: ReadonlyArray<T>): Kind<T> {
  const expected = `one of ${ values.join(', ') }`;
  return {
    expected,
    parse(raw, name) {
      if (!(values as ReadonlyArray<string>).includes(raw)) refuse(name, raw, expected);
      return raw as T;
    },
  };
}

/** A 20-byte address, `0x` and 40 hex digits (any case), kept lower case. */
export const address: Kind<string> = {
  expected: 'an address (0x and 40 hex digits)',
  parse(raw, name) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(raw)) refuse(name, raw, address.expected);
    return raw.toLowerCase();
  },
};

/** A comma list of non-empty items, each trimmed. */
export const list: Kind<string[]> = {
  expected: 'a comma list',
  parse: (raw) => raw.split(',').map((item) => item.trim()).filter(Boolean),
};
