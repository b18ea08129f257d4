import { buildConfig } from './build';
import { checkEnvDescriptions } from './envDocs';
import { validateEnv } from './validate';

describe('buildConfig defaults', () => {
  const { config, problems } = buildConfig({});

  it('describes chain 265 with the QNM coin of 18 decimals', () => {
    expect(config.chain.id).toBe(265);
    expect(config.chain.currency).toEqual({ name: 'QNM', symbol: 'QNM', decimals: 18 });
  });

  it('points the API at the built-in backend', () => {
    expect(config.api.endpoint).toBe('http://localhost:4000');
    expect(config.api.basePath).toBe('');
    expect(config.api.useProxy).toBe(false);
  });

  it('has no problems and every optional feature off', () => {
    expect(problems).toEqual([]);
    expect(config.features.account.isEnabled).toBe(false);
    expect(config.features.csvExport.isEnabled).toBe(false);
    expect(config.features.adsBanner.isEnabled).toBe(false);
    expect(config.features.stats.isEnabled).toBe(false);
  });

  it('enables the web3 wallet with the three supported wallets', () => {
    expect(config.features.web3Wallet).toMatchObject({ isEnabled: true, wallets: [ 'metamask', 'coinbase', 'token_pocket' ] });
  });
});

describe('feature objects', () => {
  it('turns services on by their URL', () => {
    const { config } = buildConfig({
      NEXT_PUBLIC_STATS_API_HOST: 'http://127.0.0.1:4000/',
      NEXT_PUBLIC_VISUALIZE_API_HOST: 'http://127.0.0.1:4001',
    });
    expect(config.features.stats).toEqual({ isEnabled: true, api: 'http://127.0.0.1:4000' });
    expect(config.features.sol2uml).toEqual({ isEnabled: true, api: 'http://127.0.0.1:4001' });
  });

  it('enables the account with both auth and logout URLs', () => {
    const { config, problems } = buildConfig({
      NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'true',
      NEXT_PUBLIC_AUTH_URL: 'http://localhost:4000',
      NEXT_PUBLIC_LOGOUT_URL: 'http://localhost:4000/logout',
    });
    expect(problems).toEqual([]);
    expect(config.features.account).toEqual({ isEnabled: true, authUrl: 'http://localhost:4000', logoutUrl: 'http://localhost:4000/logout' });
  });

  it('needs the account and both services for address verification', () => {
    const env = {
      NEXT_PUBLIC_CONTRACT_INFO_API_HOST: 'http://localhost:4002',
      NEXT_PUBLIC_ADMIN_SERVICE_API_HOST: 'http://localhost:4003',
    };
    expect(buildConfig(env).config.features.addressVerification.isEnabled).toBe(false);
    expect(buildConfig(env).config.features.verifiedTokens.isEnabled).toBe(true);
    expect(buildConfig({
      ...env,
      NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'true',
      NEXT_PUBLIC_AUTH_URL: 'http://localhost:4000',
      NEXT_PUBLIC_LOGOUT_URL: 'http://localhost:4000/logout',
    }).config.features.addressVerification.isEnabled).toBe(true);
  });

  it('reads beacon chain, rollup and hidden block fields', () => {
    const { config, problems } = buildConfig({
      NEXT_PUBLIC_HAS_BEACON_CHAIN: 'true',
      NEXT_PUBLIC_ROLLUP_TYPE: 'optimistic',
      NEXT_PUBLIC_ROLLUP_L1_BASE_URL: 'https://l1.example.org',
      NEXT_PUBLIC_VIEWS_BLOCK_HIDDEN_FIELDS: '["burnt_fees","nonce"]',
    });
    expect(problems).toEqual([]);
    expect(config.features.beaconChain).toEqual({ isEnabled: true, currencySymbol: 'QNM' });
    expect(config.features.rollup).toMatchObject({ isEnabled: true, type: 'optimistic', l1BaseUrl: 'https://l1.example.org' });
    expect(config.UI.views.block.hiddenFields).toEqual([ 'burnt_fees', 'nonce' ]);
  });

  it('turns the wallet feature off with an empty list', () => {
    expect(buildConfig({ NEXT_PUBLIC_WEB3_WALLETS: '[]' }).config.features.web3Wallet.isEnabled).toBe(false);
  });
});

