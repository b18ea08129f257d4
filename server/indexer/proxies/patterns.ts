/**
 * What marks a proxy: the storage slots of the standards, the events that announce an
 * upgrade, and the runtime code of minimal proxies (EIP-1167 and its shorter cousins).
 * Pure functions, so each pattern is tested without a node.
 */
import { getAddress, keccak256, toHex, type Address, type Hex } from 'viem';

import { FULL_HASH_PATTERN } from '../../../types/hashes';

/** The values of proxy_implementations.proxy_type (migration 0007). */
export type StoredProxyType = 'eip1967' | 'eip1967_beacon' | 'eip1822' | 'eip1167' | 'oz_legacy' | 'unknown';

/** `keccak256(label) - 1`: EIP-1967 slots are offset so no Solidity layout can reach them. */
const eip1967Slot = (label: string): Hex => toHex(BigInt(keccak256(toHex(label))) - 1n, { size: 32 });

export const SLOTS = {
  eip1967: eip1967Slot('eip1967.proxy.implementation'),
  eip1967Beacon: eip1967Slot('eip1967.proxy.beacon'),
  // EIP-1822 and the old OpenZeppelin (zeppelinos) proxies use the plain hash.
  eip1822: keccak256(toHex('PROXIABLE')),
  ozLegacy: keccak256(toHex('org.zeppelinos.proxy.implementation')),
} as const;

/** Emitted by a proxy (or a beacon) when its implementation changes. */
export const UPGRADED_TOPIC = keccak256(toHex('Upgraded(address)'));
/** Emitted by a beacon proxy when its beacon changes. */
export const BEACON_UPGRADED_TOPIC = keccak256(toHex('BeaconUpgraded(address)'));
export const UPGRADE_TOPICS: readonly string[] = [ UPGRADED_TOPIC, BEACON_UPGRADED_TOPIC ];

/** `implementation()`, asked of a beacon. */
export const IMPLEMENTATION_SELECTOR = '0x5c60da1b';

/**
 * The address in the low 20 bytes of a 32-byte word (a slot or a call result), or null
 * when they are all zero (an unset slot).
 */
export function addressFromWord(word: Hex): Address | null {
  if (!FULL_HASH_PATTERN.test(word)) return null;
  const low = word.slice(-40);
  return /^0+$/.test(low) ? null : getAddress(`0x${ low }`);
}

/**
 * Minimal proxy runtimes: the code around the pushed target address. EIP-1167 pushes the
 * target with PUSH1..PUSH20 (vanity addresses with leading zero bytes push fewer bytes),
 * and its jump destination moves with the push size: `23 + size`.
 */
const MINIMAL_PROXY = /^363d3d373d3d3d363d(6[0-9a-f]|7[0-3])([0-9a-f]+)5af43d82803e903d9160([0-9a-f]{2})57fd5bf3$/;
/** Shorter forms with a full 20-byte push: 0age's 44-byte proxy and EIP-7511 (PUSH0). */
const FIXED_FORMS = [
  /^3d3d3d3d363d3d37363d73([0-9a-f]{40})5af43d3d93803e602a57fd5bf3$/,
  /^365f5f375f5f365f73([0-9a-f]{40})5af43d5f5f3e5f3d91602a57fd5bf3$/,
];

/** The target of a minimal proxy's runtime code, or null when the code is something else. */
export function minimalProxyTarget(code: Hex): Address | null {
  const body = code.slice(2).toLowerCase();
  const match = MINIMAL_PROXY.exec(body);
  if (match) {
    const size = parseInt(match[1], 16) - 0x5f;
    if (match[2].length !== size * 2 || parseInt(match[3], 16) !== 23 + size) return null;
    return getAddress(`0x${ match[2].padStart(40, '0') }`);
  }
  for (const form of FIXED_FORMS) {
    const fixed = form.exec(body);
    if (fixed) return getAddress(`0x${ fixed[1] }`);
  }
  return null;
}
