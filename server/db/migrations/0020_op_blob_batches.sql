-- Batches posted in EIP-4844 blobs (OP stack since Ecotone): the blob a frame was read from
-- (NULL: calldata), and a batch's blobs as the API lists them ({hash, l1_transaction_hash, l1_timestamp}).
ALTER TABLE op_frames ADD COLUMN blob_hash text;
ALTER TABLE op_batches ADD COLUMN blobs jsonb NOT NULL DEFAULT '[]';
