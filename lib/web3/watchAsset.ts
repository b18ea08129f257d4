/**
 * Asks an injected EIP-1193 wallet to track a token (EIP-747 `wallet_watchAsset`): an ERC-20
 * by its address, symbol and decimals, or one NFT by its contract and id (as MetaMask takes
 * ERC-721 and ERC-1155 ids). The wallet is first switched to our chain, so the token is added
 * on the right network.
 */
import type { TokenInfo } from 'types/api/token';

import { type ChainParams, type Eip1193Provider, switchOrAddChain } from './addChain';

export type WatchableToken = Pick<TokenInfo, 'address_hash' | 'type' | 'symbol' | 'decimals' | 'icon_url'>;

/** Wallets refuse symbols longer than 11 characters (EIP-747). */
const MAX_SYMBOL_LENGTH = 11;

/** The `wallet_watchAsset` parameters for `token` (and `tokenId` for an NFT); null when a wallet could not take it. */
export function watchAssetParams(token: WatchableToken, tokenId?: string): Record<string, unknown> | null {
  const image = token.icon_url && /^https?:\/\//i.test(token.icon_url) ? token.icon_url : undefined;
  if (token.type === 'ERC-20') {
    const symbol = token.symbol?.trim();
    if (!symbol || symbol.length > MAX_SYMBOL_LENGTH) return null;
    const decimals = Number(token.decimals ?? 18);
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) return null;
    return { type: 'ERC20', options: { address: token.address_hash, symbol, decimals, image } };
  }
  if ((token.type === 'ERC-721' || token.type === 'ERC-1155') && tokenId !== undefined) {
    return { type: token.type === 'ERC-721' ? 'ERC721' : 'ERC1155', options: { address: token.address_hash, tokenId } };
  }
  return null;
}

/** Resolves true when the wallet added the token, false when the user declined it. */
export async function watchAsset(provider: Eip1193Provider, chain: ChainParams, token: WatchableToken, tokenId?: string): Promise<boolean> {
  const params = watchAssetParams(token, tokenId);
  if (!params) throw new Error('This token cannot be added to a wallet');
  await switchOrAddChain(provider, chain);
  // EIP-747 passes one object, not an array.
  const added = await provider.request({ method: 'wallet_watchAsset', params: params as unknown as ReadonlyArray<unknown> });
  return added !== false;
}
