/**
 * The address lists' direction filter as it travels through the URL (in/out,
 * `filter=from|to`). Read the same way by the list tabs and by the server prefetch, so both
 * ask for the same cache key; the token standard (`type`) is lib/tokens/typeFilter's.
 */
import type { AddressFromToFilter } from 'types/api/shared';

export function readDirection(value: unknown): AddressFromToFilter | undefined {
  return value === 'from' || value === 'to' ? value : undefined;
}
