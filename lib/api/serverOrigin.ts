/**
 * The web app's server may reach the API by another address than browsers do: inside a cluster
 * or a compose network the public origin (`NEXT_PUBLIC_API_*`) may not resolve from the web
 * container, or may loop out through the ingress. `API_INTERNAL_URL` names that address; only
 * the server's own requests use it (page prefetches, the `/node-api` proxy), never a URL that is
 * rendered into a page.
 */
import config from 'configs/app';

/** `url` with the public API origin swapped for `API_INTERNAL_URL` when this runs on the server and it is set. */
export function toServerSideUrl(url: string): string {
  if (typeof window !== 'undefined') return url;
  const internal = process.env.API_INTERNAL_URL?.replace(/\/+$/, '');
  const publicOrigin = config.api.endpoint;
  if (!internal || !url.startsWith(publicOrigin)) return url;
  const rest = url.slice(publicOrigin.length);
  // Only the origin itself, not a longer host that starts with the same text.
  if (rest !== '' && !/^[/?#]/.test(rest)) return url;
  return internal + rest;
}
