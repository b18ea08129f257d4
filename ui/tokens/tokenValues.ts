/**
 * Pure helpers of the token pages: supplies and balances in whole tokens and a holder's share
 * of the supply (the type filter in the URL is `lib/tokens/typeFilter`).
 */
import { formatNumber, formatPercent, formatUnits } from 'lib/format';
import type { TokenInfo, TokenType } from 'types/api/token';

const INTEGER_RE = /^\d+$/;

/** The token's decimals as a number; NFTs and tokens without decimals count whole units. */
export function tokenDecimals(token: Pick<TokenInfo, 'decimals'>): number {
  return token.decimals !== null && INTEGER_RE.test(token.decimals) ? Number(token.decimals) : 0;
}

/**
 * An amount of `token` in whole units: rounded to 6 decimals for lists, every digit with
 * `exact`. Null when there is no amount.
 */
export function formatTokenAmount(value: string | null | undefined, token: Pick<TokenInfo, 'decimals'>, exact = false): string | null {
  if (value === null || value === undefined || !INTEGER_RE.test(value)) return null;
  return formatUnits(value, tokenDecimals(token), exact ? {} : { maxFractionDigits: 6 });
}

/** Holders as "1,234"; null when unknown. */
export function formatHolders(count: string | number | null | undefined): string | null {
  if (count === null || count === undefined || count === '') return null;
  return formatNumber(count);
}

/** `value` as a percentage of `total` ("12.34%"), exact in BigInt; null without a positive total. */
export function holderShare(value: string | null | undefined, total: string | null | undefined): string | null {
  if (!value || !total || !INTEGER_RE.test(value) || !INTEGER_RE.test(total)) return null;
  const supply = BigInt(total);
  if (supply === BigInt(0)) return null;
  // Percent with 4 decimals kept, formatPercent rounds to 2.
  const scaled = BigInt(value) * BigInt(1_000_000) / supply;
  return formatPercent(Number(scaled) / 10_000);
}

export function isNftType(type: TokenType): boolean {
  return type === 'ERC-721' || type === 'ERC-1155' || type === 'ERC-404';
}
