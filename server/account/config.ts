/**
 * Account settings from environment variables. Accounts are on when an OpenID Connect issuer
 * is named (ACCOUNT_OIDC_ISSUER, with its client) and a signing secret is given; the
 * one-command start fills these in for its local provider when no issuer is configured.
 */
import { readSetting, SETTINGS, SettingsError, type Env, type SettingName } from '../settings';

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

/** Blockscout's limits (ACCOUNT_WATCHLIST_ADDRESSES_LIMIT, ACCOUNT_PRIVATE_TAGS_LIMIT and its fixed 3 keys, 15 ABIs, 15 requests): the registry's defaults. */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = readLimits({});

/** Every account route's answer (404) while the feature is off. */
export const DISABLED_MESSAGE = 'Account functionality is disabled';

export const DISABLED_ACCOUNT_CONFIG: AccountConfig = {
  enabled: false, secret: '', publicUrl: '', appUrl: '', logoutRedirectUrl: '', oidc: null, cookieDomain: null,
  sessionTtlMs: 0, smtp: null, emailFrom: '', coinSymbol: 'QNM', chainId: 265, limits: DEFAULT_ACCOUNT_LIMITS,
  emailOutboxLimit: SETTINGS.ACCOUNT_EMAIL_OUTBOX_LIMIT.default,
};

const DAY_MS = 24 * 60 * 60 * 1000;
const LOOPBACK_HOSTS = new Set([ 'localhost', '127.0.0.1', '[::1]' ]);

/** A URL the feature cannot do without, without its trailing slash. */
function requiredUrl(env: Env, name: SettingName & `ACCOUNT_${ string }_URL` | 'ACCOUNT_OIDC_ISSUER', fallback?: string): string {
  const value = readSetting(env, name) ?? fallback;
  if (!value) throw new SettingsError(`${ name }: required with the account feature`);
  return value.replace(/\/$/, '');
}

function readOidc(env: Env): OidcClientConfig | null {
  if (!readSetting(env, 'ACCOUNT_OIDC_ISSUER')) return null;
  const issuer = requiredUrl(env, 'ACCOUNT_OIDC_ISSUER');
  const clientId = readSetting(env, 'ACCOUNT_OIDC_CLIENT_ID');
  const clientSecret = readSetting(env, 'ACCOUNT_OIDC_CLIENT_SECRET');
  if (!clientId || !clientSecret) throw new SettingsError('ACCOUNT_OIDC_ISSUER needs ACCOUNT_OIDC_CLIENT_ID and ACCOUNT_OIDC_CLIENT_SECRET');
  const scopes = new Set(readSetting(env, 'ACCOUNT_OIDC_SCOPES').split(/\s+/).filter(Boolean));
  scopes.add('openid');
  const { protocol, hostname } = new URL(issuer);
  return { issuer, clientId, clientSecret, scopes: [ ...scopes ].join(' '),
    allowInsecure: protocol === 'http:' && LOOPBACK_HOSTS.has(hostname) };
}

function readLimits(env: Env): AccountLimits {
  return {
    watchlist: readSetting(env, 'ACCOUNT_WATCHLIST_ADDRESSES_LIMIT'),
    privateTags: readSetting(env, 'ACCOUNT_PRIVATE_TAGS_LIMIT'),
    apiKeys: readSetting(env, 'ACCOUNT_API_KEYS_LIMIT'),
    customAbis: readSetting(env, 'ACCOUNT_CUSTOM_ABIS_LIMIT'),
    publicTags: readSetting(env, 'ACCOUNT_PUBLIC_TAGS_LIMIT'),
  };
}

/**
 * Reads ACCOUNT_OIDC_ISSUER / _CLIENT_ID / _CLIENT_SECRET / _SCOPES, ACCOUNT_SECRET,
 * ACCOUNT_PUBLIC_URL, ACCOUNT_APP_URL, ACCOUNT_LOGOUT_REDIRECT_URL, ACCOUNT_COOKIE_DOMAIN,
 * ACCOUNT_SESSION_DAYS, ACCOUNT_SMTP_URL, ACCOUNT_EMAIL_FROM, ACCOUNT_EMAIL_OUTBOX_LIMIT and the
 * per-account limits (ACCOUNT_WATCHLIST_ADDRESSES_LIMIT, ACCOUNT_PRIVATE_TAGS_LIMIT,
 * ACCOUNT_API_KEYS_LIMIT, ACCOUNT_CUSTOM_ABIS_LIMIT, ACCOUNT_PUBLIC_TAGS_LIMIT). Without an issuer the
 * feature is off (every account route answers 404 "Account functionality is disabled").
 * @throws {SettingsError} naming the bad variable.
 */
export function readAccountConfig(env: Env = process.env): AccountConfig {
  const oidc = readOidc(env);
  if (!oidc && !readSetting(env, 'ACCOUNT_ENABLED')) return DISABLED_ACCOUNT_CONFIG;
  const secret = readSetting(env, 'ACCOUNT_SECRET');
  if (!secret) throw new SettingsError(`ACCOUNT_SECRET: required with the account feature (${ SETTINGS.ACCOUNT_SECRET.kind.expected })`);
  const publicUrl = requiredUrl(env, 'ACCOUNT_PUBLIC_URL');
  const appUrl = requiredUrl(env, 'ACCOUNT_APP_URL');
  const smtpUrl = readSetting(env, 'ACCOUNT_SMTP_URL');
  const emailFrom = readSetting(env, 'ACCOUNT_EMAIL_FROM');
  return {
    enabled: true, secret, publicUrl, appUrl, oidc,
    logoutRedirectUrl: requiredUrl(env, 'ACCOUNT_LOGOUT_REDIRECT_URL', appUrl),
    cookieDomain: readSetting(env, 'ACCOUNT_COOKIE_DOMAIN') ?? null,
    sessionTtlMs: readSetting(env, 'ACCOUNT_SESSION_DAYS') * DAY_MS,
    smtp: smtpUrl ? { url: smtpUrl, from: emailFrom } : null,
    emailFrom,
    coinSymbol: readSetting(env, 'NETWORK_CURRENCY_SYMBOL') || env.NEXT_PUBLIC_NETWORK_CURRENCY_SYMBOL || 'QNM',
    chainId: readSetting(env, 'NETWORK_ID') ?? Number(env.NEXT_PUBLIC_NETWORK_ID || 265),
    limits: readLimits(env),
    emailOutboxLimit: readSetting(env, 'ACCOUNT_EMAIL_OUTBOX_LIMIT'),
  };
}
