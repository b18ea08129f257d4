/** Typed search fixtures for the search bar and results page tests. */
import type { MarketplaceApp } from 'lib/search/apps';
import type {
  SearchResultAddressOrContract, SearchResultBlock, SearchResultItem, SearchResultToken, SearchResultTransaction,
} from 'types/api/search';

export const TOKEN_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const TX_HASH = `0x${ 'ab'.repeat(32) }`;
export const BLOCK_HASH = `0x${ 'cd'.repeat(32) }`;

export const ERC20: SearchResultToken = {
  type: 'token',
  name: 'Quantum Dollar',
  symbol: 'QUSD',
  address_hash: TOKEN_ADDRESS,
  token_url: `/token/${ TOKEN_ADDRESS }`,
  address_url: `/address/${ TOKEN_ADDRESS }`,
  icon_url: null,
  token_type: 'ERC-20',
  is_smart_contract_verified: false,
  exchange_rate: null,
  total_supply: '1000',
  circulating_market_cap: null,
  is_verified_via_admin_panel: false,
  certified: false,
  priority: 2,
  reputation: 'ok',
};

export const NFT: SearchResultToken = {
  ...ERC20,
  name: 'QNM Glyphs',
  symbol: 'GLYPH',
  token_type: 'ERC-721',
  address_hash: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
};

export const MULTI_TOKEN: SearchResultToken = {
  ...ERC20,
  name: 'QNM Items',
  symbol: null,
  token_type: 'ERC-1155',
  address_hash: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
};

/** A token whose name is markup: it must show as text. */
export const HOSTILE_TOKEN: SearchResultToken = {
  ...ERC20,
  name: '<img src=x onerror=alert(1)>',
  symbol: '<b>X</b>',
  address_hash: '0x0000000000000000000000000000000000000bad',
};

export const CONTRACT: SearchResultAddressOrContract = {
  type: 'contract',
  name: 'Quantum Dollar',
  address_hash: TOKEN_ADDRESS,
  url: `/address/${ TOKEN_ADDRESS }`,
  is_smart_contract_verified: false,
  ens_info: null,
  certified: false,
  priority: 0,
  reputation: 'ok',
};

export const ADDRESS: SearchResultAddressOrContract = {
  type: 'address',
  name: null,
  address_hash: '0xC014BA5EC014ba5ec014Ba5EC014ba5Ec014bA5E',
  is_smart_contract_verified: false,
};

export const LABEL: SearchResultAddressOrContract = {
  type: 'label',
  name: 'Treasury',
  address_hash: '0x1111111111111111111111111111111111111111',
  is_smart_contract_verified: true,
};

export const TRANSACTION: SearchResultTransaction = {
  type: 'transaction',
  transaction_hash: TX_HASH,
  timestamp: '2026-11-21T22:22:44.000Z',
};

export const BLOCK: SearchResultBlock = {
  type: 'block',
  block_number: 81,
  block_hash: BLOCK_HASH,
  timestamp: '2026-11-21T22:22:44.000Z',
};

export const INTERNAL_APP: MarketplaceApp = {
  id: 'quantum-swap',
  title: 'Quantum Swap',
  url: 'https://swap.example/app',
  external: false,
  shortDescription: 'Swap tokens',
};

export const EXTERNAL_APP: MarketplaceApp = {
  id: 'q-bridge',
  title: 'Q Bridge',
  url: 'https://bridge.example/',
  external: true,
};

/** `count` ERC-20 results named "Search Token N". */
export function manyTokens(count: number): Array<SearchResultItem> {
  return Array.from({ length: count }, (_, index) => ({
    ...ERC20,
    name: `Search Token ${ index }`,
    symbol: `ST${ index }`,
    address_hash: `0x${ index.toString(16).padStart(40, '0') }`,
  }));
}
