/**
 * The token list's type filter as it travels through the URL (`?type=ERC-20,ERC-721`), read
 * the same way by the page and by the server prefetch so both ask for the same cache key.
 */
import type { TokenType } from 'types/api/token';

/** Types the lists filter by, in the order the filter shows them. */
export const FILTER_TOKEN_TYPES = [ 'ERC-20', 'ERC-721', 'ERC-1155' ] as const satisfies ReadonlyArray<TokenType>;
export type FilterTokenType = typeof FILTER_TOKEN_TYPES[number];

/** The `type` query value (`"ERC-20,ERC-721"` or repeated keys) as known filter types. */
export function parseTypeFilter(value: string | Array<string> | undefined): Array<FilterTokenType> {
  const parts = (Array.isArray(value) ? value : [ value ?? '' ]).flatMap((item) => item.split(','));
  return FILTER_TOKEN_TYPES.filter((type) => parts.includes(type));
}
