/**
 * The token holdings summary of the address page: balances grouped by token standard in a
 * fixed order, narrowed by a search term.
 */
import type { AddressTokenBalance } from 'types/api/address';
import { TOKEN_TYPES, type TokenType } from 'types/api/token';

/** Groups in the order the summary lists them. */
export const TOKEN_GROUPS: ReadonlyArray<TokenType> = TOKEN_TYPES;

export interface TokenGroup {
  type: TokenType;
  items: Array<AddressTokenBalance>;
}

/** True when the term is part of the token's name or symbol, or its address starts with it (case-insensitive). */
export function matchesTokenSearch(item: AddressTokenBalance, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  const token = item.token;
  if (!token) return false;
  return [ token.name, token.symbol ].some((text) => text?.toLowerCase().includes(needle)) ||
    token.address_hash.toLowerCase().startsWith(needle);
}

/** Non-empty groups of the balances matching `term`, each keeping the API's order (largest first). */
export function groupTokens(items: ReadonlyArray<AddressTokenBalance>, term = ''): Array<TokenGroup> {
  return TOKEN_GROUPS
    .map((type) => ({ type, items: items.filter((item) => item.token?.type === type && matchesTokenSearch(item, term)) }))
    .filter((group) => group.items.length > 0);
}

/** "1 token" / "12 tokens"; the API lists at most this many balances in the summary. */
export function tokensCountLabel(count: number): string {
  return `${ count } ${ count === 1 ? 'token' : 'tokens' }`;
}
