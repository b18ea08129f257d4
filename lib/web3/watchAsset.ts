/**
 * The EIP-747 `wallet_watchAsset` request for a token: an ERC-20 by its address, symbol and
 * decimals, or one NFT by its contract and id (as MetaMask takes ERC-721 and ERC-1155 ids);
 * lib/web3/wallet.ts sends it, on our chain.
 */
import { isHttpUrl } from 'lib/url/isHttpUrl';
import type { TokenInfo } from 'types/api/token';

export type WatchableToken = Pick<TokenInfo, 'address_hash' | 'type' | 'symbol' | 'decimals' | 'icon_url'>;

/** Wallets refuse symbols longer than 11 characters (EIP-747). */
const MAX_SYMBOL_LENGTH = 11;

/** The `wallet_watchAsset` parameters for `token` (and `tokenId` for an NFT); null when a wallet could not take it. */
export function watchAssetParams(token: WatchableToken, tokenId?: string): Record<string, unknown> | null {
  const image = isHttpUrl(token.icon_url) ? token.icon_url : undefined;
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
