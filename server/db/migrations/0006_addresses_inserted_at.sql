-- The stats count the addresses added since their last full count through this index, so
-- the home page's "wallet addresses" follows every block without counting the table.
CREATE INDEX addresses_inserted_at ON addresses (inserted_at);
