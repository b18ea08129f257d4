/**
 * Token transfers and their per-token-type `total` shapes (GUIDE §2).
 */
import type { AddressParam } from './address';
import type { FullHash, IntegerString, Paginated, Timestamp } from './shared';
import type { TokenInfo, TokenInstance, TokenType } from './token';

export interface Erc20TotalPayload {
  value: IntegerString;
  decimals: IntegerString | null;
}

export interface Erc721TotalPayload {
  token_id: IntegerString | null;
  token_instance: TokenInstance | null;
}

/** ERC-1155 and ERC-404. */
export interface Erc1155TotalPayload {
  token_id: IntegerString | null;
  value: IntegerString | null;
  decimals: IntegerString | null;
  token_instance: TokenInstance | null;
}

/** Confidential tokens carry no plain amount. */
export interface Erc7984TotalPayload {
  value: IntegerString | null;
  decimals: IntegerString | null;
}

export type TokenTransferTotal = Erc20TotalPayload | Erc721TotalPayload | Erc1155TotalPayload | Erc7984TotalPayload;

export type TokenTransferType = 'token_transfer' | 'token_minting' | 'token_burning' | 'token_spawning';

interface TokenTransferBase {
  transaction_hash: FullHash;
  block_hash: FullHash;
  block_number: number;
  log_index: number;
  timestamp: Timestamp | null;
  from: AddressParam;
  to: AddressParam;
  type: TokenTransferType;
  /** Method name or selector of the parent transaction. */
  method: string | null;
}

/** Narrowing on `token_type` gives the matching `total` shape (null when not decodable). */
export type TokenTransfer =
  | TokenTransferBase & { token_type: 'ERC-20'; token: TokenInfo<'ERC-20'>; total: Erc20TotalPayload | null }
  | TokenTransferBase & { token_type: 'ERC-721'; token: TokenInfo<'ERC-721'>; total: Erc721TotalPayload | null }
  | TokenTransferBase & { token_type: 'ERC-1155' | 'ERC-404'; token: TokenInfo<'ERC-1155' | 'ERC-404'>; total: Erc1155TotalPayload | null }
  | TokenTransferBase & { token_type: 'ERC-7984'; token: TokenInfo<'ERC-7984'>; total: Erc7984TotalPayload | null };

/** Batch keys appear only inside an ERC-1155 batch transfer. */
export type TokenTransferPagingParams = {
  block_number: number;
  index: number;
  batch_log_index?: number;
  batch_block_hash?: FullHash;
  batch_transaction_hash?: FullHash;
  index_in_batch?: number;
};

/** `GET /v2/token-transfers` and `/v2/transactions/{h}/token-transfers`. */
export type TokenTransferResponse = Paginated<TokenTransfer, TokenTransferPagingParams>;

export interface TokenTransferFilters {
  type?: Array<TokenType>;
}
