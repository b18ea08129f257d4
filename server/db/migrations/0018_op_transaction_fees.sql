-- What an OP-stack node adds to a receipt: the L1 data fee of the transaction and what it was
-- computed from. NULL on chains whose receipts carry none.
ALTER TABLE transactions ADD COLUMN l1_fee numeric(100);
ALTER TABLE transactions ADD COLUMN l1_gas_price numeric(100);
ALTER TABLE transactions ADD COLUMN l1_gas_used numeric(100);
ALTER TABLE transactions ADD COLUMN l1_fee_scalar text;
