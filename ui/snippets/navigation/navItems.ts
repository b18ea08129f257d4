/**
 * The sidebar's items (spec section 2 "Sidebar"), built from the configuration and the
 * current route. Pure, so the feature rules are unit tested.
 */
import type { AppConfig } from 'configs/app';

import { API_DOCS_TABS, apiDocsTabHref } from 'ui/apiDocs/tabs';
import type { NavIconName } from 'ui/shared/icons/NavIcon';

export interface NavItem {
  readonly text: string;
  readonly icon?: NavIconName;
  /** A route of this app, or `url` for an external link (opens in a new tab). */
  readonly nextRoute?: string;
  readonly url?: string;
  readonly isActive?: boolean;
  /** Route patterns (besides nextRoute) under which the item counts as active. */
  readonly activeRoutes?: ReadonlyArray<string>;
}

export interface NavGroupItem {
  readonly text: string;
  readonly icon: NavIconName;
  readonly isActive: boolean;
  /** Sub-items; nested arrays are visual sections (the rollup layout). */
  readonly subItems: ReadonlyArray<NavItem> | ReadonlyArray<ReadonlyArray<NavItem>>;
}

export type NavMainItem = NavItem | NavGroupItem;

export function isGroupItem(item: NavMainItem): item is NavGroupItem {
  return 'subItems' in item;
}

function withActive(item: NavItem, pathname: string): NavItem {
  const routes = [ item.nextRoute, ...(item.activeRoutes ?? []) ].filter(Boolean);
  return { ...item, isActive: routes.includes(pathname) };
}

function isAnyActive(items: ReadonlyArray<NavItem> | ReadonlyArray<ReadonlyArray<NavItem>>): boolean {
  return items.flat().some((item) => item.isActive);
}

type NavConfig = Pick<AppConfig, 'features' | 'UI'>;

function rpcDocsItem(text: string, url: string, tab: string, openTab: string | undefined): NavItem {
  return url ? { text, icon: 'rpc', url } : { text, icon: 'rpc', nextRoute: apiDocsTabHref(tab), isActive: openTab === tab };
}

/** `apiDocsTab`: the `?tab=` of /api-docs, so that its RPC tabs light their own items rather than REST API. */
export function buildNavItems(config: NavConfig, pathname: string, apiDocsTab?: string) {
  const { features } = config;
  const mark = (item: NavItem) => withActive(item, pathname);
  const openDocsTab = pathname === '/api-docs' ? apiDocsTab ?? API_DOCS_TABS.rest : undefined;
  const isRpcDocsTab = openDocsTab === API_DOCS_TABS.rpc || openDocsTab === API_DOCS_TABS.ethRpc;

  const txs = mark({ text: 'Transactions', icon: 'transactions', nextRoute: '/txs', activeRoutes: [ '/tx/[hash]' ] });
  const blocks = mark({ text: 'Blocks', icon: 'blocks', nextRoute: '/blocks', activeRoutes: [ '/block/[height_or_hash]' ] });
  const topAccounts = mark({ text: 'Top accounts', icon: 'topAccounts', nextRoute: '/accounts' });
  const verifiedContracts = mark({ text: 'Verified contracts', icon: 'verifiedContracts', nextRoute: '/verified-contracts' });

  let blockchainSubItems: ReadonlyArray<NavItem> | ReadonlyArray<ReadonlyArray<NavItem>>;
  if (features.rollup.isEnabled) {
    blockchainSubItems = [
      [
        txs,
        mark({ text: 'Deposits (L1 to L2)', icon: 'deposits', nextRoute: '/l2-deposits' }),
        mark({ text: 'Withdrawals (L2 to L1)', icon: 'withdrawals', nextRoute: '/l2-withdrawals' }),
      ],
      [
        blocks,
        mark({ text: 'Txn batches', icon: 'batches', nextRoute: '/l2-txn-batches' }),
        mark({ text: 'Output roots', icon: 'outputRoots', nextRoute: '/l2-output-roots' }),
      ],
      [ topAccounts, verifiedContracts ],
    ];
  } else {
    blockchainSubItems = [
      txs,
      blocks,
      topAccounts,
      verifiedContracts,
      ...(features.beaconChain.isEnabled ? [ mark({ text: 'Withdrawals', icon: 'withdrawals', nextRoute: '/withdrawals' }) ] : []),
    ];
  }

  const apiSubItems: Array<NavItem> = [
    { ...mark({ text: 'REST API', icon: 'restApi', nextRoute: '/api-docs' }), ...(isRpcDocsTab ? { isActive: false } : {}) },
    ...(features.graphqlApiDocs.isEnabled ? [ mark({ text: 'GraphQL', icon: 'graphql', nextRoute: '/graphiql' }) ] : []),
    // A configured URL opens in a new tab; by default these lead to this instance's own /api-docs tabs.
    rpcDocsItem('RPC API', config.UI.apiDocs.rpcApiUrl, API_DOCS_TABS.rpc, openDocsTab),
    rpcDocsItem('Eth RPC API', config.UI.apiDocs.ethRpcApiUrl, API_DOCS_TABS.ethRpc, openDocsTab),
  ];

  const main: Array<NavMainItem> = [
    { text: 'Blockchain', icon: 'globe', subItems: blockchainSubItems, isActive: isAnyActive(blockchainSubItems) },
    mark({ text: 'Tokens', icon: 'tokens', nextRoute: '/tokens', activeRoutes: [ '/token/[hash]', '/token/[hash]/instance/[id]' ] }),
    ...(features.marketplace.isEnabled ? [ mark({ text: 'Apps', icon: 'apps', nextRoute: '/apps', activeRoutes: [ '/apps/[id]' ] }) ] : []),
    ...(features.stats.isEnabled ? [ mark({ text: 'Charts & stats', icon: 'stats', nextRoute: '/stats' }) ] : []),
    { text: 'API', icon: 'restApi', subItems: apiSubItems, isActive: isAnyActive(apiSubItems) },
  ];

  const otherLinks: Array<NavItem> = config.UI.otherLinks.map(({ text, url }) => ({ text, url }));
  if (otherLinks.length > 0) {
    main.push({ text: 'Other', icon: 'other', subItems: otherLinks, isActive: false });
  }

  const account: Array<NavItem> = features.account.isEnabled ? [
    mark({ text: 'Watch list', icon: 'watchlist', nextRoute: '/account/watchlist' }),
    mark({ text: 'Private tags', icon: 'privateTags', nextRoute: '/account/tag-address' }),
    mark({ text: 'Public tags', icon: 'publicTags', nextRoute: '/account/public-tags-request' }),
    mark({ text: 'API keys', icon: 'apiKeys', nextRoute: '/account/api-key' }),
    mark({ text: 'Custom ABI', icon: 'customAbi', nextRoute: '/account/custom-abi' }),
    ...(features.addressVerification.isEnabled ?
      [ mark({ text: 'Verified addrs', icon: 'verifiedAddrs', nextRoute: '/account/verified-addresses' }) ] : []),
  ] : [];

  const profile = mark({ text: 'My profile', icon: 'profile', nextRoute: '/auth/profile' });

  return { main, account, profile };
}
