-- Indexes for the token API (server/api/repositories/tokens*.ts): every list is a keyset
-- scan. Where an order mixes directions, the key negates a number so that one row
-- comparison (a, b, …) > (…) walks the index (holders DESC then name ASC).

-- Tokens list, default order: holders desc, named before unnamed, name, address.
-- The name key is its first 64 characters, so a cursor always fits in a URL.
CREATE INDEX tokens_api_list ON tokens ((-holders_count), (name IS NULL), (COALESCE(left(name, 64), '')), contract_address_hash);
-- Tokens list sorted by holders ascending.
CREATE INDEX tokens_api_list_holders_asc ON tokens (holders_count, (name IS NULL), (COALESCE(left(name, 64), '')), contract_address_hash);

-- A token's holders: value desc, then address and id (ERC-1155 has a row per id).
CREATE INDEX address_current_token_balances_api_holders ON address_current_token_balances
  (token_contract_address_hash, value DESC, address_hash DESC, (COALESCE(token_id, -1)) DESC) WHERE value > 0;
-- Holders of one NFT id, and whether an ERC-1155 id is unique.
CREATE INDEX address_current_token_balances_api_id_holders ON address_current_token_balances
  (token_contract_address_hash, token_id, value DESC, address_hash DESC) WHERE value > 0 AND token_id IS NOT NULL;
-- An address's tokens by type: value desc, then token and id.
CREATE INDEX address_current_token_balances_api_address ON address_current_token_balances
  (address_hash, token_type, value DESC, token_contract_address_hash DESC, (COALESCE(token_id, -1)) DESC) WHERE value > 0;

-- Token transfers of one type, newest first (a rare type would otherwise scan them all).
CREATE INDEX token_transfers_api_type ON token_transfers (token_type, block_number DESC, log_index DESC, batch_index DESC);
