import { defineChain, type Chain } from 'viem';

/** Chain id of the QNM network, and so of the devnet (0x109). */
export const QNM_CHAIN_ID = 265;

/** A viem chain description of the devnet at `rpcUrl`. */
export function getDevnetChain(rpcUrl: string, chainId: number = QNM_CHAIN_ID): Chain {
  return defineChain({
    id: chainId,
    name: 'QNM Devnet',
    nativeCurrency: { name: 'QNM', symbol: 'QNM', decimals: 18 },
    rpcUrls: { default: { http: [ rpcUrl ] } },
  });
}
