/**
 * The explorer's other configured documents, as samples for the embedded default: featured
 * networks (the sidebar's network menu) and footer link groups, so both show on a fresh
 * machine. `npm start` points NEXT_PUBLIC_FEATURED_NETWORKS and NEXT_PUBLIC_FOOTER_LINKS here
 * with `?explorer=` naming the explorer, which the samples link to; the rest are public sites.
 */
export const FEATURED_NETWORKS_PATH = '/config/featured-networks.json';
export const FOOTER_LINKS_PATH = '/config/footer-links.json';
export const SITE_CONFIG_PREFIX = '/config/';

/** The `explorer` query parameter when it is an http(s) origin, else null (it only ever becomes a link). */
export function explorerOrigin(search: URLSearchParams): string | null {
  const value = search.get('explorer');
  if (!value) return null;
  try {
    const url = new URL(value);
    return [ 'http:', 'https:' ].includes(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

export function sampleFeaturedNetworks(baseUrl: string, explorer: string | null) {
  const icon = (name: string) => `${ baseUrl }/apps/logos/${ name }.svg`;
  return [
    ...explorer ? [ { title: 'QNM Devnet', url: explorer, group: 'Testnets', icon: icon('qnm-network'), isActive: true, invertIconInDarkMode: true } ] : [],
    { title: 'Ethereum', url: 'https://eth.blockscout.com', group: 'Mainnets', icon: icon('ethereum'), invertIconInDarkMode: true },
    { title: 'Sepolia', url: 'https://eth-sepolia.blockscout.com', group: 'Testnets', icon: icon('sepolia'), invertIconInDarkMode: true },
  ];
}

export function sampleFooterLinks(baseUrl: string, explorer: string | null) {
  return [
    {
      title: 'This devnet',
      links: [
        ...explorer ? [ { text: 'Faucet', url: `${ explorer }/apps/qnm-faucet`, icon: `${ baseUrl }/apps/logos/faucet.svg` },
          { text: 'API documentation', url: `${ explorer }/api-docs` } ] : [],
        { text: 'App list (JSON)', url: `${ baseUrl }/apps/marketplace.json` },
      ],
    },
    {
      title: 'Developers',
      links: [
        { text: 'Solidity', url: 'https://docs.soliditylang.org', icon: `${ baseUrl }/apps/logos/solidity.svg` },
        { text: 'Hardhat', url: 'https://hardhat.org/docs' },
        { text: 'viem', url: 'https://viem.sh' },
      ],
    },
    {
      title: 'Blockscout',
      links: [
        { text: 'API reference', url: 'https://docs.blockscout.com/devs/apis' },
        { text: 'Explorer settings', url: 'https://github.com/blockscout/frontend/blob/main/docs/ENVS.md' },
      ],
    },
  ];
}
