-- Indexes for the address pages and the internal transaction lists of the API
-- (server/api/repositories/addressTransactions.ts, internalTransactions.ts): each list
-- is a keyset scan in the order it is served.

-- Internal transaction lists show every frame except the root of a plain call (that
-- frame is the transaction itself); the root of a contract creation is shown, as
-- Blockscout does. The 0001 indexes stopped at `index > 0`, so they are replaced.
DROP INDEX IF EXISTS internal_transactions_order;
DROP INDEX IF EXISTS internal_transactions_from;
DROP INDEX IF EXISTS internal_transactions_to;
CREATE INDEX internal_transactions_listed ON internal_transactions (block_number DESC, transaction_index DESC, index DESC)
  WHERE index > 0 OR type <> 'call';
CREATE INDEX internal_transactions_listed_from ON internal_transactions (from_address_hash, block_number DESC, transaction_index DESC, index DESC)
  WHERE index > 0 OR type <> 'call';
CREATE INDEX internal_transactions_listed_to ON internal_transactions (to_address_hash, block_number DESC, transaction_index DESC, index DESC)
  WHERE index > 0 OR type <> 'call';

-- Pending transactions of an address, newest first (the address list starts with them).
CREATE INDEX transactions_pending_from ON transactions (from_address_hash, inserted_at DESC, hash DESC) WHERE block_hash IS NULL;
CREATE INDEX transactions_pending_to ON transactions (to_address_hash, inserted_at DESC, hash DESC) WHERE block_hash IS NULL;

-- Mined transactions of an address sorted by value or by fee (`sort=value|fee`); a
-- backward scan serves `order=asc`.
CREATE INDEX transactions_from_value ON transactions (from_address_hash, value DESC, block_number DESC, index DESC)
  WHERE block_number IS NOT NULL;
CREATE INDEX transactions_to_value ON transactions (to_address_hash, value DESC, block_number DESC, index DESC)
  WHERE block_number IS NOT NULL;
CREATE INDEX transactions_from_fee ON transactions (from_address_hash, (COALESCE(gas_used * gas_price, 0)) DESC, block_number DESC, index DESC)
  WHERE block_number IS NOT NULL;
CREATE INDEX transactions_to_fee ON transactions (to_address_hash, (COALESCE(gas_used * gas_price, 0)) DESC, block_number DESC, index DESC)
  WHERE block_number IS NOT NULL;
