/**
 * Reads one contract at one height and says what kind of proxy it is. Every read goes out
 * in the same tick, so the RPC client sends a contract's reads (and those of the other
 * contracts of a step) in one batch.
 *
 * Order of precedence: minimal proxy code, then the EIP-1967 implementation slot, the
 * EIP-1967 beacon slot, EIP-1822 and the OpenZeppelin legacy slot. A node that cannot
 * answer makes this throw; only a beacon whose `implementation()` reverts is a definite
 * "no implementation".
 */
import type { Address, Hex } from 'viem';

import { eth_callOrNull, eth_getCode, eth_getStorageAt } from '../rpc/actions';
import type { RpcClient } from '../rpc/client';
import { addressFromWord, IMPLEMENTATION_SELECTOR, minimalProxyTarget, SLOTS, type StoredProxyType } from './patterns';

export interface ProxyDetection {
  proxyType: StoredProxyType;
  implementations: Address[];
  /** The beacon of a beacon proxy (its `Upgraded` log re-checks this proxy). */
  beacon: Address | null;
}

const NOT_A_PROXY: ProxyDetection = { proxyType: 'unknown', implementations: [], beacon: null };

export async function detectProxy(rpc: RpcClient, address: Address, height: bigint): Promise<ProxyDetection> {
  const read = (slot: Hex) => eth_getStorageAt(rpc, address, slot, height);
  const [ code, eip1967, beaconSlot, eip1822, ozLegacy ] = await Promise.all([
    eth_getCode(rpc, address, height), read(SLOTS.eip1967), read(SLOTS.eip1967Beacon), read(SLOTS.eip1822), read(SLOTS.ozLegacy),
  ]);
  // No code (any more): a contract undone by a reorg, or one that destroyed itself.
  if (code === '0x') return NOT_A_PROXY;
  const clone = minimalProxyTarget(code);
  if (clone) return { proxyType: 'eip1167', implementations: [ clone ], beacon: null };
  const implementation = addressFromWord(eip1967);
  if (implementation) return { proxyType: 'eip1967', implementations: [ implementation ], beacon: null };
  const beacon = addressFromWord(beaconSlot);
  if (beacon) {
    const answer = await eth_callOrNull(rpc, beacon, IMPLEMENTATION_SELECTOR, height);
    const target = answer && answer.length >= 66 ? addressFromWord(answer.slice(0, 66) as Hex) : null;
    return { proxyType: 'eip1967_beacon', implementations: target ? [ target ] : [], beacon };
  }
  const proxiable = addressFromWord(eip1822);
  if (proxiable) return { proxyType: 'eip1822', implementations: [ proxiable ], beacon: null };
  const legacy = addressFromWord(ozLegacy);
  if (legacy) return { proxyType: 'oz_legacy', implementations: [ legacy ], beacon: null };
  return NOT_A_PROXY;
}
