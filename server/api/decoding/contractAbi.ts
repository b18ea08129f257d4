/**
 * Verified ABIs indexed for decoding, one index per contract, kept in memory by version.
 *
 * @dev A key names a row of `smart_contracts` and its version (`verified_at`, which every
 * (re-)verification sets anew), so a new verification is read under a new key: nothing
 * needs to be invalidated, in this process or another.
 */
import type { Abi } from 'viem';

import { addAbi, type Registry } from './registry';

/** Per address, the indexes that decode for it: its own verified ABI, then its implementations' (a proxy). */
export type ContractAbis = ReadonlyMap<string, readonly Registry[]>;

/** Indexes kept at most; the least recently used go first. */
const MAX_CACHED_INDEXES = 500;

const cache = new Map<string, Registry>();

/**
 * The items of a stored ABI indexed by selector and topic 0. Items that are not valid ABI
 * (a hand-written row) are left out, one at a time.
 */
export function indexContractAbi(abi: unknown): Registry {
  const index: Registry = { functions: new Map(), errors: new Map(), events: new Map() };
  for (const item of Array.isArray(abi) ? abi : []) {
    try {
      addAbi(index, [ item ] as Abi, null);
    } catch {
      // Not an item viem can hash: it decodes nothing.
    }
  }
  return index;
}

/** The cache key of the ABI of `address` as verified at `version`. */
export const contractAbiKey = (address: string, version: string) => `${ address }@${ version }`;

/** The index under `key`, if kept; marks it recently used. */
export function cachedContractAbi(key: string): Registry | undefined {
  const index = cache.get(key);
  if (index) {
    cache.delete(key);
    cache.set(key, index);
  }
  return index;
}

/** Indexes `abi`, keeps it under `key` and returns it. */
export function cacheContractAbi(key: string, abi: unknown): Registry {
  const index = indexContractAbi(abi);
  cache.set(key, index);
  // A Map iterates in insertion order: the first key is the least recently used.
  while (cache.size > MAX_CACHED_INDEXES) cache.delete(cache.keys().next().value as string);
  return index;
}
