import { buildConfig } from 'configs/app/build';

import { buildNavItems, isGroupItem, type NavItem } from './navItems';

function apiGroup(env: Record<string, string>, pathname = '/'): ReadonlyArray<NavItem> {
  const group = buildNavItems(buildConfig(env).config, pathname).main.find((item) => item.text === 'API');
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
});
