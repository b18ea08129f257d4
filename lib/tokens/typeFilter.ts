/**
 * The lists' token-type filter as it travels through the URL (`?type=ERC-20,ERC-721` or
 * repeated keys): one reader for the token list, the transfer lists and the server prefetch,
 * so all ask for the same cache key.
 */
import { FILTER_TOKEN_TYPES, type FilterTokenType } from 'types/api/token';

/** The `type` query value as the filter's types, in the filter's order; unknown ones are dropped. */
export function parseTypeFilter(value: unknown): Array<FilterTokenType> {
  const parts = (Array.isArray(value) ? value : [ value ]).flatMap((part) => typeof part === 'string' ? part.split(',') : []);
  return FILTER_TOKEN_TYPES.filter((type) => parts.includes(type));
}
