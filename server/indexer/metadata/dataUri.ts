/**
 * Decoding of `data:` URIs, which contracts use to keep metadata on chain:
 * `data:application/json;base64,…`, `data:application/json,<percent-encoded or raw JSON>`
 * and `data:application/json;utf8,…`. On-chain generators are sloppy, so the parser
 * is lenient about the payload but strict about size.
 */
import { MetadataFetchError } from './errors';

/** A decoded `data:` URI. */
export interface DecodedDataUri {
  body: Buffer;
  /** Media type without parameters, lower case; `text/plain` when the URI names none. */
  mimeType: string;
  /** The media type with its parameters (minus `base64`), as written. */
  contentType: string;
}

const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;

/** Media type of a `data:` URI (lower case, no parameters) without decoding it; null if not a data URI. */
export function dataUriMimeType(uri: string): string | null {
  if (!/^data:/i.test(uri)) return null;
  const comma = uri.indexOf(',');
  const header = uri.slice(5, comma === -1 ? undefined : comma);
  const mime = header.split(';')[0].trim().toLowerCase();
  return mime === '' ? 'text/plain' : mime;
}

/**
 * Percent-decodes to bytes, leaving a `%` that does not start a valid escape as it
 * is: raw JSON such as `{"discount":"50%"}` must survive, where
 * `decodeURIComponent` would throw.
 */
function percentDecode(text: string): Buffer {
  const raw = Buffer.from(text, 'utf8');
  const out = Buffer.alloc(raw.length);
  let length = 0;
  for (let i = 0; i < raw.length; i++) {
    const hex = raw[i] === 0x25 && i + 2 < raw.length ? raw.subarray(i + 1, i + 3).toString('latin1') : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      out[length++] = parseInt(hex, 16);
      i += 2;
    } else {
      out[length++] = raw[i];
    }
  }
  return out.subarray(0, length);
}

/**
 * Decodes a `data:` URI into bytes.
 * @dev A `#` is kept as part of the payload, not treated as a fragment: raw JSON
 * such as `{"name":"Glyph #2"}` is common in on-chain URIs.
 * @throws MetadataFetchError `invalid_uri` when malformed, `too_large` when the
 * decoded payload (or the URI, before any work is done) exceeds `maxBytes`.
 */
export function decodeDataUri(uri: string, maxBytes: number): DecodedDataUri {
  if (!/^data:/i.test(uri)) throw new MetadataFetchError('invalid_uri', 'not a data: URI');
  // Percent-encoding at most triples the size, so anything longer cannot fit.
  if (uri.length > maxBytes * 3 + 1024) {
    throw new MetadataFetchError('too_large', `data: URI longer than ${ maxBytes * 3 } characters`);
  }
  const comma = uri.indexOf(',');
  if (comma === -1) throw new MetadataFetchError('invalid_uri', 'data: URI without a comma');

  const params = uri.slice(5, comma).split(';').map((part) => part.trim());
  const isBase64 = params.length > 1 && params[params.length - 1].toLowerCase() === 'base64';
  const typeParams = isBase64 ? params.slice(0, -1) : params;
  const mimeType = typeParams[0] === '' ? 'text/plain' : typeParams[0].toLowerCase();
  const contentType = typeParams[0] === '' ? [ 'text/plain', ...typeParams.slice(1) ].join(';') : typeParams.join(';');

  let body: Buffer;
  if (isBase64) {
    // Base64 may itself be percent-encoded (`%3D` for `=`) and wrapped with whitespace.
    const text = percentDecode(uri.slice(comma + 1)).toString('latin1').replace(/\s+/g, '');
    // Buffer.from silently skips bad characters; reject them instead of returning garbage.
    if (!BASE64.test(text)) throw new MetadataFetchError('invalid_uri', 'data: URI with invalid base64');
    body = Buffer.from(text, 'base64');
  } else {
    body = percentDecode(uri.slice(comma + 1));
  }
  if (body.length > maxBytes) {
    throw new MetadataFetchError('too_large', `data: URI payload of ${ body.length } bytes exceeds ${ maxBytes }`);
  }
  return { body, mimeType, contentType };
}
