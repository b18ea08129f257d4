/**
 * Account settings from environment variables. Accounts are on when an OpenID Connect issuer
 * is named (ACCOUNT_OIDC_ISSUER, with its client) and a signing secret is given; the
 * one-command start fills these in for its local provider when no issuer is configured.
 */
import { ApiConfigError } from '../http/errors';

type Env = Readonly<Record<string, string | undefined>>;

export interface OidcClientConfig {
  /** The issuer's URL; its `/.well-known/openid-configuration` is read at the first sign-in. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated; `openid` is always asked for. */
  scopes: string;
  /** Plain-http issuers are accepted only for loopback hosts (the local provider). */
  allowInsecure: boolean;
}

export interface SmtpConfig {
  /** `smtp://user:pass@host:port` or `smtps://…`. */
  url: string;
  from: string;
}

export interface AccountConfig {
  enabled: boolean;
  /** Signs session cookies and the sign-in state; at least 32 characters. */
  secret: string;
  /** Where this backend is reached by browsers (the auth routes and the OIDC callback). */
  publicUrl: string;
  /** The explorer's origin: sign-in returns to a path on it, never elsewhere. */
  appUrl: string;
  /** Where logout ends when the issuer has no logout endpoint of its own. */
  logoutRedirectUrl: string;
  oidc: OidcClientConfig | null;
  /** Cookie Domain attribute, for an API on a sibling subdomain of the explorer; null: host-only. */
  cookieDomain: string | null;
  sessionTtlMs: number;
  smtp: SmtpConfig | null;
  /** The sender of watch-list and sign-in mails. */
  emailFrom: string;
  /** The native coin's symbol in watch-list mail (NETWORK_CURRENCY_SYMBOL, default QNM). */
  coinSymbol: string;
  /** The chain a wallet sign-in message names (NETWORK_ID, default 265). */
  chainId: number;
  /** The most rows one account keeps of each list. */
  limits: AccountLimits;
  /** The most mails the outbox table keeps; older ones are dropped. */
  emailOutboxLimit: number;
}

export interface AccountLimits {
  watchlist: number;
  /** Of address tags, and of transaction tags. */
  privateTags: number;
  apiKeys: number;
  customAbis: number;
  publicTags: number;
}

/** Blockscout's limits (ACCOUNT_WATCHLIST_ADDRESSES_LIMIT, ACCOUNT_PRIVATE_TAGS_LIMIT and its fixed 3 keys, 15 ABIs, 15 requests). */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = { watchlist: 15, privateTags: 2000, apiKeys: 3, customAbis: 15, publicTags: 15 };
const DEFAULT_OUTBOX_LIMIT = 10_000;
/** API keys, custom ABIs and public tag requests are answered as whole lists, so their limits stay small. */
const WHOLE_LIST_MAX = 50;
const PAGED_LIST_MAX = 100_000;

/** Every account route's answer (404) while the feature is off. */
export const DISABLED_MESSAGE = 'Account functionality is disabled';

export const DISABLED_ACCOUNT_CONFIG: AccountConfig = {
  enabled: false, secret: '', publicUrl: '', appUrl: '', logoutRedirectUrl: '', oidc: null, cookieDomain: null,
  sessionTtlMs: 0, smtp: null, emailFrom: '', coinSymbol: 'QNM', chainId: 265, limits: DEFAULT_ACCOUNT_LIMITS,
  emailOutboxLimit: DEFAULT_OUTBOX_LIMIT,
};

const MIN_SECRET_LENGTH = 32;
const DEFAULT_SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const LOOPBACK_HOSTS = new Set([ 'localhost', '127.0.0.1', '[::1]' ]);

