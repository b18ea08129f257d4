/**
 * TokenTransfer and the TokenInfo embedded in it.
 */
import type { AddressParam } from '../../../types/api/address';
import type { TokenInfo, TokenInstance } from '../../../types/api/token';
import type { TokenTransfer, TokenTransferTotal, TokenTransferType } from '../../../types/api/tokenTransfer';
import type { TokenTransferRow } from '../../db/queries/tokenTransfers';
import { serializeToken } from './token';
import { instanceOfTransfer, serializeTokenInstance } from './tokenInstance';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** The token of a transfer row. Market data does not exist on our chain yet: null. */
export function serializeTransferToken(row: TokenTransferRow): TokenInfo {
  return serializeToken({
    contract_address_hash: row.token_contract_address_hash,
    type: row.token_type,
    name: row.token_name,
    symbol: row.token_symbol,
    decimals: row.token_decimals,
    total_supply: row.token_total_supply,
    holders_count: row.token_holders_count,
    icon_url: row.token_icon_url,
  });
}

/** Mint and burn are moves from and to the zero address (Blockscout's rule). */
export function tokenTransferType(from: string, to: string): TokenTransferType {
  if (from === ZERO_ADDRESS && to === ZERO_ADDRESS) return 'token_spawning';
  if (from === ZERO_ADDRESS) return 'token_minting';
  if (to === ZERO_ADDRESS) return 'token_burning';
  return 'token_transfer';
}

/**
 * The NFT a transfer moved, when the row carries its instance. As in Blockscout's
 * transfer lists, owner and uniqueness are not looked up here (null): the instance
 * page has them.
 */
function transferInstance(row: TokenTransferRow, token: TokenInfo): TokenInstance | null {
  const instance = instanceOfTransfer(row);
  return instance && serializeTokenInstance(instance, { token, owner: null, isUnique: null });
}

/** The `total` of a transfer, shaped by token type. */
function transferTotal(row: TokenTransferRow, token: TokenInfo): TokenTransferTotal {
  switch (row.token_type) {
    case 'ERC-721':
      return { token_id: row.token_id, token_instance: transferInstance(row, token) };
    case 'ERC-1155':
    case 'ERC-404':
      return { token_id: row.token_id, value: row.amount, decimals: row.token_decimals, token_instance: transferInstance(row, token) };
    default:
      return { value: row.amount ?? '0', decimals: row.token_decimals };
  }
}

/** Serializes a transfer; `method` is that of its transaction. */
export function serializeTokenTransfer(row: TokenTransferRow, context: {
  address: (hash: string) => AddressParam; method: string | null;
}): TokenTransfer {
  const token = serializeTransferToken(row);
  return {
    transaction_hash: row.transaction_hash,
    block_hash: row.block_hash,
    block_number: row.block_number,
    log_index: row.log_index,
    timestamp: row.block_timestamp ? row.block_timestamp.toISOString() : null,
    from: context.address(row.from_address_hash),
    to: context.address(row.to_address_hash),
    type: tokenTransferType(row.from_address_hash, row.to_address_hash),
    method: context.method,
    token_type: row.token_type,
    token,
    total: transferTotal(row, token),
  } as TokenTransfer;
}
