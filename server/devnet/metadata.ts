/**
 * Token metadata documents for the demo NFTs, shared by the metadata server (HTTP
 * metadata) and the traffic generator (`data:` URIs stored on chain).
 */
import { renderTokenSvg } from './images';

/** ERC-721 / ERC-1155 metadata JSON, as wallets and explorers read it. */
export interface TokenMetadata {
  name: string;
  description: string;
  image: string;
  external_url?: string;
  attributes: Array<{ trait_type: string; value: string | number }>;
  decimals?: number;
}

const SHAPES = [ 'circle', 'square', 'hexagon', 'star' ] as const;

/** Path under the metadata server of an ERC-721 token's JSON; `baseURI` is `<url>/erc721/`. */
export const NFT_METADATA_PREFIX = '/erc721/';
/** Path of ERC-1155 metadata; the contract's URI template ends in `{id}.json`. */
export const MULTI_TOKEN_METADATA_PREFIX = '/erc1155/';
export const IMAGES_PREFIX = '/images/';

/** Image URL for a token: even ids get an SVG, odd ids a PNG, so both kinds occur. */
export function tokenImageUrl(baseUrl: string, tokenId: bigint): string {
  return `${ baseUrl }${ IMAGES_PREFIX }${ tokenId }.${ tokenId % 2n === 0n ? 'svg' : 'png' }`;
}

function traits(tokenId: bigint): TokenMetadata['attributes'] {
  return [
    { trait_type: 'shape', value: SHAPES[Number(tokenId % BigInt(SHAPES.length))] },
    { trait_type: 'generation', value: Number(tokenId / 10n) + 1 },
  ];
}

/** Metadata of an ERC-721 token whose JSON the metadata server serves over HTTP. */
export function buildNftMetadata(baseUrl: string, tokenId: bigint): TokenMetadata {
  return {
    name: `QNM Glyph #${ tokenId }`,
    description: 'A devnet NFT whose metadata is served over HTTP.',
    image: tokenImageUrl(baseUrl, tokenId),
    external_url: `${ baseUrl }${ NFT_METADATA_PREFIX }${ tokenId }`,
    attributes: traits(tokenId),
  };
}

/** A `data:application/json;base64,` token URI with an inline SVG image. */
export function buildDataTokenUri(tokenId: bigint): string {
  const svg = Buffer.from(renderTokenSvg(tokenId)).toString('base64');
  const metadata: TokenMetadata = {
    name: `QNM Glyph #${ tokenId }`,
    description: 'A devnet NFT whose metadata lives on chain.',
    image: `data:image/svg+xml;base64,${ svg }`,
    attributes: traits(tokenId),
  };
  return `data:application/json;base64,${ Buffer.from(JSON.stringify(metadata)).toString('base64') }`;
}

/** Metadata of an ERC-1155 id (`decimals: 0`: whole items). */
export function buildMultiTokenMetadata(baseUrl: string, id: bigint): TokenMetadata {
  return {
    name: `QNM Item ${ id }`,
    description: 'A devnet ERC-1155 item.',
    image: tokenImageUrl(baseUrl, id),
    attributes: [ { trait_type: 'rarity', value: [ 'common', 'rare', 'epic' ][Number(id % 3n)] } ],
    decimals: 0,
  };
}
