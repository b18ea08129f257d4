import { buildUrl } from './buildUrl';
import { resetTestConfig, setTestConfig } from './testUtils';

afterEach(resetTestConfig);

describe('buildUrl', () => {
  beforeEach(() => setTestConfig({}));

  it('fills path params under the main API endpoint', () => {
    expect(buildUrl('general:block', { height_or_hash: 42 })).toBe('http://localhost:4000/api/v2/blocks/42');
    expect(buildUrl('general:token_instance', { hash: '0xab', id: '7' })).toBe('http://localhost:4000/api/v2/tokens/0xab/instances/7');
  });

  it('encodes path params so they cannot change the path', () => {
    expect(buildUrl('general:address', { hash: 'a b/../c' })).toBe('http://localhost:4000/api/v2/addresses/a%20b%2F..%2Fc');
  });

  it('throws when a required path param is missing', () => {
    expect(() => buildUrl('general:block', {})).toThrow('height_or_hash');
    expect(() => buildUrl('general:block', { height_or_hash: '' })).toThrow('height_or_hash');
  });

  it('drops an optional path param together with its slash', () => {
    expect(buildUrl('account:watchlist')).toBe('http://localhost:4000/api/account/v1/user/watchlist');
    expect(buildUrl('account:watchlist', { id: 5 })).toBe('http://localhost:4000/api/account/v1/user/watchlist/5');
  });

  it('drops empty query params and keeps falsy non-empty ones', () => {
    const url = new URL(buildUrl('general:blocks', undefined, { a: '', b: null, c: undefined, d: [], e: 0, f: false, type: 'reorg' }));
    expect([ ...url.searchParams.keys() ].sort()).toEqual([ 'e', 'f', 'type' ]);
    expect(url.searchParams.get('e')).toBe('0');
    expect(url.searchParams.get('f')).toBe('false');
  });

  it('joins arrays with commas and serialises objects as JSON', () => {
    const url = new URL(buildUrl('general:search', undefined, { type: [ 'ERC-20', 'ERC-721' ], token: { address_hash: '0x1' } }));
    expect(url.searchParams.get('type')).toBe('ERC-20,ERC-721');
    expect(JSON.parse(url.searchParams.get('token') ?? '')).toEqual({ address_hash: '0x1' });
  });

  it('prefixes the configured base path', () => {
    setTestConfig({ NEXT_PUBLIC_API_BASE_PATH: '/chain' });
    expect(buildUrl('general:blocks')).toBe('http://localhost:4000/chain/api/v2/blocks');
  });
});

describe('buildUrl with the Next proxy', () => {
  it('routes main-API calls through the same-origin proxy in the browser', () => {
    setTestConfig({ NEXT_PUBLIC_USE_NEXT_JS_PROXY: 'true', NEXT_PUBLIC_API_BASE_PATH: '/chain' });
    expect(buildUrl('general:blocks', undefined, { type: 'uncle' }))
      .toBe(`${ window.location.origin }/node-api/proxy/api/v2/blocks?type=uncle`);
    expect(buildUrl('account:user_info')).toBe(`${ window.location.origin }/node-api/proxy/api/account/v1/user/info`);
  });

  it('does not proxy when asked not to (server-side fetches)', () => {
    setTestConfig({ NEXT_PUBLIC_USE_NEXT_JS_PROXY: 'true' });
    expect(buildUrl('general:blocks', undefined, undefined, { noProxy: true })).toBe('http://localhost:4000/api/v2/blocks');
  });

  it('never proxies microservices', () => {
    setTestConfig({ NEXT_PUBLIC_USE_NEXT_JS_PROXY: 'true', NEXT_PUBLIC_STATS_API_HOST: 'https://stats.example' });
    expect(buildUrl('stats:counters')).toBe('https://stats.example/api/v1/counters');
  });
});

describe('buildUrl for microservices', () => {
  beforeEach(() => setTestConfig({
    NEXT_PUBLIC_STATS_API_HOST: 'https://stats.example',
    NEXT_PUBLIC_VISUALIZE_API_HOST: 'https://viz.example/',
    NEXT_PUBLIC_CONTRACT_INFO_API_HOST: 'https://info.example',
    NEXT_PUBLIC_ADMIN_SERVICE_API_HOST: 'https://admin.example',
  }));

  it('uses each service base URL', () => {
    expect(buildUrl('stats:line', { id: 'newTxns' }, { resolution: 'DAY' })).toBe('https://stats.example/api/v1/lines/newTxns?resolution=DAY');
    expect(buildUrl('visualize:solidity_contract')).toBe('https://viz.example/api/v1/solidity:visualize-contracts');
  });

  it('fills the chain id from the config and keeps colons in path params', () => {
    expect(buildUrl('contractInfo:token_info', { hash: '0xab' })).toBe('https://info.example/api/v1/chains/265/token-infos/0xab');
    expect(buildUrl('contractInfo:address_verification', { type: ':prepare' }))
      .toBe('https://info.example/api/v1/chains/265/verified-addresses:prepare');
    expect(buildUrl('admin:token_info_applications', { chainId: 1, id: 'x' })).toBe('https://admin.example/api/v1/chains/1/token-info-submissions/x');
  });

  it('throws for a service without a base URL', () => {
    setTestConfig({});
    expect(() => buildUrl('stats:counters')).toThrow('not configured');
  });
});
