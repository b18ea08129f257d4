/**
 * One object per feature: `isEnabled` plus the settings the feature needs. A feature whose
 * required settings are missing is reported by name and stays off.
 */
import { EnvReader, isStringArray } from './parse';
import type { ServiceUrls } from './types';

export const AD_BANNER_PROVIDERS = [ 'slise', 'adbutler', 'coinzilla', 'none' ] as const;
export const AD_TEXT_PROVIDERS = [ 'coinzilla', 'none' ] as const;
export const WALLETS = [ 'metamask', 'coinbase', 'token_pocket' ] as const;
export const ROLLUP_TYPES = [ '', 'optimistic' ] as const;
/** Who draws the captcha: Google's reCAPTCHA (needs a site key) or the API's own ALTCHA proof of work. */
export const CAPTCHA_PROVIDERS = [ 'recaptcha', 'altcha' ] as const;

/** The captcha a protected action shows: CSV export, and the 429 screen's client key. */
export type CaptchaSettings = { provider: 'recaptcha'; siteKey: string } | { provider: 'altcha' };

export type WalletType = typeof WALLETS[number];

interface Off { readonly isEnabled: false }
type Feature<T> = Off | ({ readonly isEnabled: true } & T);

export interface AdButlerPlacement { id: string; width: string; height: string }

/** A banner provider and this site's ids with it. */
export type AdBannerSettings =
  { provider: 'coinzilla'; zone: string } |
  { provider: 'slise'; pub: string } |
  { provider: 'adbutler'; accountId: string; desktop: AdButlerPlacement | null; mobile: AdButlerPlacement | null };

function isAdButlerPlacement(value: unknown): value is AdButlerPlacement {
  const item = value as AdButlerPlacement;
  return typeof item === 'object' && item !== null && typeof item.id === 'string' &&
    typeof item.width === 'string' && typeof item.height === 'string';
}

function isWalletList(value: unknown): value is Array<WalletType> {
  return isStringArray(value) && value.every((item) => (WALLETS as ReadonlyArray<string>).includes(item));
}

const OFF: Off = { isEnabled: false };

