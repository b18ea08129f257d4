/** Typed fixtures of the token pages' tests: tokens of each type, holders and NFT instances. */
import type { AddressParam } from 'types/api/address';
import type { TokenHolder, TokenInfo, TokenInstance } from 'types/api/token';

const BASE_TOKEN: Omit<TokenInfo, 'address_hash' | 'name' | 'symbol' | 'decimals' | 'type' | 'total_supply' | 'holders_count'> = {
  exchange_rate: null,
  volume_24h: null,
  circulating_market_cap: null,
  circulating_supply: null,
  icon_url: null,
  reputation: 'ok',
};

export const erc20: TokenInfo = {
  ...BASE_TOKEN,
  address_hash: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Quantum Dollar',
  symbol: 'QUSD',
  decimals: '6',
  type: 'ERC-20',
  total_supply: '97170396190',
  holders_count: '1234',
};

export const erc721: TokenInfo = {
  ...BASE_TOKEN,
  address_hash: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  name: 'QNM Glyphs',
  symbol: 'GLYPH',
  decimals: null,
  type: 'ERC-721',
  total_supply: null,
  holders_count: '16',
};

export const erc1155: TokenInfo = {
  ...BASE_TOKEN,
  address_hash: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  name: 'QNM Items',
  symbol: null,
  decimals: null,
  type: 'ERC-1155',
  total_supply: null,
  holders_count: '19',
};

/** A token whose name is markup: it must show as text. */
export const hostileToken: TokenInfo = {
  ...erc20,
  address_hash: '0x0000000000000000000000000000000000001234',
  name: '<img src=x onerror=alert(1)>',
  symbol: '<b>XSS</b>',
  icon_url: 'javascript:alert(1)',
};

export function address(hash: string): AddressParam {
  return {
    hash, is_contract: false, is_verified: false, name: null, implementations: [], proxy_type: null, ens_domain_name: null,
    metadata: null, is_scam: false, reputation: 'ok',
  };
}

export const holders: Array<TokenHolder> = [
  { address: address('0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'), value: '15526198354', token_id: null },
  { address: address('0x2546BcD3c84621e976D8185a91A922aE77ECEc30'), value: '10933711764', token_id: null },
];

export const erc1155Holders: Array<TokenHolder> = [
  { address: address('0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec'), value: '130', token_id: '3' },
];

const SVG_IMAGE = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCIvPg==';

/** On-chain metadata with an inline SVG: the API leaves `image_url` empty. */
export const nftInstance: TokenInstance = {
  id: '56',
  token: erc721,
  owner: address('0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'),
  metadata: {
    name: 'QNM Glyph #56',
    description: 'A devnet NFT whose metadata lives on chain.',
    image: SVG_IMAGE,
    attributes: [ { trait_type: 'shape', value: 'circle' }, { trait_type: 'generation', value: 6 } ],
  },
  image_url: null,
  animation_url: null,
  external_app_url: null,
  media_url: null,
  media_type: null,
  thumbnails: null,
  is_unique: true,
};

export const httpNftInstance: TokenInstance = {
  ...nftInstance,
  id: '57',
  metadata: { name: 'QNM Glyph #57', image: 'http://127.0.0.1:8651/images/57.png' },
  image_url: 'http://127.0.0.1:8651/images/57.png',
  media_url: 'http://127.0.0.1:8651/images/57.png',
  media_type: 'image/png',
};

/** Metadata written to attack the page: markup in every text field, script links. */
export const hostileInstance: TokenInstance = {
  ...nftInstance,
  id: '666',
  metadata: {
    name: '<img src=x onerror=alert(1)>',
    description: '<script>alert(2)</script>',
    image: 'javascript:alert(3)',
    animation_url: 'data:text/html,<script>alert(4)</script>',
    attributes: [ { trait_type: '<b>trait</b>', value: '<i>value</i>' } ],
  },
  image_url: null,
  external_app_url: 'javascript:alert(5)',
};

export const erc1155Instance: TokenInstance = {
  ...nftInstance,
  id: '1',
  token: erc1155,
  owner: null,
  is_unique: false,
  metadata: { name: 'QNM Item 1', image: 'http://127.0.0.1:8651/images/1.png', decimals: 0, attributes: [ { trait_type: 'rarity', value: 'rare' } ] },
  image_url: 'http://127.0.0.1:8651/images/1.png',
};
