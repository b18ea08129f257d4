-- Token and NFT metadata reads that the node could not answer (a lagging backend, a rate
-- limit) are tried again later instead of being stored as final: each row remembers when.
ALTER TABLE tokens ADD COLUMN metadata_retries integer NOT NULL DEFAULT 0;
ALTER TABLE tokens ADD COLUMN metadata_retry_at timestamptz;
ALTER TABLE token_instances ADD COLUMN metadata_retries integer NOT NULL DEFAULT 0;
ALTER TABLE token_instances ADD COLUMN metadata_retry_at timestamptz;

DROP INDEX tokens_metadata_pending;
CREATE INDEX tokens_metadata_pending ON tokens (COALESCE(metadata_retry_at, inserted_at)) WHERE metadata_fetched_at IS NULL;
DROP INDEX token_instances_pending;
CREATE INDEX token_instances_pending ON token_instances (COALESCE(metadata_retry_at, inserted_at)) WHERE metadata_fetched_at IS NULL;