export function readFeatures(env: EnvReader, services: ServiceUrls) {
  const account: Feature<{ authUrl: string; logoutUrl: string }> = (() => {
    if (!env.boolean('NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED')) return OFF;
    const authUrl = env.url('NEXT_PUBLIC_AUTH_URL');
    const logoutUrl = env.url('NEXT_PUBLIC_LOGOUT_URL');
    if (!env.isSet('NEXT_PUBLIC_AUTH_URL') || !env.isSet('NEXT_PUBLIC_LOGOUT_URL')) {
      env.report('NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED', 'true',
        'the account feature needs both NEXT_PUBLIC_AUTH_URL and NEXT_PUBLIC_LOGOUT_URL');
      return OFF;
    }
    return { isEnabled: true, authUrl, logoutUrl };
  })();

  const verifiedTokens: Feature<{ api: string }> = services.contractInfo ?
    { isEnabled: true, api: services.contractInfo } : OFF;

  const addressVerification: Feature<{ api: string }> =
    account.isEnabled && services.admin && services.contractInfo ?
      { isEnabled: true, api: services.contractInfo } : OFF;

  const bannerProvider = env.oneOf('NEXT_PUBLIC_AD_BANNER_PROVIDER', AD_BANNER_PROVIDERS);
  const adsBanner: Feature<AdBannerSettings> = (() => {
    /** The provider's own id for this site; without it the provider has nothing to show. */
    const required = (name: string) => {
      const value = env.string(name);
      if (!value) env.report('NEXT_PUBLIC_AD_BANNER_PROVIDER', bannerProvider, `${ bannerProvider } banners need ${ name }`);
      return value;
    };
    switch (bannerProvider) {
      case 'none': return OFF;
      case 'coinzilla': {
        const zone = required('NEXT_PUBLIC_AD_COINZILLA_BANNER_ZONE');
        return zone ? { isEnabled: true, provider: 'coinzilla', zone } : OFF;
      }
      case 'slise': {
        const pub = required('NEXT_PUBLIC_AD_SLISE_PUB_ID');
        return pub ? { isEnabled: true, provider: 'slise', pub } : OFF;
      }
      case 'adbutler': {
        const accountId = required('NEXT_PUBLIC_AD_ADBUTLER_ACCOUNT_ID');
        const desktop = env.json<AdButlerPlacement | null>('NEXT_PUBLIC_AD_ADBUTLER_CONFIG_DESKTOP', isAdButlerPlacement, null);
        const mobile = env.json<AdButlerPlacement | null>('NEXT_PUBLIC_AD_ADBUTLER_CONFIG_MOBILE', isAdButlerPlacement, null);
        if (!desktop && !mobile) {
          env.report('NEXT_PUBLIC_AD_BANNER_PROVIDER', bannerProvider, 'adbutler banners need NEXT_PUBLIC_AD_ADBUTLER_CONFIG_DESKTOP or _MOBILE');
        }
        return accountId && (desktop || mobile) ? { isEnabled: true, provider: 'adbutler', accountId, desktop, mobile } : OFF;
      }
    }
  })();

  const textProvider = env.oneOf('NEXT_PUBLIC_AD_TEXT_PROVIDER', AD_TEXT_PROVIDERS);
  const adsText: Feature<{ provider: 'coinzilla'; zone: string }> = (() => {
    if (textProvider === 'none') return OFF;
    const zone = env.string('NEXT_PUBLIC_AD_COINZILLA_TEXT_ZONE');
    if (!zone) {
      env.report('NEXT_PUBLIC_AD_TEXT_PROVIDER', textProvider, 'coinzilla text ads need NEXT_PUBLIC_AD_COINZILLA_TEXT_ZONE');
      return OFF;
    }
    return { isEnabled: true, provider: textProvider, zone };
  })();

  const beaconChain: Feature<{ currencySymbol: string }> = env.boolean('NEXT_PUBLIC_HAS_BEACON_CHAIN') ?
    { isEnabled: true, currencySymbol: env.string('NEXT_PUBLIC_BEACON_CHAIN_CURRENCY_SYMBOL') || env.string('NEXT_PUBLIC_NETWORK_CURRENCY_SYMBOL') } : OFF;

  const wallets = env.json('NEXT_PUBLIC_WEB3_WALLETS', isWalletList, []);
  const web3Wallet: Feature<{ wallets: Array<WalletType>; addToken: { isDisabled: boolean } }> = wallets.length > 0 ?
    { isEnabled: true, wallets, addToken: { isDisabled: env.boolean('NEXT_PUBLIC_WEB3_DISABLE_ADD_TOKEN_TO_WALLET') } } : OFF;

  const reCaptchaSiteKey = env.string('NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY');
  const captchaProvider = env.oneOf('NEXT_PUBLIC_CAPTCHA_PROVIDER', CAPTCHA_PROVIDERS);
  // The spec's rule: a reCAPTCHA site key. Beyond it, the API's own ALTCHA needs no key.
  const captcha: CaptchaSettings | null = captchaProvider === 'altcha' ? { provider: 'altcha' } :
    reCaptchaSiteKey ? { provider: 'recaptcha', siteKey: reCaptchaSiteKey } : null;
  const csvExport: Feature<{ captcha: CaptchaSettings }> = (() => {
    if (!env.boolean('NEXT_PUBLIC_CSV_EXPORT_ENABLED')) return OFF;
    if (!captcha) {
      env.report('NEXT_PUBLIC_CSV_EXPORT_ENABLED', 'true', 'CSV export needs NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY');
      return OFF;
    }
    return { isEnabled: true, captcha };
  })();
  // The way out of the 429 screen (spec §2): a solved captcha buys a client key (POST /api/v2/key).
  const clientKey: Feature<{ captcha: CaptchaSettings }> = captcha ? { isEnabled: true, captcha } : OFF;

  const stats: Feature<{ api: string }> = services.stats ? { isEnabled: true, api: services.stats } : OFF;

  const marketplace: Feature<{ configUrl: string; submitFormUrl: string }> = (() => {
    if (!env.boolean('NEXT_PUBLIC_MARKETPLACE_ENABLED')) return OFF;
    const configUrl = env.url('NEXT_PUBLIC_MARKETPLACE_CONFIG_URL');
    if (!configUrl) {
      env.report('NEXT_PUBLIC_MARKETPLACE_ENABLED', 'true', 'the marketplace needs NEXT_PUBLIC_MARKETPLACE_CONFIG_URL');
      return OFF;
    }
    return { isEnabled: true, configUrl, submitFormUrl: env.url('NEXT_PUBLIC_MARKETPLACE_SUBMIT_FORM') };
  })();

  const rollupType = env.oneOf('NEXT_PUBLIC_ROLLUP_TYPE', ROLLUP_TYPES);
  const rollup: Feature<{ type: 'optimistic'; l1BaseUrl: string; l2WithdrawalUrl: string }> = (() => {
    if (rollupType === '') return OFF;
    const l1BaseUrl = env.url('NEXT_PUBLIC_ROLLUP_L1_BASE_URL');
    if (!l1BaseUrl) {
      env.report('NEXT_PUBLIC_ROLLUP_TYPE', rollupType, 'a rollup needs NEXT_PUBLIC_ROLLUP_L1_BASE_URL');
      return OFF;
    }
    return { isEnabled: true, type: rollupType, l1BaseUrl, l2WithdrawalUrl: env.url('NEXT_PUBLIC_ROLLUP_L2_WITHDRAWAL_URL') };
  })();

  const graphqlApiDocs: Feature<{ defaultTxHash: string }> = env.boolean('NEXT_PUBLIC_GRAPHQL_ENABLED') ?
    { isEnabled: true, defaultTxHash: env.string('NEXT_PUBLIC_GRAPHIQL_TRANSACTION') } : OFF;

  const sol2uml: Feature<{ api: string }> = services.visualize ? { isEnabled: true, api: services.visualize } : OFF;

  const mixpanelToken = env.string('NEXT_PUBLIC_MIXPANEL_PROJECT_TOKEN');
  const mixpanel: Feature<{ projectToken: string; apiHost: string }> = mixpanelToken ?
    { isEnabled: true, projectToken: mixpanelToken, apiHost: env.url('NEXT_PUBLIC_MIXPANEL_API_HOST') } : OFF;

  const sentryDsn = env.url('NEXT_PUBLIC_SENTRY_DSN');
  const sentry: Feature<{ dsn: string; environment: string }> = sentryDsn ?
    { isEnabled: true, dsn: sentryDsn, environment: env.string('NEXT_PUBLIC_APP_ENV') } : OFF;

  return {
    account, verifiedTokens, addressVerification, adsBanner, adsText, beaconChain, web3Wallet,
    csvExport, clientKey, stats, marketplace, rollup, graphqlApiDocs, sol2uml, mixpanel, sentry,
  };
}

export type Features = ReturnType<typeof readFeatures>;
