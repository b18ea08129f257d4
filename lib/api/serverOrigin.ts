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
  if (!internal) return url;
  // Compared as parsed origins: a built URL has lost the protocol's default port (`https://host:443` → `https://host`).
  let target: URL;
  let publicOrigin: string;
  try {
    target = new URL(url);
    publicOrigin = new URL(config.api.endpoint).origin;
  } catch {
    return url;
  }
  return target.origin === publicOrigin ? internal + target.pathname + target.search + target.hash : url;
}
