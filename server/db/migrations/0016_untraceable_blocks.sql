-- A block whose internal transactions cannot be read (the node answers the same error, or a
-- trace we cannot parse, every time) is set aside with the reason instead of blocking the
-- stage: it counts as done for the indexing status, and the reason tells an operator why
-- its transactions show no internal calls.
ALTER TABLE blocks ADD COLUMN internal_transactions_error text;
