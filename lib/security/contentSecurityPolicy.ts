/**
 * The Content-Security-Policy of every HTML page, built per request from the run-time
 * configuration (pages/_document.tsx sends it). Scripts run only when they carry the request's
 * nonce or were added by a script that does ('strict-dynamic': how Next and the reCAPTCHA widget
 * load their chunks), and the page may connect only to the services this deployment names.
 *
 * Server only (node:crypto). Styles stay 'unsafe-inline': emotion writes style tags and style
 * attributes at run time, and a nonce in style-src would switch 'unsafe-inline' off.
 */
import { randomBytes } from 'node:crypto';

import type { AppConfig } from 'configs/app';
import { AD_URLS } from 'lib/ads/providers';

/** Where Google serves the reCAPTCHA v2 widget from: its scripts, and the frame it draws in. */
const RECAPTCHA_SCRIPT_SOURCES = [ 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/' ];
const RECAPTCHA_FRAME_SOURCES = [ 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/' ];

/** mixpanel-browser's own collection host, used when NEXT_PUBLIC_MIXPANEL_API_HOST is not set. */
const MIXPANEL_DEFAULT_API_HOST = 'https://api-js.mixpanel.com';

/** 16 random bytes: the size CSP recommends at least, so a nonce cannot be guessed. */
const NONCE_BYTES = 16;

/** Characters an origin can hold; anything else (a space, ';', a quote) could end a source list. */
const SAFE_ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[\w.\-:[\]]+$/i;

export interface ContentSecurityPolicyOptions {
  /** This response's nonce (see {@link createNonce}). */
  nonce: string;
  /** React's development build needs eval for its error stacks; never on in production. */
  allowEval?: boolean;
}

export type ContentSecurityPolicy = Record<string, Array<string>>;

/** A fresh nonce for one response. */
export function createNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64');
}

/** The origin of `url` as a CSP source, optionally with another scheme; undefined when unusable. */
function toSource(url: string, scheme?: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    const origin = scheme ? `${ scheme }://${ parsed.host }` : parsed.origin;
    return parsed.host && SAFE_ORIGIN.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

function compact(sources: Array<string | undefined>): Array<string> {
  return [ ...new Set(sources.filter((source): source is string => Boolean(source))) ];
}

/**
 * The socket runs on the API host. Without an explicit scheme it follows the page (wss on https
 * pages, see lib/socket/socketUrl.ts), so both are allowed; an empty host means the page's own
 * host, which 'self' covers.
 */
function socketSources(api: AppConfig['api']): Array<string | undefined> {
  if (!api.hostAndPort) return [];
  const schemes = api.socketProtocol ? [ api.socketProtocol ] : [ 'ws', 'wss' ];
  return schemes.map((scheme) => toSource(`http://${ api.hostAndPort }`, scheme));
}

/** Everything the browser fetches or opens a socket to: the API, the services and feature hosts that are on. */
function connectSources(config: AppConfig): Array<string> {
  const { api, chain, services, features, UI } = config;
  return compact([
    toSource(api.endpoint),
    ...socketSources(api),
    toSource(chain.rpcUrl),
    toSource(api.specUrl),
    toSource(services.stats),
    toSource(services.visualize),
    toSource(services.contractInfo),
    toSource(services.admin),
    toSource(UI.featuredNetworksUrl),
    toSource(UI.footerLinksUrl),
    features.marketplace.isEnabled ? toSource(features.marketplace.configUrl) : undefined,
    features.sentry.isEnabled ? toSource(features.sentry.dsn) : undefined,
    features.mixpanel.isEnabled ? toSource(features.mixpanel.apiHost || MIXPANEL_DEFAULT_API_HOST) : undefined,
    ...adSources(config).map((url) => toSource(url)),
  ]);
}

/** The ad networks the page talks to when ads are on: the ad-blocker probe, the text ads' API, the banner's own host. */
function adSources({ features }: AppConfig): Array<string> {
  if (!features.adsBanner.isEnabled && !features.adsText.isEnabled) return [];
  const banner = features.adsBanner.isEnabled ? {
    coinzilla: AD_URLS.coinzillaBannerScript, slise: AD_URLS.sliseScript, adbutler: AD_URLS.adButlerScript,
  }[features.adsBanner.provider] : undefined;
  return [ AD_URLS.adBlockProbe, AD_URLS.coinzillaTextApi, ...(banner ? [ banner ] : []) ];
}

/**
 * Token images and NFT media come from wherever their metadata points, so any https host is
 * allowed. An API on plain http means a local or private network (the built-in devnet serves
 * its NFT images over http), so plain http media are allowed there too.
 */
function mediaSources(config: AppConfig): Array<string> {
  const plainHttp = config.api.endpoint.startsWith('http:') ? [ 'http:' ] : [];
  return [ '\'self\'', 'data:', 'blob:', 'https:', ...plainHttp ];
}

/**
 * Frames: the reCAPTCHA widget, ad banners, and the marketplace's internal apps (/apps/{id}), which live
 * wherever the operator's app list says: any https site, and the list's own host (the
 * devnet serves its sample apps over plain http next to their list).
 */
function frameSources(config: AppConfig, hasReCaptcha: boolean): Array<string> {
  const { marketplace } = config.features;
  const sources = compact([
    ...(hasReCaptcha ? RECAPTCHA_FRAME_SOURCES : []),
    ...(marketplace.isEnabled ? [ 'https:', toSource(marketplace.configUrl) ] : []),
    // Banner creatives come in frames from the networks' ad servers, which vary.
    ...(config.features.adsBanner.isEnabled ? [ 'https:' ] : []),
  ]);
  return sources.length > 0 ? [ ...new Set(sources) ] : [ '\'none\'' ];
}

/** The policy as directive name → sources; {@link formatContentSecurityPolicy} makes the header. */
export function getContentSecurityPolicy(config: AppConfig, { nonce, allowEval = false }: ContentSecurityPolicyOptions): ContentSecurityPolicy {
  const hasReCaptcha = Boolean(config.reCaptcha.siteKey);
  return {
    'default-src': [ '\'self\'' ],
    // 'self' and the hosts only matter to browsers that predate 'strict-dynamic'.
    'script-src': [
      '\'self\'',
      `'nonce-${ nonce }'`,
      '\'strict-dynamic\'',
      ...(hasReCaptcha ? RECAPTCHA_SCRIPT_SOURCES : []),
      ...(allowEval ? [ '\'unsafe-eval\'' ] : []),
    ],
    'style-src': [ '\'self\'', '\'unsafe-inline\'' ],
    'img-src': compact([ ...mediaSources(config), toSource(config.chain.logoUrl), toSource(config.chain.iconUrl) ]),
    'media-src': mediaSources(config),
    'font-src': [ '\'self\'', 'data:' ],
    'connect-src': [ '\'self\'', ...connectSources(config) ],
    'worker-src': [ '\'self\'', 'blob:' ],
    'frame-src': frameSources(config, hasReCaptcha),
    'object-src': [ '\'none\'' ],
    'base-uri': [ '\'self\'' ],
    'form-action': [ '\'self\'' ],
    'frame-ancestors': [ '\'none\'' ],
  };
}

export function formatContentSecurityPolicy(policy: ContentSecurityPolicy): string {
  return Object.entries(policy).map(([ name, sources ]) => `${ name } ${ sources.join(' ') }`).join('; ');
}

/** Reads a header value back into directives (for tests and checks). */
export function parseContentSecurityPolicy(header: string): ContentSecurityPolicy {
  const policy: ContentSecurityPolicy = {};
  for (const directive of header.split(';')) {
    const [ name, ...sources ] = directive.trim().split(/\s+/);
    if (name) policy[name.toLowerCase()] = sources;
  }
  return policy;
}

/** The header value for one response. */
export function buildContentSecurityPolicy(config: AppConfig, options: ContentSecurityPolicyOptions): string {
  return formatContentSecurityPolicy(getContentSecurityPolicy(config, options));
}
