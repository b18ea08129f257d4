import { buildConfig } from 'configs/app/build';

import { buildNavItems, isGroupItem, type NavItem } from './navItems';

function apiGroup(env: Record<string, string>, pathname = '/', tab?: string): ReadonlyArray<NavItem> {
  const group = buildNavItems(buildConfig(env).config, pathname, tab).main.find((item) => item.text === 'API');
  if (!group || !isGroupItem(group)) throw new Error('no API group');
  return group.subItems.flat();
}

describe('the sidebar\'s API group', () => {
  it('has REST API, then RPC API and Eth RPC API leading to this explorer\'s own /api-docs tabs', () => {
    expect(apiGroup({}).map(({ text, nextRoute, url }) => ({ text, nextRoute, url }))).toEqual([
      { text: 'REST API', nextRoute: '/api-docs', url: undefined },
      { text: 'RPC API', nextRoute: '/api-docs?tab=rpc_api', url: undefined },
      { text: 'Eth RPC API', nextRoute: '/api-docs?tab=eth_rpc_api', url: undefined },
    ]);
  });

  it('adds GraphQL when enabled and links RPC docs externally when their URLs are configured', () => {
    const items = apiGroup({ NEXT_PUBLIC_GRAPHQL_ENABLED: 'true', NEXT_PUBLIC_RPC_API_DOCS_URL: 'https://docs.example.org/rpc',
      NEXT_PUBLIC_ETH_RPC_API_DOCS_URL: 'https://docs.example.org/eth-rpc' }, '/api-docs');
    expect(items.map(({ text, nextRoute, url, isActive }) => ({ text, nextRoute, url, isActive: Boolean(isActive) }))).toEqual([
      { text: 'REST API', nextRoute: '/api-docs', url: undefined, isActive: true },
      { text: 'GraphQL', nextRoute: '/graphiql', url: undefined, isActive: false },
      { text: 'RPC API', nextRoute: undefined, url: 'https://docs.example.org/rpc', isActive: false },
      { text: 'Eth RPC API', nextRoute: undefined, url: 'https://docs.example.org/eth-rpc', isActive: false },
    ]);
  });

  it('lights the item of the open /api-docs tab: REST API by default, RPC API or Eth RPC API on theirs', () => {
    const active = (tab?: string) => apiGroup({}, '/api-docs', tab).filter((item) => item.isActive).map((item) => item.text);
    expect(active()).toEqual([ 'REST API' ]);
    expect(active('rest_api')).toEqual([ 'REST API' ]);
    expect(active('rpc_api')).toEqual([ 'RPC API' ]);
    expect(active('eth_rpc_api')).toEqual([ 'Eth RPC API' ]);
    expect(apiGroup({}, '/txs', 'rpc_api').filter((item) => item.isActive)).toEqual([]);
  });
});
