/**
 * Asks an injected EIP-1193 wallet to switch to our chain, and to add it when the wallet
 * does not know it yet (error 4902, EIP-3326).
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: ReadonlyArray<unknown> }): Promise<unknown>;
}

export interface ChainParams {
  id: number;
  name: string;
  currency: { name: string; symbol: string; decimals: number };
  rpcUrl: string;
  explorerUrl: string;
}

const UNKNOWN_CHAIN_ERROR_CODE = 4902;

function getErrorCode(error: unknown): number | undefined {
  const value = error as { code?: unknown; data?: { originalError?: { code?: unknown } } };
  const code = value?.code ?? value?.data?.originalError?.code;
  return typeof code === 'number' ? code : undefined;
}

/** Resolves 'switched' or 'added'; rejects with the wallet's error otherwise. */
export async function switchOrAddChain(provider: Eip1193Provider, chain: ChainParams): Promise<'switched' | 'added'> {
  const chainId = `0x${ chain.id.toString(16) }`;
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [ { chainId } ] });
    return 'switched';
  } catch (error) {
    if (getErrorCode(error) !== UNKNOWN_CHAIN_ERROR_CODE) {
      throw error;
    }
  }
  await provider.request({
    method: 'wallet_addEthereumChain',
    params: [ {
      chainId,
      chainName: chain.name,
      nativeCurrency: chain.currency,
      rpcUrls: [ chain.rpcUrl ],
      blockExplorerUrls: [ chain.explorerUrl ],
    } ],
  });
  return 'added';
}

export function getInjectedProvider(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { ethereum?: Eip1193Provider }).ethereum;
}
