/**
 * Whether a URL from outside (a config document, chain data) may be a link's href or an
 * image's src: absolute http(s) only, so `javascript:` and `data:` never reach the page.
 */
export function isHttpUrl(url: unknown): url is string {
  return typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url);
}
