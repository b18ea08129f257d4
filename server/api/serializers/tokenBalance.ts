/**
 * Balances in their three shapes: a token's holder, an address's token (spec
 * `TokenBalance`) and an address's NFT collection (spec `NFTCollection`).
 */
import type { AddressParam, AddressNftCollection, AddressTokenBalance } from '../../../types/api/address';
import type { TokenHolder, TokenInfo, TokenInstance } from '../../../types/api/token';
import type { HolderRow } from '../../db/queries/tokenBalances';

/** One holder: the address, its balance and (ERC-1155) the id. */
export function serializeHolder(row: HolderRow, address: AddressParam): TokenHolder {
  return { address, value: row.value, token_id: row.token_id };
}

/** A token an address has; the instance only for balances of one NFT id. */
export function serializeTokenBalance(balance: { value: string; token_id: string | null }, token: TokenInfo | null,
  instance: TokenInstance | null): AddressTokenBalance {
  return { token, value: balance.value, token_id: balance.token_id, token_instance: instance };
}

/** A collection: the token, how many the address has, and a few of its instances. */
export function serializeNftCollection(token: TokenInfo, amount: string | null, instances: TokenInstance[]): AddressNftCollection {
  return { token, amount, token_instances: instances };
}
