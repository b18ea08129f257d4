-- The stats service (server/stats, GUIDE §8): per-UTC-day aggregates kept up to date as
-- blocks arrive, so no request scans the chain tables. Triggers on `blocks` and
-- `smart_contracts` mark the days a write touched; the updater next to the indexer
-- recomputes those days from the chain tables (by height range, on their indexes).
-- All of it is derived from the chain: resetChainData empties these tables too.

-- One row per UTC day that has consensus blocks or verified contracts. Sums, not averages:
-- a week, a month or a year is the sum of its days, an average one sum over another.
CREATE TABLE stats_days (
  day date PRIMARY KEY,
  blocks bigint NOT NULL DEFAULT 0,
  block_size_sum numeric NOT NULL DEFAULT 0,
  -- What the API's blocks show as the producer's reward: priority fees (all fees before EIP-1559).
  block_rewards_sum numeric NOT NULL DEFAULT 0,
  gas_used_sum numeric NOT NULL DEFAULT 0,
  gas_limit_sum numeric NOT NULL DEFAULT 0,
  transactions bigint NOT NULL DEFAULT 0,
  successful_transactions bigint NOT NULL DEFAULT 0,
  -- Wei: gas_used × gas_price (the effective price once mined) of every transaction.
  fees_sum numeric NOT NULL DEFAULT 0,
  gas_price_sum numeric NOT NULL DEFAULT 0,
  -- Transactions that move coin (value > 0).
  native_transfers bigint NOT NULL DEFAULT 0,
  -- Distinct senders of the day.
  active_accounts bigint NOT NULL DEFAULT 0,
  -- Senders whose first transaction is on this day (stats_accounts.first_day).
  new_accounts bigint NOT NULL DEFAULT 0,
  -- Contracts created by successful transactions and by successful create frames inside them.
  new_contracts bigint NOT NULL DEFAULT 0,
  -- Contracts verified on this day (smart_contracts.verified_at, the explorer's clock).
  new_verified_contracts bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every address that sent a transaction, with the day of its first one: "new accounts".
CREATE TABLE stats_accounts (
  address_hash text PRIMARY KEY,
  first_day date NOT NULL
);
CREATE INDEX stats_accounts_first_day ON stats_accounts (first_day);

-- Days to recompute. A writer bumps `version` (which also locks the row until it commits);
-- the updater removes a row only if its version is still the one it started from.
CREATE TABLE stats_dirty_days (
  day date PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);

-- Counters over a sliding window (24 h, 30 min, the last 100 blocks) and totals of other
-- tables, refreshed by the updater every few seconds; the API reads them as they are.
CREATE TABLE stats_counters (
  id text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Statement-level triggers with transition tables (one per event: PostgreSQL refuses
-- transition tables on a trigger for several events). One function per table; each
-- branch names only the transition table its event has. No line of a function body ends
-- in a semicolon: migrate.ts splits statements there.
CREATE FUNCTION stats_mark_block_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stats_dirty_days (day)
      SELECT DISTINCT (timestamp AT TIME ZONE 'UTC')::date FROM stats_new_rows
      ON CONFLICT (day) DO UPDATE SET version = stats_dirty_days.version + 1
  ; ELSIF TG_OP = 'UPDATE' THEN
    -- Consensus flips (reorgs) and finished traces (created contracts) change a day.
    INSERT INTO stats_dirty_days (day)
      SELECT DISTINCT (n.timestamp AT TIME ZONE 'UTC')::date FROM stats_new_rows n JOIN stats_old_rows o ON o.hash = n.hash
        WHERE n.consensus IS DISTINCT FROM o.consensus
          OR n.internal_transactions_indexed IS DISTINCT FROM o.internal_transactions_indexed
          OR n.timestamp IS DISTINCT FROM o.timestamp
      ON CONFLICT (day) DO UPDATE SET version = stats_dirty_days.version + 1
  ; ELSE
    INSERT INTO stats_dirty_days (day)
      SELECT DISTINCT (timestamp AT TIME ZONE 'UTC')::date FROM stats_old_rows
      ON CONFLICT (day) DO UPDATE SET version = stats_dirty_days.version + 1
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER stats_blocks_insert AFTER INSERT ON blocks
  REFERENCING NEW TABLE AS stats_new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_mark_block_days();
CREATE TRIGGER stats_blocks_update AFTER UPDATE ON blocks
  REFERENCING OLD TABLE AS stats_old_rows NEW TABLE AS stats_new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_mark_block_days();
CREATE TRIGGER stats_blocks_delete AFTER DELETE ON blocks
  REFERENCING OLD TABLE AS stats_old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_mark_block_days();

CREATE FUNCTION stats_mark_verification_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stats_dirty_days (day)
      SELECT DISTINCT (verified_at AT TIME ZONE 'UTC')::date FROM stats_new_rows
      ON CONFLICT (day) DO UPDATE SET version = stats_dirty_days.version + 1
  ; ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO stats_dirty_days (day)
      SELECT DISTINCT (verified_at AT TIME ZONE 'UTC')::date FROM (SELECT verified_at FROM stats_new_rows
        UNION ALL SELECT verified_at FROM stats_old_rows) v
      ON CONFLICT (day) DO UPDATE SET version = stats_dirty_days.version + 1
  ; ELSE
    INSERT INTO stats_dirty_days (day)
      SELECT DISTINCT (verified_at AT TIME ZONE 'UTC')::date FROM stats_old_rows
      ON CONFLICT (day) DO UPDATE SET version = stats_dirty_days.version + 1
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER stats_verifications_insert AFTER INSERT ON smart_contracts
  REFERENCING NEW TABLE AS stats_new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_mark_verification_days();
CREATE TRIGGER stats_verifications_update AFTER UPDATE ON smart_contracts
  REFERENCING OLD TABLE AS stats_old_rows NEW TABLE AS stats_new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_mark_verification_days();
CREATE TRIGGER stats_verifications_delete AFTER DELETE ON smart_contracts
  REFERENCING OLD TABLE AS stats_old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_mark_verification_days();

-- A database indexed before this migration: every day it holds is computed once.
INSERT INTO stats_dirty_days (day)
  SELECT DISTINCT (timestamp AT TIME ZONE 'UTC')::date FROM blocks WHERE consensus
  UNION SELECT DISTINCT (verified_at AT TIME ZONE 'UTC')::date FROM smart_contracts
  ON CONFLICT (day) DO NOTHING;
