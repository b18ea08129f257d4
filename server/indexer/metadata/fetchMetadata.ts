/**
 * Fetching and reading of one token's metadata document: token URI → JSON object →
 * image, animation and external links. Media URLs are resolved (IPFS → gateway) but
 * never fetched here; the frontend loads them.
 */
import { MetadataFetchError } from './errors';
import { jsonDepthExceeds, MAX_JSON_DEPTH, toStorableJson } from './jsonLimits';
import { guessMediaType, isMediaType } from './mediaType';
import { fetchLimited, type FetchLimitedOptions } from './safeFetch';
import { resolveTokenUri, type ResolveTokenUriOptions } from './tokenUri';

/** Options of {@link fetchTokenMetadata}: fetch limits plus token-URI resolution. */
export interface FetchTokenMetadataOptions extends FetchLimitedOptions, ResolveTokenUriOptions {}

/** A token's metadata and the links taken from it. */
export interface TokenMetadataResult {
  /** The parsed JSON object, unmodified. Its strings are untrusted data, to be shown as text. */
  metadata: Record<string, unknown>;
  /** From `image`, else `image_url`; `image_data` (inline markup) is never used. */
  imageUrl: string | null;
  animationUrl: string | null;
  /** From `external_url`; http(s) only. */
  externalUrl: string | null;
  /** What to display: `animationUrl` if present, else `imageUrl`. */
  mediaUrl: string | null;
  /** Guessed from `mediaUrl`'s data: type or extension; null when unknown. */
  mediaType: string | null;
}

/**
 * Parses a metadata body as JSON whatever its Content-Type (servers often send
 * text/plain or octet-stream) and requires a JSON object. The result can be stored:
 * NUL characters and unpaired surrogates are removed from its strings and keys.
 * @throws MetadataFetchError `invalid_json` for malformed JSON, nesting deeper than
 * {@link MAX_JSON_DEPTH} or a non-object (array, string, null, …).
 */
export function parseMetadataJson(body: Buffer): Record<string, unknown> {
  // A UTF-8 byte order mark is not whitespace to JSON.parse.
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  if (jsonDepthExceeds(text)) throw new MetadataFetchError('invalid_json', `metadata is nested deeper than ${ MAX_JSON_DEPTH } levels`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new MetadataFetchError('invalid_json', 'metadata is not valid JSON', { cause });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MetadataFetchError('invalid_json', `metadata is JSON but not an object (${ Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value })`);
  }
  return toStorableJson(value) as Record<string, unknown>;
}

/**
 * A metadata link resolved like a token URI, or null when it is missing, malformed
 * or of a refused scheme: a bad image link must not fail the whole document.
 */
function resolveLink(value: unknown, options: ResolveTokenUriOptions): string | null {
  if (typeof value !== 'string') return null;
  try {
    return resolveTokenUri(value, options);
  } catch (error) {
    if (error instanceof MetadataFetchError) return null;
    throw error;
  }
}

/**
 * A media link: data: URIs only when they carry image, video, audio or a model, so
 * `data:text/html,<script>` can never become a token's "image".
 */
function resolveMediaLink(value: unknown, options: ResolveTokenUriOptions): string | null {
  const url = resolveLink(value, options);
  if (url === null || !/^data:/i.test(url)) return url;
  return isMediaType(guessMediaType(url)) ? url : null;
}

/** Reads the links out of a parsed metadata object (see {@link TokenMetadataResult}). */
export function extractMetadataLinks(
  metadata: Record<string, unknown>,
  options: ResolveTokenUriOptions = {},
): Omit<TokenMetadataResult, 'metadata'> {
  const imageUrl = resolveMediaLink(metadata.image, options) ?? resolveMediaLink(metadata.image_url, options);
  const animationUrl = resolveMediaLink(metadata.animation_url, options);
  const external = resolveLink(metadata.external_url, options);
  const externalUrl = external !== null && /^https?:/i.test(external) ? external : null;
  const mediaUrl = animationUrl ?? imageUrl;
  return {
    imageUrl,
    animationUrl,
    externalUrl,
    mediaUrl,
    mediaType: mediaUrl === null ? null : guessMediaType(mediaUrl),
  };
}

/**
 * Fetches and reads a token's metadata: resolves `uri` (see `resolveTokenUri`),
 * fetches it under the limits of `fetchLimited` and parses a JSON object.
 * @param uri the token URI exactly as the contract returned it
 * @throws MetadataFetchError for any failure; `reason` tells which.
 */
export async function fetchTokenMetadata(uri: string, options: FetchTokenMetadataOptions = {}): Promise<TokenMetadataResult> {
  const url = resolveTokenUri(uri, options);
  const { body } = await fetchLimited(url, options);
  const metadata = parseMetadataJson(body);
  return { metadata, ...extractMetadataLinks(metadata, options) };
}
