/**
 * Turning caller-supplied path and query parameters into URL parts and cache-key objects.
 * Both buildUrl and getResourceKey go through `normalizeQueryParams`, so a request and its
 * cache entry always agree on which parameters count.
 */
import type { ApiResource, PathParamValue } from './types';

const PATH_PARAM_PATTERN = /(\/?):([A-Za-z_][A-Za-z0-9_]*)(\?)?/g;

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

// Colons are legal inside a path segment and the contracts-info service routes on them
// (`verified-addresses:prepare`), so they stay unescaped.
function encodePathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':');
}

/**
 * Fills the `:name` / `:name?` placeholders of `resource.path`. Only names listed in
 * `resource.pathParams` are placeholders. A missing optional one drops its segment; a missing
 * required one throws, because the request could only ever 404.
 */
export function compilePath(
  resource: Pick<ApiResource, 'path' | 'pathParams'>,
  pathParams: Readonly<Record<string, PathParamValue>> = {},
): string {
  const declared = resource.pathParams ?? [];
  return resource.path.replace(PATH_PARAM_PATTERN, (match, slash: string, name: string, optional?: string) => {
    if (!declared.includes(name)) {
      return match;
    }
    const value = pathParams[name];
    if (isEmptyValue(value)) {
      if (optional) {
        return '';
      }
      throw new Error(`Missing path parameter "${ name }" for ${ resource.path }`);
    }
    return slash + encodePathSegment(String(value));
  });
}

function serialiseQueryValue(value: unknown): string | undefined {
  if (isEmptyValue(value)) {
    return undefined;
  }
  if (Array.isArray(value)) {
    const items = value.filter((item) => !isEmptyValue(item)).map(String);
    return items.length > 0 ? items.join(',') : undefined;
  }
  if (typeof value === 'object') {
    // The search cursor nests objects; the backend expects them back as JSON.
    return JSON.stringify(value);
  }
  return String(value);
}

/**
 * Canonical form of query parameters: empty values ('' / null / undefined / []) dropped, arrays
 * joined with ',', objects as JSON, everything else stringified, keys sorted. Numbers and their
 * string forms therefore give the same cache key (cursors read back from the URL are strings).
 */
export function normalizeQueryParams(params: object | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!params) {
    return result;
  }
  for (const key of Object.keys(params).sort()) {
    const value = serialiseQueryValue((params as Record<string, unknown>)[key]);
    if (value !== undefined) {
      result[key] = value;
    }
  }
  return result;
}

/** Canonical form of path parameters: empty ones dropped, values stringified, keys sorted. */
export function normalizePathParams(params: Readonly<Record<string, PathParamValue>> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!params) {
    return result;
  }
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (!isEmptyValue(value)) {
      result[key] = String(value);
    }
  }
  return result;
}
