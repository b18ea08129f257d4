import type { MarketplaceApp } from 'types/marketplace';

/** An operator's app list: an internal app with a dark-mode logo, and external ones. */
export const marketplaceApps: Array<MarketplaceApp> = [
  {
    id: 'swap', title: 'zSwap', author: 'Swap Labs', logo: 'https://apps.example.org/swap.svg', categories: [ 'DeFi' ],
    shortDescription: 'Swap tokens.', description: 'Swap any two tokens of this network.', site: 'https://swap.example.org', external: true,
    url: 'https://swap.example.org/app',
  },
  {
    id: 'faucet', title: 'QNM Faucet', author: 'Devnet', logo: 'https://apps.example.org/faucet.svg', logoDarkMode: 'https://apps.example.org/faucet-dark.svg',
    categories: [ 'Tools' ], shortDescription: 'Test coins.', description: 'Sends test QNM.', external: false, url: 'https://apps.example.org/faucet/',
  },
  {
    id: 'bridge', title: 'Bridge', categories: [ 'DeFi', 'Infra' ], shortDescription: 'Move assets.', external: true, url: 'https://bridge.example.org',
  },
];
