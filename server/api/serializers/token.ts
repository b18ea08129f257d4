/**
 * TokenInfo (spec `Token`): the token object of `/tokens`, `/tokens/{h}` and every
 * transfer, balance and instance.
 */
import type { TokenCounters, TokenInfo, TokenType } from '../../../types/api/token';
import type { TokenRow } from '../../db/queries/tokens';
import { checksumAddress } from '../../common/checksumAddress';

/** Where `ipfs://` links are sent; the indexer resolves to the same gateway by default. */
export const IPFS_GATEWAY = 'https://ipfs.io/ipfs/';

/**
 * A link from untrusted data (NFT metadata, token icons) that is safe to hand to a
 * browser: http(s) only, `ipfs://` rewritten to {@link IPFS_GATEWAY}; anything else
 * (`javascript:`, `data:`, relative or malformed) gives null.
 */
export function safeMediaUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return null;
  const link = /^ipfs:\/\//i.test(value) ? IPFS_GATEWAY + value.slice('ipfs://'.length).replace(/^ipfs\//i, '') : value;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
}

/** Longest inline image handed out; larger ones are left out rather than bloating lists. */
export const MAX_INLINE_IMAGE_LENGTH = 100_000;

const INLINE_IMAGE_RE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;[a-z0-9=.+-]+)*,/i;

/**
 * An NFT image link: like {@link safeMediaUrl}, plus inline `data:image/…` pictures (PNG,
 * JPEG, GIF, WebP, SVG) up to {@link MAX_INLINE_IMAGE_LENGTH}. Clients show images only
 * through `<img>`, where even an SVG cannot run script; `data:text/html` and other inline
 * types still give null.
 */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value === 'string' && INLINE_IMAGE_RE.test(value)) return value.length <= MAX_INLINE_IMAGE_LENGTH ? value : null;
  return safeMediaUrl(value);
}

/**
 * Serializes a token. Name and symbol come from the contract and are sent as they are
 * (the frontend shows them as text). Our chain has no market data: those fields are null.
 */
export function serializeToken(row: TokenRow): TokenInfo {
  return {
    address_hash: checksumAddress(row.contract_address_hash),
    name: row.name,
    symbol: row.symbol,
    decimals: row.decimals,
    type: row.type as TokenType,
    total_supply: row.total_supply,
    // A negative count (never expected) would be a bug upstream; Blockscout shows 0 then.
    holders_count: String(Math.max(0, row.holders_count)),
    exchange_rate: null,
    volume_24h: null,
    circulating_market_cap: null,
    circulating_supply: null,
    icon_url: safeMediaUrl(row.icon_url),
    reputation: 'ok',
  };
}

/** `/tokens/{h}/counters`: both counts as decimal strings. */
export function serializeTokenCounters(holdersCount: number, transfersCount: number): TokenCounters {
  return { token_holders_count: String(Math.max(0, holdersCount)), transfers_count: String(transfersCount) };
}
