/**
 * EIP-7702 authorization lists. The indexer stores the tuples as viem formats them;
 * the signer (authority) is not stored, so it is recovered here from the signature.
 */
import type { Address, Hex } from 'viem';
import { recoverAuthorizationAddress } from 'viem/utils';

import type { SignedAuthorization } from '../../../types/api/transaction';
import { checksumAddress } from '../../common/checksumAddress';

/** A stored tuple (`authorization_list` jsonb), as viem's formatter writes it. */
interface StoredAuthorization {
  address: Address;
  chainId: number;
  nonce: number;
  r: Hex;
  s: Hex;
  yParity: number;
}

/** The spec demands an authority; a tuple whose signature recovers nothing gets this one. */
const UNKNOWN_AUTHORITY = '0x0000000000000000000000000000000000000000';

async function serializeAuthorization(tuple: StoredAuthorization): Promise<SignedAuthorization> {
  let authority: string | null = null;
  try {
    authority = await recoverAuthorizationAddress({ authorization: tuple });
  } catch {
    // An invalid tuple does not invalidate its transaction (EIP-7702); it is only skipped.
  }
  return {
    address_hash: checksumAddress(tuple.address.toLowerCase()),
    authority: authority === null ? UNKNOWN_AUTHORITY : checksumAddress(authority.toLowerCase()),
    chain_id: Number(tuple.chainId),
    nonce: String(tuple.nonce),
    r: BigInt(tuple.r).toString(),
    s: BigInt(tuple.s).toString(),
    v: Number(tuple.yParity),
    // Whether the nonce matched needs the authority's state at that point: not known yet.
    status: authority === null ? 'invalid_signature' : null,
  };
}

/** Serialized lists of the rows that have one, by transaction hash. */
export async function serializeAuthorizationLists(rows: Array<{ hash: string; authorization_list: unknown }>): Promise<Map<string, SignedAuthorization[]>> {
  const withList = rows.filter((row) => Array.isArray(row.authorization_list) && row.authorization_list.length > 0);
  const entries = await Promise.all(withList.map(async(row) =>
    [ row.hash, await Promise.all((row.authorization_list as StoredAuthorization[]).map(serializeAuthorization)) ] as const));
  return new Map(entries);
}
