/** The EIP-55 form of addresses, for every part of the server that shows one. */
import { getAddress } from 'viem';

/** Checksummed forms kept; the same few addresses fill most pages. */
const CHECKSUM_CACHE_SIZE = 10_000;
const checksums = new Map<string, string>();

/**
 * The EIP-55 form of a lower-case address. Cached because keccak per address per row
 * is the most expensive step of serializing a page.
 */
export function checksumAddress(hash: string): string {
  let checksummed = checksums.get(hash);
  if (checksummed === undefined) {
    checksummed = getAddress(hash);
    // A full cache starts over: simpler than LRU and the working set refills in one page.
    if (checksums.size >= CHECKSUM_CACHE_SIZE) checksums.clear();
    checksums.set(hash, checksummed);
  }
  return checksummed;
}
