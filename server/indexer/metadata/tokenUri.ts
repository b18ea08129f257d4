/**
 * Normalisation of token URIs as contracts return them (`tokenURI(id)`, ERC-1155
 * `uri(id)`) into something fetchable: `ipfs://` and `ar://` go to HTTP gateways,
 * ERC-1155's `{id}` is filled in, and every scheme but http, https and data is refused.
 */
import { MetadataFetchError } from './errors';

/** Public IPFS gateway used when none is configured. */
export const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io/ipfs/';
/** Arweave's own gateway; `ar://<tx>/<path>` maps to `<gateway><tx>/<path>`. */
export const ARWEAVE_GATEWAY = 'https://arweave.net/';

/** Options of {@link resolveTokenUri}. */
export interface ResolveTokenUriOptions {
  /** Token id substituted for ERC-1155 `{id}`; without it `{id}` is left as is. */
  tokenId?: bigint | number | string;
  /** Base URL that an IPFS path is appended to; default {@link DEFAULT_IPFS_GATEWAY}. */
  ipfsGateway?: string;
}

const UINT256_MAX = (1n << 256n) - 1n;
/** A CID as the first path segment: base58 (v0) or base32/base36 (v1); no `/`, `@`, `.` or `%`. */
const CID = /^[A-Za-z0-9]+$/;
const ARWEAVE_ID = /^[A-Za-z0-9_-]+$/;
/** Some contracts return a bare CID or gateway-less `/ipfs/` path instead of `ipfs://`. */
const BARE_IPFS = /^(?:\/ipfs\/)?(Qm[1-9A-HJ-NP-Za-km-z]{44}|baf[a-z2-7]{50,})(\/.*)?$/;
const ID_PLACEHOLDER = /\{id\}|%7[Bb]id%7[Dd]/g;

/**
 * ERC-1155 form of a token id: 64 lower-case hex digits, zero-padded, no `0x`.
 * @throws MetadataFetchError `invalid_uri` when the id is not a uint256.
 */
export function formatErc1155Id(tokenId: bigint | number | string): string {
  let id: bigint;
  try {
    id = BigInt(tokenId);
  } catch (cause) {
    throw new MetadataFetchError('invalid_uri', `token id ${ String(tokenId) } is not an integer`, { cause });
  }
  if (id < 0n || id > UINT256_MAX) throw new MetadataFetchError('invalid_uri', 'token id is not a uint256');
  return id.toString(16).padStart(64, '0');
}

/** The gateway as a URL ending in `/`, so that appending a path cannot change its host. */
function gatewayBase(gateway: string): URL {
  let url: URL;
  try {
    url = new URL(gateway);
  } catch {
    throw new TypeError(`IPFS gateway ${ gateway } is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError('IPFS gateway must be http(s)');
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return url;
}

/**
 * Appends `id` + `rest` to a gateway and checks that the result is still under the
 * gateway's path: `ipfs://CID/../../admin` must not become another URL on its host.
 */
function underGateway(base: URL, id: string, rest: string, idPattern: RegExp): string {
  if (!idPattern.test(id)) throw new MetadataFetchError('invalid_uri', `"${ id }" is not a content identifier`);
  const url = new URL(`${ id }${ rest }`, base);
  const root = `${ base.pathname }${ id }`;
  if (url.origin !== base.origin || (url.pathname !== root && !url.pathname.startsWith(`${ root }/`))) {
    throw new MetadataFetchError('invalid_uri', 'path escapes the gateway');
  }
  return url.href;
}

/** Splits `CID/path?query` into the id and the rest (which keeps its leading `/`, `?` or `#`). */
function splitId(path: string): [ string, string ] {
  const end = path.search(/[/?#]/);
  return end === -1 ? [ path, '' ] : [ path.slice(0, end), path.slice(end) ];
}

/**
 * Turns a token URI into a fetchable URL: http(s) URLs are normalised, `ipfs://CID/path`
 * (also `ipfs://ipfs/CID`, a bare CID or `/ipfs/CID`) goes to the IPFS gateway,
 * `ar://tx/path` to arweave.net, and `data:` URIs are returned as they are. ERC-1155
 * `{id}` is replaced by the 64-digit hex id when `tokenId` is given (not inside data:
 * URIs, whose payload is the document, not a template).
 * @throws MetadataFetchError `invalid_uri` (empty, malformed, no scheme) or
 * `unsupported_scheme` (file:, ftp:, javascript:, …).
 * @throws TypeError when the configured IPFS gateway is not an http(s) URL.
 */
export function resolveTokenUri(uri: string, options: ResolveTokenUriOptions = {}): string {
  // Strings read from bytes32 or fixed buffers often carry NUL padding.
  let text = uri.replace(/^[\s\0]+|[\s\0]+$/g, '');
  if (text === '') throw new MetadataFetchError('invalid_uri', 'empty token URI');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text)?.[1].toLowerCase();

  if (scheme === 'data') {
    if (!text.includes(',')) throw new MetadataFetchError('invalid_uri', 'data: URI without a comma');
    return text;
  }
  if (options.tokenId !== undefined) {
    const hexId = formatErc1155Id(options.tokenId);
    text = text.replace(ID_PLACEHOLDER, hexId);
  }

  if (scheme === 'ipfs') {
    // `ipfs://ipfs/CID` is a frequent mistake for `ipfs://CID`; accept both.
    const path = text.slice('ipfs:'.length).replace(/^\/*/, '').replace(/^ipfs\//i, '');
    return underGateway(gatewayBase(options.ipfsGateway ?? DEFAULT_IPFS_GATEWAY), ...splitId(path), CID);
  }
  if (scheme === 'ar') {
    const path = text.slice('ar:'.length).replace(/^\/*/, '');
    return underGateway(new URL(ARWEAVE_GATEWAY), ...splitId(path), ARWEAVE_ID);
  }
  if (scheme === 'http' || scheme === 'https') {
    try {
      return new URL(text).href;
    } catch (cause) {
      throw new MetadataFetchError('invalid_uri', 'not a valid URL', { cause });
    }
  }
  if (scheme !== undefined) throw new MetadataFetchError('unsupported_scheme', `scheme ${ scheme }: is not allowed`);

  const bare = BARE_IPFS.exec(text);
  if (bare) return underGateway(gatewayBase(options.ipfsGateway ?? DEFAULT_IPFS_GATEWAY), bare[1], bare[2] ?? '', CID);
  throw new MetadataFetchError('invalid_uri', 'token URI has no scheme');
}