function readUrl(env: Env, name: string, fallback?: string): string {
  const raw = env[name] || fallback;
  if (!raw) throw new ApiConfigError(`${ name }: required with the account feature`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiConfigError(`${ name }="${ raw }": expected an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiConfigError(`${ name }="${ raw }": expected an http(s) URL`);
  return raw.replace(/\/$/, '');
}

function readOidc(env: Env): OidcClientConfig | null {
  if (!env.ACCOUNT_OIDC_ISSUER) return null;
  const issuer = readUrl(env, 'ACCOUNT_OIDC_ISSUER');
  const clientId = env.ACCOUNT_OIDC_CLIENT_ID;
  const clientSecret = env.ACCOUNT_OIDC_CLIENT_SECRET;
  if (!clientId || !clientSecret) throw new ApiConfigError('ACCOUNT_OIDC_ISSUER needs ACCOUNT_OIDC_CLIENT_ID and ACCOUNT_OIDC_CLIENT_SECRET');
  const scopes = new Set((env.ACCOUNT_OIDC_SCOPES || 'openid email profile').split(/\s+/).filter(Boolean));
  scopes.add('openid');
  const { protocol, hostname } = new URL(issuer);
  return { issuer, clientId, clientSecret, scopes: [ ...scopes ].join(' '),
    allowInsecure: protocol === 'http:' && LOOPBACK_HOSTS.has(hostname) };
}

function readSessionTtl(env: Env): number {
  const raw = env.ACCOUNT_SESSION_DAYS;
  if (!raw) return DEFAULT_SESSION_DAYS * DAY_MS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > 365) throw new ApiConfigError(`ACCOUNT_SESSION_DAYS="${ raw }": expected 1 to 365`);
  return days * DAY_MS;
}

function readCount(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) throw new ApiConfigError(`${ name }="${ raw }": expected 1 to ${ max }`);
  return value;
}

function readLimits(env: Env): AccountLimits {
  return {
    watchlist: readCount(env, 'ACCOUNT_WATCHLIST_ADDRESSES_LIMIT', DEFAULT_ACCOUNT_LIMITS.watchlist, PAGED_LIST_MAX),
    privateTags: readCount(env, 'ACCOUNT_PRIVATE_TAGS_LIMIT', DEFAULT_ACCOUNT_LIMITS.privateTags, PAGED_LIST_MAX),
    apiKeys: readCount(env, 'ACCOUNT_API_KEYS_LIMIT', DEFAULT_ACCOUNT_LIMITS.apiKeys, WHOLE_LIST_MAX),
    customAbis: readCount(env, 'ACCOUNT_CUSTOM_ABIS_LIMIT', DEFAULT_ACCOUNT_LIMITS.customAbis, WHOLE_LIST_MAX),
    publicTags: readCount(env, 'ACCOUNT_PUBLIC_TAGS_LIMIT', DEFAULT_ACCOUNT_LIMITS.publicTags, WHOLE_LIST_MAX),
  };
}

/**
 * Reads ACCOUNT_OIDC_ISSUER / _CLIENT_ID / _CLIENT_SECRET / _SCOPES, ACCOUNT_SECRET,
 * ACCOUNT_PUBLIC_URL, ACCOUNT_APP_URL, ACCOUNT_LOGOUT_REDIRECT_URL, ACCOUNT_COOKIE_DOMAIN,
 * ACCOUNT_SESSION_DAYS, ACCOUNT_SMTP_URL, ACCOUNT_EMAIL_FROM, ACCOUNT_EMAIL_OUTBOX_LIMIT and the
 * per-account limits (ACCOUNT_WATCHLIST_ADDRESSES_LIMIT, ACCOUNT_PRIVATE_TAGS_LIMIT,
 * ACCOUNT_API_KEYS_LIMIT, ACCOUNT_CUSTOM_ABIS_LIMIT, ACCOUNT_PUBLIC_TAGS_LIMIT). Without an issuer the
 * feature is off (every account route answers 404 "Account functionality is disabled").
 * @throws {ApiConfigError} naming the bad variable.
 */
export function readAccountConfig(env: Env = process.env): AccountConfig {
  const oidc = readOidc(env);
  if (!oidc && env.ACCOUNT_ENABLED !== 'true') return DISABLED_ACCOUNT_CONFIG;
  const secret = env.ACCOUNT_SECRET ?? '';
  if (secret.length < MIN_SECRET_LENGTH) throw new ApiConfigError(`ACCOUNT_SECRET: expected at least ${ MIN_SECRET_LENGTH } characters`);
  const publicUrl = readUrl(env, 'ACCOUNT_PUBLIC_URL');
  const appUrl = readUrl(env, 'ACCOUNT_APP_URL');
  const smtpUrl = env.ACCOUNT_SMTP_URL;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ApiConfigError('ACCOUNT_SMTP_URL: expected smtp:// or smtps://');
  const emailFrom = env.ACCOUNT_EMAIL_FROM || 'QNM Explorer <no-reply@localhost>';
  return {
    enabled: true, secret, publicUrl, appUrl, oidc,
    logoutRedirectUrl: readUrl(env, 'ACCOUNT_LOGOUT_REDIRECT_URL', appUrl),
    cookieDomain: env.ACCOUNT_COOKIE_DOMAIN || null,
    sessionTtlMs: readSessionTtl(env),
    smtp: smtpUrl ? { url: smtpUrl, from: emailFrom } : null,
    emailFrom,
    coinSymbol: env.NETWORK_CURRENCY_SYMBOL || env.NEXT_PUBLIC_NETWORK_CURRENCY_SYMBOL || 'QNM',
    chainId: Number(env.NETWORK_ID || env.NEXT_PUBLIC_NETWORK_ID || 265),
    limits: readLimits(env),
    emailOutboxLimit: readCount(env, 'ACCOUNT_EMAIL_OUTBOX_LIMIT', DEFAULT_OUTBOX_LIMIT, 10_000_000),
  };
}
