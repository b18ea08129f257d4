/**
 * The address lists' filters as they travel through the URL: direction (in/out,
 * `filter=from|to`) and token standard (`type`). Read the same way by the list tabs and by the
 * server prefetch, so both ask for the same cache key.
 */
import type { AddressFromToFilter } from 'types/api/shared';
import type { TokenType } from 'types/api/token';

export function readDirection(value: unknown): AddressFromToFilter | undefined {
  return value === 'from' || value === 'to' ? value : undefined;
}

export const TRANSFER_TYPES: ReadonlyArray<TokenType> = [ 'ERC-20', 'ERC-721', 'ERC-1155' ];

/** `type=ERC-20,ERC-721` (or repeated) from the URL, keeping only the standards offered. */
export function readTokenTypes(value: unknown): Array<TokenType> {
  const parts = (Array.isArray(value) ? value : [ value ]).flatMap((part) => typeof part === 'string' ? part.split(',') : []);
  return TRANSFER_TYPES.filter((type) => parts.includes(type));
}
