/**
 * The marketplace list the devnet serves at `/apps/marketplace.json`, so /apps has apps on a
 * fresh machine: the devnet's own faucet (an internal app, shown in the explorer's frame)
 * and a few well-known tools that open in a new tab.
 */
import type { MarketplaceApp } from '../../../types/marketplace';
import { FAUCET_COOLDOWN_MS, FAUCET_DRIP_QNM as DRIP_QNM } from './faucet';

export const APPS_PREFIX = '/apps/';
export const MARKETPLACE_CONFIG_PATH = '/apps/marketplace.json';
export const FAUCET_APP_PATH = '/apps/faucet/';
export const FAUCET_DRIP_PATH = '/apps/faucet/drip';
export const FAUCET_APP_ID = 'qnm-faucet';


export function sampleMarketplaceApps(baseUrl: string): Array<MarketplaceApp> {
  return [
    {
      id: FAUCET_APP_ID,
      title: 'QNM Faucet',
      author: 'Devnet',
      logo: `${ baseUrl }/apps/logos/faucet.svg`,
      logoDarkMode: `${ baseUrl }/apps/logos/faucet-dark.svg`,
      categories: [ 'Tools', 'Faucets' ],
      shortDescription: `Get ${ DRIP_QNM } test QNM for your wallet on this devnet.`,
      description: `Sends ${ DRIP_QNM } QNM of test coins to the connected wallet, or to any address you type, ` +
        `once every ${ FAUCET_COOLDOWN_MS / 60_000 } minutes per address. The coins exist only on this devnet.`,
      site: `${ baseUrl }${ FAUCET_APP_PATH }`,
      external: false,
      url: `${ baseUrl }${ FAUCET_APP_PATH }`,
    },
    {
      id: 'remix-ide',
      title: 'Remix IDE',
      author: 'Remix Project',
      logo: `${ baseUrl }/apps/logos/remix.svg`,
      categories: [ 'Developer tools' ],
      shortDescription: 'Write, compile and deploy Solidity contracts from the browser with your wallet.',
      description: 'A browser IDE for Solidity: connect it to this network through your wallet ("Injected Provider") ' +
        'and deploy, then verify the contract on this explorer.',
      site: 'https://remix-project.org',
      external: true,
      url: 'https://remix.ethereum.org',
    },
    {
      id: 'solidity-docs',
      title: 'Solidity documentation',
      author: 'Solidity team',
      logo: `${ baseUrl }/apps/logos/solidity.svg`,
      categories: [ 'Developer tools', 'Learning' ],
      shortDescription: 'The language reference of the contracts this explorer verifies.',
      description: 'The Solidity language reference, with the compiler versions and settings that contract verification asks for.',
      site: 'https://soliditylang.org',
      external: true,
      url: 'https://docs.soliditylang.org',
    },
    {
      id: 'chainlist',
      title: 'Chainlist',
      author: 'DefiLlama',
      logo: `${ baseUrl }/apps/logos/chainlist.svg`,
      categories: [ 'Infra' ],
      shortDescription: 'Find RPC endpoints of EVM networks and add them to your wallet.',
      description: 'A directory of EVM networks and their public RPC endpoints, with one-click "Add to wallet".',
      site: 'https://chainlist.org',
      external: true,
      url: 'https://chainlist.org',
    },
  ];
}

/** Plain square logos, drawn here so the list needs nothing from outside. */
const LOGOS: Record<string, { background: string; color: string; text: string }> = {
  'faucet': { background: '#2b6cb0', color: '#ffffff', text: 'QNM' },
  'faucet-dark': { background: '#90cdf4', color: '#1a202c', text: 'QNM' },
  'remix': { background: '#222336', color: '#a2a3bd', text: 'R' },
  'solidity': { background: '#363636', color: '#e0e0e0', text: 'Sol' },
  'chainlist': { background: '#2f80ed', color: '#ffffff', text: 'CL' },
  // Network icons of the sample featured networks: dark glyphs on nothing, inverted in dark mode.
  'qnm-network': { background: 'none', color: '#1a202c', text: 'Q' },
  'ethereum': { background: 'none', color: '#1a202c', text: 'Ξ' },
  'sepolia': { background: 'none', color: '#1a202c', text: 'S' },
};

export function renderAppLogo(name: string): string | undefined {
  const logo = LOGOS[name];
  if (!logo) return undefined;
  return '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="${ logo.background }"/>` +
    // A glyph on nothing (a network icon) fills the square; on a tile it leaves a margin.
    `<text x="48" y="${ logo.background === 'none' ? 74 : 58 }" font-family="sans-serif" font-size="${ logo.background === 'none' ? 72 : logo.text.length > 2 ? 26 : 36 }" font-weight="700" ` +
    `text-anchor="middle" fill="${ logo.color }">${ logo.text }</text></svg>`;
}