describe('validateEnv', () => {
  it('accepts every ad provider of the spec with this site\'s id at it', () => {
    const withIds: Record<string, Record<string, string>> = {
      slise: { NEXT_PUBLIC_AD_SLISE_PUB_ID: 'pub-1' },
      adbutler: { NEXT_PUBLIC_AD_ADBUTLER_ACCOUNT_ID: '1', NEXT_PUBLIC_AD_ADBUTLER_CONFIG_MOBILE: '{"id":"2","width":"320","height":"100"}' },
      coinzilla: { NEXT_PUBLIC_AD_COINZILLA_BANNER_ZONE: 'zone' },
      none: {},
    };
    for (const [ provider, ids ] of Object.entries(withIds)) {
      expect(validateEnv({ NEXT_PUBLIC_AD_BANNER_PROVIDER: provider, ...ids })).toEqual([]);
      expect(buildConfig({ NEXT_PUBLIC_AD_BANNER_PROVIDER: provider, ...ids }).config.features.adsBanner.isEnabled).toBe(provider !== 'none');
    }
    expect(validateEnv({ NEXT_PUBLIC_AD_TEXT_PROVIDER: 'coinzilla', NEXT_PUBLIC_AD_COINZILLA_TEXT_ZONE: 'zone' })).toEqual([]);
  });

  it('names the id a provider needs and keeps its ads off without it', () => {
    expect(validateEnv({ NEXT_PUBLIC_AD_BANNER_PROVIDER: 'slise' })).toEqual([ 'NEXT_PUBLIC_AD_BANNER_PROVIDER="slise": slise banners need NEXT_PUBLIC_AD_SLISE_PUB_ID' ]);
    expect(validateEnv({ NEXT_PUBLIC_AD_BANNER_PROVIDER: 'adbutler', NEXT_PUBLIC_AD_ADBUTLER_ACCOUNT_ID: '1' })).toEqual([
      'NEXT_PUBLIC_AD_BANNER_PROVIDER="adbutler": adbutler banners need NEXT_PUBLIC_AD_ADBUTLER_CONFIG_DESKTOP or _MOBILE' ]);
    expect(validateEnv({ NEXT_PUBLIC_AD_TEXT_PROVIDER: 'coinzilla' })).toEqual([
      'NEXT_PUBLIC_AD_TEXT_PROVIDER="coinzilla": coinzilla text ads need NEXT_PUBLIC_AD_COINZILLA_TEXT_ZONE' ]);
    expect(buildConfig({ NEXT_PUBLIC_AD_BANNER_PROVIDER: 'coinzilla' }).config.features.adsBanner.isEnabled).toBe(false);
  });

  it('names a bad ad provider and its value', () => {
    expect(validateEnv({ NEXT_PUBLIC_AD_BANNER_PROVIDER: 'google' })).toEqual([
      'NEXT_PUBLIC_AD_BANNER_PROVIDER="google": expected one of slise, adbutler, coinzilla, none',
    ]);
    expect(validateEnv({ NEXT_PUBLIC_AD_TEXT_PROVIDER: 'slise' })[0]).toMatch(/^NEXT_PUBLIC_AD_TEXT_PROVIDER="slise": expected one of coinzilla, none/);
  });

  it('requires auth and logout URLs for the account feature', () => {
    const problems = validateEnv({ NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'true', NEXT_PUBLIC_AUTH_URL: 'http://localhost:4000' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED');
    expect(problems[0]).toContain('NEXT_PUBLIC_LOGOUT_URL');
  });

  it('requires a reCAPTCHA site key for CSV export', () => {
    expect(validateEnv({ NEXT_PUBLIC_CSV_EXPORT_ENABLED: 'true' })[0]).toContain('NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY');
    expect(validateEnv({ NEXT_PUBLIC_CSV_EXPORT_ENABLED: 'true', NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY: 'key' })).toEqual([]);
  });

  it('turns CSV export on with the API\'s ALTCHA captcha and no site key', () => {
    expect(validateEnv({ NEXT_PUBLIC_CSV_EXPORT_ENABLED: 'true', NEXT_PUBLIC_CAPTCHA_PROVIDER: 'altcha' })).toEqual([]);
    expect(validateEnv({ NEXT_PUBLIC_CSV_EXPORT_ENABLED: 'true', NEXT_PUBLIC_CAPTCHA_PROVIDER: 'hcaptcha' })[0]).toContain('NEXT_PUBLIC_CAPTCHA_PROVIDER');
  });

  it('names malformed numbers, booleans, URLs and JSON', () => {
    const problems = validateEnv({
      NEXT_PUBLIC_NETWORK_ID: 'abc',
      NEXT_PUBLIC_IS_TESTNET: 'yes',
      NEXT_PUBLIC_STATS_API_HOST: 'localhost:8080',
      NEXT_PUBLIC_WEB3_WALLETS: '["phantom"]',
    });
    expect(problems.map((line) => line.split('=')[0])).toEqual([
      'NEXT_PUBLIC_NETWORK_ID', 'NEXT_PUBLIC_IS_TESTNET', 'NEXT_PUBLIC_STATS_API_HOST', 'NEXT_PUBLIC_WEB3_WALLETS',
    ]);
  });
});

describe('env documentation', () => {
  it('describes every variable the browser gets for operators, once', () => {
    expect(() => checkEnvDescriptions()).not.toThrow();
  });
});
