/**
 * Token transfer queries, joined with their token so one query serves a whole list.
 */
import type { Queryable } from '../../db';

/** A `token_transfers` row with its token's metadata. */
export interface TokenTransferRow {
  block_hash: string;
  log_index: number;
  batch_index: number;
  block_number: number;
  block_timestamp: Date | null;
  transaction_hash: string;
  token_contract_address_hash: string;
  token_type: string;
  from_address_hash: string;
  to_address_hash: string;
  amount: string | null;
  token_id: string | null;
  token_name: string | null;
  token_symbol: string | null;
  token_decimals: string | null;
  token_total_supply: string | null;
  token_holders_count: number;
  token_icon_url: string | null;
}

/** The first `limit` transfers of a transaction in log order (index `token_transfers_transaction`). */
export async function listTransactionTokenTransfers(db: Queryable, transactionHash: string, limit: number): Promise<TokenTransferRow[]> {
  return db.query<TokenTransferRow>(`SELECT tt.block_hash, tt.log_index, tt.batch_index, tt.block_number, tt.block_timestamp,
      tt.transaction_hash, tt.token_contract_address_hash, tt.token_type, tt.from_address_hash, tt.to_address_hash,
      tt.amount, tt.token_id, k.name AS token_name, k.symbol AS token_symbol, k.decimals AS token_decimals,
      k.total_supply AS token_total_supply, k.holders_count AS token_holders_count, k.icon_url AS token_icon_url
    FROM token_transfers tt JOIN tokens k ON k.contract_address_hash = tt.token_contract_address_hash
    WHERE tt.transaction_hash = $1 ORDER BY tt.log_index, tt.batch_index LIMIT $2`, [ transactionHash, limit ]);
}
